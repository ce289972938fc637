// A merchant's purchase orders and their lines (tenant schema), the suppliers and products they
// are placed with, and the answers kept by Idempotency-Key.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import type { PurchaseOrderStatus } from './rules';

export interface OrderSupplier {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface OrderProduct {
  id: number;
  product_name: string;
  sku: string | null;
}

export interface OrderRow {
  id: number;
  supplier_id: number | null;
  supplier_name: string;
  status: PurchaseOrderStatus;
  status_reason: string | null;
  note: string | null;
  supplier_tenant_id: number | null;
  supplier_order_id: number | null;
  created_at: Date;
  line_count: number;
  total_qty: number;
  total: number;
  /** The total as placed, once a confirmation changed it (null: unchanged). */
  ordered_total: number | null;
  /** YYYY-MM-DD */
  delivery_day: string | null;
  below_minimum: boolean;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  sku: string | null;
  qty: number;
  unit_price: number | null;
  line_total: number | null;
  confirmed_qty: number | null;
  confirmed_unit_price: number | null;
  /** The supplier's product sent instead (its id in the supplier's schema). */
  substitute_product_id: number | null;
  substitute_name: string | null;
  substitute_sku: string | null;
  supplier_note: string | null;
  /** The sum of the line's receipts. */
  received_qty: number;
  /** A receipt gave a reason for it: its shortfall is closed (credited), not on order. */
  closed: boolean;
}

/** A line as placed: the product, its quantity and the price the server decided (frozen). */
export interface PlacedLine {
  product: OrderProduct;
  qty: number;
  unit_price: number | null;
  line_total: number | null;
}

/** The offers of one supplier on the given products: the tie to the supplier's product, or the own price. */
export async function offersOfSupplier(
  tx: Tx,
  supplierId: number,
  productIds: number[],
): Promise<Map<number, { supplier_id: number; supplier_product_id: number | null; price: number | null }>> {
  const rows = await tx.query<{ product_id: number; supplier_id: number; supplier_product_id: number | null; price: number | null }>(
    'SELECT product_id, supplier_id, supplier_product_id, price FROM offers WHERE supplier_id = $1 AND product_id = ANY($2::int[])',
    [supplierId, productIds],
  );
  return new Map(rows.map(({ product_id, ...o }) => [product_id, o]));
}

// Each id once: a cart of 200 groups names its products up to 30,000 times (issue 27).
export async function findSuppliers(tx: Tx, ids: number[]): Promise<Map<number, OrderSupplier>> {
  const rows = await tx.query<OrderSupplier>('SELECT id, name, email, phone FROM suppliers WHERE id = ANY($1::int[])', [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findProducts(tx: Tx, ids: number[]): Promise<Map<number, OrderProduct>> {
  const rows = await tx.query<OrderProduct>('SELECT id, product_name, sku FROM products WHERE id = ANY($1::int[])', [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface NewOrder {
  supplier: OrderSupplier;
  note: string | null;
  placedBy: number;
  lines: PlacedLine[];
  total: number;
  deliveryDate: string | null;
  belowMinimum: boolean;
}

/** Creates the order; answers its id and its lines' ids, in the order of `order.lines`. */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<{ id: number; lineIds: number[] }> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO purchase_orders (supplier_id, supplier_name, note, placed_by, total, delivery_date, below_minimum)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [order.supplier.id, order.supplier.name, order.note, order.placedBy, order.total, order.deliveryDate, order.belowMinimum],
  );
  const params: unknown[] = [id];
  const values = order.lines.map(({ product, qty, unit_price, line_total }) => {
    params.push(product.id, product.product_name, product.sku, qty, unit_price, line_total);
    const n = params.length;
    return `($1, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  const lines = await tx.query<{ id: number }>(
    `INSERT INTO purchase_order_lines (order_id, product_id, name, sku, qty, unit_price, line_total) VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  return { id, lineIds: lines.map((l) => l.id).sort((a, b) => a - b) };
}

/** Where the order also went: the connected supplier tenant and the order in its inbox. */
export async function setSupplierInboxOrder(tx: Tx, orderId: number, supplierTenantId: number, supplierOrderId: number): Promise<void> {
  await tx.query('UPDATE purchase_orders SET supplier_tenant_id = $2, supplier_order_id = $3 WHERE id = $1', [orderId, supplierTenantId, supplierOrderId]);
}

const SELECT_ORDER = `
  SELECT o.*, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_day,
         (SELECT count(*)::int FROM purchase_order_lines l WHERE l.order_id = o.id) AS line_count,
         (SELECT coalesce(sum(l.qty), 0) FROM purchase_order_lines l WHERE l.order_id = o.id) AS total_qty
    FROM purchase_orders o`;

export interface OrderFilters {
  search?: string;
  supplier?: number;
  status?: PurchaseOrderStatus;
  createdAfter?: string;
  createdBefore?: string;
}

function whereOf(f: OrderFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const search = f.search?.trim();
  if (search) {
    add(
      (p) => `(o.supplier_name ILIKE ${p} OR ('PO-' || lpad(o.id::text, 6, '0')) ILIKE ${p}
               OR EXISTS (SELECT 1 FROM purchase_order_lines l WHERE l.order_id = o.id AND (l.name ILIKE ${p} OR l.sku ILIKE ${p})))`,
      likePattern(search),
    );
  }
  if (f.supplier !== undefined) add((p) => `o.supplier_id = ${p}`, f.supplier);
  if (f.status !== undefined) add((p) => `o.status = ${p}`, f.status);
  if (f.createdAfter !== undefined) add((p) => `o.created_at >= ${p}`, f.createdAfter);
  if (f.createdBefore !== undefined) add((p) => `o.created_at < ${p}`, f.createdBefore);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page of the orders history, newest first. */
export async function listOrders(tx: Tx, filters: OrderFilters, page: { limit: number; offset: number }): Promise<{ count: number; rows: OrderRow[] }> {
  const { where, params } = whereOf(filters);
  const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM purchase_orders o ${where}`, params);
  const n = params.length;
  const rows = await tx.query<OrderRow>(`${SELECT_ORDER} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, page.limit, page.offset]);
  return { count, rows };
}

export async function findOrders(tx: Tx, ids: number[]): Promise<OrderRow[]> {
  return tx.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = ANY($1::int[]) ORDER BY o.id`, [ids]);
}

/** A line's received quantity and whether a receipt closed it with a reason. */
export const RECEIVED_SQL = (l: string) => `
  coalesce((SELECT sum(rl.received_qty) FROM receipt_lines rl WHERE rl.line_id = ${l}.id), 0) AS received_qty,
  EXISTS (SELECT 1 FROM receipt_lines rl WHERE rl.line_id = ${l}.id AND rl.reason IS NOT NULL) AS closed`;

export async function linesOfOrders(tx: Tx, orderIds: number[]): Promise<OrderLineRow[]> {
  return tx.query<OrderLineRow>(`SELECT l.*, ${RECEIVED_SQL('l')} FROM purchase_order_lines l WHERE l.order_id = ANY($1::int[]) ORDER BY l.order_id, l.id`, [orderIds]);
}

/**
 * Claims an Idempotency-Key for this request. A key already used answers that request's hash and
 * orders instead. A request in flight with the same key holds its row's lock until it commits,
 * so a concurrent duplicate waits here and then reads what the first one created.
 */
export async function claimIdempotencyKey(tx: Tx, key: string, requestHash: string): Promise<{ claimed: true } | { claimed: false; requestHash: string; orderIds: number[] }> {
  const inserted = await tx.query('INSERT INTO order_idempotency_keys (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [key, requestHash]);
  if (inserted.length) return { claimed: true };
  const [row] = await tx.query<{ request_hash: string; order_ids: string }>('SELECT request_hash, order_ids FROM order_idempotency_keys WHERE key = $1', [key]);
  return { claimed: false, requestHash: row.request_hash, orderIds: JSON.parse(row.order_ids) };
}

export async function storeIdempotentOrders(tx: Tx, key: string, orderIds: number[]): Promise<void> {
  await tx.query('UPDATE order_idempotency_keys SET order_ids = $2 WHERE key = $1', [key, JSON.stringify(orderIds)]);
}
