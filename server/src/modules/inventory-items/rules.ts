// Inventory item rules: the answers' messages and the shape the API gives an item.
import { mediaUrl } from '../../lib/uploads';
import type { MovementRow } from '../stock-ledger/ledger';
import type { ItemRow } from './repo';

export const ITEM_MESSAGES = {
  productOrName: 'Either product or name is required.',
  duplicate: 'This product already has an item in this area.',
  staleStock: 'The stock of this item changed since you opened it. Reload it and try again.',
} as const;

/** Empty or blank text is stored as null. */
export const textOrNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

export function toItem(r: ItemRow) {
  const offer = r.offer_id === null ? null : { id: r.offer_id, supplier: { id: r.supplier_id!, name: r.supplier_name! } };
  return {
    id: r.id,
    product: r.product_id,
    product_name: r.product_name,
    product_detail: {
      id: r.product_id,
      product_name: r.product_name,
      sku: r.sku,
      unit_name: r.unit_name,
      category_name: r.category_name,
      status: r.status,
      image: mediaUrl(r.image),
      preferred_supplier: r.supplier_id,
      preferred_supplier_id: r.supplier_id,
      preferred_supplier_name: r.supplier_name,
      preferred_offer: offer,
    },
    area: r.area_id,
    area_name: r.area_name,
    on_hand: r.on_hand,
    par_level: r.par_level,
    min_qty: r.min_qty,
    cost_price: r.cost_price,
    notes: r.notes,
    is_active: r.is_active,
    ledger_position: r.ledger_position,
  };
}

export function toMovement(r: MovementRow) {
  return {
    id: r.id,
    delta: r.delta,
    reason: r.reason,
    balance: r.balance,
    cycle_count: r.cycle_count_id,
    cycle_count_name: r.cycle_count_name,
    user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
    created_at: r.created_at,
  };
}
