// The email a supplier receives for an order, as the .eml file the server writes without SMTP_URL:
// each line at the price it was placed at, its line total and the order total, as the app writes money.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { createMessageWorker } from '../messaging/worker';
import { outboxDir, transportsFor } from '../messaging/transports';
import { orderEmail, orderText } from './rules';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ messageWorker: false });
});
afterAll(() => t.close());

const idOf = async (table: 'suppliers' | 'products', column: 'name' | 'product_name', name: string) =>
  (await t.db.query<{ id: number }>(`SELECT id FROM corner_bistro.${table} WHERE ${column} = $1`, [name]))[0].id;

/** A quoted-printable body read back as text (nodemailer may fold long lines). */
const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it("writes the order's prices, line totals and total into the supplier's email", async () => {
  const token = await t.login(DEMO.merchant, HOSTS.bistro);
  const farms = await idOf('suppliers', 'name', 'Fresh Farms');
  const items = [
    { product_id: await idOf('products', 'product_name', 'Roma Tomatoes'), qty: 12 },
    { product_id: await idOf('products', 'product_name', 'Romaine Lettuce'), qty: 50 },
  ];
  const res = await t.request({ method: 'POST', url: '/1/api/merchant-orders/orders/place/', host: HOSTS.bistro, token, payload: { groups: [{ merchant_supplier_id: farms, items }] } });
  expect(res.statusCode).toBe(201);
  const [order] = res.json().created;
  const [mail] = await t.db.query<{ id: number }>(`SELECT id FROM public.messages WHERE purchase_order_id = $1 AND message_type = 'email'`, [order.id]);

  const worker = createMessageWorker({ db: t.db, transports: transportsFor({ smtpUrl: null, mailFrom: t.config.mailFrom, dataDir: t.config.dataDir }) });
  expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
  const eml = decoded(await readFile(path.join(outboxDir(t.config.dataDir, 'email'), `${mail.id}.eml`), 'utf8'));

  // Corner Bistro's catalog prices at Fresh Farms: $1.35 a pound of tomatoes, $26.00 a case of romaine.
  expect(eml).toMatch(/^- Roma Tomatoes \(PRD-TOM-01\) x 12 at \$1\.35 = \$16\.20\r?$/m);
  expect(eml).toMatch(/^- Romaine Lettuce \(PRD-LET-02\) x 50 at \$26\.00 = \$1,300\.00\r?$/m);
  expect(eml).toMatch(/^Order total: \$1,316\.20\r?$/m);
  expect(order.total).toBe(1316.2);
});

it('says which lines have no price and leaves them out of the total', () => {
  const lines = [
    { name: 'Whole Milk', sku: 'DAI-MLK-01', qty: 4, unit_price: 4.15, line_total: 16.6 },
    { name: 'Cold Brew Coffee', sku: null, qty: 2, unit_price: null, line_total: null },
  ];
  const order = { number: 'PO-000042', merchant: 'Corner Bistro', supplier: 'Metro Restaurant Supply', note: null, lines };
  expect(orderEmail(order).body).toBe(
    'Corner Bistro has placed purchase order PO-000042 with Metro Restaurant Supply.\n\n' +
      '- Whole Milk (DAI-MLK-01) x 4 at $4.15 = $16.60\n- Cold Brew Coffee x 2, no price\n\n' +
      'Order total: $16.60 (lines without a price not included)',
  );
  expect(orderText(order)).toBe(
    'Corner Bistro order PO-000042: Whole Milk (DAI-MLK-01) x 4 at $4.15 = $16.60; Cold Brew Coffee x 2, no price. Order total: $16.60 (lines without a price not included)',
  );
  // No priced line: no total at all.
  expect(orderEmail({ ...order, lines: [lines[1]] }).body).not.toContain('Order total');
});
