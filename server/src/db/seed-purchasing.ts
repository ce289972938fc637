// Corner Bistro's purchase orders for the demo: the orders in Fresh Farms' inbox become real
// merchant orders (linked both ways, with the supplier's status mirrored), plus orders to two
// off-system suppliers. Their messages are history: already sent, or failed, never sent again.
import type { Tx } from './database';
import { quoteIdent } from './identifiers';
import { MIRRORED_STATUS, orderEmail, orderNumber, orderText } from '../modules/purchase-orders/rules';
import type { SupplierOrderStatus } from '@shared/supplier-order-status';

interface Tenant {
  id: number;
  name: string;
  schema_name: string;
}

interface Line {
  name: string;
  sku: string | null;
  qty: number;
}

// Off-system orders: supplier, days ago, note, [sku, qty], and whether the text failed.
const OTHER_ORDERS: [string, number, string | null, [string, number][], boolean][] = [
  [
    'Metro Restaurant Supply',
    6,
    null,
    [
      ['DAI-MLK-01', 4],
      ['MEA-CHK-01', 20],
      ['BEV-SPW-01', 2],
    ],
    false,
  ],
  ['Ocean Catch Seafood', 3, 'Skin-on fillets, please.', [['MEA-SAL-02', 10]], true],
];

export async function seedPurchasing(tx: Tx, opts: { bistro: Tenant; freshFarms: Tenant; placedBy: number }): Promise<void> {
  const b = quoteIdent(opts.bistro.schema_name);
  const f = quoteIdent(opts.freshFarms.schema_name);
  const supplierOf = async (name: string) =>
    (await tx.query<{ id: number; name: string; email: string | null; phone: string | null }>(`SELECT id, name, email, phone FROM ${b}.suppliers WHERE name = $1`, [name]))[0];

  async function insertOrder(supplier: { id: number; name: string }, o: { status: SupplierOrderStatus; reason: string | null; note: string | null; createdAt: Date; lines: Line[] }) {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO ${b}.purchase_orders (supplier_id, supplier_name, status, status_reason, note, placed_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [supplier.id, supplier.name, MIRRORED_STATUS[o.status], o.reason, o.note, opts.placedBy, o.createdAt],
    );
    for (const line of o.lines) {
      await tx.query(`INSERT INTO ${b}.purchase_order_lines (order_id, product_id, name, sku, qty) VALUES ($1, (SELECT id FROM ${b}.products WHERE sku = $3), $2, $3, $4)`, [
        id,
        line.name,
        line.sku,
        line.qty,
      ]);
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

  // Fresh Farms' inbox orders from Corner Bistro, oldest first, become Corner Bistro's orders.
  const farms = await supplierOf('Fresh Farms');
  const inbox = await tx.query<{ id: number; status: SupplierOrderStatus; note: string | null; reject_reason: string | null; created_at: Date }>(
    `SELECT id, status, note, reject_reason, created_at FROM ${f}.incoming_orders
      WHERE merchant_tenant_id = $1 AND merchant_order_id IS NULL ORDER BY created_at, id`,
    [opts.bistro.id],
  );
  for (const incoming of inbox) {
    const lines = await tx.query<Line>(`SELECT name, sku, qty FROM ${f}.incoming_order_lines WHERE order_id = $1 ORDER BY id`, [incoming.id]);
    const id = await insertOrder(farms, { status: incoming.status, reason: incoming.reject_reason, note: incoming.note, createdAt: incoming.created_at, lines });
    await tx.query(`UPDATE ${b}.purchase_orders SET supplier_tenant_id = $2, supplier_order_id = $3 WHERE id = $1`, [id, opts.freshFarms.id, incoming.id]);
    await tx.query(`UPDATE ${f}.incoming_orders SET merchant_order_id = $2 WHERE id = $1`, [incoming.id, id]);
    await sentMessages(id, farms, incoming.note, lines, incoming.created_at);
  }

  for (const [supplierName, daysAgo, note, items, textFailed] of OTHER_ORDERS) {
    const supplier = await supplierOf(supplierName);
    const lines: Line[] = [];
    for (const [sku, qty] of items) {
      const [p] = await tx.query<{ product_name: string }>(`SELECT product_name FROM ${b}.products WHERE sku = $1`, [sku]);
      lines.push({ name: p.product_name, sku, qty });
    }
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
    const id = await insertOrder(supplier, { status: 'new', reason: null, note, createdAt, lines });
    await sentMessages(id, supplier, note, lines, createdAt, textFailed);
  }
}
