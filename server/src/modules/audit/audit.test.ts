// The security audit log: events recorded per tenant (platform-wide when they name no member of
// the Host's tenant), each tenant reading only its own, the superadmin all, kept one year.
import { describe, expect, it } from 'vitest';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

let ip = 0;
const signIn = (email: string, password: string, host: string) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/', host, remoteAddress: `192.0.2.${++ip}`, payload: { email, password } });
const tenantLog = async (host: string, email: string) =>
  (await t.request({ url: '/1/api/audit/events/', host, token: await t.login(email, host) })).json() as { event: string; email: string; tenant_name: string | null; ip: string }[];
const platformLog = async () =>
  (await t.request({ url: '/1/api/audit/sm/events/', token: await t.login(DEMO.superadmin, HOSTS.admin) })).json() as { event: string; email: string; tenant_name: string | null }[];

describe('the audit log', () => {
  it("records sign-ins and failed ones in the Host tenant's log, with the address; other tenants never see them", async () => {
    expect((await signIn(DEMO.merchant, 'wrong-password', HOSTS.bistro)).statusCode).toBe(401);
    expect((await signIn(DEMO.merchant, DEMO.password, HOSTS.bistro)).statusCode).toBe(200);
    const bistro = await tenantLog(HOSTS.bistro, DEMO.owner);
    expect(bistro.filter((e) => e.email === DEMO.merchant).map((e) => e.event)).toEqual(expect.arrayContaining(['sign_in', 'sign_in_failed']));
    expect(bistro.find((e) => e.event === 'sign_in_failed')).toMatchObject({ tenant_name: 'Corner Bistro', ip: expect.stringMatching(/^192\.0\.2\./) });
    const harbor = await tenantLog(HOSTS.harbor, DEMO.owner);
    expect(harbor.some((e) => e.email === DEMO.merchant)).toBe(false);
  });

  it("keeps a failed sign-in that names no member out of every tenant's log, for the superadmin only", async () => {
    expect((await signIn('stranger@example.com', 'guess-guess', HOSTS.bistro)).statusCode).toBe(401);
    expect((await tenantLog(HOSTS.bistro, DEMO.owner)).some((e) => e.email === 'stranger@example.com')).toBe(false);
    expect(await platformLog()).toContainEqual(expect.objectContaining({ event: 'sign_in_failed', email: 'stranger@example.com', tenant_name: null }));
  });

  it("records 'sign out everywhere' in every tenant of the user", async () => {
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    expect((await t.request({ method: 'POST', url: '/1/api/auth/sessions/revoke/', token })).statusCode).toBe(204);
    for (const host of [HOSTS.bistro, HOSTS.harbor]) expect((await tenantLog(host, DEMO.owner)).map((e) => e.event)).toContain('sessions_revoked');
  });

  it('is for members of the tenant and for superadmins', async () => {
    const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
    expect((await t.request({ url: '/1/api/audit/events/', host: HOSTS.bistro, token: supplier })).statusCode).toBe(404);
    expect((await t.request({ url: '/1/api/audit/sm/events/', token: supplier })).statusCode).toBe(403);
  });

  it('forgets events older than a year', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.audit_events'))[0].n;
    expect(before).toBeGreaterThan(0);
    clock.advance(366 * 24 * 60 * 60);
    expect((await signIn(DEMO.merchant, DEMO.password, HOSTS.bistro)).statusCode).toBe(200);
    const rows = await t.db.query<{ event: string }>('SELECT event FROM public.audit_events');
    expect(rows).toEqual([{ event: 'sign_in' }]);
  });
});
