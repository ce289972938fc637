// The supplier's product form (a dialog on /supplier/products, decisions.md): name and SKU
// (required, trimmed), unit, price (0 or more), active, and an image checked when chosen, with a
// preview and Remove. A SKU another product has comes back as a field error under SKU. The body is
// multipart with is_active as 'true' or 'false'. The generic form machine does the behaviour:
// supply `save` (`saveProductWith`), for an edit `load` (`loadProductWith`), and the notify actions.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { imageFileError } from '../../lib/image-file';
import { serverResponseLines } from '../failure';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';
import { amountError } from './amount';

export type SupplierProduct = components['schemas']['SupplierProduct'];

export interface ProductFormValues {
  id?: number;
  name: string;
  sku: string;
  unit: string;
  /** As typed. */
  price: string;
  is_active: boolean;
  image: File | null;
  /** The stored image's URL (read-only). */
  currentImage: string | null;
}

/** The multipart fields (an empty unit clears it). */
export interface ProductBody {
  name: string;
  sku: string;
  unit: string;
  price: string;
  is_active: 'true' | 'false';
  image?: File;
}

export interface SaveProductInput {
  id: number | null;
  body: ProductBody;
  onProgress: (fraction: number) => void;
}

export const MESSAGES = {
  nameRequired: 'Product name is required.',
  skuRequired: 'SKU is required.',
  created: 'Product created.',
  updated: 'Product updated.',
  failed: 'Failed to save product:',
  tryAgain: 'Please try again.',
};

export const SHOWN_FIELDS = ['name', 'sku', 'unit', 'price', 'is_active', 'image'] as const;

export const newProductInput = (): FormInput<ProductFormValues> => ({
  initial: { name: '', sku: '', unit: '', price: '0', is_active: true, image: null, currentImage: null },
});

export const toProductValues = (p: SupplierProduct): ProductFormValues => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  unit: p.unit ?? '',
  price: p.price.toFixed(2),
  is_active: p.is_active,
  image: null,
  currentImage: p.image ?? null,
});

export function productBody(values: ProductFormValues): ProductBody {
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    unit: values.unit.trim(),
    // An empty price is the default, 0.
    price: values.price.trim() || '0',
    is_active: values.is_active ? 'true' : 'false',
    ...(values.image ? { image: values.image } : {}),
  };
}

export function validateProduct(values: ProductFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = [MESSAGES.nameRequired];
  if (values.sku.trim() === '') errors.sku = [MESSAGES.skuRequired];
  const price = amountError(values.price);
  if (price) errors.price = [price];
  return errors;
}

/** 'Failed to save product: {server response}'. */
export const failureText = (err: unknown) => `${MESSAGES.failed} ${serverResponseLines(err, MESSAGES.tryAgain).join(' ')}`;

export const loadProductWith = (load: (id: number) => Promise<SupplierProduct>) =>
  fromPromise<ProductFormValues, { id: string | number }>(async ({ input }) => toProductValues(await load(Number(input.id))));

export const saveProductWith = (save: (input: SaveProductInput) => Promise<SupplierProduct>) =>
  fromPromise<ProductFormValues | void, SaveInput<ProductFormValues>>(async ({ input }) =>
    toProductValues(await save({ id: input.id === null ? null : Number(input.id), body: productBody(input.values), onProgress: input.onProgress })),
  );

export const productFormMachine = createFormMachine<ProductFormValues>({
  validate: validateProduct,
  shownFields: SHOWN_FIELDS,
  fileChecks: { image: imageFileError },
});
