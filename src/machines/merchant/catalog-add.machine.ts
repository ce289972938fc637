// Adding a supplier's catalog item to the merchant's products in one step (issue 22): a new product
// (name and SKU prefilled from the item, a category chosen) or a link to an existing product; the
// server creates the product and its offer tied to the item. The generic form machine does the
// behaviour: supply `save` (`saveCatalogAddWith`) and the notify actions.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';
import type { SupplierCatalogItem } from './supplier-catalog.machine';

export type SupplierCatalogAdd = components['schemas']['SupplierCatalogAdd'];

export interface CatalogAddValues {
  supplier_product_id: number;
  /** new: create a product; link: tie the item to an existing product. */
  mode: 'new' | 'link';
  product_name: string;
  sku: string;
  /** The category's id as chosen ('' for none yet). */
  category: string;
  /** The existing product's id as chosen ('' for none yet). */
  product_id: string;
}

export const CATALOG_ADD_MESSAGES = {
  nameRequired: 'Product name is required.',
  categoryRequired: 'Choose a category.',
  productRequired: 'Choose one of your products.',
  failed: 'Failed to add the product.',
};

/** The dialog's values for an item: its name and SKU, as a new product. */
export const addValuesFor = (item: SupplierCatalogItem): CatalogAddValues => ({
  supplier_product_id: item.supplier_product_id,
  mode: 'new',
  product_name: item.name,
  sku: item.sku,
  category: '',
  product_id: '',
});

export function validateCatalogAdd(values: CatalogAddValues): FieldErrors {
  if (values.mode === 'link') return values.product_id ? {} : { product_id: [CATALOG_ADD_MESSAGES.productRequired] };
  const errors: FieldErrors = {};
  if (!values.product_name.trim()) errors.product_name = [CATALOG_ADD_MESSAGES.nameRequired];
  if (!values.category) errors.category = [CATALOG_ADD_MESSAGES.categoryRequired];
  return errors;
}

/** The request body: the new product's fields, or the product to link. */
export function catalogAddBody(values: CatalogAddValues): SupplierCatalogAdd {
  if (values.mode === 'link') return { supplier_product_id: values.supplier_product_id, product_id: Number(values.product_id) };
  return { supplier_product_id: values.supplier_product_id, product_name: values.product_name.trim(), sku: values.sku.trim() || null, category: Number(values.category) };
}

export const saveCatalogAddWith = (save: (body: SupplierCatalogAdd) => Promise<unknown>) =>
  fromPromise<CatalogAddValues | void, SaveInput<CatalogAddValues>>(async ({ input }) => void (await save(catalogAddBody(input.values))));

export const catalogAddMachine = createFormMachine<CatalogAddValues>({ validate: validateCatalogAdd, shownFields: ['product_name', 'sku', 'category', 'product_id'] });
