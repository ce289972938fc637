// The product form on the server (platform.md sections 3-5): the multipart fields as columns. Text
// is trimmed and empty text stored as null; omitted fields take their defaults (ACT, price 0,
// quantity 0), so a PUT replaces the whole form. References are checked by the caller.
import { barcodeError } from '@shared/barcode';
import { cleanText } from '../../lib/text';
import type { Schemas } from '../../openapi/operations';
import type { ProductValues } from './repo';

/** The form's text fields (its files are read apart). */
export type ProductForm = Omit<Schemas['ProductForm'], 'image' | 'image_high_res'>;

export function productValues(form: ProductForm): ProductValues {
  return {
    product_name: form.product_name.trim(),
    pos_name: cleanText(form.pos_name) ?? null,
    description: cleanText(form.description) ?? null,
    sku: cleanText(form.sku) ?? null,
    barcode: cleanText(form.barcode) ?? null,
    category_id: form.category,
    unit_id: form.units ?? null,
    status: form.status ?? 'ACT',
    base_price: form.base_price ?? 0,
    limits: cleanText(form.limits) ?? null,
    quantity: form.quantity ?? 0,
    ingredients: cleanText(form.ingredients) ?? null,
    handling_instructions: cleanText(form.handling_instructions) ?? null,
    gross_weight: form.gross_weight ?? null,
    net_weight: form.net_weight ?? null,
    height: form.height ?? null,
    length: form.length ?? null,
    volume: form.volume ?? null,
    pack_size: cleanText(form.pack_size) ?? null,
    pack_weight: form.pack_weight ?? null,
  };
}

/** The form's tax ids, each once. */
export const taxIdsOf = (form: ProductForm): number[] => [...new Set(form.taxes ?? [])];

/** The barcode's field error (shape, then check digit), or null when it is empty or valid. */
export const barcodeFieldError = (barcode: string | null): string | null => (barcode === null ? null : barcodeError(barcode));
