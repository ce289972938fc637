// The item modal's quick-create product (merchant-operations.md sections 2 and 5): name, category
// and base price are required; the product is created with status ACT. Supply `save` with `.provide()`.
import { createFormMachine, type FieldErrors } from '../form.machine';

export interface QuickProduct {
  product_name: string;
  sku: string;
  category: string;
  base_price: string;
}

export const QUICK_PRODUCT_TEXT = {
  nameRequired: 'Name is required.',
  categoryRequired: 'Category is required.',
  priceRequired: 'Base price is required.',
} as const;

export const NEW_QUICK_PRODUCT: QuickProduct = { product_name: '', sku: '', category: '', base_price: '' };

export const quickProductMachine = createFormMachine<QuickProduct>({
  validate: (v): FieldErrors => ({
    ...(v.product_name.trim() ? {} : { product_name: [QUICK_PRODUCT_TEXT.nameRequired] }),
    ...(v.category ? {} : { category: [QUICK_PRODUCT_TEXT.categoryRequired] }),
    ...(v.base_price.trim() && Number.isFinite(Number(v.base_price)) ? {} : { base_price: [QUICK_PRODUCT_TEXT.priceRequired] }),
  }),
  shownFields: ['product_name', 'sku', 'category', 'base_price'],
});
