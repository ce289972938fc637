// Create Lead (platform.md sections 4, 5 and 8): every lead field and an optional attachment
// (`field.change` with name 'attachments'). first_name, last_name, email, phone_number and
// name_of_business are required; empty fields are left out of the upload. Success: a toast
// (MESSAGES.created, 2000 ms), then the leads list after the named `savedDelay` of 2 s. Failure: a
// toast `failureText(error)` ('Failed to create lead:' with one line per field, or the general
// message), and the field errors under their fields. The generic form machine does the behaviour:
// supply `save` (`saveLeadWith(post)`), `notifySaved`, `notifyFailed` and `afterSaved` (go to the
// leads list) with `.provide()`.
import { fromPromise } from 'xstate';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';
import { serverResponseLines } from '../failure';

export const LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'name_of_business',
  'street_address',
  'city',
  'state',
  'zip',
  'country',
  'number_of_locations',
  'extra_information',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
/** The form: the lead's fields and the chosen attachment (named as the server's field, for its errors). */
export type LeadFormValues = LeadValues & { attachments: File | null };
export const REQUIRED_LEAD_FIELDS: readonly LeadField[] = ['first_name', 'last_name', 'email', 'phone_number', 'name_of_business'];

/** The multipart fields: only the filled ones, and the attachment when there is one. */
export type NewLead = Partial<Record<LeadField, string>> & { attachments?: File };

export const MESSAGES = {
  required: 'This field is required.',
  created: 'Lead created successfully! 🎉',
  failed: 'Failed to create lead:',
  tryAgain: 'Please try again.',
};

/** How long the success toast lasts, and how long before the leads list shows. */
export const CREATED_MS = 2000;

export const emptyLead = (): LeadValues => Object.fromEntries(LEAD_FIELDS.map((f) => [f, ''])) as LeadValues;

export const createLeadInput = (): FormInput<LeadFormValues> => ({ initial: { ...emptyLead(), attachments: null } });

export function newLeadBody(values: LeadValues, attachment: File | null): NewLead {
  const body: NewLead = {};
  for (const field of LEAD_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body[field] = value;
  }
  if (attachment) body.attachments = attachment;
  return body;
}

/** The `save` actor: posts `newLeadBody` of the values and their attachment. */
export const saveLeadWith = (post: (body: NewLead) => Promise<unknown>) =>
  fromPromise<LeadFormValues | void, SaveInput<LeadFormValues>>(async ({ input }) => {
    await post(newLeadBody(input.values, input.values.attachments));
  });

export function missingRequired(values: LeadValues): FieldErrors {
  return Object.fromEntries(REQUIRED_LEAD_FIELDS.filter((f) => values[f].trim() === '').map((f) => [f, [MESSAGES.required]]));
}

/** 'Failed to create lead:' then one line per field ('email: Enter a valid email address.'), or the message. */
export function failureText(err: unknown): string {
  return [MESSAGES.failed, ...serverResponseLines(err, MESSAGES.tryAgain)].join('\n');
}

export const createLeadMachine = createFormMachine<LeadFormValues>({ validate: missingRequired }).provide({
  delays: { savedDelay: CREATED_MS },
});

export type CreateLeadMachine = typeof createLeadMachine;
