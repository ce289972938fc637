import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { never } from '../../../test/promises';
import { backoffMs, liveMachine, type LiveEmitted, type LiveEvent, type StreamMessage } from './live.machine';

const event = (order_id: number): LiveEvent => ({ type: 'order.changed', order_id, number: `PO-${order_id}`, at: '2026-11-27T04:00:00Z' });

/** The machine with tickets answered by `tickets` (in turn) and streams the test drives by hand. */
function start(tickets: (() => Promise<string>)[] = [], firstScreen = () => Promise.resolve()) {
  const clock = new SimulatedClock();
  const streams: { ticket: string; send: (m: StreamMessage) => void; closed: boolean }[] = [];
  let asked = 0;
  const machine = liveMachine.provide({
    actors: {
      waitForFirstScreen: fromPromise(firstScreen),
      getTicket: fromPromise(() => (tickets[asked++] ?? (async () => `ticket-${asked}`))()),
      stream: fromCallback<StreamMessage, { ticket: string }>(({ input, sendBack }) => {
        const s = { ticket: input.ticket, send: sendBack, closed: false };
        streams.push(s);
        return () => void (s.closed = true);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const heard: LiveEmitted[] = [];
  actor.on('*', (e) => heard.push(e));
  const open = async (n: number) => {
    await waitFor(actor, () => streams.length === n);
    streams[n - 1]!.send({ type: 'stream.open' });
  };
  return { actor, clock, streams, heard, open, asked: () => asked };
}

describe('live machine', () => {
  it('fetches a ticket, opens the stream with it and passes each order change on', async () => {
    const { actor, streams, heard, open } = start();
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    await open(1);
    expect(streams[0]!.ticket).toBe('ticket-1');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    streams[0]!.send({ type: 'stream.event', event: event(7) });
    streams[0]!.send({ type: 'stream.event', event: event(8) });
    // The first connection has nothing to catch up on.
    expect(heard).toEqual([
      { type: 'order.changed', event: event(7) },
      { type: 'order.changed', event: event(8) },
    ]);
  });

  it("passes a cycle count's saved lines on under their own type (issue 25)", async () => {
    const { streams, heard, open } = start();
    await open(1);
    const saved: LiveEvent = { type: 'count.lines', cycle_count_id: 4, lines: [], at: '2026-11-27T04:00:00Z' };
    streams[0]!.send({ type: 'stream.event', event: saved });
    expect(heard).toEqual([{ type: 'count.lines', event: saved }]);
  });

  it('a lost stream reconnects after 1 s with a new ticket and tells listeners to catch up once', async () => {
    const { actor, clock, streams, heard, open, asked } = start();
    await open(1);
    streams[0]!.send({ type: 'stream.lost' });
    expect(streams[0]!.closed).toBe(true);
    expect(actor.getSnapshot().hasTag('lost')).toBe(true);
    clock.increment(999);
    expect(asked()).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches('reconnecting') || actor.getSnapshot().matches('streaming')).toBe(true);
    await open(2);
    expect(streams[1]!.ticket).toBe('ticket-2');
    expect(heard).toEqual([{ type: 'live.caughtUp' }]);
    streams[1]!.send({ type: 'stream.event', event: event(9) });
    expect(heard.at(-1)).toEqual({ type: 'order.changed', event: event(9) });
  });

  it('waits longer after each failed attempt (1, 2, 4 s ... at most 30 s), and from 1 s again once open', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const refused = () => Promise.reject(new Error('offline'));
    const { actor, clock, streams, open, asked } = start([refused, refused]);
    await waitFor(actor, (s) => s.hasTag('lost'));
    clock.increment(1000);
    await waitFor(actor, (s) => s.hasTag('lost') && asked() === 2);
    clock.increment(1999);
    expect(asked()).toBe(2);
    clock.increment(1);
    await open(1);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    streams[0]!.send({ type: 'stream.lost' });
    clock.increment(1000);
    await waitFor(actor, () => streams.length === 2);
  });

  it("asks for its first ticket once the page's first screen is drawn, or after 3 s (issue 25)", async () => {
    let drawn!: () => void;
    const { actor, asked, open } = start([], () => new Promise<void>((r) => (drawn = r)));
    await Promise.resolve();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true);
    expect(asked()).toBe(0);
    drawn();
    await open(1);
    expect(asked()).toBe(1);
    const slow = start([], never);
    slow.clock.increment(2999);
    expect(slow.asked()).toBe(0);
    slow.clock.increment(1);
    await slow.open(1);
    expect(slow.asked()).toBe(1);
  });

  it('a stream that fails before it opens is lost too, and stopping closes the stream', async () => {
    const { actor, streams } = start();
    await waitFor(actor, () => streams.length === 1);
    streams[0]!.send({ type: 'stream.lost' });
    expect(actor.getSnapshot().hasTag('lost')).toBe(true);
    const second = start();
    await second.open(1);
    second.actor.stop();
    expect(second.streams[0]!.closed).toBe(true);
    actor.stop();
  });
});
