// Path coverage of the order cart. The flow model is a small pure machine of what a merchant does on
// Place Orders and sees there; xstate/graph generates its paths, and each path drives the real
// screen (list and cart machines with their real actors, the cart in local storage) in jsdom with
// msw as the API. The cart machine's inspection events record every state it entered and every
// transition it took; the last test checks that together the paths covered all of them.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CART_KEY } from '../../src/areas/purchasing/cart-storage';
import { setInspector } from '../../src/lib/inspection';
import { orderCartMachine } from '../../src/machines/purchasing/order-cart.machine';
import { API, SUPPLIERS } from '../msw/purchasing';
import { renderPurchasingAt, setupPurchasingApi } from '../purchasing-screens';
import { useViewport } from '../viewport';
import { machineCoverage } from './coverage';

/** What the merchant does (events) and where they are (states); each path starts with an empty cart. */
export const orderCartFlow = createMachine({
  id: 'orderCartFlow',
  initial: 'emptyCart',
  states: {
    emptyCart: { on: { ADD_WITHOUT_QUANTITY: 'quantityRefused', ADD_SUGGESTED: 'assignedInCart', ADD_BELOW_HARD_MINIMUM: 'belowHardMinimum', ADD_ALL_ON_HOME: 'suggestionsInCart' } },
    // Issue 28: the merchant home puts a supplier's suggestions into the same cart.
    suggestionsInCart: {},
    quantityRefused: { on: { ADD_TYPED_UNASSIGNED: 'unassignedInCart' } },
    assignedInCart: { on: { CHANGE_QTY: 'quantityChanged', OPEN_REVIEW: 'reviewing', CHOOSE_DATE: 'dateChosen' } },
    // Issue 22: the delivery date, the note, and a hard minimum that holds a group back.
    dateChosen: { on: { OPEN_REVIEW: 'reviewingDated' } },
    reviewingDated: { on: { WRITE_NOTE_AND_CREATE: 'datedOrderCreated' } },
    belowHardMinimum: { on: { OPEN_REVIEW: 'reviewingBelowMinimum' } },
    reviewingBelowMinimum: { on: { CREATE_ORDERS: 'minimumRefused' } },
    datedOrderCreated: {},
    minimumRefused: {},
    quantityChanged: {
      on: { SET_QTY_ZERO: 'cartEmptied', REMOVE_LINE: 'cartEmptied', CLEAR_CART: 'cartEmptied', OTHER_TAB_CLEARS: 'cartEmptied', UNASSIGN: 'unassignedInCart' },
    },
    unassignedInCart: { on: { OPEN_REVIEW: 'reviewingUnassigned' } },
    reviewingUnassigned: { on: { CREATE_ORDERS: 'nothingToOrder' } },
    nothingToOrder: { on: { CLOSE_REVIEW: 'reviewClosed' } },
    reviewing: { on: { CREATE_ORDERS_FAILING: 'createFailed', CREATE_ORDERS: 'ordersCreated' } },
    createFailed: { on: { CREATE_ORDERS: 'ordersCreated', CLOSE_REVIEW: 'reviewClosed' } },
    ordersCreated: {},
    cartEmptied: {},
    reviewClosed: {},
  },
});

// ---------------------------------------------------------------------------------------------
// Coverage of the production machine, from its inspection events.

const coverage = machineCoverage({ orderCart: orderCartMachine });

// ---------------------------------------------------------------------------------------------
// The system under test.

const api = setupPurchasingApi();
// The products table draws only the rows in view: give jsdom a viewport.
useViewport();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));

const user = userEvent.setup();
let chosenDate = '';
const cart = () => within(screen.getByRole('complementary', { name: 'Cart' }));
const review = () => screen.findByRole('dialog', { name: 'Review & Send Orders' });
const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as { name: string; qty: number; supplierId: number | null }[];
async function toast(text: string) {
  return within(screen.getByRole('region', { name: 'Notifications', hidden: true })).findByText(text);
}

const model = createTestModel(orderCartFlow);
const paths = model.getSimplePaths();

describe('the order cart, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {
          ADD_WITHOUT_QUANTITY: () => user.click(screen.getByRole('button', { name: 'Add Cold Brew Coffee' })),
          ADD_SUGGESTED: () => user.click(screen.getByRole('button', { name: 'Add Roma Tomatoes' })),
          ADD_BELOW_HARD_MINIMUM: async () => {
            api.db.terms[SUPPLIERS.metro.id] = { ...api.db.terms[SUPPLIERS.farms.id], minimum_order: 100, minimum_order_rule: 'hard' };
            await user.type(screen.getByLabelText('Quantity for Unsalted Butter'), '10{Enter}');
          },
          ADD_ALL_ON_HOME: async () => {
            await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }));
            const farms = within(await screen.findByRole('region', { name: 'Fresh Farms' }));
            await user.click(farms.getByRole('button', { name: 'Add all suggested to cart' }));
            await toast('2 items added to cart');
            await user.click(screen.getByRole('link', { name: 'Go to Place Orders' }));
          },
          CHOOSE_DATE: async () => {
            const date = await cart().findByRole('combobox', { name: 'Delivery date from Fresh Farms' });
            chosenDate = (within(date).getAllByRole('option')[1] as HTMLOptionElement).value;
            await user.selectOptions(date, chosenDate);
          },
          WRITE_NOTE_AND_CREATE: async () => {
            const dialog = within(await review());
            await user.type(dialog.getByLabelText('Note to suppliers'), 'Back door.');
            await user.click(dialog.getByRole('button', { name: 'Create Orders' }));
          },
          ADD_TYPED_UNASSIGNED: async () => {
            await user.type(screen.getByLabelText('Quantity for Cold Brew Coffee'), '2');
            await user.click(screen.getByRole('button', { name: 'Add Cold Brew Coffee' }));
          },
          CHANGE_QTY: async () => {
            const qty = cart().getByLabelText('Quantity of Roma Tomatoes (Fresh Farms)');
            await user.clear(qty);
            await user.type(qty, '12');
          },
          SET_QTY_ZERO: async () => {
            const qty = cart().getByLabelText('Quantity of Roma Tomatoes (Fresh Farms)');
            await user.clear(qty);
            await user.type(qty, '0');
          },
          REMOVE_LINE: () => user.click(cart().getByRole('button', { name: 'Remove Roma Tomatoes (Fresh Farms)' })),
          CLEAR_CART: () => user.click(cart().getByRole('button', { name: 'Clear' })),
          OTHER_TAB_CLEARS: () => {
            localStorage.setItem(CART_KEY, '[]');
            act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: '[]', storageArea: localStorage })));
          },
          UNASSIGN: async () => {
            const picker = cart().getByRole('combobox', { name: 'Supplier of Roma Tomatoes (Fresh Farms)' });
            await user.selectOptions(picker, 'Unassigned');
          },
          OPEN_REVIEW: () => user.click(cart().getByRole('button', { name: 'Review & Send' })),
          CREATE_ORDERS: async () => user.click(within(await review()).getByRole('button', { name: 'Create Orders' })),
          CREATE_ORDERS_FAILING: async () => {
            api.server.use(http.post(`${API}/merchant-orders/orders/place/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }), { once: true }));
            await user.click(within(await review()).getByRole('button', { name: 'Create Orders' }));
          },
          CLOSE_REVIEW: async () => user.click(within(await review()).getByRole('button', { name: 'Close' })),
        },
        states: {
          emptyCart: async () => {
            renderPurchasingAt('/merchant/purchasing/place-order');
            await screen.findByText('Roma Tomatoes');
            expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
          },
          quantityRefused: async () => {
            await toast('Enter a valid quantity.');
            expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
          },
          assignedInCart: async () => {
            await toast('Roma Tomatoes added to cart');
            expect(within(cart().getByRole('region', { name: 'Fresh Farms' })).getByText('Roma Tomatoes')).toBeInTheDocument();
            expect(stored()).toEqual([expect.objectContaining({ name: 'Roma Tomatoes', qty: 7, supplierId: 1 })]);
          },
          suggestionsInCart: async () => {
            const farms = within(await cart().findByRole('region', { name: 'Fresh Farms' }));
            expect(farms.getByText('Roma Tomatoes')).toBeInTheDocument();
            expect(farms.getByText('Romaine Lettuce')).toBeInTheDocument();
            expect(stored().map((l) => [l.name, l.qty, l.supplierId])).toEqual([
              ['Roma Tomatoes', 7, 1],
              ['Romaine Lettuce', 1, 1],
            ]);
          },
          quantityChanged: async () => {
            expect(cart().getByText('Total: 12 units, 1 items')).toBeInTheDocument();
            expect(stored()[0].qty).toBe(12);
          },
          unassignedInCart: async () => {
            const group = within(await cart().findByRole('region', { name: 'Unassigned (Print)' }));
            expect(group.getAllByRole('listitem')).toHaveLength(1);
            expect(stored().every((l) => l.supplierId === null)).toBe(true);
          },
          reviewingUnassigned: async () => {
            expect(within(await review()).getByRole('region', { name: 'Unassigned (Print)' })).toBeInTheDocument();
          },
          nothingToOrder: async () => {
            await toast('No supplier-assigned items to order.');
            expect(await review()).toBeInTheDocument();
          },
          reviewing: async () => {
            expect(within(await review()).getByRole('region', { name: 'Fresh Farms' })).toBeInTheDocument();
          },
          dateChosen: async () => {
            expect(cart().getByRole('combobox', { name: 'Delivery date from Fresh Farms' })).toHaveValue(chosenDate);
          },
          reviewingDated: async () => {
            const farms = within(within(await review()).getByRole('region', { name: 'Fresh Farms' }));
            expect(farms.getByText(/^Delivery: /)).toBeInTheDocument();
            expect(farms.getByText('Order total: $17.50')).toBeInTheDocument();
          },
          datedOrderCreated: async () => {
            await toast('Created 1 order(s). Messages will be sent in the background.');
            expect(api.db.orders[0]).toMatchObject({ delivery_date: chosenDate, note: 'Back door.', total: 17.5, below_minimum: true });
          },
          belowHardMinimum: async () => {
            const group = within(await cart().findByRole('region', { name: 'Metro Restaurant Supply' }));
            expect(await group.findByRole('alert')).toHaveTextContent("$60.00 more to reach Metro Restaurant Supply's minimum of $100.00.");
          },
          reviewingBelowMinimum: async () => {
            expect(within(await review()).getByRole('alert')).toHaveTextContent('This order cannot be placed until it reaches the minimum.');
          },
          minimumRefused: async () => {
            await toast('Metro Restaurant Supply requires a minimum order of $100.00.');
            expect(api.db.orders).toEqual([]);
          },
          createFailed: async () => {
            await toast('Failed to create orders.');
            expect(within(await review()).getByRole('button', { name: 'Create Orders' })).toBeEnabled();
            expect(stored()).toHaveLength(1);
          },
          ordersCreated: async () => {
            await toast('Created 1 order(s). Messages will be sent in the background.');
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
            expect(api.db.orders).toHaveLength(1);
          },
          cartEmptied: async () => {
            expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
            expect(stored()).toEqual([]);
          },
          reviewClosed: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(stored()).toHaveLength(1);
          },
        },
      });
      coverage.recordPath(orderCartFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together reached every state and took every transition of the cart machine', () => {
    console.log(coverage.report(orderCartFlow, paths.length));
    expect(coverage.missingStates('orderCart')).toEqual([]);
    expect(coverage.missingTransitions('orderCart')).toEqual([]);
    expect(coverage.missingFlowTransitions(orderCartFlow)).toEqual([]);
  });
});
