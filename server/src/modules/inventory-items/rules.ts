// Inventory item rules: the answers' messages and the shape the API gives an item.
import { mediaUrl } from '../../lib/uploads';
import type { Schemas, Wire } from '../../openapi/operations';
import type { MovementRow } from '../stock-ledger/ledger';
import type { ItemRow } from './repo';
import { orderNumber } from '../purchase-orders/rules';

export const ITEM_MESSAGES = {
  productOrName: 'Either product or name is required.',
  duplicate: 'This product already has an item in this area.',
  staleStock: 'The stock of this item changed since you opened it. Reload it and try again.',
} as const;

/** The InventoryItem of the contract: the item's columns as read, its product's in product_detail. */
export function toItem({ sku, barcode, status, image, unit_name, category_name, offer_id, supplier_id, supplier_name, ...item }: ItemRow): Wire<Schemas['InventoryItem']> {
  return {
    ...item,
    product_detail: {
      id: item.product,
      product_name: item.product_name,
      sku,
      barcode,
      unit_name,
      category_name,
      status,
      image: mediaUrl(image),
      preferred_supplier: supplier_id,
      preferred_supplier_id: supplier_id,
      preferred_supplier_name: supplier_name,
      preferred_offer: offer_id === null ? null : { id: offer_id, supplier: { id: supplier_id!, name: supplier_name! } },
    },
  };
}

export function toMovement(r: MovementRow): Wire<Schemas['StockMovement']> {
  return {
    id: r.id,
    delta: r.delta,
    reason: r.reason,
    balance: r.balance,
    cycle_count: r.cycle_count_id,
    cycle_count_name: r.cycle_count_name,
    purchase_order: r.purchase_order_id === null ? null : { id: r.purchase_order_id, number: orderNumber(r.purchase_order_id) },
    user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
    created_at: r.created_at,
  };
}
