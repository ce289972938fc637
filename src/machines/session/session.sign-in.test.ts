// Signing in: the login rules and errors of spec sections 5 and 8, and arriving by hand-off.
import { describe, expect, it } from 'vitest';
import { PASSWORD, TENANTS, USERS, makeToken } from '../../../test/msw/fixtures';
import { MESSAGES } from './session.machine';
import { never } from '../../../test/promises';
import { useSimulatedClock, T0, refused, start, tokenAnswer, tokenFor, signInAs, submit, messages, type Options } from '../../../test/session-harness';

useSimulatedClock();

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
      signIn: refused(MESSAGES.superadminsOnly, { code: 'xyz', domain: 'freshfarms.localhost' }),
    });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.matches('leaving'));
    expect(calls.goToUrl).toEqual(['http://freshfarms.localhost:5173/handoff?code=xyz']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('errors, shown inline and as a toast, word for word', () => {
    const cases: [string, Options, string][] = [
      ["the server's detail", { signIn: refused('No active account found with the given credentials') }, 'No active account found with the given credentials'],
      ['no message: the fallback', { signIn: refused('') }, 'Login failed. Please check your credentials.'],
      ['an unexpected rejection: the fallback', { signIn: () => Promise.reject({}) }, 'Login failed. Please check your credentials.'],
      ['server refusal on the admin host', { signIn: refused(MESSAGES.superadminsOnly) }, 'This login page is for superadmins only. Please sign in via your tenant domain.'],
      [
        'a token without the superadmin, admin and staff flags on the local host',
        { signIn: async () => tokenAnswer(makeToken({ ...USERS.admin, is_staff: false }, { now: T0 })) },
        'This login page is for superadmins only. Please sign in via your tenant domain.',
      ],
      [
        "a tenant domain that is not one of the user's",
        { host: 'harbor.localhost', signIn: signInAs(USERS.merchant) },
        'You do not have access to this tenant domain. Please use your assigned tenant URL.',
      ],
      [
        'a tenant of unknown type',
        {
          host: 'depot.localhost',
          signIn: async () =>
            tokenAnswer(makeToken({ ...USERS.merchant, tenants: [{ ...TENANTS.bistro, domain: 'depot.localhost', type: 'warehouse' as never, role: 'owner' }] }, { now: T0 })),
        },
        'Unknown tenant type for this domain.',
      ],
      ['no tenants', { host: 'bistro.localhost', signIn: signInAs(USERS.merchant), loadTenants: async () => [] }, 'No tenants assigned to your account. Contact an administrator.'],
      ['tenants fail to load', { host: 'bistro.localhost', signIn: signInAs(USERS.merchant), loadTenants: () => Promise.reject(new Error('boom')) }, 'Failed to load your tenants.'],
      ['an unreadable token', { signIn: async () => tokenAnswer('garbage') }, 'Login failed. Please check your credentials.'],
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
    const { actor, until } = start({ signIn: refused('nope') });
    await until((s) => s.matches('signedOut'));
    actor.send(submit);
    await until((s) => s.context.error === 'nope');
    actor.send(submit);
    expect(actor.getSnapshot().context.error).toBeNull();
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

describe('hand-off arrival (/handoff?code=…)', () => {
  it('exchanges the code and selects the tenant whose domain is this host', async () => {
    const { actor, calls, until } = start({ host: 'harbor.localhost', exchangeHandoff: async ({ code }) => (code === 'ok' ? tokenFor(USERS.owner) : never()) });
    await until((s) => s.matches('signedOut'));
    actor.send({ type: 'handoff.exchange', code: 'ok' });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.tenant).toMatchObject(TENANTS.harbor);
    expect(calls.persistTenant).toEqual([expect.objectContaining(TENANTS.harbor)]);
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
