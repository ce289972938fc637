// Create Merchant (platform.md sections 2, 5 and 8): Merchant Name (required and trimmed), Email,
// Phone Number, Street Address, City, State, ZIP, Country (United States by default), Active
// (checked by default) and a Logo (an image of at most 5 MB, checked when chosen). Optional fields
// are sent only when filled. Server field errors show under their fields; other failures toast
// `failureText`. The generic form machine does the behaviour: supply `save`
// (`saveMerchantWith(post)`), `notifySaved` (toast, back to the list) and `notifyFailed`.
import { fromPromise } from 'xstate';
import { imageFileError } from '../../lib/image-file';
import { serverResponseLines } from '../failure';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';

export const MERCHANT_CREATE_FIELDS = ['merchant_name', 'email', 'phone_number', 'street_address', 'city', 'state', 'zip', 'country'] as const;
type TextField = (typeof MERCHANT_CREATE_FIELDS)[number];

export type MerchantCreateValues = Record<TextField, string> & { id?: number; is_active: boolean; logo: File | null };

/** The multipart fields: the filled text fields, the flag, and the logo when one is chosen. */
export type NewMerchant = Partial<Record<TextField, string>> & { is_active: boolean; logo?: File };

export const MESSAGES = {
  nameRequired: 'Merchant name is required.',
  created: 'Merchant created!',
  failed: 'Failed to create merchant:',
  tryAgain: 'Please try again.',
};

export const DEFAULT_COUNTRY = 'United States';

export const SHOWN_FIELDS = [...MERCHANT_CREATE_FIELDS, 'is_active', 'logo'] as const;

export const createMerchantInput = (): FormInput<MerchantCreateValues> => ({
  initial: { merchant_name: '', email: '', phone_number: '', street_address: '', city: '', state: '', zip: '', country: DEFAULT_COUNTRY, is_active: true, logo: null },
});

export function newMerchantBody(values: MerchantCreateValues): NewMerchant {
  const body: NewMerchant = { is_active: values.is_active };
  for (const field of MERCHANT_CREATE_FIELDS) {
    const value = values[field].trim();
    if (value !== '') body[field] = value;
  }
  if (values.logo) body.logo = values.logo;
  return body;
}

export const validateMerchant = (values: { merchant_name: string }): FieldErrors => (values.merchant_name.trim() === '' ? { merchant_name: [MESSAGES.nameRequired] } : {});

/** 'Failed to create merchant: {server response}'. */
export const failureText = (err: unknown) => `${MESSAGES.failed} ${serverResponseLines(err, MESSAGES.tryAgain).join(' ')}`;

/** The `save` actor: posts `newMerchantBody(values)`; the values then carry the new merchant's id. */
export const saveMerchantWith = (post: (body: NewMerchant) => Promise<{ id: number }>) =>
  fromPromise<MerchantCreateValues | void, SaveInput<MerchantCreateValues>>(async ({ input }) => ({ ...input.values, id: (await post(newMerchantBody(input.values))).id }));

export const createMerchantMachine = createFormMachine<MerchantCreateValues>({
  validate: validateMerchant,
  shownFields: SHOWN_FIELDS,
  fileChecks: { logo: imageFileError },
});
