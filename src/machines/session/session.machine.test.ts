// The session: its token, persisted state, expiry, logout and the host check.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { TENANTS, USERS, authFor } from '../../../test/msw/fixtures';
import { decodeToken } from './session.machine';
import type { Persisted } from './session.machine';
import { deferred, never } from '../../../test/promises';
import { useSimulatedClock, T0, clock, fail, start, tokenFor, messages } from '../../../test/session-harness';

useSimulatedClock();

describe('token', () => {
  it('decodes the claims without verifying; expiresAt is exp × 1000', () => {
    const auth = decodeToken(tokenFor(USERS.owner, 60))!;
    expect(auth).toMatchObject({ user_id: 4, email: 'owner@example.com', first_name: 'Otto', is_superadmin: false, tenants: USERS.owner.tenants });
    expect(auth.expiresAt).toBe(T0 + 60_000);
    expect(decodeToken('not a token')).toBeNull();
  });
});

describe('persisted session', () => {
  it('renders nothing until the persisted state has loaded', async () => {
    let resolve!: (p: Persisted) => void;
    const { actor, until } = start({ persisted: new Promise<Persisted>((r) => (resolve = r)) });
    expect(actor.getSnapshot().hasTag('hydrated')).toBe(false);
    resolve({ auth: null, tenant: null });
    await until((s) => s.hasTag('hydrated'));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('gives up waiting for storage after the 5000 ms persist timeout', () => {
    const { actor } = start({ persisted: never() });
    clock.increment(4999);
    expect(actor.getSnapshot().matches('hydrating')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('restores a session and logs out at expiresAt', async () => {
    const auth = authFor(USERS.admin, { now: T0, ttlSeconds: 3600 });
    const { actor, calls, until } = start({ persisted: { auth, tenant: null } });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.auth?.email).toBe('admin@example.com');
    clock.increment(3600_000 - 1);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.auth).toBeNull();
    expect(calls.clearAuth).toBe(1);
    expect(messages(calls)).toEqual(['Session expired. Please log in again.']);
    expect(calls.navigate).toEqual([{ to: '/login' }]);
  });

  it('logs out at once when expiresAt is already past', async () => {
    const auth = authFor(USERS.admin, { now: T0 - 7200_000, ttlSeconds: 3600 });
    const { actor, calls, until } = start({ persisted: { auth, tenant: null } });
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    await until((s) => s.hasTag('hydrated'));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(seen.some((v) => v.includes('signedIn'))).toBe(false);
    expect(calls.clearAuth).toBe(1);
    expect(actor.getSnapshot().context.auth).toBeNull();
  });

  it('logout clears all auth state', async () => {
    const auth = authFor(USERS.merchant, { now: T0 });
    const { actor, calls, until } = start({ host: 'bistro.localhost', persisted: { auth, tenant: TENANTS.bistro } });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.tenant?.name).toBe('Corner Bistro');
    actor.send({ type: 'logout' });
    const s = actor.getSnapshot();
    expect(s.matches('signedOut')).toBe(true);
    expect(s.context).toMatchObject({ auth: null, tenant: null, tenants: [] });
    expect(calls.clearAuth).toBe(1);
    expect(calls.navigate.at(-1)).toEqual({ to: '/login' });
    // The timer went with the session.
    clock.increment(24 * 3600_000);
    expect(calls.notify).toEqual([]);
  });

  describe('sign out everywhere', () => {
    it('asks the server to end every session, then signs out here with a notice', async () => {
      const done = deferred<void>();
      const { actor, calls, until } = start({
        host: 'bistro.localhost',
        persisted: { auth: authFor(USERS.merchant, { now: T0 }), tenant: TENANTS.bistro },
        revokeSessions: () => done.promise,
      });
      await until((s) => s.matches({ signedIn: 'ready' }));
      actor.send({ type: 'sessions.revoke' });
      expect(actor.getSnapshot().hasTag('revokingSessions')).toBe(true);
      expect(calls.revokeSessions).toBe(1);
      // While it runs, a second click asks nothing more.
      actor.send({ type: 'sessions.revoke' });
      expect(calls.revokeSessions).toBe(1);
      done.resolve();
      await until((s) => s.matches('signedOut'));
      expect(actor.getSnapshot().context.auth).toBeNull();
      expect(calls.clearAuth).toBe(1);
      expect(calls.notify).toContainEqual({ message: 'You have been signed out on every device.', variant: 'success' });
      expect(calls.navigate.at(-1)).toEqual({ to: '/login' });
    });

    it('stays signed in with the error when the call fails', async () => {
      const { actor, calls, until } = start({ persisted: { auth: authFor(USERS.admin, { now: T0 }), tenant: null }, revokeSessions: () => fail({ message: 'Network down.' }) });
      await until((s) => s.matches({ signedIn: 'ready' }));
      actor.send({ type: 'sessions.revoke' });
      await until((s) => s.matches({ signedIn: 'ready' }) && calls.revokeSessions === 1);
      expect(calls.notify.at(-1)).toEqual({ message: 'Network down.', variant: 'error' });
      expect(calls.clearAuth).toBe(0);
    });
  });

  it('a 401 from the API ends the session with a message', async () => {
    const { actor, calls, until } = start({ persisted: { auth: authFor(USERS.admin, { now: T0 }), tenant: null } });
    await until((s) => s.hasTag('signedIn'));
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.notify).toEqual([{ message: 'Session expired. Please log in again.', variant: 'error' }]);
    expect(calls.navigate).toEqual([{ to: '/login' }]);
    expect(calls.clearAuth).toBe(1);
  });

  describe('host rules for a restored session', () => {
    it('a superadmin may stay on the local host', async () => {
      const { calls, until } = start({ persisted: { auth: authFor(USERS.admin, { now: T0 }), tenant: null } });
      await until((s) => s.matches({ signedIn: 'ready' }));
      expect(calls.navigate).toEqual([]);
    });

    it("others on the local host go to their tenant's domain through the hand-off", async () => {
      const { actor, calls, until } = start({
        persisted: { auth: authFor(USERS.supplier, { now: T0 }), tenant: null },
        requestHandoff: async () => ({ code: 'c1', domain: 'freshfarms.localhost' }),
      });
      await until((s) => s.matches('leaving'));
      expect(calls.requestHandoff).toEqual([TENANTS.freshFarms.id]);
      expect(calls.goToUrl).toEqual(['http://freshfarms.localhost:5173/handoff?code=c1']);
      expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    });

    it('others without tenants on the local host go to /dashboard', async () => {
      const { calls, until } = start({ persisted: { auth: authFor(USERS.loner, { now: T0 }), tenant: null } });
      await until((s) => s.matches({ signedIn: 'ready' }));
      expect(calls.navigate).toEqual([{ to: '/dashboard', replace: true }]);
    });

    it("on one of the user's domains the host's tenant is selected", async () => {
      const { actor, until } = start({ host: 'harbor.localhost', persisted: { auth: authFor(USERS.owner, { now: T0 }), tenant: null } });
      await until((s) => s.matches({ signedIn: 'ready' }));
      expect(actor.getSnapshot().context.tenant?.name).toBe('Harbor Cafe');
    });

    it("a wrong domain sends the user to the first tenant's domain", async () => {
      const { calls, until } = start({
        host: 'freshfarms.localhost',
        persisted: { auth: authFor(USERS.owner, { now: T0 }), tenant: null },
        requestHandoff: async () => ({ code: 'c2', domain: 'bistro.localhost' }),
      });
      await until((s) => s.matches('leaving'));
      expect(calls.requestHandoff).toEqual([TENANTS.bistro.id]);
      expect(calls.goToUrl).toEqual(['http://bistro.localhost:5173/handoff?code=c2']);
    });

    it('a wrong domain without tenants goes to /unauthorized', async () => {
      const { calls, until } = start({ host: 'bistro.localhost', persisted: { auth: authFor(USERS.loner, { now: T0 }), tenant: null } });
      await until((s) => s.matches({ signedIn: 'ready' }));
      expect(calls.navigate).toEqual([{ to: '/unauthorized', replace: true }]);
    });
  });
});

describe('host check', () => {
  it('an invalid host replaces the route with /unauthorized', async () => {
    const { actor, calls, until } = start();
    await until((s) => s.hasTag('hydrated'));
    actor.send({ type: 'host.invalid' });
    expect(calls.navigate).toEqual([{ to: '/unauthorized', replace: true }]);
  });

  it('forwards location changes to the host check, which checks this host on every path but /unauthorized', async () => {
    const { actor, calls, until } = start({ host: 'bistro.localhost' });
    await until((s) => s.hasTag('hydrated'));
    const child = actor.getSnapshot().children.hostCheck!;
    expect(calls.checkHost).toEqual([]);
    actor.send({ type: 'location.changed', pathname: '/login' });
    await waitFor(child, (s) => s.value === 'valid');
    expect(calls.checkHost).toEqual(['bistro.localhost']);
    actor.send({ type: 'location.changed', pathname: '/unauthorized' });
    expect(child.getSnapshot().value).toBe('idle');
    expect(calls.checkHost).toEqual(['bistro.localhost']);
  });
});
