// The inventory item modal's form (merchant-operations.md sections 2 and 5): view, edit and create
// on the form machine. A product is required; on_hand is 0 when left empty, par_level null. The
// editable fields come from the contract's PATCH body: ITEM_FIELDS says how the form holds each
// one, and the values, the body, the empty form and the checks all follow from it. Supply `load`
// and `save` with `.provide()`.
import type { components, operations } from '../../api/schema';
import { createFormMachine, type FieldErrors } from '../form.machine';

export type InventoryItem = components['schemas']['InventoryItem'];
type Product = components['schemas']['Product'];
/** The PATCH body: every field of an item the merchant may change. */
export type ItemPatch = NonNullable<operations['updateInventoryItem']['requestBody']>['content']['application/json'];

/** What the item form keeps of the chosen product. */
export type PickedProduct = Pick<Product, 'id' | 'product_name'> & Partial<Pick<Product, 'sku' | 'unit_name'>>;

export const ITEM_TEXT = {
  productRequired: 'Product is required.',
  notANumber: 'Enter a number of 0 or more.',
} as const;

/** How the form holds a field, and what it sends when left empty. */
type Kind = 'quantity' | 'quantityOrNull' | 'text' | 'id' | 'flag';

/** The item's plain editable fields: a new column of the PATCH body needs its entry here (the compiler asks for it). */
export const ITEM_FIELDS = {
  area: 'id',
  on_hand: 'quantity',
  par_level: 'quantityOrNull',
  notes: 'text',
  is_active: 'flag',
} as const satisfies Record<Exclude<keyof ItemPatch, 'product' | 'ledger_position'>, Kind>;

type Field = keyof typeof ITEM_FIELDS;
const FIELDS = Object.entries(ITEM_FIELDS) as [Field, Kind][];

export type ItemValues = { [K in Field]: (typeof ITEM_FIELDS)[K] extends 'flag' ? boolean : string } & {
  product: PickedProduct | null;
  /** The item's ledger position when it was read: an edit of on-hand made on a stale view is refused. */
  ledger_position: number | null;
};

const number = (text: string) => (text.trim() === '' ? null : Number(text));
const badQuantity = (text: string) => {
  const n = number(text);
  return n !== null && !(Number.isFinite(n) && n >= 0);
};
const isQuantity = (kind: Kind) => kind === 'quantity' || kind === 'quantityOrNull';

/** What each kind sends for the text (or flag) the form holds. */
const SENT: Record<Kind, (value: string | boolean) => unknown> = {
  quantity: (v) => number(v as string) ?? 0,
  quantityOrNull: (v) => number(v as string),
  text: (v) => (v as string).trim() || null,
  id: (v) => (v ? Number(v) : null),
  flag: (v) => v,
};
const shown = (value: unknown, kind: Kind) => (kind === 'flag' ? value : value === null || value === undefined ? '' : String(value));

export function validateItem(v: ItemValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.product) errors.product = [ITEM_TEXT.productRequired];
  for (const [name, kind] of FIELDS) if (isQuantity(kind) && badQuantity(v[name] as string)) errors[name] = [ITEM_TEXT.notANumber];
  return errors;
}

/** The body of a save: empty quantities as the spec says, empty text as null; the ledger position read with the item. */
export function itemBody(v: ItemValues): ItemPatch & { product: number } {
  const fields = Object.fromEntries(FIELDS.map(([name, kind]) => [name, SENT[kind](v[name])])) as Omit<ItemPatch, 'product' | 'ledger_position'>;
  return { product: v.product!.id, ...fields, ...(v.ledger_position !== null ? { ledger_position: v.ledger_position } : {}) };
}

export const valuesOfItem = (item: InventoryItem): ItemValues => ({
  product: { id: item.product, product_name: item.product_name, sku: item.product_detail.sku, unit_name: item.product_detail.unit_name },
  ledger_position: item.ledger_position,
  ...(Object.fromEntries(FIELDS.map(([name, kind]) => [name, shown(item[name], kind)])) as { [K in Field]: ItemValues[K] }),
});

/** A new item: nothing chosen, flags on (an item starts active). */
export const EMPTY_ITEM: ItemValues = {
  product: null,
  ledger_position: null,
  ...(Object.fromEntries(FIELDS.map(([name, kind]) => [name, kind === 'flag' ? true : ''])) as { [K in Field]: ItemValues[K] }),
};

export const itemFormMachine = createFormMachine<ItemValues>({
  validate: validateItem,
  // A flag has no message under it: its server error shows as the form's.
  shownFields: ['product', ...FIELDS.filter(([, kind]) => kind !== 'flag').map(([name]) => name)],
});
