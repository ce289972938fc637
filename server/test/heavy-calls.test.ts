// Per-tenant turns for heavy calls (issue 27): while one tenant has its heavy calls running and
// queued, its next place/ or finalize is a 429 with Retry-After in DRF's shape, and another tenant's
// heavy call still runs. The tenant's slots are held by promises the test settles by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_CALLS, TenantLimiter } from '../src/lib/tenant-limiter';
import { findTenantByDomain } from '../src/modules/tenants/repo';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

let t: TestContext;
let merchant: string;
let owner: string;
let bistroId: number;
const heavyCalls = new TenantLimiter(HEAVY_CALLS);
beforeAll(async () => {
  t = await createTestContext({ messageWorker: false }, { heavyCalls });
  merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  owner = await t.login(DEMO.owner, HOSTS.harbor);
  bistroId = (await findTenantByDomain(t.db, HOSTS.bistro))!.id;
});
afterAll(() => t.close());

// A supplier id no tenant has: the call runs and answers 400 (not 429) when it gets its turn.
const place = (token: string, host: string) =>
  t.request({ method: 'POST', url: '/1/api/merchant-orders/orders/place/', payload: { groups: [{ merchant_supplier_id: 999_999, items: [{ product_id: 1, qty: 1 }] }] }, token, host });

describe('heavy calls of one tenant', () => {
  it('queue behind each other, and past the queue answer 429 with Retry-After while other tenants go on', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slots = Array.from({ length: HEAVY_CALLS.concurrent + HEAVY_CALLS.queued }, () => heavyCalls.run(bistroId, () => held));
    expect(heavyCalls.load(bistroId)).toEqual({ running: HEAVY_CALLS.concurrent, waiting: HEAVY_CALLS.queued });

    const refused = await place(merchant, HOSTS.bistro);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(HEAVY_CALLS.retryAfterSeconds));
    expect(refused.json()).toEqual({ detail: `Request was throttled. Expected available in ${HEAVY_CALLS.retryAfterSeconds} seconds.` });
    const finalize = await t.request({ method: 'POST', url: '/1/api/inventory/cycle-counts/1/finalize/', payload: {}, token: merchant, host: HOSTS.bistro });
    expect(finalize.statusCode).toBe(429);

    expect((await place(owner, HOSTS.harbor)).statusCode).toBe(400);

    release();
    await Promise.all(slots);
    expect(heavyCalls.load(bistroId)).toEqual({ running: 0, waiting: 0 });
    expect((await place(merchant, HOSTS.bistro)).statusCode).toBe(400);
  });
});
