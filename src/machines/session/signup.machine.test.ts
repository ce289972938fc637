import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { invitedBy, signupMachine, type InvitationPreview, type SignupFailure, type SignupValues } from './signup.machine';

const values: SignupValues = { username: 'u', email: 'u@example.com', first_name: '', last_name: '', password: 'pw12345678', password2: 'pw12345678' };

function start(signUp: (input: SignupValues & { role: string }) => Promise<void>, invitation?: { token: string; read: () => Promise<InvitationPreview> }) {
  const clock = new SimulatedClock();
  const log = { notify: [] as string[], login: 0, inputs: [] as unknown[], read: [] as string[] };
  const machine = signupMachine.provide({
    actors: {
      signUp: fromPromise(async ({ input }: { input: SignupValues & { role: 'merchant' | 'supplier' } }) => {
        log.inputs.push(input);
        return signUp(input);
      }),
      readInvitation: fromPromise(async ({ input }: { input: { token: string } }) => {
        log.read.push(input.token);
        return invitation!.read();
      }),
    },
    actions: { notify: (_, p) => void log.notify.push(p.message), goToLogin: () => void log.login++ },
  });
  return { actor: createActor(machine, { clock, input: { invitation: invitation?.token } }).start(), clock, log };
}

const preview: InvitationPreview = { business: 'Corner Bistro', business_type: 'merchant', role: 'supplier', email: 'hello@greenvalley.example', name: 'Green Valley Farm' };

describe('sign-up', () => {
  it('the role comes first', () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'role.continue' });
    expect(actor.getSnapshot().hasTag('choosingRole')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please select whether you are a merchant or supplier.');
    actor.send({ type: 'role.choose', role: 'supplier' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'role.continue' });
    expect(actor.getSnapshot().matches('filling')).toBe(true);
  });

  it('passwords must match', () => {
    const { actor, log } = start(async () => {});
    actor.send({ type: 'role.choose', role: 'merchant' });
    actor.send({ type: 'role.continue' });
    actor.send({ type: 'signup.submit', values: { ...values, password2: 'other' } });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Passwords do not match.', fieldErrors: { password2: ['Passwords do not match.'] } });
    expect(log.inputs).toEqual([]);
  });

  it('sends the role with the form; success shows the message and goes to /login after 2 s', async () => {
    const { actor, clock, log } = start(async () => {});
    actor.send({ type: 'role.choose', role: 'merchant' });
    actor.send({ type: 'role.continue' });
    actor.send({ type: 'signup.submit', values: { ...values, username: ' u ', email: ' u@example.com ', first_name: ' Ann ', password: ' pw12345678', password2: ' pw12345678' } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    // Names and email trimmed, passwords as typed.
    expect(log.inputs).toEqual([{ ...values, first_name: 'Ann', password: ' pw12345678', password2: ' pw12345678', role: 'merchant' }]);
    expect(log.notify).toEqual(['Signup successful. You can now log in.']);
    clock.increment(1999);
    expect(log.login).toBe(0);
    clock.increment(1);
    expect(log.login).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each<[string, SignupFailure | object, string]>([
    ['detail', apiFailure(403, { detail: 'Sign-ups are closed.' }), 'Sign-ups are closed.'],
    ['nothing to show', {}, 'Signup failed. Please try again.'],
  ])('a failure shows %s', async (_, failure, message) => {
    const { actor, log } = start(() => Promise.reject(failure));
    actor.send({ type: 'role.choose', role: 'supplier' });
    actor.send({ type: 'role.continue' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches('filling') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(log.notify).toEqual([message]);
  });

  it('a refused sign-up shows the field errors under their fields', async () => {
    const { actor } = start(() => Promise.reject(apiFailure(400, { username: ['A user with that username already exists.'] }, 'Signup failed. Please try again.')));
    actor.send({ type: 'role.choose', role: 'merchant' });
    actor.send({ type: 'role.continue' });
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches('filling') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Signup failed. Please try again.', fieldErrors: { username: ['A user with that username already exists.'] } });
  });

  it('sends a business name trimmed, and none when it is blank', async () => {
    const { actor, log } = start(async () => {});
    actor.send({ type: 'role.choose', role: 'supplier' });
    actor.send({ type: 'role.continue' });
    actor.send({ type: 'signup.submit', values: { ...values, business_name: '  Fresh Farms ' } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(log.inputs).toEqual([{ ...values, business_name: 'Fresh Farms', role: 'supplier' }]);

    const blank = start(async () => {});
    blank.actor.send({ type: 'role.choose', role: 'merchant' });
    blank.actor.send({ type: 'role.continue' });
    blank.actor.send({ type: 'signup.submit', values: { ...values, business_name: '   ' } });
    await waitFor(blank.actor, (s) => s.matches('succeeded'));
    expect(blank.log.inputs).toEqual([{ ...values, role: 'merchant' }]);
  });
});

describe('sign-up with an invitation', () => {
  it('reads the invitation first; it fixes the role and goes with the sign-up', async () => {
    const { actor, log } = start(async () => {}, { token: 'tok-1', read: async () => preview });
    expect(actor.getSnapshot().hasTag('readingInvitation')).toBe(true);
    await waitFor(actor, (s) => s.matches('filling'));
    expect(log.read).toEqual(['tok-1']);
    expect(actor.getSnapshot().context).toMatchObject({ role: 'supplier', invitation: preview, invitationError: null });
    expect(invitedBy(actor.getSnapshot().context.invitation!)).toBe('Corner Bistro invited you to Tradepost');
    // The other role is not offered.
    expect(actor.getSnapshot().can({ type: 'role.change' })).toBe(false);
    actor.send({ type: 'role.change' });
    expect(actor.getSnapshot().matches('filling')).toBe(true);
    actor.send({ type: 'signup.submit', values: { ...values, business_name: 'Green Valley Farm' } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(log.inputs).toEqual([{ ...values, business_name: 'Green Valley Farm', role: 'supplier', invitation: 'tok-1' }]);
  });

  it("a bad invitation shows the server's detail and the visitor signs up without it", async () => {
    const { actor, log } = start(async () => {}, { token: 'used', read: () => Promise.reject(apiFailure(400, { detail: 'This invitation has already been used.' })) });
    await waitFor(actor, (s) => s.hasTag('choosingRole'));
    expect(actor.getSnapshot().context).toMatchObject({ invitationError: 'This invitation has already been used.', invitation: null, token: null, role: null });
    actor.send({ type: 'role.choose', role: 'merchant' });
    actor.send({ type: 'role.continue' });
    // The detail stays while the visitor goes on.
    expect(actor.getSnapshot().context.invitationError).toBe('This invitation has already been used.');
    actor.send({ type: 'signup.submit', values });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(log.inputs).toEqual([{ ...values, role: 'merchant' }]);
  });

  it('after a sign-up refused with the invitation, the visitor may drop it and choose a role', async () => {
    const { actor, log } = start(() => Promise.reject(apiFailure(400, { invitation: ['This invitation was revoked.'] }, 'Signup failed. Please try again.')), {
      token: 'tok-2',
      read: async () => preview,
    });
    await waitFor(actor, (s) => s.matches('filling'));
    expect(actor.getSnapshot().can({ type: 'invitation.drop' })).toBe(false);
    actor.send({ type: 'signup.submit', values: { ...values, business_name: 'Green Valley Farm' } });
    await waitFor(actor, (s) => s.matches('filling') && s.context.error !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ invitation: ['This invitation was revoked.'] });
    actor.send({ type: 'invitation.drop' });
    expect(actor.getSnapshot().hasTag('choosingRole')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ invitation: null, token: null, error: null, role: 'supplier' });
    actor.send({ type: 'role.continue' });
    expect(actor.getSnapshot().can({ type: 'role.change' })).toBe(true);
    expect(log.inputs).toHaveLength(1);
  });
});
