// Live updates: the ticket rules, the stream (headers, keep-alive, only its tenant's events,
// replay after Last-Event-ID, the per-user bound), an event raised in one server process reaching
// a stream opened on another, and shutting down with streams open.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';
import { manualTicker, openStream, type OpenStream } from '../../../test/live';
import { findTenantByDomain } from '../tenants/repo';
import { notifyOrderChanged } from './notify';
import { MAX_OPEN_TICKETS, LIVE_MESSAGES } from './tickets';
import { MAX_STREAMS_PER_USER, STREAM_MESSAGES } from './streams';

let t: TestContext;
const clock = simulatedClock();
const { ticker, tick } = manualTicker();
const tokens = { merchant: '', owner: '', supplier: '' };
const tenant = { bistro: 0, harbor: 0, farms: 0 };
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestContext({}, { clock, liveTicker: ticker });
  tokens.merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  tokens.owner = await t.login(DEMO.owner, HOSTS.harbor);
  tokens.supplier = await t.login(DEMO.supplier, HOSTS.supplier);
  tenant.bistro = (await findTenantByDomain(t.db, HOSTS.bistro))!.id;
  tenant.harbor = (await findTenantByDomain(t.db, HOSTS.harbor))!.id;
  tenant.farms = (await findTenantByDomain(t.db, HOSTS.supplier))!.id;
});
afterAll(async () => {
  opened.forEach((s) => s.close());
  await t.close();
});

const ticketFor = (token: string, host: string) => t.request({ method: 'POST', url: '/1/api/live/tickets/', host, token });
async function ticket(token = tokens.merchant, host: string = HOSTS.bistro): Promise<string> {
  const res = await ticketFor(token, host);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket;
}
async function stream(host: string = HOSTS.bistro, token = tokens.merchant, lastEventId?: string, app = t.app): Promise<OpenStream> {
  const s = await openStream(app, host, await ticket(token, host), lastEventId);
  opened.push(s);
  return s;
}
const changed = (tenantId: number, orderId: number, number = `PO-${orderId}`) => t.db.transaction((tx) => notifyOrderChanged(tx, tenantId, orderId, number));
const dataOf = (m: { data?: string }) => JSON.parse(m.data!);

describe('createLiveTicket', () => {
  it('answers a ticket that lives 60 seconds; a user holds at most 20 at once', async () => {
    const res = await ticketFor(tokens.merchant, HOSTS.bistro);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ticket: expect.stringMatching(/^[\w-]{40,}$/), expires_at: new Date(clock.now().getTime() + 60_000).toISOString() });
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM public.live_tickets WHERE ticket_hash = $1', [res.json().ticket]);
    expect(count).toBe(0); // only its hash is stored
    for (let i = 0; i < MAX_OPEN_TICKETS; i++) expect((await ticketFor(tokens.owner, HOSTS.bistro)).statusCode).toBe(201);
    const over = await ticketFor(tokens.owner, HOSTS.bistro);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: LIVE_MESSAGES.tooManyTickets });
    clock.advance(61); // the expired ones no longer count
    expect((await ticketFor(tokens.owner, HOSTS.bistro)).statusCode).toBe(201);
  });
});

describe('openLiveStream: the ticket', () => {
  const refused = async (host: string, ticketText: string) => {
    const res = await t.request({ url: `/1/api/live/stream/?ticket=${encodeURIComponent(ticketText)}`, host });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ detail: LIVE_MESSAGES.badTicket });
  };

  it('opens one stream once; used, expired, unknown and foreign tickets are a 401', async () => {
    const once = await ticket();
    const s = await openStream(t.app, HOSTS.bistro, once);
    opened.push(s);
    expect(s.status).toBe(200);
    await refused(HOSTS.bistro, once);
    const late = await ticket();
    clock.advance(61);
    await refused(HOSTS.bistro, late);
    await refused(HOSTS.bistro, 'no-such-ticket');
    // A Corner Bistro ticket opens nothing on Harbor Cafe's domain or the admin host (and is used up trying).
    await refused(HOSTS.harbor, await ticket(tokens.owner, HOSTS.bistro));
    await refused(HOSTS.admin, await ticket());
    const missing = await t.request({ url: '/1/api/live/stream/', host: HOSTS.bistro });
    expect(missing.statusCode).toBe(400);
  });

  it('is refused once its holder left the tenant', async () => {
    const kept = await ticket(tokens.owner, HOSTS.bistro);
    await t.db.query('DELETE FROM public.memberships WHERE user_id = (SELECT id FROM public.users WHERE email = $1) AND tenant_id = $2', [DEMO.owner, tenant.bistro]);
    await refused(HOSTS.bistro, kept);
    await t.db.query('INSERT INTO public.memberships (user_id, tenant_id) SELECT id, $2 FROM public.users WHERE email = $1', [DEMO.owner, tenant.bistro]);
  });
});

describe('openLiveStream: the stream', () => {
  it('is an event stream that is never cached, with a comment every 25 seconds', async () => {
    const s = await stream();
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(await s.next()).toEqual({ comment: 'connected' });
    tick();
    expect(await s.next()).toEqual({ comment: 'keep-alive' });
  });

  it("carries only its tenant's events", async () => {
    const bistro = await stream();
    const harbor = await stream(HOSTS.harbor, tokens.owner);
    await changed(tenant.harbor, 501);
    await changed(tenant.bistro, 502);
    await changed(tenant.harbor, 503);
    const first = await bistro.nextEvent();
    expect(first).toMatchObject({ event: 'order.changed', id: expect.stringMatching(/^\d+$/) });
    expect(dataOf(first)).toEqual({ type: 'order.changed', order_id: 502, number: 'PO-502', at: expect.any(String) });
    expect(dataOf(await harbor.nextEvent()).order_id).toBe(501);
    expect(dataOf(await harbor.nextEvent()).order_id).toBe(503);
    // Bistro's next event is its own next change: Harbor's 503 never reached it.
    await changed(tenant.bistro, 504);
    expect(dataOf(await bistro.nextEvent()).order_id).toBe(504);
  });

  it('replays after Last-Event-ID the events of the last 24 hours, then goes on live', async () => {
    const first = await stream();
    await changed(tenant.bistro, 601);
    const seen = await first.nextEvent();
    first.close();
    await changed(tenant.bistro, 602);
    await changed(tenant.harbor, 603);
    await changed(tenant.bistro, 604);
    await t.db.query("UPDATE public.live_events SET created_at = now() - interval '25 hours' WHERE order_id = 602");
    const again = await stream(HOSTS.bistro, tokens.merchant, seen.id);
    expect(dataOf(await again.nextEvent()).order_id).toBe(604);
    await changed(tenant.bistro, 605);
    expect(dataOf(await again.nextEvent()).order_id).toBe(605);
    // A Last-Event-ID that is none of ours replays nothing.
    const odd = await stream(HOSTS.bistro, tokens.merchant, 'abc');
    await changed(tenant.bistro, 606);
    expect(dataOf(await odd.nextEvent()).order_id).toBe(606);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} open per user: one more is a 429`, async () => {
    const mine = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(HOSTS.supplier, tokens.supplier)));
    expect(mine.every((s) => s.status === 200)).toBe(true);
    const over = await openStream(t.app, HOSTS.supplier, await ticket(tokens.supplier, HOSTS.supplier));
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toEqual({ detail: STREAM_MESSAGES.tooManyForUser });
    mine[0]!.close();
    await mine[0]!.ended;
    await expect.poll(async () => (await openStream(t.app, HOSTS.supplier, await ticket(tokens.supplier, HOSTS.supplier))).status).toBe(200);
    mine.forEach((s) => s.close());
  });
});

describe('across two server processes on one database', () => {
  it("the supplier's accept through one process reaches the merchant's stream opened on the other", async () => {
    const other = await t.otherProcess();
    const merchant = await stream(HOSTS.bistro, tokens.merchant, undefined, other.app);
    const supplier = await stream(HOSTS.supplier, tokens.supplier, undefined, other.app);
    const inbox = await t.request({ url: '/1/api/supplier-orders/orders/?status=new', host: HOSTS.supplier, token: tokens.supplier });
    const order = inbox.json().results.find((o: { merchant_order_id: number | null }) => o.merchant_order_id !== null);
    const accepted = await t.request({ method: 'POST', url: `/1/api/supplier-orders/orders/${order.id}/accept/`, host: HOSTS.supplier, token: tokens.supplier });
    expect(accepted.statusCode).toBe(200);
    expect(dataOf(await merchant.nextEvent())).toMatchObject({ type: 'order.changed', order_id: order.merchant_order_id, number: order.number });
    expect(dataOf(await supplier.nextEvent())).toMatchObject({ order_id: order.id, number: order.number });
  });
});

describe('the stream answers only once its process listens', () => {
  it('an event committed the moment the headers go out reaches the stream, with no replay asked for', async () => {
    // The new process's first LISTEN waits for a save started as the stream's headers are written:
    // had the headers gone out before the LISTEN, that save's NOTIFY would have reached no one.
    let saving: Promise<void> | undefined;
    const other = await t.otherProcess((db) => ({ ...db, listen: async (...args) => (await saving, db.listen(...args)) }));
    other.app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.startsWith('/1/api/live/stream/')) return;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((...args: unknown[]) => {
        if (args[0] === 200) saving ??= changed(tenant.bistro, 701);
        return writeHead(...args);
      }) as ServerResponse['writeHead'];
    });
    const s = await stream(HOSTS.bistro, tokens.merchant, undefined, other.app);
    expect(saving).toBeDefined();
    expect(dataOf(await s.nextEvent())).toMatchObject({ type: 'order.changed', order_id: 701 });
  });
});

describe('shutting down', () => {
  it('ends the open streams, so closing the server does not wait on them', async () => {
    const s = await stream();
    await t.app.close();
    await s.ended;
  });
});
