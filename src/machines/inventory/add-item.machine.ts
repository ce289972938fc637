// Add Inventory Item, the simple form (merchant-operations.md sections 2 and 5): name is required;
// min qty, par qty and cost price are 0 when empty; empty sku, uom, area and notes are sent as null.
// The screen leaves at once after saving. Supply `save` and the actions with `.provide()`.
import { createFormMachine, type FieldErrors } from '../form.machine';

export interface AddItemValues {
  name: string;
  sku: string;
  uom: string;
  area: string;
  min_qty: string;
  par_qty: string;
  cost_price: string;
  notes: string;
}

export const ADD_ITEM_RULES_TEXT = { nameRequired: 'Name is required.' } as const;

export const NEW_ADD_ITEM: AddItemValues = { name: '', sku: '', uom: '', area: '', min_qty: '', par_qty: '', cost_price: '', notes: '' };

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const orZero = (v: string) => (v.trim() === '' ? 0 : Number(v));

/** The spec's defaults: numbers 0 when empty, the other fields null. */
export function addItemBody(v: AddItemValues) {
  return {
    name: v.name.trim(),
    sku: orNull(v.sku),
    uom: v.uom ? Number(v.uom) : null,
    area: v.area ? Number(v.area) : null,
    min_qty: orZero(v.min_qty),
    par_qty: orZero(v.par_qty),
    cost_price: orZero(v.cost_price),
    notes: orNull(v.notes),
  };
}

export const addItemMachine = createFormMachine<AddItemValues>({
  validate: (v): FieldErrors => (v.name.trim() ? {} : { name: [ADD_ITEM_RULES_TEXT.nameRequired] }),
  shownFields: ['name', 'sku', 'uom', 'area', 'min_qty', 'par_qty', 'cost_price', 'notes'],
}).provide({
  // The list shows the new item; the toast says it was saved.
  delays: { savedDelay: 0 },
});
