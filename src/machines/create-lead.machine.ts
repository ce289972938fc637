// Create Lead (platform.md sections 4, 5 and 8): every lead field and an optional attachment.
// first_name, last_name, email, phone_number and name_of_business are required; empty fields are
// left out of the upload. Success: a toast, then the leads list after 2 s. Failure: a toast
// 'Failed to create lead:' with one line per field and its messages (or the general message),
// and the field errors under their fields. Supply `createLead` and the `notify` and `goToLeads`
// actions with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors, SaveError } from './form.machine';
import { errorMessage } from './list.machine';

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
export const REQUIRED_LEAD_FIELDS: readonly LeadField[] = ['first_name', 'last_name', 'email', 'phone_number', 'name_of_business'];

/** The multipart fields: only the filled ones, and the attachment when there is one. */
export type NewLead = Partial<Record<LeadField, string>> & { attachments?: File };

export const MESSAGES = {
  required: 'This field is required.',
  created: 'Lead created successfully! 🎉',
  failed: 'Failed to create lead:',
  tryAgain: 'Please try again.',
};

export const emptyLead = (): LeadValues => Object.fromEntries(LEAD_FIELDS.map((f) => [f, ''])) as LeadValues;

export function newLeadBody(values: LeadValues, attachment: File | null): NewLead {
  const body: NewLead = {};
  for (const field of LEAD_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body[field] = value;
  }
  if (attachment) body.attachments = attachment;
  return body;
}

export function missingRequired(values: LeadValues): FieldErrors {
  return Object.fromEntries(REQUIRED_LEAD_FIELDS.filter((f) => values[f].trim() === '').map((f) => [f, [MESSAGES.required]]));
}

function failure(err: unknown): { fieldErrors: FieldErrors; message: string } {
  const e = (err ?? {}) as SaveError;
  return { fieldErrors: e.fieldErrors ?? {}, message: typeof e.message === 'string' && e.message ? e.message : errorMessage(err, MESSAGES.tryAgain) };
}

/** 'Failed to create lead:' then one line per field ('email: Enter a valid email address.'), or the message. */
export function failureText(err: unknown): string {
  const { fieldErrors, message } = failure(err);
  const lines = Object.entries(fieldErrors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return [MESSAGES.failed, ...(lines.length ? lines : [message])].join('\n');
}

export interface CreateLeadContext {
  values: LeadValues;
  attachment: File | null;
  fieldErrors: FieldErrors;
}

export type CreateLeadEvent =
  | { type: 'field.change'; name: LeadField; value: string }
  | { type: 'attachment.choose'; file: File | null }
  | { type: 'submit' };

export type Notice = { message: string; variant: 'success' | 'error'; durationMs?: number };

export const createLeadMachine = setup({
  types: {
    context: {} as CreateLeadContext,
    events: {} as CreateLeadEvent,
  },
  actors: {
    createLead: fromPromise<unknown, NewLead>(async () => {
      throw new Error('createLead is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    goToLeads: () => {},
  },
  guards: {
    requiredMissing: ({ context }) => Object.keys(missingRequired(context.values)).length > 0,
  },
  delays: { redirectDelay: 2000 },
}).createMachine({
  id: 'createLead',
  context: { values: emptyLead(), attachment: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      tags: 'editable',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.name]: _dropped, ...fieldErrors } = context.fieldErrors;
            void _dropped;
            return { values: { ...context.values, [event.name]: event.value }, fieldErrors };
          }),
        },
        'attachment.choose': {
          actions: assign(({ context, event }) => {
            const { attachments: _dropped, ...fieldErrors } = context.fieldErrors;
            void _dropped;
            return { attachment: event.file, fieldErrors };
          }),
        },
        submit: [
          { guard: 'requiredMissing', actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, ...missingRequired(context.values) }) }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'createLead',
        input: ({ context }) => newLeadBody(context.values, context.attachment),
        onDone: {
          target: 'created',
          actions: [assign({ fieldErrors: {} }), { type: 'notify', params: { message: MESSAGES.created, variant: 'success', durationMs: 2000 } }],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ fieldErrors: ({ event }) => failure(event.error).fieldErrors }),
            { type: 'notify', params: ({ event }) => ({ message: failureText(event.error), variant: 'error' as const }) },
          ],
        },
      },
    },
    created: {
      tags: 'created',
      after: { redirectDelay: { target: 'done', actions: 'goToLeads' } },
    },
    done: { type: 'final' },
  },
});

export type CreateLeadMachine = typeof createLeadMachine;
