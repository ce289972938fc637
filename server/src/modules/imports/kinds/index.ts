// The import kinds by name.
import type { ImportKind, ImportKindSpec } from '../kind';
import { inventoryItems } from './inventory-items';
import { products } from './products';
import { supplierProducts } from './supplier-products';
import { suppliers } from './suppliers';

export const IMPORT_KINDS: Record<ImportKind, ImportKindSpec> = {
  products,
  'inventory-items': inventoryItems,
  suppliers,
  'supplier-products': supplierProducts,
};
