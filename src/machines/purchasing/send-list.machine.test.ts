import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { QUEUED_TEXTS, SENT_TEXTS, sendListMachine, type Channel, type SendTexts } from './send-list.machine';

function start(texts: SendTexts, send: (i: { channel: Channel; to: string }) => Promise<unknown> = async () => ({})) {
  const notify = vi.fn();
  const sendFn = vi.fn(send);
  const machine = sendListMachine.provide({
    actors: { send: fromPromise(({ input }: { input: { channel: Channel; to: string } }) => sendFn(input)) },
    actions: { notify: (_, n) => notify(n) },
  });
  return { actor: createActor(machine, { input: { texts } }).start(), notify, send: sendFn };
}

describe('send list machine', () => {
  it('needs the email box filled to send an email, and the phone box to send a text', () => {
    const { actor, send } = start(SENT_TEXTS);
    expect(actor.getSnapshot().can({ type: 'email.send' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'text.send' })).toBe(false);
    actor.send({ type: 'email.change', value: '   ' });
    actor.send({ type: 'email.send' });
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'phone.change', value: '503 555 0101' });
    expect(actor.getSnapshot().can({ type: 'text.send' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'email.send' })).toBe(false);
  });

  it('sends the trimmed email and says so; nothing else can be sent meanwhile', async () => {
    const answer = deferred<unknown>();
    const { actor, send, notify } = start(SENT_TEXTS, () => answer.promise);
    actor.send({ type: 'email.change', value: ' chef@bistro.example ' });
    actor.send({ type: 'phone.change', value: '5035550101' });
    actor.send({ type: 'email.send' });
    expect(send).toHaveBeenCalledWith({ channel: 'email', to: 'chef@bistro.example' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'text.send' })).toBe(false);
    answer.resolve({});
    await waitFor(actor, (s) => !s.hasTag('sending'));
    expect(notify).toHaveBeenCalledWith({ message: 'Email sent.', variant: 'success' });
  });

  it('sends a text to the normalised number', async () => {
    const { actor, send, notify } = start(QUEUED_TEXTS);
    actor.send({ type: 'phone.change', value: '(503) 555-0101' });
    actor.send({ type: 'text.send' });
    expect(send).toHaveBeenCalledWith({ channel: 'sms', to: '+15035550101' });
    await waitFor(actor, (s) => !s.hasTag('sending'));
    expect(notify).toHaveBeenCalledWith({ message: 'Text queued for delivery.', variant: 'success' });
  });

  it('says when sending failed, each channel in its own words', async () => {
    const { actor, notify } = start(QUEUED_TEXTS, async () => Promise.reject(new Error('503')));
    actor.send({ type: 'email.change', value: 'chef@bistro.example' });
    actor.send({ type: 'phone.change', value: '5035550101' });
    actor.send({ type: 'email.send' });
    await waitFor(actor, (s) => !s.hasTag('sending'));
    actor.send({ type: 'text.send' });
    await waitFor(actor, (s) => !s.hasTag('sending'));
    expect(notify.mock.calls.map(([n]) => n)).toEqual([
      { message: 'Failed to queue email.', variant: 'error' },
      { message: 'Failed to queue text.', variant: 'error' },
    ]);
    const sent = start(SENT_TEXTS, async () => Promise.reject(new Error('503')));
    sent.actor.send({ type: 'phone.change', value: '5035550101' });
    sent.actor.send({ type: 'text.send' });
    await waitFor(sent.actor, (s) => !s.hasTag('sending'));
    expect(sent.notify).toHaveBeenCalledWith({ message: 'Failed to send text.', variant: 'error' });
  });

  it("adds the server's reason to a refused send: its field message, else its detail; a 5xx keeps our words", async () => {
    const failures = [apiFailure(400, { to: ['Enter a valid email address.'] }), apiFailure(400, { detail: 'Daily email quota reached.' }), apiFailure(503, { detail: 'Down.' })];
    const { actor, notify } = start(SENT_TEXTS, async () => Promise.reject(failures.shift()));
    actor.send({ type: 'email.change', value: 'not-an-address' });
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'email.send' });
      await waitFor(actor, (s) => !s.hasTag('sending'));
    }
    expect(notify.mock.calls.map(([n]) => n.message)).toEqual([
      'Failed to send email. Enter a valid email address.',
      'Failed to send email. Daily email quota reached.',
      'Failed to send email.',
    ]);
  });
});
