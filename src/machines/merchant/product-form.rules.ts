// The product form's data and pure rules (platform.md sections 2, 3 and 5): the values the inputs
// hold, the two required fields, the quantity clamp, and the multipart body (commas stripped from
// numbers, empty values left out, taxes once per id, preferred_supplier_id empty when none).
import type { components } from '../../api/schema';
import { barcodeError } from '../../lib/barcode';
import type { FieldErrors } from '../form.machine';

export type Product = components['schemas']['Product'];
export type ProductStatus = components['schemas']['ProductStatus'];

export const PRODUCT_STATUSES: { value: ProductStatus; label: string }[] = [
  { value: 'ACT', label: 'Active' },
  { value: 'ICT', label: 'Inactive' },
  { value: 'OUT', label: 'Out of Stock' },
  { value: 'DIS', label: 'Discontinued' },
];

export const TEXT_FIELDS = ['product_name', 'pos_name', 'sku', 'barcode', 'description', 'limits', 'ingredients', 'handling_instructions', 'pack_size'] as const;
/** Decimal inputs: commas are stripped before sending. */
export const NUMBER_FIELDS = ['base_price', 'gross_weight', 'net_weight', 'height', 'length', 'volume', 'pack_weight'] as const;
export const IMAGE_FIELDS = ['image', 'image_high_res'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];

/** What the form's inputs hold (text as typed), the chosen images, and what the product has stored. */
export type ProductFormValues = Record<TextField | NumberField, string> & {
  id?: number;
  quantity: string;
  /** Category and unit ids as the selects hold them ('' for none). */
  category: string;
  units: string;
  status: ProductStatus;
  taxes: number[];
  /** Newly chosen files (null: keep the stored image). */
  image: File | null;
  image_high_res: File | null;
  image_url: string | null;
  image_high_res_url: string | null;
  preferred_supplier_id: number | null;
};

/** Every field the screen shows errors under (the server's field errors land there). */
export const PRODUCT_FIELDS: readonly string[] = [...TEXT_FIELDS, ...NUMBER_FIELDS, ...IMAGE_FIELDS, 'quantity', 'category', 'units', 'status', 'taxes'];

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required.',
  categoryRequired: 'Category is required.',
  created: 'Product created.',
  saved: 'Product saved.',
  saveFailed: 'Save failed.',
  loadFailed: 'Failed to load product.',
};

/** Quantity: an integer of at least `min`, digits only; empty stays empty unless required. */
export const QUANTITY_RULE = { min: 0, required: false };

/** A new product: price 0 and status ACT (the spec's defaults), everything else empty. */
export function emptyProduct(): ProductFormValues {
  const text = Object.fromEntries([...TEXT_FIELDS, ...NUMBER_FIELDS].map((f) => [f, ''])) as Record<TextField | NumberField, string>;
  return {
    ...text,
    base_price: '0',
    quantity: '',
    category: '',
    units: '',
    status: 'ACT',
    taxes: [],
    image: null,
    image_high_res: null,
    image_url: null,
    image_high_res_url: null,
    preferred_supplier_id: null,
  };
}

const asText = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A stored product as the form's values. */
export function toFormValues(p: Product): ProductFormValues {
  const values = emptyProduct();
  for (const f of [...TEXT_FIELDS, ...NUMBER_FIELDS]) values[f] = asText(p[f]);
  return {
    ...values,
    id: p.id,
    quantity: asText(p.quantity),
    category: asText(p.category),
    units: asText(p.units),
    status: p.status,
    taxes: [...p.taxes],
    image_url: p.image_url ?? null,
    image_high_res_url: p.image_high_res_url ?? null,
    preferred_supplier_id: p.preferred_supplier ?? null,
  };
}

/** The spec's quantity input: digits only, clamped up to the minimum; empty becomes the minimum when required. */
export function clampQuantity(raw: string, rule = QUANTITY_RULE): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return rule.required ? String(rule.min) : '';
  return String(Math.max(rule.min, Number(digits)));
}

/** How a field change applies: the quantity is clamped as it is typed; other fields take the value. */
export function changeProduct(values: ProductFormValues, name: string, value: unknown): ProductFormValues {
  if (name === 'quantity') return { ...values, quantity: clampQuantity(String(value ?? '')) };
  return { ...values, [name]: value };
}

/** Product name and category are required; units are optional; a barcode must be one (the server checks it is not taken). */
export function validateProduct(values: ProductFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.product_name.trim()) errors.product_name = [PRODUCT_MESSAGES.nameRequired];
  if (!values.category) errors.category = [PRODUCT_MESSAGES.categoryRequired];
  const barcode = values.barcode.trim();
  const barcodeWrong = barcode ? barcodeError(barcode) : null;
  if (barcodeWrong) errors.barcode = [barcodeWrong];
  return errors;
}

export const stripCommas = (text: string) => text.replace(/,/g, '').trim();

/** The multipart fields: filled values only, numbers without commas, each tax once, the chosen images. */
export function productBody(values: ProductFormValues): Record<string, string | number[] | File> {
  const body: Record<string, string | number[] | File> = {};
  for (const f of TEXT_FIELDS) if (values[f].trim()) body[f] = values[f].trim();
  for (const f of [...NUMBER_FIELDS, 'quantity'] as const) {
    const number = stripCommas(values[f]);
    if (number) body[f] = number;
  }
  if (values.category) body.category = values.category;
  if (values.units) body.units = values.units;
  body.status = values.status;
  if (values.taxes.length) body.taxes = [...new Set(values.taxes)];
  for (const f of IMAGE_FIELDS) {
    const file = values[f];
    if (file) body[f] = file;
  }
  // The spec sends it always: empty when there is no preferred supplier.
  body.preferred_supplier_id = values.preferred_supplier_id === null ? '' : String(values.preferred_supplier_id);
  return body;
}
