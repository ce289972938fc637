// Corner Bistro's purchase orders for the demo: the orders in Fresh Farms' inbox become real
// merchant orders (linked both ways, with the supplier's status mirrored), plus orders to the
// off-system suppliers (the history's weekly ones too: seed-history.ts receives them). They are
// numbered in the order they were placed. Their messages are history: already sent, or failed,
// never sent again.
import type { Tx } from './database';
import { quoteIdent } from './identifiers';
import { MIRRORED_STATUS, orderEmail, orderNumber, orderText } from '../modules/purchase-orders/rules';
import type { SupplierOrderStatus } from '@shared/supplier-order-status';
import { addDays } from '@shared/delivery-dates';
import { cents } from '../modules/priced-catalogs/rules';
import { historyWeeks, LEAD_DAYS, SUPPLIER_NAMES } from './seed-history';

interface Tenant {
  id: number;
  name: string;
  schema_name: string;
}

interface Line {
  /** The Fresh Farms inbox line it stands for. */
  inbox_line_id?: number;
  name: string;
  sku: string | null;
  qty: number;
  unit_price: number | null;
  line_total: number | null;
}

interface Priced {
  total: number;
  deliveryDate: string | null;
  belowMinimum: boolean;
}

type OtherOrder = [string, number, number, string | null, [string, number, number?][], boolean];

// The history's weekly orders to the suppliers off Tradepost, at the price then where it has changed since.
const HISTORY: OtherOrder[] = historyWeeks().flatMap((w) =>
  (['metro', 'ocean', 'costco'] as const).map((key): OtherOrder => [
    SUPPLIER_NAMES[key],
    w.orderedDaysAgo,
    LEAD_DAYS[key],
    null,
    w.orders[key].map((l) => (l.price === null ? [l.sku, l.qty] : [l.sku, l.qty, l.price])),
    false,
  ]),
);

// Off-system orders: supplier, days ago, days to delivery, note, [sku, qty, price then], and whether the
// text failed. Metro's is overdue and Ocean Catch's arrives on the day the demo starts (the merchant home).
const OTHER_ORDERS: OtherOrder[] = [
  ...HISTORY,
  [
    'Metro Restaurant Supply',
    6,
    1,
    null,
    [
      ['DAI-MLK-01', 4],
      ['MEA-CHK-01', 20],
      ['BEV-SPW-01', 2],
    ],
    false,
  ],
  ['Ocean Catch Seafood', 3, 3, 'Skin-on fillets, please.', [['MEA-SAL-02', 10]], true],
];

export async function seedPurchasing(tx: Tx, opts: { bistro: Tenant; freshFarms: Tenant; placedBy: number }): Promise<void> {
  const b = quoteIdent(opts.bistro.schema_name);
  const f = quoteIdent(opts.freshFarms.schema_name);
  const supplierOf = async (name: string) =>
    (await tx.query<{ id: number; name: string; email: string | null; phone: string | null }>(`SELECT id, name, email, phone FROM ${b}.suppliers WHERE name = $1`, [name]))[0];

  async function insertOrder(
    supplier: { id: number; name: string },
    o: Priced & { status: SupplierOrderStatus; reason: string | null; note: string | null; createdAt: Date; lines: Line[] },
  ) {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO ${b}.purchase_orders (supplier_id, supplier_name, status, status_reason, note, placed_by, created_at, updated_at, total, delivery_date, below_minimum)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10) RETURNING id`,
      [supplier.id, supplier.name, MIRRORED_STATUS[o.status], o.reason, o.note, opts.placedBy, o.createdAt, o.total, o.deliveryDate, o.belowMinimum],
    );
    for (const line of o.lines) {
      const [{ id: lineId }] = await tx.query<{ id: number }>(
        `INSERT INTO ${b}.purchase_order_lines (order_id, product_id, name, sku, qty, unit_price, line_total)
         VALUES ($1, (SELECT id FROM ${b}.products WHERE sku = $3), $2, $3, $4, $5, $6) RETURNING id`,
        [id, line.name, line.sku, line.qty, line.unit_price, line.line_total],
      );
      // The inbox line knows the merchant's line it stands for (confirmations and receipts follow it).
      if (line.inbox_line_id) await tx.query(`UPDATE ${f}.incoming_order_lines SET merchant_line_id = $2 WHERE id = $1`, [line.inbox_line_id, lineId]);
    }
    return id;
  }

  async function sentMessages(
    orderId: number,
    supplier: { name: string; email: string | null; phone: string | null },
    note: string | null,
    lines: Line[],
    createdAt: Date,
    textFailed = false,
  ) {
    const order = { number: orderNumber(orderId), merchant: opts.bistro.name, supplier: supplier.name, note, lines };
    const insert = (type: string, to: string, subject: string | null, body: string, failed: boolean) =>
      tx.query(
        `INSERT INTO public.messages (tenant_id, message_type, send_to, subject, body, status, attempts, last_error, purchase_order_id, created_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          opts.bistro.id,
          type,
          to,
          subject,
          body,
          failed ? 'failed' : 'sent',
          failed ? 5 : 1,
          failed ? 'The provider refused the number.' : null,
          orderId,
          createdAt,
          failed ? null : createdAt,
        ],
      );
    if (supplier.email) {
      const { subject, body } = orderEmail(order);
      await insert('email', supplier.email, subject, body, false);
    }
    if (supplier.phone) await insert('sms', supplier.phone, null, orderText(order), textFailed);
  }

  // Each order is written when its turn comes, oldest first, so the numbers follow the dates.
  const placings: { at: Date; place: () => Promise<void> }[] = [];

  // Fresh Farms' inbox orders from Corner Bistro become Corner Bistro's orders.
  const farms = await supplierOf('Fresh Farms');
  const inbox = await tx.query<
    Priced & { id: number; status: SupplierOrderStatus; note: string | null; reject_reason: string | null; created_at: Date; total: number; below_minimum: boolean }
  >(
    `SELECT id, status, note, reject_reason, created_at, total, to_char(delivery_date, 'YYYY-MM-DD') AS "deliveryDate", below_minimum AS "belowMinimum"
       FROM ${f}.incoming_orders WHERE merchant_tenant_id = $1 AND merchant_order_id IS NULL ORDER BY created_at, id`,
    [opts.bistro.id],
  );
  for (const incoming of inbox) placings.push({ at: incoming.created_at, place: () => fromInbox(incoming) });
  async function fromInbox(incoming: (typeof inbox)[number]) {
    // The merchant's lines name its own products: the ones whose Fresh Farms offer is tied to the line's product.
    const lines = await tx.query<Line>(
      `SELECT l.id AS inbox_line_id, p.product_name AS name, p.sku, l.qty, l.unit_price, l.line_total
         FROM ${f}.incoming_order_lines l
         JOIN ${b}.offers o ON o.supplier_id = $2 AND o.supplier_product_id = l.supplier_product_id
         JOIN ${b}.products p ON p.id = o.product_id
        WHERE l.order_id = $1 ORDER BY l.id`,
      [incoming.id, farms.id],
    );
    const id = await insertOrder(farms, { ...incoming, reason: incoming.reject_reason, createdAt: incoming.created_at, lines });
    await tx.query(`UPDATE ${b}.purchase_orders SET supplier_tenant_id = $2, supplier_order_id = $3 WHERE id = $1`, [id, opts.freshFarms.id, incoming.id]);
    await tx.query(`UPDATE ${f}.incoming_orders SET merchant_order_id = $2, number = $3 WHERE id = $1`, [incoming.id, id, orderNumber(id)]);
    await sentMessages(id, farms, incoming.note, lines, incoming.created_at);
  }

  const now = Date.now();
  for (const order of OTHER_ORDERS) placings.push({ at: new Date(now - order[1] * 86_400_000), place: () => offSystem(order) });
  async function offSystem([supplierName, daysAgo, daysToDelivery, note, items, textFailed]: OtherOrder) {
    const supplier = await supplierOf(supplierName);
    const lines: Line[] = [];
    for (const [sku, qty, then] of items) {
      // At the offer's own price (or the price then).
      const [p] = await tx.query<{ product_name: string; price: number | null }>(
        `SELECT p.product_name, o.price FROM ${b}.products p LEFT JOIN ${b}.offers o ON o.product_id = p.id AND o.supplier_id = $2 WHERE p.sku = $1`,
        [sku, supplier.id],
      );
      const price = then ?? p.price;
      lines.push({ name: p.product_name, sku, qty, unit_price: price, line_total: price === null ? null : cents(qty * price) });
    }
    const createdAt = new Date(now - daysAgo * 86_400_000);
    const total = cents(lines.reduce((sum, l) => sum + (l.line_total ?? 0), 0));
    const deliveryDate = addDays(createdAt.toISOString().slice(0, 10), daysToDelivery);
    const id = await insertOrder(supplier, { status: 'new', reason: null, note, createdAt, lines, total, deliveryDate, belowMinimum: false });
    await sentMessages(id, supplier, note, lines, createdAt, textFailed);
  }

  placings.sort((x, y) => x.at.getTime() - y.at.getTime());
  for (const { place } of placings) await place();
}
