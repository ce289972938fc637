// The merchant supplier form's rules on the server (merchant-operations.md section 5): text is
// trimmed and empty text stored as null; the name is required; the email, when given, must look
// like one; the time zone must be one the runtime knows (IANA).
import { cleanText } from '../../lib/text';
import type { Schemas } from '../../openapi/operations';
import type { SupplierValues } from './repo';

export const SUPPLIER_MESSAGES = {
  blank: 'This field may not be blank.',
  email: 'Enter a valid email address.',
  timezone: (tz: string) => `"${tz}" is not a valid choice.`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The columns to write for a create or an edit (undefined: not sent), or the field errors. */
export function supplierValues(input: Schemas['MerchantSupplierInput']): { values: SupplierValues; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const values: SupplierValues = {
    ...input,
    name: input.name?.trim(),
    timezone: input.timezone?.trim(),
    account_manager: cleanText(input.account_manager),
    email: cleanText(input.email),
    phone: cleanText(input.phone),
    alt_phone: cleanText(input.alt_phone),
    notes: cleanText(input.notes),
    shop_in_store_notes: cleanText(input.shop_in_store_notes),
  };
  if (values.email && !EMAIL.test(values.email)) errors.email = [SUPPLIER_MESSAGES.email];
  if (values.timezone !== undefined && !isTimeZone(values.timezone)) errors.timezone = [SUPPLIER_MESSAGES.timezone(values.timezone)];
  return { values, errors };
}
