// A supplier's product: what a create and an update store.
import type { operations } from '@contract';

export const PRODUCT_MESSAGES = {
  skuTaken: 'A product with this SKU already exists.',
};

/** The form's text fields (the image is a file); the update's, where every field may be left out. */
export type ProductInput = Omit<operations['updateSupplierProduct']['requestBody']['content']['multipart/form-data'], 'image'>;

export interface ProductValues {
  name?: string;
  sku?: string;
  unit?: string | null;
  price?: number;
  is_active?: boolean;
  image?: string;
}

/** The columns to write: text trimmed, an empty unit as null; omitted fields are left out. */
export function productValues(input: ProductInput): ProductValues {
  const values: ProductValues = {};
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.sku !== undefined) values.sku = input.sku.trim();
  if (input.unit !== undefined) values.unit = input.unit.trim() || null;
  if (input.price !== undefined) values.price = input.price;
  if (input.is_active !== undefined) values.is_active = input.is_active;
  return values;
}
