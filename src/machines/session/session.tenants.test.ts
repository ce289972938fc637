// Choosing a tenant: after sign-in, and from the header's tenant button.
import { describe, expect, it } from 'vitest';
import { TENANTS, USERS, authFor } from '../../../test/msw/fixtures';
import { roleIn } from '../../lib/roles';
import { useSimulatedClock, T0, fail, start, signInAs, submit, messages, type Options } from '../../../test/session-harness';

useSimulatedClock();

describe('tenant selection after sign-in', () => {
  it('uses the tenant saved under the selected-tenant key without fetching', async () => {
    const { actor, calls, until } = start({ host: 'bistro.localhost', persisted: { auth: null, tenant: TENANTS.bistro }, signIn: signInAs(USERS.owner) });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.loadTenants).toBe(0);
    expect(actor.getSnapshot().context.tenant).toMatchObject(TENANTS.bistro);
    expect(messages(calls)).toEqual(['Using Corner Bistro']);
    expect(calls.navigate).toEqual([{ to: '/merchant' }]);
  });

  it("ignores a saved tenant that is not the user's", async () => {
    const { actor, calls, until } = start({
      host: 'bistro.localhost',
      persisted: { auth: null, tenant: { ...TENANTS.harbor, domain: 'bistro.localhost' } },
      signIn: signInAs(USERS.merchant),
      loadTenants: async () => [TENANTS.bistro],
    });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.loadTenants).toBe(1);
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.bistro);
  });

  it("one tenant is selected: 'Using {tenant}', stored, and its area opens", async () => {
    const { actor, calls, until } = start({ host: 'freshfarms.localhost', signIn: signInAs(USERS.supplier), loadTenants: async () => [TENANTS.freshFarms] });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(messages(calls)).toEqual(['Using Fresh Farms']);
    expect(calls.persistTenant).toEqual([TENANTS.freshFarms]);
    expect(calls.navigate).toEqual([{ to: '/supplier' }]);
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.freshFarms);
  });

  it("several tenants on a tenant's domain: the tenant the domain names is used, without the picker", async () => {
    const { actor, calls, until } = start({ host: 'harbor.localhost', signIn: signInAs(USERS.owner), loadTenants: async () => [TENANTS.bistro, TENANTS.harbor] });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.harbor);
    expect(messages(calls)).toEqual(['Using Harbor Cafe']);
    expect(calls.persistTenant).toEqual([TENANTS.harbor]);
    expect(calls.navigate).toEqual([{ to: '/merchant' }]);
  });

  describe('several tenants, none on this domain, open the picker', () => {
    // The token names bistro.localhost, but the tenants fetched put no tenant on this domain.
    const elsewhere = { ...TENANTS.bistro, domain: 'bistro.example' };
    async function picking(extra: Options = {}) {
      const started = start({ host: 'bistro.localhost', signIn: signInAs(USERS.owner), loadTenants: async () => [elsewhere, TENANTS.harbor], ...extra });
      await started.until((s) => s.matches('signedOut'));
      started.actor.send(submit);
      await started.until((s) => s.hasTag('pickingTenant'));
      expect(started.actor.getSnapshot().context.tenants).toHaveLength(2);
      return started;
    }

    it('a tenant on another domain is reached through the hand-off, still signed in', async () => {
      const { actor, calls, until } = await picking({ requestHandoff: async () => ({ code: 'h1', domain: 'harbor.localhost' }) });
      actor.send({ type: 'tenant.choose', id: TENANTS.harbor.id });
      await until((s) => s.matches('leaving'));
      expect(calls.requestHandoff).toEqual([TENANTS.harbor.id]);
      expect(calls.goToUrl).toEqual(['http://harbor.localhost:5173/handoff?code=h1']);
      expect(calls.persistTenant).toEqual([]);
    });

    it('a failed hand-off request keeps the user here with a message', async () => {
      const { actor, calls, until } = await picking({ requestHandoff: () => fail({ message: 'Not found.' }) });
      actor.send({ type: 'tenant.choose', id: TENANTS.harbor.id });
      await until((s) => s.matches({ signedIn: 'ready' }));
      expect(messages(calls)).toEqual(['Not found.']);
    });

    it('closing the picker lands on /dashboard without a tenant', async () => {
      const { actor, calls } = await picking();
      actor.send({ type: 'picker.close' });
      expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
      expect(actor.getSnapshot().context.tenant).toBeNull();
      expect(calls.navigate).toEqual([{ to: '/dashboard' }]);
    });
  });
});

describe("the header's tenant button", () => {
  it('always shows the picker, and closing it changes nothing', async () => {
    const { actor, calls, until } = start({
      host: 'bistro.localhost',
      persisted: { auth: authFor(USERS.merchant, { now: T0 }), tenant: TENANTS.bistro },
      loadTenants: async () => [TENANTS.bistro],
    });
    await until((s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'picker.open' });
    expect(actor.getSnapshot().hasTag('loadingTenants')).toBe(true);
    await until((s) => s.hasTag('pickingTenant'));
    actor.send({ type: 'picker.close' });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(calls.navigate).toEqual([]);
    expect(actor.getSnapshot().context.tenant).toMatchObject(TENANTS.bistro);
  });

  it("choosing from the picker stores the tenant, toasts 'You are now managing {tenant}' and opens its area", async () => {
    const { actor, calls, until } = start({
      host: 'bistro.localhost',
      persisted: { auth: authFor(USERS.owner, { now: T0 }), tenant: TENANTS.bistro },
      loadTenants: async () => [TENANTS.bistro, TENANTS.harbor],
    });
    await until((s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'picker.open' });
    await until((s) => s.hasTag('pickingTenant'));
    actor.send({ type: 'tenant.choose', id: TENANTS.bistro.id });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(calls.persistTenant).toEqual([TENANTS.bistro]);
    expect(messages(calls)).toEqual(['You are now managing Corner Bistro']);
    expect(calls.navigate).toEqual([{ to: '/merchant' }]);
  });

  it('a failed load shows the message and keeps the session', async () => {
    const { actor, calls, until } = start({
      persisted: { auth: authFor(USERS.admin, { now: T0 }), tenant: null },
      loadTenants: () => Promise.reject(new Error('down')),
    });
    await until((s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'picker.open' });
    await until((s) => s.matches({ signedIn: 'ready' }) && calls.notify.length > 0);
    expect(messages(calls)).toEqual(['Failed to load your tenants.']);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });
});

describe('roles in the claims (decisions.md "Roles")', () => {
  it("keeps each tenant's role from the token, so the areas can read the role in the selected tenant", async () => {
    const { actor, until } = start({ host: 'bistro.localhost', signIn: signInAs(USERS.staff), loadTenants: async () => [TENANTS.bistro] });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    const { auth, tenant } = actor.getSnapshot().context;
    expect(auth!.tenants).toEqual([{ ...TENANTS.bistro, role: 'staff' }]);
    expect(roleIn(auth!.tenants, tenant!.id)).toBe('staff');
  });
});
