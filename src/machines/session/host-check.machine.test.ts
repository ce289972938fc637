import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { OFFLINE_ERROR, hostCheckMachine } from './host-check.machine';
import { never } from '../../../test/promises';

type Answer = { is_valid?: unknown };

function start(check: (host: string, signal: AbortSignal) => Promise<Answer>, pathname = '/login', firstScreen = () => Promise.resolve(), whenOnline = () => Promise.resolve()) {
  const clock = new SimulatedClock();
  const calls: { host: string; signal: AbortSignal }[] = [];
  let invalid = 0;
  const machine = hostCheckMachine.provide({
    actors: {
      waitForFirstScreen: fromPromise(firstScreen),
      whenOnline: fromPromise(whenOnline),
      checkHost: fromPromise(async ({ input, signal }: { input: { host: string }; signal: AbortSignal }) => {
        calls.push({ host: input.host, signal });
        return check(input.host, signal);
      }),
    },
    actions: { reportInvalid: () => void invalid++ },
  });
  const actor = createActor(machine, { input: { host: 'bistro.localhost' }, clock }).start();
  actor.send({ type: 'location.changed', pathname });
  return { actor, clock, calls, invalidCount: () => invalid };
}

describe('host check', () => {
  it('checks the host name (no port) and accepts is_valid === true', async () => {
    const { actor, calls, invalidCount } = start(async () => ({ is_valid: true }));
    await waitFor(actor, (s) => s.matches('valid'));
    expect(calls.map((c) => c.host)).toEqual(['bistro.localhost']);
    expect(invalidCount()).toBe(0);
  });

  it.each([[{ is_valid: false }], [{ is_valid: 'true' }], [{ is_valid: 1 }], [{}]])('is_valid not strictly true (%j) is invalid', async (answer) => {
    const { actor, invalidCount } = start(async () => answer);
    await waitFor(actor, (s) => s.matches('invalid'));
    expect(invalidCount()).toBe(1);
  });

  it('an error is invalid', async () => {
    const { actor, invalidCount } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(actor, (s) => s.matches('invalid'));
    expect(invalidCount()).toBe(1);
  });

  it('times out after 8000 ms and aborts the request', async () => {
    const { actor, clock, calls, invalidCount } = start(never);
    await waitFor(actor, (s) => s.matches('checking'));
    clock.increment(7999);
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(invalidCount()).toBe(1);
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('a check that fails while offline is no refusal: it is asked again 1 s after the connection returns (issue 25)', async () => {
    let online!: () => void;
    const answers = [() => Promise.reject(Object.assign(new Error('The browser is offline.'), { name: OFFLINE_ERROR })), async () => ({ is_valid: true })];
    const { actor, clock, calls, invalidCount } = start(
      () => answers.shift()!(),
      '/merchant/inventory/cycle-counts/3',
      undefined,
      () => new Promise<void>((r) => (online = r)),
    );
    await waitFor(actor, (s) => s.matches('offline'));
    expect(invalidCount()).toBe(0);
    online();
    // A moment to let the connection come back for the browser's requests too.
    await waitFor(actor, (s) => s.matches('reconnecting'));
    clock.increment(999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('valid'));
    expect(calls).toHaveLength(2);
    expect(invalidCount()).toBe(0);
  });

  it('a cancelled request is ignored', async () => {
    const { actor, invalidCount } = start(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(invalidCount()).toBe(0);
  });

  it('a new path cancels the check in flight; its late answer is ignored', async () => {
    let first!: (a: Answer) => void;
    const answers = [new Promise<Answer>((r) => (first = r)), Promise.resolve({ is_valid: true })];
    const { actor, calls, invalidCount } = start(() => answers.shift()!);
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'location.changed', pathname: '/merchant' });
    expect(calls[0].signal.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches('valid'));
    first({ is_valid: false });
    await Promise.resolve();
    expect(actor.getSnapshot().matches('valid')).toBe(true);
    expect(invalidCount()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it("the first check waits until the page's first screen is drawn (issue 25)", async () => {
    let drawn!: () => void;
    const { actor, calls } = start(
      async () => ({ is_valid: true }),
      '/merchant/dashboard',
      () => new Promise<void>((r) => (drawn = r)),
    );
    await Promise.resolve();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(calls).toHaveLength(0);
    drawn();
    await waitFor(actor, (s) => s.matches('valid'));
    expect(calls).toHaveLength(1);
  });

  it('checks after 3 s when the first screen takes longer, or when waiting for it fails', async () => {
    const slow = start(async () => ({ is_valid: true }), '/merchant/dashboard', never);
    slow.clock.increment(2999);
    expect(slow.calls).toHaveLength(0);
    slow.clock.increment(1);
    await waitFor(slow.actor, (s) => s.matches('valid'));
    expect(slow.calls).toHaveLength(1);
    const failed = start(
      async () => ({ is_valid: true }),
      '/merchant/dashboard',
      () => Promise.reject(new Error('no frames')),
    );
    await waitFor(failed.actor, (s) => s.matches('valid'));
    expect(failed.calls).toHaveLength(1);
  });

  it('waits for the first path', () => {
    const clock = new SimulatedClock();
    const actor = createActor(hostCheckMachine, { input: { host: 'bistro.localhost' }, clock }).start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('checks again on every new path, but not on /unauthorized', async () => {
    const { actor, calls } = start(async () => ({ is_valid: true }), '/unauthorized');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'location.changed', pathname: '/dashboard' });
    await waitFor(actor, (s) => s.matches('valid'));
    actor.send({ type: 'location.changed', pathname: '/dashboard' }); // same path: nothing new
    actor.send({ type: 'location.changed', pathname: '/merchant' });
    await waitFor(actor, (s) => s.matches('valid'));
    expect(calls).toHaveLength(2);
    actor.send({ type: 'location.changed', pathname: '/unauthorized' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
