// The /two-factor screen's machine with stubbed calls: set-up with a first code and the recovery
// codes shown once (the fresh token goes to the session after them), the required case, turning off.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { TWO_FACTOR_TEXT, twoFactorMachine, type Enrolment } from './two-factor.machine';

const ENROLMENT: Enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr: 'data:image/png;base64,AAAA' };
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function start(status: { enabled: boolean; required: boolean }, o: { confirm?: () => Promise<{ recovery_codes: string[]; access: string }>; disable?: () => Promise<void> } = {}) {
  const calls = { renewed: [] as string[], notify: [] as string[], confirm: [] as string[], disable: [] as string[], start: 0 };
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => ({ ...status, recovery_codes_left: status.enabled ? 10 : 0 })),
        start: fromPromise(async () => {
          calls.start++;
          return ENROLMENT;
        }),
        confirm: fromPromise(async ({ input }) => {
          calls.confirm.push(input.code);
          return (o.confirm ?? (async () => ({ recovery_codes: CODES, access: 'fresh-token' })))();
        }),
        disable: fromPromise(async ({ input }) => {
          calls.disable.push(input.code);
          return (o.disable ?? (async () => {}))();
        }),
      },
      actions: {
        renewSession: (_, { access }) => void calls.renewed.push(access),
        notify: (_, { message }) => void calls.notify.push(message),
      },
    }),
  ).start();
  return { actor, calls, until: (tag: string) => waitFor(actor, (s) => s.hasTag(tag), { timeout: 1000 }) };
}

describe('two-factor machine', () => {
  it('sets up with a first code, shows the recovery codes, and renews the session only after they were saved', async () => {
    const { actor, calls, until } = start({ enabled: false, required: false });
    await until('off');
    expect(calls.start).toBe(0);
    actor.send({ type: 'setup.start' });
    await until('scanning');
    expect(actor.getSnapshot().context.enrolment).toEqual(ENROLMENT);
    actor.send({ type: 'code.submit', code: ' ' });
    expect(actor.getSnapshot().context.error).toBe(TWO_FACTOR_TEXT.codeRequired);
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    await until('codes');
    expect(calls.confirm).toEqual(['123456']);
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(CODES);
    expect(calls.renewed).toEqual([]);
    actor.send({ type: 'codes.saved' });
    expect(actor.getSnapshot().hasTag('on')).toBe(true);
    expect(calls.renewed).toEqual(['fresh-token']);
    expect(calls.notify).toEqual([TWO_FACTOR_TEXT.turnedOn]);
    // Shown once: nothing of them stays.
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: [], access: null, status: { enabled: true, recovery_codes_left: 10 } });
  });

  it("starts at once when it is required, and shows a refused code's field message", async () => {
    const { actor, until } = start({ enabled: false, required: true }, { confirm: () => Promise.reject(apiFailure(400, { code: ['The code is not valid.'] })) });
    await until('scanning');
    actor.send({ type: 'code.submit', code: '000000' });
    await waitFor(actor, (s) => s.hasTag('scanning') && !s.hasTag('busy') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The code is not valid.');
  });

  it('turns off with a code while busy, and cannot when it is required', async () => {
    const gate = deferred<void>();
    const { actor, calls, until } = start({ enabled: true, required: false }, { disable: () => gate.promise });
    await until('on');
    actor.send({ type: 'disable.submit', code: '654321' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    gate.resolve();
    await until('off');
    expect(calls.disable).toEqual(['654321']);
    expect(calls.notify).toEqual([TWO_FACTOR_TEXT.turnedOff]);

    const required = start({ enabled: true, required: true });
    await required.until('on');
    required.actor.send({ type: 'disable.submit', code: '654321' });
    expect(required.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(required.calls.disable).toEqual([]);
  });
});
