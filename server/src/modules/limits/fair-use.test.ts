// Fair use (decisions.md "Fair use") on a real database and a simulated clock, with the limits
// lowered through the app's config: messages only to the client's contacts (unless a superadmin
// allows one-off addresses), texts only to allowed country codes, rate limits per client and per
// user (429 with Retry-After) that hold across server processes, daily quotas, row quotas (400),
// and the superadmin's calls that read and change a client's limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';
import { DEFAULT_LIMITS, type Limits } from '../../lib/limits';
import { findTenantByDomain } from '../tenants/repo';
import { MESSAGING_ERRORS } from '../messaging/rules';
import { rowQuotaReached, tooManyAtOnce } from './rules';

const LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  messages_per_minute: 3,
  messages_per_minute_per_user: 2,
  texts_per_day: 3,
  orders_per_minute: 4,
  orders_per_minute_per_user: 3,
  cycle_counts_per_hour: 3,
  cycle_counts_per_hour_per_user: 2,
};
const DAY = 24 * 60 * 60;

const clock = simulatedClock();
let t: TestContext;
let merchant: string;
let owner: string;
let ownerAtHarbor: string;
let admin: string;
let bistroId: number;
let productId: number;
const supplierIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext({ messageWorker: false, limits: LIMITS }, { clock });
  merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  owner = await t.login(DEMO.owner, HOSTS.bistro);
  ownerAtHarbor = await t.login(DEMO.owner, HOSTS.harbor);
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
  bistroId = (await findTenantByDomain(t.db, HOSTS.bistro))!.id;
  // Suppliers with an email only (their orders queue no text), and one in the United Kingdom.
  await t.db.query(`INSERT INTO corner_bistro.suppliers (name, email) VALUES ('Mail Only A', 'a@mailonly.example'), ('Mail Only B', 'b@mailonly.example')`);
  await t.db.query(`INSERT INTO corner_bistro.suppliers (name, email, phone) VALUES ('London Teas', 'orders@londonteas.example', '+44 20 7946 0958')`);
  for (const r of await t.db.query<{ id: number; name: string }>('SELECT id, name FROM corner_bistro.suppliers')) supplierIds[r.name] = r.id;
  productId = (await t.db.query<{ id: number }>('SELECT id FROM corner_bistro.products ORDER BY id LIMIT 1'))[0].id;
});
afterAll(() => t.close());
// Every test starts with its windows empty (the daily one included).
beforeEach(() => clock.advance(DAY + 1));

const throttledIn = (seconds: number) => ({ detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.` });
const bistro = (token = merchant): { token: string; host: string } => ({ token, host: HOSTS.bistro });
const message = (payload: object, caller = bistro()) => t.request({ method: 'POST', url: '/1/api/messaging/messages/', payload, ...caller });
const email = (to: string) => ({ message_type: 'email', send_to: to, subject: 'Order list', body: 'Roma Tomatoes x 7' });
const text = (to: string) => ({ message_type: 'sms', send_to: to, body: 'Roma Tomatoes x 7' });
const sendList = (list: 'unassigned' | 'shop-in-store', channel: 'email' | 'sms', to: string, caller = bistro()) =>
  t.request({ method: 'POST', url: `/1/api/merchant/purchasing/${list}-list/send`, payload: { channel, to, items: [{ product_id: productId, qty: 2 }] }, ...caller });
const place = (suppliers: string[], caller = bistro()) =>
  t.request({
    method: 'POST',
    url: '/1/api/merchant-orders/orders/place/',
    payload: { groups: suppliers.map((name) => ({ merchant_supplier_id: supplierIds[name], items: [{ product_id: productId, qty: 1 }] })) },
    ...caller,
  });
const createCount = (body: object, caller = bistro()) => t.request({ method: 'POST', url: '/1/api/inventory/cycle-counts/', payload: body, ...caller });
const getLimits = (id = bistroId) => t.request({ url: `/1/api/clients/${id}/limits/`, token: admin });
const setLimits = (payload: object, id = bistroId) => t.request({ method: 'PATCH', url: `/1/api/clients/${id}/limits/`, payload, token: admin });
const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT (${sql})::int AS n`))[0].n;
const bistroMessages = () => count(`SELECT count(*) FROM public.messages WHERE tenant_id = ${bistroId}`);

describe('recipients', () => {
  it("lets messages go to the client's own contacts: its suppliers' emails and phones, its members' emails", async () => {
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    expect((await message(email('Owner@Example.com'), bistro(owner))).statusCode).toBe(201);
    clock.advance(60);
    const res = await message(text('(503) 555-0142'));
    expect(res.statusCode).toBe(201);
    expect(res.json().send_to).toBe('+15035550142');
    expect((await sendList('unassigned', 'email', 'merchant@example.com')).statusCode).toBe(200);
  });

  it('refuses a stranger with a 400 on the field that carries the address, and queues nothing', async () => {
    const before = await bistroMessages();
    expect((await message(email('someone@elsewhere.example'))).json()).toEqual({ send_to: [MESSAGING_ERRORS.notContactEmail] });
    expect((await message(text('+1 212 555 0100'))).json()).toEqual({ send_to: [MESSAGING_ERRORS.notContactPhone] });
    // Another client's supplier is a stranger too.
    expect((await message(email('wholesale@harborroasters.example'))).statusCode).toBe(400);
    expect((await sendList('unassigned', 'email', 'someone@elsewhere.example')).json()).toEqual({ to: [MESSAGING_ERRORS.notContactEmail] });
    expect((await sendList('shop-in-store', 'sms', '212-555-0100')).json()).toEqual({ to: [MESSAGING_ERRORS.notContactPhone] });
    expect(await bistroMessages()).toBe(before);
  });

  it('sends to one-off addresses when a superadmin allows it, still under the rate limits', async () => {
    expect((await setLimits({ allow_one_off_recipients: true })).json().allow_one_off_recipients).toBe(true);
    expect((await message(email('someone@elsewhere.example'))).statusCode).toBe(201);
    expect((await sendList('unassigned', 'email', 'someone.else@elsewhere.example')).statusCode).toBe(200);
    expect((await message(email('third@elsewhere.example'))).statusCode).toBe(429);
    await setLimits({ allow_one_off_recipients: false });
    clock.advance(60);
    expect((await message(email('someone@elsewhere.example'))).statusCode).toBe(400);
  });

  it('sends texts only to the allowed country codes (default +1), even to a contact or with one-off addresses', async () => {
    const refused = { send_to: [MESSAGING_ERRORS.country(['+1'])] };
    expect(MESSAGING_ERRORS.country(['+1'])).toBe('Texts go only to numbers with the country code +1.');
    expect((await message(text('+44 20 7946 0958'))).json()).toEqual(refused);
    await setLimits({ allow_one_off_recipients: true });
    expect((await message(text('+882 1234 5678'))).json()).toEqual(refused);
    await setLimits({ allow_one_off_recipients: false });
    // An order to that supplier queues its email, not its text.
    const res = await place(['London Teas']);
    expect(res.statusCode).toBe(201);
    const sent = await t.db.query<{ message_type: string }>('SELECT message_type FROM public.messages WHERE tenant_id = $1 AND purchase_order_id = $2', [bistroId, res.json().created[0].id]);
    expect(sent.map((m) => m.message_type)).toEqual(['email']);
  });
});

describe('message rate limits and daily quotas', () => {
  it("answers 429 with Retry-After past a user's limit; another member uses what is left of the client's", async () => {
    for (let i = 0; i < 2; i++) expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    const res = await message(email('orders@freshfarms.example'));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual(throttledIn(60));
    expect((await message(email('orders@freshfarms.example'), bistro(owner))).statusCode).toBe(201);
    // The client's 3 a minute are used: its other member waits too; another client does not.
    expect((await message(email('orders@freshfarms.example'), bistro(owner))).statusCode).toBe(429);
    expect((await message(email('wholesale@harborroasters.example'), { token: ownerAtHarbor, host: HOSTS.harbor })).statusCode).toBe(201);
    clock.advance(30);
    expect((await message(email('orders@freshfarms.example'))).headers['retry-after']).toBe('30');
    clock.advance(30);
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
  });

  it('keeps a daily quota of texts: 429 until the day’s oldest text is a day old; the list sends and orders count too', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await message(text('503.555.0142'))).statusCode).toBe(201);
      clock.advance(61);
    }
    const res = await message(text('503.555.0142'));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(DAY - 3 * 61));
    expect((await sendList('shop-in-store', 'sms', '(503) 555-0177')).statusCode).toBe(429);
    // An order to a supplier with a phone would queue a text: refused, creating nothing.
    const orders = await count('SELECT count(*) FROM corner_bistro.purchase_orders');
    expect((await place(['Metro Restaurant Supply'])).statusCode).toBe(429);
    expect(await count('SELECT count(*) FROM corner_bistro.purchase_orders')).toBe(orders);
    // Emails have their own quota.
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    expect((await place(['Mail Only A'])).statusCode).toBe(201);
  });

  it('holds across two server processes on the same database', async () => {
    const other = await t.otherProcess();
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    expect((await other.request({ method: 'POST', url: '/1/api/messaging/messages/', payload: email('orders@freshfarms.example'), ...bistro() })).statusCode).toBe(201);
    const there = await other.request({ method: 'POST', url: '/1/api/messaging/messages/', payload: email('orders@freshfarms.example'), ...bistro() });
    expect(there.statusCode).toBe(429);
    expect(there.headers['retry-after']).toBe('60');
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(429);
  });

  it('counts invitations to join Tradepost like any other email, so they cannot relay mail past the limits', async () => {
    const invite = (name: string) =>
      t.request({
        method: 'POST',
        url: '/1/api/connections/invitations/',
        payload: { email: `${name.replace(/ /g, '.')}@invitee.example`, name, merchant_supplier_id: supplierIds[name] },
        ...bistro(),
      });
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    expect((await invite('Mail Only A')).statusCode).toBe(201);
    const refused = await invite('Mail Only B');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Nothing was left behind by the refused one.
    expect(await count(`SELECT count(*) FROM public.invitations WHERE merchant_supplier_id = ${supplierIds['Mail Only B']}`)).toBe(0);
  });
});

describe('write rate limits', () => {
  it('counts every order a place/ call creates, per user and per client, and creates nothing past the limit', async () => {
    const orders = () => count('SELECT count(*) FROM corner_bistro.purchase_orders');
    const before = await orders();
    expect((await place(['Mail Only A', 'Mail Only B'])).statusCode).toBe(201);
    const res = await place(['Mail Only A', 'Mail Only B']);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect((await place(['Mail Only A'])).statusCode).toBe(201);
    expect((await place(['Mail Only B'], bistro(owner))).statusCode).toBe(201);
    expect((await place(['Mail Only B'], bistro(owner))).statusCode).toBe(429);
    expect(await orders()).toBe(before + 4);
  });

  it('refuses with a 400 one call that asks for more than a whole window allows', async () => {
    const res = await place(['Mail Only A', 'Mail Only B', 'Mail Only A', 'Mail Only B']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: tooManyAtOnce('orders_per_minute_per_user', 3) });
    expect(res.json().detail).toBe('This would be more than the limit of 3 orders a minute per user; do it in smaller parts.');
  });

  it('limits the cycle counts created per user and per client in an hour', async () => {
    for (let i = 0; i < 2; i++) expect((await createCount({})).statusCode).toBe(201);
    const res = await createCount({});
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect((await createCount({}, bistro(owner))).statusCode).toBe(201);
    expect((await createCount({}, bistro(owner))).statusCode).toBe(429);
    clock.advance(3600);
    expect((await createCount({})).statusCode).toBe(201);
  });
});

describe('row quotas', () => {
  it("refuses a cycle count whose lines would pass the client's quota, creating nothing", async () => {
    const [{ area, items }] = await t.db.query<{ area: number; items: number }>(
      'SELECT area_id AS area, count(*)::int AS items FROM corner_bistro.inventory_items WHERE is_active AND area_id IS NOT NULL GROUP BY area_id ORDER BY 2 DESC LIMIT 1',
    );
    const lines = await count('SELECT count(*) FROM corner_bistro.cycle_count_lines');
    const counts = await count('SELECT count(*) FROM corner_bistro.cycle_counts');
    await setLimits({ overrides: { cycle_count_lines: lines + items - 1 } });
    const res = await createCount({ areas: [area] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: rowQuotaReached('cycle_count_lines', lines + items - 1, lines + items) });
    expect(await count('SELECT count(*) FROM corner_bistro.cycle_counts')).toBe(counts);
    await setLimits({ overrides: { cycle_count_lines: lines + items } });
    expect((await createCount({ areas: [area] })).statusCode).toBe(201);
    await setLimits({ overrides: { cycle_count_lines: null } });
  });

  it('refuses a new product past the products quota; an item of an existing product still saves', async () => {
    const products = await count('SELECT count(*) FROM corner_bistro.products');
    await setLimits({ overrides: { products } });
    const res = await t.request({ method: 'POST', url: '/1/api/inventory/items/', payload: { name: 'A brand new thing' }, ...bistro() });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(`This client may store at most ${products} products (this would make ${products + 1}). Ask the platform administrator to raise the limit.`);
    expect(await count('SELECT count(*) FROM corner_bistro.products')).toBe(products);
    expect((await t.request({ method: 'POST', url: '/1/api/inventory/items/', payload: { product: productId }, ...bistro() })).statusCode).toBe(201);
    await setLimits({ overrides: { products: null } });
  });
});

describe("a client's limits (superadmin)", () => {
  it('answers each limit with its default, its override and what the client uses now', async () => {
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    const res = await getLimits();
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().limits.map((l: { name: string }) => [l.name, l]));
    expect(Object.keys(byName)).toEqual(Object.keys(LIMITS));
    expect(byName.messages_per_minute).toEqual({ name: 'messages_per_minute', window: 'minute', per: 'client', limit: 3, default: 3, override: null, used: 1 });
    expect(byName.messages_per_minute_per_user).toMatchObject({ per: 'user', used: 1 });
    expect(byName.emails_per_day).toMatchObject({ window: 'day', used: 1, limit: 1000 });
    expect(byName.products).toMatchObject({ window: 'stored', used: await count('SELECT count(*) FROM corner_bistro.products') });
    expect(byName.cycle_count_lines.used).toBe(await count('SELECT count(*) FROM corner_bistro.cycle_count_lines'));
  });

  it('raises one client’s limits, and null gives the default back', async () => {
    const raised = await setLimits({ overrides: { messages_per_minute: 10, messages_per_minute_per_user: 10 } });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().limits.find((l: { name: string }) => l.name === 'messages_per_minute')).toMatchObject({ limit: 10, default: 3, override: 10 });
    for (let i = 0; i < 5; i++) expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(201);
    const back = await setLimits({ overrides: { messages_per_minute: null, messages_per_minute_per_user: null } });
    expect(back.json().limits.find((l: { name: string }) => l.name === 'messages_per_minute')).toMatchObject({ limit: 3, override: null });
    expect((await message(email('orders@freshfarms.example'))).statusCode).toBe(429);
  });

  it('refuses a bad override and an unknown client', async () => {
    expect((await setLimits({ overrides: { texts_per_day: 0 } })).statusCode).toBe(400);
    expect((await setLimits({ overrides: { no_such_limit: 5 } })).statusCode).toBe(400);
    expect((await setLimits({ allow_one_off_recipients: 'yes' })).statusCode).toBe(400);
    expect((await getLimits(999999)).statusCode).toBe(404);
    expect((await setLimits({}, 999999)).statusCode).toBe(404);
  });
});
