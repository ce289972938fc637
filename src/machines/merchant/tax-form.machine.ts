// The tax create/edit form of the taxes screen (issue 10, docs/decisions.md): name (required,
// trimmed) and rate, a percent from 0 to 100. Supply `load`, `save` and actions with `.provide()`.
import { numberOrNull } from '../../lib/text';
import { createFormMachine, type FieldErrors } from '../form.machine';

export interface TaxFormValues {
  id?: number;
  name: string;
  /** As typed; blank is 0. */
  rate: string;
}

export interface TaxBody {
  name: string;
  rate: number;
}

export const TAX_MESSAGES = {
  nameRequired: 'Tax name is required.',
  rateRange: 'Enter a rate from 0 to 100.',
  saved: 'Tax saved.',
  saveFailed: 'Failed to save tax.',
  deleted: 'Tax deleted.',
  deleteFailed: 'Failed to delete tax.',
  confirm: (name: string) => `Delete tax "${name}"?`,
} as const;

export const NEW_TAX: TaxFormValues = { name: '', rate: '' };

export const taxBody = (values: TaxFormValues): TaxBody => ({ name: values.name.trim(), rate: numberOrNull(values.rate) ?? 0 });

export function validateTax(values: TaxFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = [TAX_MESSAGES.nameRequired];
  const rate = numberOrNull(values.rate) ?? 0;
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) errors.rate = [TAX_MESSAGES.rateRange];
  return errors;
}

export const taxFormMachine = createFormMachine<TaxFormValues>({
  validate: validateTax,
  shownFields: ['name', 'rate'],
  alwaysOpen: true,
});
