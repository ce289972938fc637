// Path coverage of live updates on the supplier's order detail. The flow model is a small pure
// machine of what happens around the open screen (another member accepts the order, another order
// changes, the connection drops and comes back) and what the supplier sees; xstate/graph generates
// its paths, and each path drives the real screen inside the live provider (the live machine with
// its real stream actor on a fake EventSource, msw as the API). The live machine's inspection
// events record which of its states the paths reached.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { LiveOrdersProvider } from '../../src/app/live-orders';
import { getLiveTicket, streamWith } from '../../src/app/live.actors';
import { OrderDetailScreen } from '../../src/areas/supplier/order-detail';
import { setInspector } from '../../src/lib/inspection';
import { liveMachine } from '../../src/machines/live/live.machine';
import { FakeEventSource, orderChanged } from '../fake-event-source';
import { setupSupplierApi } from '../supplier-screens';
import { API } from '../msw/common';
import { renderScreensAt } from '../screens';
import { machineCoverage } from './coverage';

export const liveFlow = createMachine({
  id: 'liveFlow',
  initial: 'start',
  states: {
    start: { on: { OPEN_ORDER: 'watching', OPEN_ORDER_WHILE_TICKETS_FAIL: 'watchingAfterRetry' } },
    watchingAfterRetry: { on: { OTHER_MEMBER_ACCEPTS: 'seesAccepted' } },
    watching: { on: { ANOTHER_ORDER_CHANGES: 'stillNew', OTHER_MEMBER_ACCEPTS: 'seesAccepted', CONNECTION_DROPS: 'offline' } },
    stillNew: {},
    offline: { on: { ACCEPTED_WHILE_OFFLINE_THEN_BACK: 'seesAccepted' } },
    seesAccepted: {},
  },
});

const coverage = machineCoverage({ live: liveMachine });
const api = setupSupplierApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const ORDER = 5; // a new order of the fake inbox
const machine = liveMachine.provide({
  actors: { getTicket: fromPromise(getLiveTicket), stream: streamWith((url) => new FakeEventSource(url)) },
  delays: { backoff: 0 }, // the backoff's timing is the machine test's (SimulatedClock)
});
let tickets = 0;
const ticketHandler = () => http.post(`${API}/live/tickets/`, () => HttpResponse.json({ ticket: `t${++tickets}`, expires_at: '2030-01-01T00:01:00Z' }, { status: 201 }));

/** The newest stream, once it exists. */
async function source(n = FakeEventSource.opened.length || 1) {
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThanOrEqual(n));
  return FakeEventSource.opened[n - 1]!;
}
const acceptInDb = (id: number) => void (api.db.orders.find((o) => o.id === id)!.status = 'accepted');
const loadsOf = (id: number) => api.db.requests.filter((r) => r.call === `GET /supplier-orders/orders/${id}/`).length;

function open() {
  renderScreensAt(
    {
      '/supplier/orders/$orderId': () => (
        <LiveOrdersProvider machine={machine}>
          <OrderDetailScreen orderId={ORDER} />
        </LiveOrdersProvider>
      ),
    },
    `/supplier/orders/${ORDER}`,
  );
}

const model = createTestModel(liveFlow);
const paths = model.getSimplePaths();

describe('live updates on the supplier order detail, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      FakeEventSource.opened = [];
      await path.test({
        events: {
          OPEN_ORDER: async () => {
            api.server.use(ticketHandler());
            open();
            (await source(1)).fire('open');
          },
          OPEN_ORDER_WHILE_TICKETS_FAIL: async () => {
            api.server.use(
              ticketHandler(),
              http.post(`${API}/live/tickets/`, () => HttpResponse.json({ detail: 'Down.' }, { status: 503 }), { once: true }),
            );
            open();
            (await source(1)).fire('open');
          },
          OTHER_MEMBER_ACCEPTS: async () => {
            acceptInDb(ORDER);
            (await source()).fire('order.changed', orderChanged(ORDER));
          },
          ANOTHER_ORDER_CHANGES: async () => {
            acceptInDb(4);
            (await source()).fire('order.changed', orderChanged(4));
          },
          CONNECTION_DROPS: async () => (await source(1)).fire('error'),
          ACCEPTED_WHILE_OFFLINE_THEN_BACK: async () => {
            acceptInDb(ORDER);
            (await source(2)).fire('open');
          },
        },
        states: {
          start: () => {},
          watching: async () => {
            expect(await screen.findByRole('button', { name: 'Accept as ordered' })).toBeEnabled();
          },
          watchingAfterRetry: async () => {
            await screen.findByRole('button', { name: 'Accept as ordered' });
            expect(FakeEventSource.opened[0]!.url).toMatch(/ticket=t\d+$/);
          },
          stillNew: async () => {
            expect(screen.getByRole('button', { name: 'Accept as ordered' })).toBeInTheDocument();
            expect(loadsOf(ORDER)).toBe(1);
          },
          offline: async () => {
            expect(FakeEventSource.opened[0]!.closed).toBe(true);
            // The order stays on screen while the connection is away.
            expect(screen.getByRole('button', { name: 'Accept as ordered' })).toBeInTheDocument();
          },
          seesAccepted: async () => {
            expect(await screen.findByRole('button', { name: 'Mark Fulfilled' })).toBeInTheDocument();
            expect(screen.getByText('Accepted')).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: 'Accept as ordered' })).toBeNull();
          },
        },
      });
      coverage.recordPath(liveFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together reached every state of the live machine', () => {
    console.log(coverage.report(liveFlow, paths.length));
    expect(coverage.missingStates('live')).toEqual([]);
    expect(coverage.missingFlowTransitions(liveFlow)).toEqual([]);
  });
});
