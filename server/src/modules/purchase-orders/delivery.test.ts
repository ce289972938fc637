// The whole path in one server: placing an order queues its email, the worker the server started
// (and placing woke) delivers it through a real SMTP server, and a graceful shutdown waits for the
// delivery in hand before the order's message is read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import type { MessageRow } from '../messaging/repo';

let t: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestContext({ smtpUrl: smtp.url, messageWorker: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it("delivers a placed order's email through SMTP", async () => {
  const token = await t.login(DEMO.merchant, HOSTS.bistro);
  // Email only: one message in hand when the server closes.
  await t.db.query(`UPDATE corner_bistro.suppliers SET phone = NULL WHERE name = 'Metro Restaurant Supply'`);
  const [[metro], [butter]] = [
    await t.db.query<{ id: number }>(`SELECT id FROM corner_bistro.suppliers WHERE name = 'Metro Restaurant Supply'`),
    await t.db.query<{ id: number }>(`SELECT id FROM corner_bistro.products WHERE product_name = 'Unsalted Butter'`),
  ];
  const res = await t.request({
    method: 'POST',
    url: '/1/api/merchant-orders/orders/place/',
    host: HOSTS.bistro,
    token,
    payload: { groups: [{ merchant_supplier_id: metro.id, items: [{ product_id: butter.id, qty: 4 }] }] },
  });
  const [order] = res.json().created;
  await smtp.receivedCount(1);
  // A graceful shutdown lets the worker finish what it holds.
  await t.app.close();

  const [mail] = smtp.received;
  expect(mail.to).toEqual(['sales@metrosupply.example']);
  expect(mail.raw).toContain(`Subject: Purchase order ${order.number} from Corner Bistro`);
  expect(mail.raw).toContain('- Unsalted Butter (DAI-BUT-02) x 4');
  // It names the merchant: From, Reply-To (who placed the order) and the footer (quoted-printable here).
  expect(mail.raw).toMatch(/^From: Corner Bistro via Tradepost <no-reply@tradepost\.localhost>$/m);
  expect(mail.raw).toMatch(/^Reply-To: merchant@example\.com$/m);
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(body).toMatch(/^-- \r?\nSent by Corner Bistro through Tradepost\.$/m);
  const messages = await t.db.query<MessageRow>('SELECT * FROM public.messages WHERE purchase_order_id = $1 ORDER BY id', [order.id]);
  expect(messages.map((m) => [m.message_type, m.status, m.attempts])).toEqual([['email', 'sent', 1]]);
  expect(mail.messageId).toBe(messages[0].id);
});
