// Path coverage of the receiving machine (issue 23). The flow model is a small pure machine of what a
// merchant does in the receiving dialog of an order's detail and sees there; xstate/graph generates
// its paths, and each path drives the real screen (the order detail and receiving machines with
// their real actors) in jsdom with msw as the API (the receive fake of test/msw/receiving.ts). The
// machine's inspection events record what it covered; the last test checks that nothing is missing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setInspector } from '../../src/lib/inspection';
import { receivingMachine } from '../../src/machines/purchasing/receiving.machine';
import { API } from '../msw/purchasing';
import { orderLine, purchaseOrder } from '../msw/receiving';
import { deferred } from '../promises';
import { renderPurchasingAt, setupPurchasingApi } from '../purchasing-screens';
import { machineCoverage } from './coverage';

/** What the merchant does (events) and where they are (states); each path starts on a fresh store. */
export const receivingFlow = createMachine({
  id: 'receivingFlow',
  initial: 'start',
  states: {
    start: { on: { OPEN: 'editing', OPEN_AREAS_FAILING: 'editingUsualArea', CANCEL_WHILE_LOADING: 'closed' } },
    editing: {
      on: {
        SUBMIT_NOTHING: 'invalid',
        RECEIVE_ALL: 'received',
        RECEIVE_PART_DAMAGED: 'partlyReceived',
        RECEIVE_REFUSED: 'refused',
        RECEIVE_LOST: 'failed',
        RECEIVE_TAKEN: 'conflict',
        CANCEL: 'closed',
      },
    },
    editingUsualArea: { on: { RECEIVE_ALL: 'received' } },
    invalid: { on: { RECEIVE_PART_DAMAGED: 'partlyReceived' } },
    refused: { on: { RECEIVE_ALL: 'received' } },
    failed: { on: { RETRY: 'received', CANCEL: 'closed' } },
    conflict: { on: { CLOSE: 'reloaded' } },
    received: {},
    partlyReceived: {},
    closed: {},
    reloaded: {},
  },
});

const coverage = machineCoverage({ receiving: receivingMachine });

/** The receive actor reads its call with answerOf, which resolves with every answer: its onError only guards against a bug (the machine tests take it). */
const NEVER_REJECT = ['receiving.sending|xstate.error.actor.0.receiving.sending|0'];

const api = setupPurchasingApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const user = userEvent.setup();
const dialog = async () => within(await screen.findByRole('dialog', { name: 'Receive delivery of PO-000005' }));
const fact = (term: string) => screen.getByRole('definition', { name: term }).textContent;
const receiveCalls = () => api.db.requests.filter((r) => r.call.startsWith('POST /merchant-orders/orders/5/receive/'));
const answerOnce = (method: 'get' | 'post', path: string, answer: () => Response | Promise<Response>) => api.server.use(http[method](`${API}${path}`, answer, { once: true }));

/** Carrots: 5 ordered, 2 confirmed. Butter: 4 ordered and confirmed. Shipped. */
async function openReceiving() {
  api.db.orders = [
    purchaseOrder(5, {
      status: 'FULFILLED',
      lines: [
        orderLine(51, 'Carrots 5 kg', 5, 4, { product_id: 101, confirmed_qty: 2, confirmed_unit_price: 4, line_total: 8 }),
        orderLine(54, 'Unsalted Butter', 4, 4, { product_id: 104, confirmed_qty: 4, confirmed_unit_price: 4, line_total: 16 }),
      ],
    }),
  ];
  renderPurchasingAt('/merchant/purchasing/orders-history/5');
  await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
}
async function receiveAll() {
  const d = await dialog();
  await user.click(await d.findByRole('button', { name: 'Receive all as confirmed' }));
  await user.click(d.getByRole('button', { name: 'Receive' }));
}

const model = createTestModel(receivingFlow);
const paths = model.getSimplePaths();

describe('the receiving dialog, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {
          OPEN: openReceiving,
          OPEN_AREAS_FAILING: async () => {
            answerOnce('get', '/inventory/areas/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 503 }));
            await openReceiving();
          },
          CANCEL_WHILE_LOADING: async () => {
            const areas = deferred<void>();
            answerOnce('get', '/inventory/areas/', async () => (await areas.promise, HttpResponse.json([])));
            await openReceiving();
            await user.click((await dialog()).getByRole('button', { name: 'Cancel' }));
            areas.resolve();
          },
          SUBMIT_NOTHING: async () => user.click((await dialog()).getByRole('button', { name: 'Receive' })),
          RECEIVE_ALL: receiveAll,
          RECEIVE_PART_DAMAGED: async () => {
            const d = await dialog();
            await user.selectOptions(await d.findByRole('combobox', { name: 'Stock area' }), 'Dry Storage');
            await user.type(d.getByRole('textbox', { name: 'Received quantity for Unsalted Butter' }), '3');
            await user.selectOptions(d.getByRole('combobox', { name: 'Reason for Unsalted Butter' }), 'Damaged');
            await user.click(d.getByRole('button', { name: 'Receive' }));
          },
          RECEIVE_REFUSED: async () => {
            answerOnce('post', '/merchant-orders/orders/:id/receive/', () => HttpResponse.json({ lines: ['A line may be received only once per receipt.'] }, { status: 400 }));
            await receiveAll();
          },
          RECEIVE_LOST: async () => {
            answerOnce('post', '/merchant-orders/orders/:id/receive/', () => HttpResponse.error());
            await receiveAll();
          },
          RECEIVE_TAKEN: async () => {
            api.db.orders[0].status = 'RECEIVED';
            await receiveAll();
          },
          RETRY: async () => user.click((await dialog()).getByRole('button', { name: 'Retry' })),
          CANCEL: async () => user.click((await dialog()).getByRole('button', { name: 'Cancel' })),
          CLOSE: async () => user.click((await dialog()).getByRole('button', { name: 'Close' })),
        },
        states: {
          start: () => {},
          editing: async () => {
            const d = await dialog();
            expect(await d.findByRole('combobox', { name: 'Stock area' })).toHaveValue('');
            expect(d.getByRole('textbox', { name: 'Received quantity for Carrots 5 kg' })).toHaveAttribute('placeholder', '2');
          },
          editingUsualArea: async () => {
            const area = await (await dialog()).findByRole('combobox', { name: 'Stock area' });
            expect(area).toHaveAccessibleDescription('Stock areas could not be loaded: the goods go to their usual area.');
          },
          invalid: async () => {
            expect(await (await dialog()).findByRole('alert')).toHaveTextContent('Enter the received quantity of at least one line.');
            expect(receiveCalls()).toEqual([]);
          },
          refused: async () => {
            expect(await (await dialog()).findByRole('alert')).toHaveTextContent('A line may be received only once per receipt.');
            expect(api.db.orders[0].receipts).toEqual([]);
          },
          failed: async () => {
            expect(await (await dialog()).findByRole('alert')).toHaveTextContent('Failed to receive the delivery.');
            expect((await dialog()).getByRole('button', { name: 'Retry' })).toBeEnabled();
          },
          conflict: async () => {
            expect(await (await dialog()).findByRole('alert')).toHaveTextContent('An order that is received cannot be received.');
          },
          received: async () => {
            expect(await screen.findByText('Delivery received.')).toBeInTheDocument();
            await waitFor(() => expect(fact('Status')).toBe('Received'));
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(api.db.orders[0].lines.map((l) => l.received_qty)).toEqual([2, 4]);
          },
          partlyReceived: async () => {
            await waitFor(() => expect(fact('Status')).toBe('Partly received'));
            expect(receiveCalls().at(-1)?.body).toEqual({ area_id: 2, lines: [{ id: 54, received_qty: 3, reason: 'DAMAGED' }] });
            expect(screen.getByRole('table', { name: 'Credits' })).toBeInTheDocument();
          },
          closed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(screen.getByRole('button', { name: 'Receive delivery' })).toBeInTheDocument();
            expect(api.db.orders[0].receipts).toEqual([]);
          },
          reloaded: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(fact('Status')).toBe('Received'));
            expect(screen.queryByRole('button', { name: 'Receive delivery' })).toBeNull();
          },
        },
      });
      coverage.recordPath(receivingFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together covered every state, transition and event of the receiving machine', () => {
    console.log(coverage.report(receivingFlow, paths.length));
    expect(coverage.missingStates('receiving')).toEqual([]);
    expect(coverage.missingEvents('receiving')).toEqual([]);
    expect(coverage.missingTransitions('receiving')).toEqual(NEVER_REJECT);
    expect(coverage.missingFlowTransitions(receivingFlow)).toEqual([]);
  });
});
