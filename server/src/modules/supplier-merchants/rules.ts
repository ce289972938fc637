// A supplier's merchant: what a create and an update store (text trimmed, empty text as null).
import type { operations } from '@contract';
import type { Schemas } from '../../openapi/operations';
import { WEEKDAYS } from '@shared/delivery-dates';

export const MERCHANT_TEXT_FIELDS = [
  'merchant_name',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'phone_number',
  'cell_number',
  'billing_address',
  'billing_city',
  'billing_state',
  'billing_zip',
  'billing_country',
  'billing_phone_number',
  'billing_cell_number',
  'billing_email',
  'owner',
  'email',
  'ein',
  'sales_tax_id',
  'sales_rep',
] as const;
export type MerchantTextField = (typeof MERCHANT_TEXT_FIELDS)[number];

export type MerchantValues = Partial<Record<MerchantTextField, string | null>> & {
  minimum_order?: number;
  minimum_order_rule?: Schemas['MinimumOrderRule'];
  delivery_days?: Schemas['Weekday'][];
  cutoff_time?: string | null;
  is_active?: boolean;
  logo?: string | null;
};

export const MERCHANT_MESSAGES = {
  badEmail: 'Enter a valid email address.',
};

export const DEFAULT_COUNTRY = 'United States';

const clean = (v: string | null | undefined) => (v == null ? null : v.trim() || null);

// The shape Django's EmailValidator accepts, loosely: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The create form's text fields (the logo is a file). */
export type NewMerchantInput = Omit<operations['addMerchant']['requestBody']['content']['multipart/form-data'], 'logo'>;

/** The row of a new merchant: the create form's fields, `street_address` stored as `address`. */
export function newMerchantValues(input: NewMerchantInput): MerchantValues {
  return {
    merchant_name: input.merchant_name.trim(),
    email: clean(input.email)?.toLowerCase() ?? null,
    phone_number: clean(input.phone_number),
    address: clean(input.street_address),
    city: clean(input.city),
    state: clean(input.state),
    zip: clean(input.zip),
    country: clean(input.country) ?? DEFAULT_COUNTRY,
    is_active: input.is_active ?? true,
  };
}

/** The whole-object update: every text field (empty → null), minimum order (null → 0), the flag when sent; or field errors. */
export function merchantUpdate(input: Schemas['MerchantUpdate']): {
  values: MerchantValues;
  errors: Record<string, string[]> | null;
} {
  const values: MerchantValues = {};
  for (const f of MERCHANT_TEXT_FIELDS) if (input[f] !== undefined) values[f] = clean(input[f]);
  for (const f of ['email', 'billing_email'] as const) if (values[f]) values[f] = values[f]!.toLowerCase();
  if (input.minimum_order !== undefined) values.minimum_order = input.minimum_order ?? 0;
  if (input.is_active !== undefined) values.is_active = input.is_active;
  // The ordering terms (decisions.md "Priced catalogs"): omitted keeps them; days in week order.
  if (input.minimum_order_rule !== undefined) values.minimum_order_rule = input.minimum_order_rule;
  if (input.delivery_days !== undefined) values.delivery_days = WEEKDAYS.filter((d) => input.delivery_days!.includes(d));
  if (input.cutoff_time !== undefined) values.cutoff_time = input.cutoff_time;
  const errors: Record<string, string[]> = {};
  for (const f of ['email', 'billing_email'] as const) if (values[f] && !EMAIL.test(values[f]!)) errors[f] = [MERCHANT_MESSAGES.badEmail];
  return { values, errors: Object.keys(errors).length ? errors : null };
}
