// The live connection of a signed-in tenant screen (issue 23, item 6): fetch a ticket, open the
// event stream with it, pass each `order.changed` on (emitted to whoever listens), and when the
// stream is lost reconnect with a growing pause, telling listeners to catch up once it is open
// again (what happened meanwhile was not heard). The first ticket waits until the page's first
// screen is drawn, 3 s at most: on a slow network the page's own calls go first (issue 25).
// Supply `waitForFirstScreen`, `getTicket` and `stream` with `.provide()`.
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';

export type LiveEvent = components['schemas']['LiveEvent'];

/** What the stream actor sends back: opened, an event, or lost (an error, or a refusal). */
export type StreamMessage = { type: 'stream.open' } | { type: 'stream.event'; event: LiveEvent } | { type: 'stream.lost' };

/** What the machine emits to the screens: each event under its own type (order.changed, count.lines). */
export type LiveEmitted = { type: 'order.changed'; event: LiveEvent } | { type: 'count.lines'; event: LiveEvent } | { type: 'live.caughtUp' };

/** The pause before reconnect attempt n (1, 2, ...): 1 s, doubling, at most 30 s. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** Math.max(attempt - 1, 0), 30_000);

export const liveMachine = setup({
  types: {
    context: {} as { ticket: string | null; attempt: number; missed: boolean },
    events: {} as StreamMessage,
    emitted: {} as LiveEmitted,
  },
  actors: {
    /** Resolves once the page's first screen is drawn (at once when there is none to wait for). */
    waitForFirstScreen: fromPromise<void>(async () => undefined),
    getTicket: fromPromise<string>(async () => {
      throw new Error('getTicket is not provided');
    }),
    stream: fromCallback<StreamMessage, { ticket: string }>(() => {
      throw new Error('stream is not provided');
    }),
  },
  delays: { backoff: ({ context }) => backoffMs(context.attempt), firstScreenPatience: 3000 },
}).createMachine({
  id: 'live',
  context: { ticket: null, attempt: 0, missed: false },
  initial: 'waiting',
  states: {
    waiting: {
      tags: 'connecting',
      invoke: { src: 'waitForFirstScreen', onDone: 'connecting', onError: 'connecting' },
      after: { firstScreenPatience: 'connecting' },
    },
    connecting: {
      tags: 'connecting',
      invoke: { src: 'getTicket', onDone: { target: 'streaming', actions: assign({ ticket: ({ event }) => event.output }) }, onError: 'lost' },
    },
    streaming: {
      invoke: { src: 'stream', input: ({ context }) => ({ ticket: context.ticket! }) },
      on: { 'stream.lost': 'lost' },
      initial: 'opening',
      states: {
        opening: { tags: 'connecting', on: { 'stream.open': 'open' } },
        open: {
          tags: 'open',
          // Only after a loss: the first connection has nothing to catch up on.
          entry: [
            enqueueActions(({ context, enqueue }) => {
              if (context.missed) enqueue.emit({ type: 'live.caughtUp' });
            }),
            assign({ attempt: 0, missed: false }),
          ],
          on: { 'stream.event': { actions: emit(({ event }) => ({ type: event.event.type, event: event.event })) } },
        },
      },
    },
    // Events may pass unheard until the stream is open again: the screens catch up then.
    lost: {
      tags: 'lost',
      entry: assign({ attempt: ({ context }) => context.attempt + 1, missed: true }),
      after: { backoff: 'reconnecting' },
    },
    reconnecting: {
      tags: 'connecting',
      invoke: { src: 'getTicket', onDone: { target: 'streaming', actions: assign({ ticket: ({ event }) => event.output }) }, onError: 'lost' },
    },
  },
});
