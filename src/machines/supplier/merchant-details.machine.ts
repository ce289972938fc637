// Merchant details (platform.md sections 2, 3 and 8): every field of the merchant detail is
// editable - address, contacts, the billing block, owner, EIN, sales tax id, sales rep, a minimum
// order of 0 or more, active, and the ordering terms (issue 22: the minimum's rule, delivery days,
// cut-off time) - and saved with 'Save Changes'; the server's answer replaces the form. The logo is shown, not edited. The generic form machine does the behaviour: supply `load`
// and `save` (`loadMerchantWith`, `saveMerchantDetailsWith`) and the notify actions.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { WEEKDAYS, type Weekday } from '../../lib/delivery-dates';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';
import { amountError } from './amount';
import { validateMerchant } from './create-merchant.machine';

export type MerchantDetail = components['schemas']['MerchantDetail'];
export type MerchantUpdate = components['schemas']['MerchantUpdate'];

export const MERCHANT_DETAIL_TEXT_FIELDS = [
  'merchant_name',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'phone_number',
  'cell_number',
  'email',
  'owner',
  'billing_address',
  'billing_city',
  'billing_state',
  'billing_zip',
  'billing_country',
  'billing_phone_number',
  'billing_cell_number',
  'billing_email',
  'ein',
  'sales_tax_id',
  'sales_rep',
] as const;
export type MerchantDetailTextField = (typeof MERCHANT_DETAIL_TEXT_FIELDS)[number];

/** The form: every text field as a string ('' for none), the minimum order as typed, the flag, and the logo URL (read-only). */
export type MerchantDetailValues = Record<MerchantDetailTextField, string> & {
  id: number;
  minimum_order: string;
  minimum_order_rule: 'soft' | 'hard';
  delivery_days: Weekday[];
  /** HH:MM, or '' for no cut-off. */
  cutoff_time: string;
  is_active: boolean;
  logo: string | null;
};

const CUTOFF = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const MESSAGES = {
  loadFailed: 'Error fetching merchant details',
  saved: 'Merchant details updated successfully!',
  failed: 'Failed to update merchant details!',
  cutoff: 'Enter a time as HH:MM, or leave it empty.',
};

/** The weekdays in calendar order, whatever order they were ticked in. */
export const sortWeekdays = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((d) => days.includes(d));

export function toDetailValues(m: MerchantDetail): MerchantDetailValues {
  const text = Object.fromEntries(MERCHANT_DETAIL_TEXT_FIELDS.map((f) => [f, m[f] ?? ''])) as Record<MerchantDetailTextField, string>;
  return {
    ...text,
    id: m.id,
    minimum_order: String(m.minimum_order ?? 0),
    minimum_order_rule: m.minimum_order_rule,
    delivery_days: sortWeekdays(m.delivery_days),
    cutoff_time: m.cutoff_time ?? '',
    is_active: m.is_active,
    logo: m.logo ?? null,
  };
}

/** The whole merchant object for the update: text trimmed ('' as null), the minimum order as a number (empty: null, i.e. 0). */
export function merchantUpdateBody(values: MerchantDetailValues): MerchantUpdate {
  const text = Object.fromEntries(MERCHANT_DETAIL_TEXT_FIELDS.map((f) => [f, values[f].trim() || null]));
  const minimum = values.minimum_order.trim();
  return {
    ...text,
    merchant_name: values.merchant_name.trim(),
    minimum_order: minimum === '' ? null : Number(minimum),
    minimum_order_rule: values.minimum_order_rule,
    delivery_days: sortWeekdays(values.delivery_days),
    cutoff_time: values.cutoff_time.trim() || null,
    is_active: values.is_active,
  };
}

export function validateMerchantDetails(values: MerchantDetailValues): FieldErrors {
  const errors = validateMerchant(values);
  const minimum = amountError(values.minimum_order);
  if (minimum) errors.minimum_order = [minimum];
  if (values.cutoff_time.trim() !== '' && !CUTOFF.test(values.cutoff_time.trim())) errors.cutoff_time = [MESSAGES.cutoff];
  return errors;
}

export const loadMerchantWith = (load: (id: number) => Promise<MerchantDetail>) =>
  fromPromise<MerchantDetailValues, { id: string | number }>(async ({ input }) => toDetailValues(await load(Number(input.id))));

export const saveMerchantDetailsWith = (save: (id: number, body: MerchantUpdate) => Promise<MerchantDetail>) =>
  fromPromise<MerchantDetailValues | void, SaveInput<MerchantDetailValues>>(async ({ input }) => toDetailValues(await save(Number(input.id), merchantUpdateBody(input.values))));

export const merchantDetailsMachine = createFormMachine<MerchantDetailValues>({ validate: validateMerchantDetails });
