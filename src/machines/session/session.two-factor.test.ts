// The session's two-factor steps: the code after a right password, and the set-up a superadmin
// (or a member of a tenant that requires it) must finish before anything else.
import { describe, expect, it } from 'vitest';
import { USERS, makeToken } from '../../../test/msw/fixtures';
import { authFor } from '../../../test/msw/fixtures';
import { T0, refused, start, signInAs, tokenFor, useSimulatedClock, type Options } from '../../../test/session-harness';

useSimulatedClock();

const challenge: Options['signIn'] = async () => ({ ok: true, data: { mfa_required: true, mfa_token: 'mfa-1' } });
const adminSubmit = { type: 'login.submit', email: 'admin@example.com', password: 'demo12345' } as const;

describe('two-factor sign-in', () => {
  it('asks for the code after a right password, then signs in with it', async () => {
    const { actor, calls, until } = start({ signIn: challenge, completeSignIn: signInAs(USERS.admin) });
    await until((s) => s.matches('signedOut'));
    actor.send(adminSubmit);
    await until((s) => s.hasTag('awaitingCode'));
    expect(calls.persistAuth).toEqual([]);
    // A blank code is not sent.
    actor.send({ type: 'code.submit', code: '  ' });
    expect(calls.completeSignIn).toEqual([]);
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.completeSignIn).toEqual([{ mfaToken: 'mfa-1', code: '123456' }]);
    expect(calls.navigate).toEqual([{ to: '/superadmin' }]);
    expect(actor.getSnapshot().context.mfaToken).toBeNull();
  });

  it("shows a refused code's message and stays on the code step; 'Back to sign in' forgets the step", async () => {
    const { actor, calls, until } = start({ signIn: challenge, completeSignIn: refused('The code is not valid.') });
    await until((s) => s.matches('signedOut'));
    actor.send(adminSubmit);
    await until((s) => s.hasTag('awaitingCode'));
    actor.send({ type: 'code.submit', code: '000000' });
    await until((s) => s.hasTag('awaitingCode') && !s.hasTag('signingIn') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The code is not valid.');
    expect(calls.notify.map((n) => n.message)).toEqual(['The code is not valid.']);
    actor.send({ type: 'code.cancel' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ mfaToken: null, error: null });
  });

  it('a failed call keeps the step with the fallback message', async () => {
    const { actor, until } = start({ signIn: challenge, completeSignIn: () => Promise.reject({}) });
    await until((s) => s.matches('signedOut'));
    actor.send(adminSubmit);
    await until((s) => s.hasTag('awaitingCode'));
    actor.send({ type: 'code.submit', code: '123456' });
    await until((s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Could not check the code. Please try again.');
  });

  it('sends a superadmin who must set it up to /two-factor first, and goes on with the fresh token', async () => {
    const { actor, calls, until } = start({ signIn: signInAs(USERS.newAdmin) });
    await until((s) => s.matches('signedOut'));
    actor.send({ ...adminSubmit, email: 'newadmin@example.com' });
    await until((s) => s.hasTag('settingUpTwoFactor'));
    expect(calls.navigate).toEqual([{ to: '/two-factor', replace: true }]);
    expect(calls.notify).toEqual([]);
    const fresh = makeToken({ ...USERS.newAdmin, mfa_setup_required: false }, { now: T0 });
    actor.send({ type: 'session.renewed', access: fresh });
    await until((s) => s.matches({ signedIn: 'ready' }));
    expect(calls.navigate.at(-1)).toEqual({ to: '/superadmin' });
    expect(calls.stored).toMatchObject({ token: fresh });
    expect(actor.getSnapshot().context.auth?.mfa_setup_required).toBeUndefined();
  });

  it('a stored session that must set it up resumes on /two-factor', async () => {
    const { actor, calls, until } = start({ persisted: { auth: { ...authFor(USERS.newAdmin, { now: T0 }), token: tokenFor(USERS.newAdmin), mfa_setup_required: true }, tenant: null } });
    await until((s) => s.hasTag('settingUpTwoFactor'));
    expect(calls.navigate).toEqual([{ to: '/two-factor', replace: true }]);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });
});
