// The product form on the server (platform.md sections 3-5): the multipart fields as columns. Text
// is trimmed and empty text stored as null; omitted fields take their defaults (ACT, price 0,
// quantity 0), so a PUT replaces the whole form. References are checked by the caller.
import { cleanText } from '../../lib/text';
import type { ProductValues } from './repo';

const TEXT_FIELDS = ['pos_name', 'description', 'sku', 'limits', 'ingredients', 'handling_instructions', 'pack_size'] as const;
const NUMBER_FIELDS = ['gross_weight', 'net_weight', 'height', 'length', 'volume', 'pack_weight'] as const;

export type ProductForm = Partial<Record<(typeof TEXT_FIELDS)[number], string>> &
  Partial<Record<(typeof NUMBER_FIELDS)[number], number>> & {
    product_name: string;
    category: number;
    units?: number;
    status?: string;
    base_price?: number;
    quantity?: number;
    taxes?: number[];
    preferred_supplier_id?: number | null;
  };

export function productValues(form: ProductForm): ProductValues {
  const values = {
    product_name: form.product_name.trim(),
    category_id: form.category,
    unit_id: form.units ?? null,
    status: form.status ?? 'ACT',
    base_price: form.base_price ?? 0,
    quantity: form.quantity ?? 0,
  } as ProductValues;
  for (const f of TEXT_FIELDS) values[f] = cleanText(form[f]) ?? null;
  for (const f of NUMBER_FIELDS) values[f] = form[f] ?? null;
  return values;
}

/** The form's tax ids, each once. */
export const taxIdsOf = (form: ProductForm): number[] => [...new Set(form.taxes ?? [])];
