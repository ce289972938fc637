// Test helper for several counters on one count sheet (issue 25): the live machine on a fake
// EventSource with its ticket call answered by msw, and another counter's save, made on the fake
// server and announced on the newest stream. Not app code.
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { getLiveTicket, streamWith } from '../src/app/live.actors';
import { liveMachine } from '../src/machines/live/live.machine';
import { FakeEventSource } from './fake-event-source';
import { API } from './msw/common';
import { savedStateOf, type Line } from './msw/inventory-data';

/** The live machine with the real actors on a fake EventSource; no pause before a reconnect. */
export const fakeLive = liveMachine.provide({ actors: { getTicket: fromPromise(getLiveTicket), stream: streamWith((url) => new FakeEventSource(url)) }, delays: { backoff: 0 } });

/** The msw answer to POST /live/tickets/. */
export const liveTicketHandler = () => http.post(`${API}/live/tickets/`, () => HttpResponse.json({ ticket: 'ticket', expires_at: '2030-01-01T00:01:00Z' }, { status: 201 }));

/** Sasha saves every line of batch `batchId` (expected + 5) on the fake server; the stream carries them unless `tooMany`. */
export async function anotherCounterSaves(lines: Line[], batchId: number, tooMany = false) {
  const saved = lines.map((l) => {
    Object.assign(l, { counted_qty: l.expected_qty + 5, version: l.version + 1, counted_by: { id: 9, name: 'Sasha Reyes' }, counted_at: '2024-06-06T10:01:00Z' });
    return savedStateOf(l);
  });
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  const source = FakeEventSource.opened.at(-1)!;
  source.fire('open');
  source.fire('count.lines', { type: 'count.lines', cycle_count_id: batchId, ...(tooMany ? {} : { lines: saved }), at: '2024-06-06T10:01:00Z' });
}
