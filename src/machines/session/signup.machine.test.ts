import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { signupMachine, type SignupFailure, type SignupValues } from './signup.machine';

const values: SignupValues = { username: 'u', email: 'u@example.com', first_name: '', last_name: '', password: 'pw12345678', password2: 'pw12345678' };

function start(signUp: (input: SignupValues & { role: string }) => Promise<void>) {
  const clock = new SimulatedClock();
  const log = { notify: [] as string[], login: 0, inputs: [] as unknown[] };
  const machine = signupMachine.provide({
    actors: {
      signUp: fromPromise(async ({ input }: { input: SignupValues & { role: 'merchant' | 'supplier' } }) => {
        log.inputs.push(input);
        return signUp(input);
      }),
    },
    actions: { notify: (_, p) => void log.notify.push(p.message), goToLogin: () => void log.login++ },
  });
  return { actor: createActor(machine, { clock }).start(), clock, log };
}

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
});
