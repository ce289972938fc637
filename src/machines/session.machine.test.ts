import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { PASSWORD, TENANTS, USERS, authFor, makeToken, type DemoUser } from '../../test/msw/fixtures';
import { hostCheckMachine } from './host-check.machine';
import { MESSAGES, decodeToken, sessionMachine, type HandoffCode, type Persisted, type SessionFailure, type Tenant } from './session.machine';

const T0 = 1_750_000_000_000;
let clock: SimulatedClock;

beforeEach(() => {
  clock = new SimulatedClock();
  clock.set(T0);
  // One clock for the machine's timers (after) and for its reading of the time (expiresAt).
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now());
});
afterEach(() => vi.restoreAllMocks());

const never = <T,>() => new Promise<T>(() => {});
const fail = (f: SessionFailure) => Promise.reject(Object.assign(new Error(f.message ?? 'failed'), f));

interface Options {
  host?: string;
  localHost?: boolean;
  persisted?: Persisted | Promise<Persisted>;
  signIn?: (input: { email: string; password: string }) => Promise<string>;
  exchangeHandoff?: (input: { code: string }) => Promise<string>;
  requestHandoff?: (input: { tenantId: number }) => Promise<HandoffCode>;
  loadTenants?: () => Promise<Tenant[]>;
}

function start(o: Options = {}) {
  const host = o.host ?? 'localhost';
  const calls = {
    signIn: [] as { email: string; password: string }[],
    requestHandoff: [] as number[],
    loadTenants: 0,
    navigate: [] as { to: string; replace?: boolean }[],
    notify: [] as { message: string; variant: string }[],
    goToUrl: [] as string[],
    persistAuth: [] as unknown[],
    clearAuth: 0,
    /** What storage holds after persistAuth/clearAuth. */
    stored: null as unknown,
    persistTenant: [] as Tenant[],
    checkHost: [] as string[],
  };
  const machine = sessionMachine.provide({
    actors: {
      loadPersisted: fromPromise(async () => o.persisted ?? { auth: null, tenant: null }),
      signIn: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        calls.signIn.push(input);
        return (o.signIn ?? (() => never<string>()))(input);
      }),
      exchangeHandoff: fromPromise(async ({ input }: { input: { code: string } }) => (o.exchangeHandoff ?? (() => never<string>()))(input)),
      requestHandoff: fromPromise(async ({ input }: { input: { tenantId: number } }) => {
        calls.requestHandoff.push(input.tenantId);
        return (o.requestHandoff ?? (() => never<HandoffCode>()))(input);
      }),
      loadTenants: fromPromise(async () => {
        calls.loadTenants++;
        return (o.loadTenants ?? (() => never<Tenant[]>()))();
      }),
      hostCheck: hostCheckMachine.provide({
        actors: {
          checkHost: fromPromise<{ is_valid?: unknown }, { host: string }>(async ({ input }) => {
            calls.checkHost.push(input.host);
            return { is_valid: true };
          }),
        },
      }),
    },
    actions: {
      navigate: (_, p) => void calls.navigate.push(p),
      notify: (_, p) => void calls.notify.push(p),
      goToUrl: (_, p) => void calls.goToUrl.push(p.url),
      persistAuth: (_, p) => {
        calls.persistAuth.push(p.auth);
        calls.stored = p.auth;
      },
      clearAuth: () => {
        calls.clearAuth++;
        calls.stored = null;
      },
      persistTenant: (_, p) => void calls.persistTenant.push(p.tenant),
    },
  });
  const actor = createActor(machine, {
    input: { host, localHost: o.localHost ?? host === 'localhost', protocol: 'http:', handoffPort: '5173' },
    clock,
  }).start();
  const until = (pred: (s: SnapshotFrom<typeof sessionMachine>) => boolean) => waitFor(actor, pred, { timeout: 1000 });
  return { actor, calls, until };
}

const tokenFor = (u: DemoUser, ttlSeconds?: number) => makeToken(u, { now: T0, ttlSeconds });
const signInAs = (u: DemoUser) => async () => tokenFor(u);
const submit = { type: 'login.submit', email: ' Owner@Example.COM ', password: PASSWORD } as const;
const messages = (calls: { notify: { message: string }[] }) => calls.notify.map((n) => n.message);

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
    expect(messages(calls)).toEqual([MESSAGES.sessionExpired]);
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

describe('sign-in', () => {
  it('lowercases the email; a superadmin is welcomed and goes to /superadmin', async () => {
    const { actor, calls, until } = start({ signIn: signInAs(USERS.admin) });
    await until((s) => s.matches('signedOut'));
    actor.send({ ...submit, email: ' Admin@Example.com' });
    expect(actor.getSnapshot().hasTag('signingIn')).toBe(true);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.signIn).toEqual([{ email: 'admin@example.com', password: PASSWORD }]);
    expect(calls.notify).toEqual([{ message: 'Welcome, superadmin!', variant: 'success' }]);
    expect(calls.navigate).toEqual([{ to: '/superadmin' }]);
    expect(calls.persistAuth).toEqual([expect.objectContaining({ token: tokenFor(USERS.admin), email: 'admin@example.com', expiresAt: T0 + 12 * 3600_000 })]);
    expect(calls.loadTenants).toBe(0);
  });

  it("a tenant user on the admin host is sent to the tenant's domain with the server's hand-off code", async () => {
    const { actor, calls, until } = start({
      signIn: () => fail({ message: MESSAGES.superadminsOnly, handoff: { code: 'xyz', domain: 'freshfarms.localhost' } }),
    });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches('leaving'));
    expect(calls.goToUrl).toEqual(['http://freshfarms.localhost:5173/handoff?code=xyz']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('errors, shown inline and as a toast, word for word', () => {
    const cases: [string, Options, string][] = [
      ["the server's detail", { signIn: () => fail({ message: 'No active account found with the given credentials' }) }, 'No active account found with the given credentials'],
      ['no message: the fallback', { signIn: () => Promise.reject({}) }, 'Login failed. Please check your credentials.'],
      ['server refusal on the admin host', { signIn: () => fail({ message: MESSAGES.superadminsOnly }) }, 'This login page is for superadmins only. Please sign in via your tenant domain.'],
      [
        'a token without the superadmin, admin and staff flags on the local host',
        { signIn: async () => makeToken({ ...USERS.admin, is_staff: false }, { now: T0 }) },
        'This login page is for superadmins only. Please sign in via your tenant domain.',
      ],
      [
        "a tenant domain that is not one of the user's",
        { host: 'harbor.localhost', signIn: signInAs(USERS.merchant) },
        'You do not have access to this tenant domain. Please use your assigned tenant URL.',
      ],
      [
        'a tenant of unknown type',
        { host: 'depot.localhost', signIn: async () => makeToken({ ...USERS.merchant, tenants: [{ ...TENANTS.bistro, domain: 'depot.localhost', type: 'warehouse' as never }] }, { now: T0 }) },
        'Unknown tenant type for this domain.',
      ],
      ['no tenants', { host: 'bistro.localhost', signIn: signInAs(USERS.merchant), loadTenants: async () => [] }, 'No tenants assigned to your account. Contact an administrator.'],
      ['tenants fail to load', { host: 'bistro.localhost', signIn: signInAs(USERS.merchant), loadTenants: () => Promise.reject(new Error('boom')) }, 'Failed to load your tenants.'],
      ['an unreadable token', { signIn: async () => 'garbage' }, 'Login failed. Please check your credentials.'],
    ];
    it.each(cases)('%s', async (_, options, message) => {
      const { actor, calls, until } = start(options);
      await until((s) => s.matches('signedOut'));
      actor.send(submit);
      await until((s) => s.matches('signedOut') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(message);
      expect(calls.notify).toEqual([{ message, variant: 'error' }]);
      expect(actor.getSnapshot().context.auth).toBeNull();
      expect(calls.stored).toBeNull();
      expect(calls.navigate).toEqual([]);
    });
  });

  it('a new submit clears the previous error', async () => {
    const { actor, until } = start({ signIn: () => fail({ message: 'nope' }) });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.context.error === 'nope');
    actor.send(submit);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('tenant selection after sign-in', () => {
  it('uses the tenant saved under the selected-tenant key without fetching', async () => {
    const { actor, calls, until } = start({ host: 'bistro.localhost', persisted: { auth: null, tenant: TENANTS.bistro }, signIn: signInAs(USERS.owner) });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.loadTenants).toBe(0);
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.bistro);
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

  describe('several tenants open the picker', () => {
    async function picking(extra: Options = {}) {
      const started = start({ host: 'bistro.localhost', signIn: signInAs(USERS.owner), loadTenants: async () => [TENANTS.bistro, TENANTS.harbor], ...extra });
      await started.until((s) => s.matches('signedOut'));
      started.actor.send(submit);
      await started.until((s) => s.hasTag('pickingTenant'));
      expect(started.actor.getSnapshot().context.tenants).toHaveLength(2);
      return started;
    }

    it("choosing stores it, toasts 'You are now managing {tenant}' and opens its area", async () => {
      const { actor, calls } = await picking();
      actor.send({ type: 'tenant.choose', id: TENANTS.bistro.id });
      expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
      expect(calls.persistTenant).toEqual([TENANTS.bistro]);
      expect(messages(calls)).toEqual(['You are now managing Corner Bistro']);
      expect(calls.navigate).toEqual([{ to: '/merchant' }]);
    });

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
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.bistro);
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

describe('hand-off arrival (/handoff?code=…)', () => {
  it("exchanges the code and selects the tenant whose domain is this host", async () => {
    const { actor, calls, until } = start({ host: 'harbor.localhost', exchangeHandoff: async ({ code }) => (code === 'ok' ? tokenFor(USERS.owner) : never()) });
    await until((s) => s.matches('signedOut'));
    actor.send({ type: 'handoff.exchange', code: 'ok' });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.tenant).toEqual(TENANTS.harbor);
    expect(calls.persistTenant).toEqual([TENANTS.harbor]);
    expect(messages(calls)).toEqual(['You are now managing Harbor Cafe']);
    expect(calls.navigate).toEqual([{ to: '/merchant' }]);
    expect(calls.persistAuth).toHaveLength(1);
  });

  it('a failed exchange goes to /login with an error', async () => {
    const { actor, calls, until } = start({ host: 'harbor.localhost', exchangeHandoff: () => Promise.reject({}) });
    await until((s) => s.matches('signedOut'));
    actor.send({ type: 'handoff.exchange', code: 'bad' });
    await until((s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This sign-in link is invalid or has expired.');
    expect(calls.navigate).toEqual([{ to: '/login', replace: true }]);
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

describe('login form rules', () => {
  it('email and password are required', async () => {
    const { actor, calls, until } = start({ signIn: signInAs(USERS.admin) });
    await until((s) => s.matches('signedOut'));
    actor.send({ type: 'login.submit', email: '  ', password: PASSWORD });
    actor.send({ type: 'login.submit', email: 'admin@example.com', password: '' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.signIn).toEqual([]);
  });
});
