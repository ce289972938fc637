// The purchasing calls (merchant-operations.md section 7, "Ordering and messaging", and the orders
// history of decisions.md) as promises for the machines' actors: they resolve with data shaped for
// the screens and reject with an ApiError (dataOf).
import { api } from '../../api/client';
import { answerOf, dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { gtin14 } from '../../lib/barcode';
import { stockLevel, suggestedQty, suggestionWorking, type StockLevel } from '../../lib/stock-level';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import type { OrderingTerms } from '../../machines/purchasing/cart-terms.rules';
import { CART_MESSAGES, PlaceRefusal, type CartLine, type PlaceOrdersInput } from '../../machines/purchasing/order-cart.lines';
import { ORDER_DETAIL_MESSAGES, type PurchaseOrder } from '../../machines/purchasing/order-detail.machine';
import type { ReceiveInput, ReceiveResult, StockAreaOption } from '../../machines/purchasing/receiving.machine';
import { RECEIVING_MESSAGES } from '../../machines/purchasing/receiving.rules';
import type { Channel } from '../../machines/purchasing/send-list.machine';
import type { SupplierChoice } from '../../machines/purchasing/supplier-choices.machine';

type InventoryItem = components['schemas']['InventoryItem'];
export type PurchaseOrderSummary = components['schemas']['PurchaseOrderSummary'];
export type PurchaseOrderStatus = components['schemas']['PurchaseOrderStatus'];

export const PURCHASING_MESSAGES = {
  itemsFailed: 'Failed to load items.',
  ordersFailed: 'Failed to load orders.',
  suppliersFailed: 'Failed to load suppliers.',
  queueFailed: 'Failed to queue the message.',
  sendFailed: 'Failed to send the list.',
};

/** A row of the Place Orders table: an inventory item with what ordering needs. */
export interface OrderItem {
  id: number;
  product_id: number;
  name: string;
  sku: string | null;
  barcode: string | null;
  category: string | null;
  onHand: number;
  par: number | null;
  /** What is on order of the product and not yet received (issue 23). */
  onOrder: number;
  suggested: number;
  /** The suggestion's sum, e.g. 'par 20 − on hand 5 − on order 10 = 5'. */
  working: string;
  level: StockLevel;
  /** The product's preferred supplier, shown before the eligible suppliers arrive. */
  preferred: { id: number; name: string } | null;
}

export function toOrderItem(item: InventoryItem): OrderItem {
  const d = item.product_detail;
  const preferredId = d.preferred_supplier_id ?? d.preferred_supplier ?? d.preferred_offer?.supplier.id ?? null;
  const preferredName = d.preferred_supplier_name ?? d.preferred_offer?.supplier.name ?? null;
  return {
    id: item.id,
    product_id: item.product,
    name: item.product_name,
    sku: d.sku ?? null,
    barcode: d.barcode ?? null,
    category: d.category_name ?? null,
    onHand: item.on_hand,
    par: item.par_level ?? null,
    onOrder: item.on_order,
    suggested: suggestedQty(item.on_hand, item.par_level, item.on_order),
    working: suggestionWorking(item.on_hand, item.par_level, item.on_order),
    level: stockLevel(item.on_hand, item.par_level),
    preferred: preferredId !== null && preferredName ? { id: preferredId, name: preferredName } : null,
  };
}

/** The active inventory items, as Place Orders rows; a failure says the spec's words, not the server's detail. */
export async function loadOrderItems(signal?: AbortSignal): Promise<OrderItem[]> {
  const answer = await answerOf(api.GET('/inventory/items/', { signal }), PURCHASING_MESSAGES.itemsFailed);
  if (!answer.ok) throw new Error(PURCHASING_MESSAGES.itemsFailed);
  return toListPage<InventoryItem>(answer.data)
    .rows.filter((i) => i.is_active)
    .map(toOrderItem);
}

/** What the search looks in: name, SKU and barcode (a scanner's digits show the item as they arrive), in lower case. */
const searchText = (i: OrderItem) => `${i.name}\n${i.sku ?? ''}\n${i.barcode ?? ''}`.toLowerCase();

/** Items whose name or SKU contains the query (any case). */
export function filterItems(items: OrderItem[], query: string, texts = items.map(searchText)): OrderItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.filter((_, n) => texts[n].includes(q));
}

const sameRows = <T>(a: T[], b: T[]) => a.length === b.length && a.every((row, n) => row === b[n]);

/**
 * The list machine's fetchPage for Place Orders: the items are loaded once (again after a failed
 * load) and searched here, so typing never waits on the network. It answers every match (the table
 * draws only those in view); a search with the same matches answers the very same rows, so the
 * table has nothing to draw again.
 */
export function createItemSource(load: (signal?: AbortSignal) => Promise<OrderItem[]> = loadOrderItems) {
  let loaded: Promise<{ items: OrderItem[]; texts: string[] }> | null = null;
  let lastRows: OrderItem[] = [];
  const loadOnce = (signal?: AbortSignal) =>
    (loaded ??= load(signal).then(
      (items) => ({ items, texts: items.map(searchText) }),
      (err) => {
        loaded = null;
        throw err;
      },
    ));
  const search = async ({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<OrderItem>> => {
    const { items, texts } = await loadOnce(signal);
    const matches = filterItems(items, query, texts);
    if (!sameRows(matches, lastRows)) lastRows = matches;
    return { rows: lastRows, count: lastRows.length };
  };
  /** The item whose product has this barcode (compared as GTIN-14), or null. */
  const byBarcode = async (code: string): Promise<OrderItem | null> => {
    const gtin = gtin14(code);
    return (await loadOnce()).items.find((i) => i.barcode && gtin14(i.barcode) === gtin) ?? null;
  };
  return Object.assign(search, { byBarcode });
}

/**
 * A product's eligible suppliers; when that call fails, its offers; when both fail, none: the spec
 * (section 8) has a failed lookup fall back silently, so both answers are read, none is thrown.
 */
export async function fetchEligibleSuppliers(productId: number): Promise<SupplierChoice[]> {
  const eligible = await answerOf(api.GET('/merchant-products/products/{id}/eligible-suppliers/', { params: { path: { id: productId } } }), PURCHASING_MESSAGES.suppliersFailed);
  if (eligible.ok) {
    return toListPage(eligible.data).rows.map((s) => ({
      id: s.id,
      name: s.name ?? s.supplier_name ?? '',
      shopInStore: s.shop_in_store,
      isPreferred: s.is_preferred,
      price: s.price ?? null,
    }));
  }
  const offers = await answerOf(api.GET('/merchant-products/offers/', { params: { query: { product: productId } } }), PURCHASING_MESSAGES.suppliersFailed);
  if (offers.ok) {
    return toListPage(offers.data)
      .rows.filter((o) => o.is_active)
      .map((o) => ({ id: o.supplier_id, name: o.supplier.name, shopInStore: false, isPreferred: o.is_preferred, price: o.price ?? null }));
  }
  return [];
}

/**
 * POST merchant-orders/orders/place/ with the cart's Idempotency-Key. A 400 the user can act on (a
 * hard minimum, a date the supplier cannot deliver) rejects with the server's words.
 */
export async function placeOrders({ idempotencyKey, note, groups }: PlaceOrdersInput): Promise<{ created: PurchaseOrder[] }> {
  const answer = await answerOf(
    api.POST('/merchant-orders/orders/place/', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: { note, groups } }),
    CART_MESSAGES.createFailed,
  );
  if (answer.ok) return answer.data;
  const refusal = answer.status === 400 ? (answer.fieldErrors.delivery_date?.[0] ?? (answer.message !== CART_MESSAGES.createFailed ? answer.message : null)) : null;
  throw refusal ? new PlaceRefusal(refusal) : new Error(answer.message);
}

/** A supplier's ordering terms for this merchant (null when it has none, or when they fail to load: the server still checks). */
export async function fetchTerms(supplierId: number): Promise<OrderingTerms | null> {
  const answer = await answerOf(api.GET('/merchant-products/suppliers/{id}/', { params: { path: { id: supplierId } } }), PURCHASING_MESSAGES.suppliersFailed);
  return answer.ok ? answer.data.terms : null;
}

/** Queues a message (POST messaging/messages/), then wakes the sender (POST messaging/enqueue). */
export async function queueMessage({ channel, to }: { channel: Channel; to: string }, subject: string, body: string): Promise<void> {
  await dataOf(api.POST('/messaging/messages/', { body: { message_type: channel, send_to: to, subject: channel === 'email' ? subject : null, body } }), PURCHASING_MESSAGES.queueFailed);
  await dataOf(api.POST('/messaging/enqueue', { body: { type: channel } }), PURCHASING_MESSAGES.queueFailed);
}

export type OrderListKind = 'unassigned' | 'shopInStore';

/** POST merchant/purchasing/{unassigned,shop-in-store}-list/send. */
export async function sendOrderList(kind: OrderListKind, { channel, to }: { channel: Channel; to: string }, lines: CartLine[]): Promise<void> {
  const body = { channel, to, items: lines.map((l) => ({ product_id: l.product_id, name: l.name, sku: l.sku, qty: l.qty })) };
  const call = kind === 'unassigned' ? api.POST('/merchant/purchasing/unassigned-list/send', { body }) : api.POST('/merchant/purchasing/shop-in-store-list/send', { body });
  await dataOf(call, PURCHASING_MESSAGES.sendFailed);
}

/** The start of a local date ('2030-03-01') as an instant, for the date filters. */
const startOfLocalDay = (date: string, plusDays = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
};

/** The orders history's search and filters as the list call (and its export) take them: supplier, status, from and to (local dates, both included). */
export const orderHistoryParams = ({ query, filters }: Pick<ListQuery, 'query' | 'filters'>) => ({
  search: query.trim() || undefined,
  supplier: filters.supplier ? Number(filters.supplier) : undefined,
  status: (filters.status || undefined) as PurchaseOrderStatus | undefined,
  created_after: filters.from ? startOfLocalDay(filters.from) : undefined,
  created_before: filters.to ? startOfLocalDay(filters.to, 1) : undefined,
});

/** The orders history's fetchPage. */
export async function fetchOrderHistoryPage({ query, page, pageSize, filters }: ListQuery, signal?: AbortSignal): Promise<ListPage<PurchaseOrderSummary>> {
  const call = api.GET('/merchant-orders/orders/', {
    params: {
      query: {
        ...orderHistoryParams({ query, filters }),
        page,
        page_size: pageSize,
      },
    },
    signal,
  });
  return toListPage<PurchaseOrderSummary>(await dataOf(call, PURCHASING_MESSAGES.ordersFailed));
}

export const loadPurchaseOrder = (id: number): Promise<PurchaseOrder> => dataOf(api.GET('/merchant-orders/orders/{id}/', { params: { path: { id } } }), ORDER_DETAIL_MESSAGES.loadFailed);

export interface SupplierOption {
  id: number;
  name: string;
}

/** The merchant's suppliers for the history's supplier filter, as the list machine's fetchPage. */
export async function fetchSupplierOptions(_query?: unknown, signal?: AbortSignal): Promise<ListPage<SupplierOption>> {
  const data = await dataOf(api.GET('/merchant-products/suppliers/', { params: { query: { page_size: 1000 } }, signal }), PURCHASING_MESSAGES.suppliersFailed);
  const rows = toListPage(data).rows.map((s) => ({ id: s.id, name: s.name }));
  return { rows, count: rows.length };
}

/** POST merchant-orders/orders/{id}/receive/ with the attempt's Idempotency-Key; the outcome the receiving machine branches on. */
export async function receiveOrder({ id, idempotencyKey, body }: ReceiveInput): Promise<ReceiveResult> {
  const answer = await answerOf(
    api.POST('/merchant-orders/orders/{id}/receive/', { params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body }),
    RECEIVING_MESSAGES.failed,
  );
  if (answer.ok) return { outcome: 'received', order: answer.data };
  if (answer.status === 409) return { outcome: 'conflict', message: answer.message };
  // No answer, or the server failed: the receipt may be in; a retry with the same key is safe.
  if (answer.status === 0 || answer.status >= 500) return { outcome: 'failed', message: answer.message };
  const fields = Object.values(answer.fieldErrors).flat();
  return { outcome: 'refused', message: fields.length ? fields.join(' ') : answer.message };
}

/** The active stock areas a delivery may go to. */
export async function loadStockAreas(signal?: AbortSignal): Promise<StockAreaOption[]> {
  const data = await dataOf(api.GET('/inventory/areas/', { signal }), RECEIVING_MESSAGES.areasFailed);
  return toListPage(data)
    .rows.filter((a) => a.is_active)
    .map((a) => ({ id: a.id, name: a.name }));
}
