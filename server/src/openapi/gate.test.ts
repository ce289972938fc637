// The gate answers who the caller is, which tenant the Host names and whether they belong to it
// with one database round trip, kept until any of them changes (modules/users/callers.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../test/helpers';
import { loadDocument, type Audience } from './document';
import { gate } from './gate';
import { watchCallers, type Callers } from '../modules/users/callers';
import { systemClock } from '../lib/clock';

let t: TestContext;
let token: string;
let callers: Callers;
beforeAll(async () => {
  // No message worker: its polls would be queries of their own beside the gate's one.
  t = await createTestContext({ messageWorker: false });
  token = await t.login(DEMO.owner, HOSTS.bistro);
  callers = watchCallers(t.db, systemClock);
});
afterAll(async () => {
  callers.stop();
  await t.close();
});

const operationFor = (audience: Audience) => loadDocument().operations.find((o) => o.audience === audience && o.method === 'get')!;

function requestAt(host: string) {
  return { headers: { authorization: `Bearer ${token}` }, hostname: host, server: { db: t.db, tokens: t.tokens, callers }, user: null, tenant: null } as unknown as FastifyRequest;
}

describe('the gate', () => {
  it('lets a member into a tenant call with one query, and sets the user and the tenant', async () => {
    const query = vi.spyOn(t.db, 'query');
    try {
      const req = requestAt(HOSTS.harbor);
      await gate(req, operationFor('merchant'));
      expect(query).toHaveBeenCalledTimes(1);
      expect(req.user?.email).toBe(DEMO.owner);
      expect(req.tenant).toMatchObject({ name: 'Harbor Cafe', schema_name: 'harbor_cafe', type: 'merchant' });
      expect(req.tenant?.created_at).toBeInstanceOf(Date);
    } finally {
      query.mockRestore();
    }
  });

  it('sees a removed membership and a deactivated user on the very next request', async () => {
    const [owner] = await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.owner]);
    const [harbor] = await t.db.query('SELECT id FROM public.tenants WHERE domain = $1', [HOSTS.harbor]);
    await t.db.query('DELETE FROM public.memberships WHERE user_id = $1 AND tenant_id = $2', [owner.id, harbor.id]);
    await expect(gate(requestAt(HOSTS.harbor), operationFor('merchant'))).rejects.toMatchObject({ statusCode: 404 });
    await gate(requestAt(HOSTS.bistro), operationFor('merchant'));
    await t.db.query('UPDATE public.users SET is_active = false WHERE id = $1', [owner.id]);
    await expect(gate(requestAt(HOSTS.bistro), operationFor('merchant'))).rejects.toMatchObject({ statusCode: 401 });
    await t.db.query('UPDATE public.users SET is_active = true WHERE id = $1', [owner.id]);
    await t.db.query('INSERT INTO public.memberships (user_id, tenant_id) VALUES ($1, $2)', [owner.id, harbor.id]);
    // Deactivation ended the old token for good (decisions.md "Revocable sessions"): sign in again.
    await expect(gate(requestAt(HOSTS.bistro), operationFor('merchant'))).rejects.toMatchObject({ statusCode: 401 });
    token = await t.login(DEMO.owner, HOSTS.bistro);
  });

  it('answers 404 for a host that is no tenant, and 403 for a tenant of the other type', async () => {
    await expect(gate(requestAt('nowhere.localhost'), operationFor('merchant'))).rejects.toMatchObject({ statusCode: 404 });
    await expect(gate(requestAt(HOSTS.bistro), operationFor('supplier'))).rejects.toMatchObject({ statusCode: 403 });
  });
});
