// Editing a lead on its detail page (ours: the spec has the page read-only, docs/decisions.md): the
// lead's fields and its status, opened for editing as the leads list's 'Edit' promises; after a save
// it shows the saved values with an Edit button. The required fields are Create Lead's; errors show
// under their fields. The generic form machine does the behaviour: supply `load` (the lead the page
// has loaded), `save` (`saveLeadChangesWith(patch)`) and the toasts with `.provide()`.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { createFormMachine, type SaveInput } from '../form.machine';
import { LEAD_FIELDS, missingRequired, REQUIRED_LEAD_FIELDS, type LeadValues } from './create-lead.machine';

type Lead = components['schemas']['Lead'];
export type LeadStatus = components['schemas']['LeadStatus'];
export type LeadChanges = components['schemas']['LeadUpdate'];

/** The form: every lead field as typed ('' for none) and the status. */
export type LeadEditValues = LeadValues & { status: LeadStatus };

/** The statuses with their labels, in the sales funnel's order (the contract's status_display words). */
export const LEAD_STATUSES: { value: LeadStatus; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'CONTACTED', label: 'Contacted' },
  { value: 'QUALIFIED', label: 'Qualified' },
  { value: 'CONVERTED', label: 'Converted' },
  { value: 'LOST', label: 'Lost' },
];

export const LEAD_EDIT_TEXT = {
  saved: 'Lead updated.',
  saveFailed: 'Failed to update lead.',
} as const;

export function valuesOfLead(lead: Lead): LeadEditValues {
  const values = Object.fromEntries(LEAD_FIELDS.map((f) => [f, lead[f] === null || lead[f] === undefined ? '' : String(lead[f])])) as LeadValues;
  return { ...values, status: lead.status };
}

/** The PATCH body: required fields trimmed, blank optional ones as null, the number as a number. */
export function leadChanges(values: LeadEditValues): LeadChanges {
  const body: Record<string, unknown> = { status: values.status };
  for (const field of LEAD_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED_LEAD_FIELDS.includes(field)) body[field] = value;
    else if (field === 'number_of_locations') body[field] = value === '' ? null : Number(value);
    else body[field] = value === '' ? null : value;
  }
  return body as LeadChanges;
}

/** The `save` actor: sends `leadChanges` and shows what the server kept. */
export const saveLeadChangesWith = (patch: (id: number, body: LeadChanges) => Promise<Lead>) =>
  fromPromise<LeadEditValues | void, SaveInput<LeadEditValues>>(async ({ input }) => valuesOfLead(await patch(Number(input.id), leadChanges(input.values))));

export const leadFormMachine = createFormMachine<LeadEditValues>({ validate: missingRequired, shownFields: [...LEAD_FIELDS, 'status'] });

export type LeadFormMachine = typeof leadFormMachine;
