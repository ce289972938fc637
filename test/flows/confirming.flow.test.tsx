// Path coverage of confirming a new order line by line (issue 23). The flow model is a small pure
// machine of what a supplier does on the order screen and sees there; xstate/graph generates its
// paths, and each path drives the real screen (the order machine with its confirming child and the
// substitute picker's list, with their real actors) in jsdom with msw as the API. The machines'
// inspection events record every state they entered and event they got; the last test checks that the paths together
// entered every state of the confirming machine, sent it every event, and took every step of the flow model.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setInspector } from '../../src/lib/inspection';
import { confirmingMachine } from '../../src/machines/supplier/confirming.machine';
import { renderSupplierAt, setupSupplierApi } from '../supplier-screens';
import { machineCoverage } from './coverage';

/** What the supplier does (events) and where they are (states); each path starts on a fresh store. */
export const confirmingFlow = createMachine({
  id: 'confirmingFlow',
  initial: 'start',
  states: {
    start: { on: { OPEN: 'editing' } },
    editing: { on: { OUT_OF_STOCK: 'edited', TYPE_BAD_QTY: 'invalid', PICK: 'picking', CANCEL: 'cancelled' } },
    edited: { on: { SUBMIT: 'accepted', SUBMIT_AFTER_REJECTED_ELSEWHERE: 'changed', SUBMIT_PAST_DATE: 'refused' } },
    invalid: { on: { FIX_AND_SUBMIT: 'accepted' } },
    picking: { on: { CHOOSE: 'substituted', CLOSE_PICKER: 'pickerClosed' } },
    substituted: { on: { SUBMIT: 'accepted', REMOVE_SUBSTITUTE: 'pickerClosed' } },
    pickerClosed: {},
    accepted: {},
    changed: {},
    refused: {},
    cancelled: {},
  },
});

const coverage = machineCoverage({ confirming: confirmingMachine });

const api = setupSupplierApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const form = () => within(screen.getByRole('form', { name: 'Confirm lines' }));
const line = (name: RegExp) => within(screen.getByRole('group', { name }));
const status = () => screen.getByText('Status', { selector: 'dt' }).nextElementSibling;
const accepts = () => api.db.requests.filter((r) => r.call === 'POST /supplier-orders/orders/5/accept/').map((r) => r.body);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(form().getByRole('button', { name: 'Accept with changes' }));

const model = createTestModel(confirmingFlow);
const paths = model.getSimplePaths();

describe('confirming an order, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup();
      await path.test({
        events: {
          OPEN: async () => {
            renderSupplierAt('/supplier/orders/5');
            await user.click(await screen.findByRole('button', { name: 'Accept with changes' }));
          },
          OUT_OF_STOCK: () => user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Out of stock' })),
          TYPE_BAD_QTY: async () => {
            await user.clear(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'));
            await submit(user);
          },
          FIX_AND_SUBMIT: async () => {
            await user.type(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'), '12');
            await user.type(line(/^Roma Tomatoes/).getByLabelText('Note'), 'Last twelve.');
            await submit(user);
          },
          PICK: () => user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Choose substitute' })),
          CHOOSE: async () => user.click(await screen.findByRole('button', { name: 'Choose Lemons' })),
          REMOVE_SUBSTITUTE: () => user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Remove substitute' })),
          CLOSE_PICKER: () => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })),
          CANCEL: () => user.click(form().getByRole('button', { name: 'Cancel' })),
          SUBMIT: () => submit(user),
          SUBMIT_AFTER_REJECTED_ELSEWHERE: async () => {
            api.db.orders.find((o) => o.id === 5)!.status = 'rejected';
            await submit(user);
          },
          SUBMIT_PAST_DATE: async () => {
            await user.clear(form().getByLabelText('Delivery date'));
            await user.type(form().getByLabelText('Delivery date'), '2025-03-01');
            await submit(user);
          },
        },
        states: {
          start: () => {},
          editing: () => {
            expect(form().getByText('New total: $20.25')).toBeInTheDocument();
          },
          edited: () => {
            expect(line(/^Fresh Basil/).getByLabelText('Confirmed quantity')).toHaveValue('0');
          },
          invalid: () => {
            expect(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity')).toHaveAccessibleDescription('Enter a quantity of 0 or more.');
            expect(accepts()).toEqual([]);
          },
          picking: async () => {
            expect(await screen.findByRole('dialog', { name: 'Substitute for Fresh Basil' })).toBeInTheDocument();
          },
          substituted: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(form().getByText('New total (estimate): $30.99')).toBeInTheDocument();
          },
          pickerClosed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(line(/^Fresh Basil/).getByRole('button', { name: 'Choose substitute' })).toBeInTheDocument();
          },
          accepted: async () => {
            expect(await notifications().findByText('Order accepted.')).toBeInTheDocument();
            expect(status()).toHaveTextContent('Accepted');
            expect(accepts()).toHaveLength(1);
          },
          changed: async () => {
            expect(await notifications().findByText('An order that is rejected cannot be accepted.')).toBeInTheDocument();
            await waitFor(() => expect(status()).toHaveTextContent('Rejected'));
          },
          refused: async () => {
            expect(await form().findByRole('alert')).toHaveTextContent('The delivery date cannot be in the past.');
          },
          cancelled: () => {
            expect(screen.queryByRole('form', { name: 'Confirm lines' })).not.toBeInTheDocument();
            expect(accepts()).toEqual([]);
          },
        },
      });
      coverage.recordPath(confirmingFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together entered every state of the confirming machine, sent it every event and took every step of the flow', () => {
    console.log(coverage.report(confirmingFlow, paths.length));
    expect(coverage.missingStates('confirming')).toEqual([]);
    expect(coverage.missingEvents('confirming')).toEqual([]);
    expect(coverage.missingFlowTransitions(confirmingFlow)).toEqual([]);
  });
});
