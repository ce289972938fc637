// The live connection's real calls: a ticket from the API, and the browser's EventSource opened
// with it. The EventSource is passed in, so unit tests (jsdom has none) give a fake.
import { fromCallback, fromPromise } from 'xstate';
import { api, apiBinding } from '../api/client';
import { firstScreen } from '../lib/first-screen';
import { dataOf } from '../api/errors';
import { liveMachine, type LiveEvent, type StreamMessage } from '../machines/live/live.machine';

export const LIVE_TICKET_FAILED = 'Failed to connect for live updates.';

/** What the stream actor needs of an EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

export const getLiveTicket = async (): Promise<string> => (await dataOf(api.POST('/live/tickets/'), LIVE_TICKET_FAILED)).ticket;

/** The stream at `baseUrl` through `open` (the browser: `new EventSource(url)`). */
export function streamWith(open: (url: string) => EventSourceLike, baseUrl = apiBinding().baseUrl) {
  return fromCallback<StreamMessage, { ticket: string }>(({ input, sendBack }) => {
    const source = open(`${baseUrl}/live/stream/?ticket=${encodeURIComponent(input.ticket)}`);
    source.addEventListener('open', () => sendBack({ type: 'stream.open' }));
    // EventSource would retry with the same ticket, which works only once: the machine reconnects with a new one.
    source.addEventListener('error', () => {
      source.close();
      sendBack({ type: 'stream.lost' });
    });
    for (const type of ['order.changed', 'count.lines'] satisfies LiveEvent['type'][]) {
      source.addEventListener(type, (e) => sendBack({ type: 'stream.event', event: JSON.parse(e.data) as LiveEvent }));
    }
    return () => source.close();
  });
}

/** The live machine on the real API, or null where the browser has no EventSource (no live updates there). */
export const liveConnectionMachine =
  typeof EventSource === 'undefined'
    ? null
    : liveMachine.provide({ actors: { waitForFirstScreen: fromPromise(firstScreen.drawn), getTicket: fromPromise(getLiveTicket), stream: streamWith((url) => new EventSource(url)) } });
