// Path coverage of the product form. The flow model is a small pure machine of what a merchant
// does on the product screens and sees there; xstate/graph generates its paths, and each path
// drives the real screens (product form, product choices and supplier offers machines with their
// real actors) in jsdom with msw as the API. The machines' inspection events record every state
// they entered and transition they took; the last test prints the coverage and checks that the
// paths together entered every state of the three machines.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { setInspector } from '../../src/lib/inspection';
import { productChoicesMachine } from '../../src/machines/merchant/product-choices.machine';
import { supplierOffersMachine } from '../../src/machines/merchant/supplier-offers.machine';
import { productFormMachine } from '../../src/machines/merchant/product-form.machine';
import { typeThroughDebounce } from '../debounce';
import { API } from '../msw/merchant-products';
import { renderProductsAt, setupProductsApi, stubObjectUrls } from '../product-screens';
import { machineCoverage } from './coverage';
import type { Role } from '../../src/lib/roles';

/** What the merchant does (events) and where they are (states); each path starts on a fresh store. */
export const productFormFlow = createMachine({
  id: 'productFormFlow',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_CREATE: 'creating',
        OPEN_CREATE_CHOICES_FAILING: 'choicesFailed',
        OPEN_EDIT: 'editing',
        OPEN_EDIT_LOAD_FAILING: 'loadFailed',
        OPEN_EDIT_OFFERS_FAILING: 'offersFailed',
        OPEN_CREATE_AS_STAFF: 'refused',
        OPEN_EDIT_AS_STAFF: 'viewOnly',
      },
    },
    // A staff member (decisions.md "Roles: screens reached by URL").
    refused: {},
    viewOnly: {},
    choicesFailed: { on: { RETRY: 'creating' } },
    creating: { on: { SUBMIT_EMPTY: 'invalid', OPEN_CREATE_UNIT: 'unitDialog', FILL_AND_CREATE: 'created' } },
    invalid: { on: { FILL_AND_CREATE: 'created' } },
    unitDialog: { on: { SAVE_UNIT: 'unitChosen' } },
    unitChosen: {},
    created: {},
    loadFailed: { on: { RETRY: 'loadedAfterRetry' } },
    loadedAfterRetry: {},
    offersFailed: { on: { RETRY_OFFERS: 'editing' } },
    editing: {
      on: {
        SAVE: 'saved',
        ADD_FOUND_SUPPLIER: 'supplierAdded',
        ADD_LISTED_SUPPLIER: 'alreadyEligible',
        SET_PREFERRED: 'preferredSet',
        REMOVE_SUPPLIER: 'supplierRemoved',
        OPEN_NEW_SUPPLIER: 'newSupplierDialog',
      },
    },
    saved: {},
    supplierAdded: {},
    alreadyEligible: {},
    preferredSet: {},
    supplierRemoved: {},
    newSupplierDialog: { on: { CREATE_SUPPLIER: 'supplierCreated' } },
    supplierCreated: {},
  },
});

const coverage = machineCoverage({ productForm: productFormMachine, supplierOffers: supplierOffersMachine, productChoices: productChoicesMachine });

const api = setupProductsApi();
beforeAll(() => setInspector(coverage.record));
afterAll(() => setInspector(undefined));
beforeEach(stubObjectUrls);

let session: ReturnType<typeof renderProductsAt> | null = null;
const open = (path: string, role?: Role) => void (session = renderProductsAt(path, role));
const current = () => {
  if (!session) throw new Error('no screen open');
  return session;
};
const user = () => current().user;
const form = () => screen.findByRole('form', { name: 'Product' });
const panel = () => within(screen.getByRole('region', { name: 'Suppliers' }));
const eligible = async () => within(await panel().findByRole('list', { name: 'Eligible suppliers' }));
const failOnce = (method: 'get' | 'post', path: string) =>
  api.server.use(http[method](`${API}${path}`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 503 }), { once: true }));

const model = createTestModel(productFormFlow);
const paths = model.getSimplePaths();

describe('the product form, path by path', () => {
  for (const path of paths) {
    it(path.description, async () => {
      session = null;
      await path.test({
        events: {
          OPEN_CREATE: () => open('/merchant/products/create'),
          OPEN_CREATE_CHOICES_FAILING: () => {
            failOnce('get', '/merchant-products/units/');
            open('/merchant/products/create');
          },
          OPEN_EDIT: () => open('/merchant/products/5'),
          OPEN_CREATE_AS_STAFF: () => open('/merchant/products/create', 'staff'),
          OPEN_EDIT_AS_STAFF: () => open('/merchant/products/5', 'staff'),
          OPEN_EDIT_LOAD_FAILING: () => {
            failOnce('get', '/merchant-products/products/:id/');
            open('/merchant/products/5');
          },
          OPEN_EDIT_OFFERS_FAILING: () => {
            failOnce('get', '/merchant-products/offers/');
            open('/merchant/products/5');
          },
          RETRY: () => user().click(screen.getByRole('button', { name: 'Retry' })),
          RETRY_OFFERS: () => user().click(panel().getByRole('button', { name: 'Retry' })),
          SUBMIT_EMPTY: () => user().click(screen.getByRole('button', { name: 'Save' })),
          FILL_AND_CREATE: async () => {
            await user().type(screen.getByRole('textbox', { name: /Product name/ }), 'Flour');
            await user().selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Dairy');
            await user().click(screen.getByRole('checkbox', { name: 'Sales tax (8.875%)' }));
            await user().upload(screen.getByLabelText('Main image'), new File([new Uint8Array(10)], 'flour.png', { type: 'image/png' }));
            await user().click(screen.getByRole('button', { name: 'Publish all changes' }));
          },
          OPEN_CREATE_UNIT: () => user().click(screen.getByRole('button', { name: 'Create Unit' })),
          SAVE_UNIT: async () => {
            const dialog = within(await screen.findByRole('dialog', { name: 'Create Unit' }));
            await user().type(dialog.getByRole('textbox', { name: /Unit name/ }), 'litre');
            await user().click(dialog.getByRole('button', { name: 'Save' }));
          },
          SAVE: async () => {
            await user().clear(screen.getByRole('textbox', { name: 'Quantity' }));
            await user().type(screen.getByRole('textbox', { name: 'Quantity' }), '30');
            await user().click(screen.getByRole('button', { name: 'Save' }));
          },
          ADD_FOUND_SUPPLIER: async () => {
            await typeThroughDebounce(panel().getByRole('searchbox', { name: 'Search suppliers' }), 'corn');
            await user().click(await panel().findByRole('button', { name: 'Add Corn Co as eligible' }));
          },
          // The search no longer offers a listed supplier: another tab adds Corn Co meanwhile, and the server refuses.
          ADD_LISTED_SUPPLIER: async () => {
            await typeThroughDebounce(panel().getByRole('searchbox', { name: 'Search suppliers' }), 'corn');
            const add = await panel().findByRole('button', { name: 'Add Corn Co as eligible' });
            api.db.offers.push({
              id: api.db.nextId++,
              product_id: 5,
              supplier_id: 11,
              supplier: { id: 11, name: 'Corn Co' },
              is_active: true,
              is_preferred: false,
              supplier_product_id: null,
              price: null,
            });
            await user().click(add);
          },
          SET_PREFERRED: async () => user().click((await eligible()).getByRole('button', { name: 'Set Bolt Foods as preferred' })),
          REMOVE_SUPPLIER: async () => {
            await user().click((await eligible()).getByRole('button', { name: 'Remove Acme Produce' }));
            const dialog = within(await screen.findByRole('dialog', { name: 'Remove supplier from product' }));
            await user().click(dialog.getByRole('button', { name: 'Remove' }));
          },
          OPEN_NEW_SUPPLIER: () => user().click(panel().getByRole('button', { name: 'Add New Supplier' })),
          CREATE_SUPPLIER: async () => {
            const dialog = within(await screen.findByRole('dialog', { name: 'Add New Supplier' }));
            await user().type(dialog.getByRole('textbox', { name: /Name/ }), 'Dairy Ltd');
            await user().click(dialog.getByRole('button', { name: 'Save' }));
          },
        },
        states: {
          start: () => {},
          refused: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Your role (staff) cannot do this.');
            expect(screen.queryByRole('form', { name: 'Product' })).not.toBeInTheDocument();
          },
          viewOnly: async () => {
            await form();
            expect(screen.getByRole('textbox', { name: /Product name/ })).toBeDisabled();
            expect((await eligible()).getAllByRole('listitem')).toHaveLength(2);
            expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
          },
          creating: async () => {
            await form();
            expect(screen.getByRole('heading', { level: 1, name: 'Create Product' })).toBeInTheDocument();
            expect(panel().getByText('Save the product first, then add its suppliers.')).toBeInTheDocument();
          },
          choicesFailed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
          },
          invalid: async () => {
            expect(await screen.findByRole('textbox', { name: /Product name/ })).toHaveAccessibleDescription('Product name is required.');
            expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Category is required.');
          },
          unitDialog: async () => {
            expect(await screen.findByRole('dialog', { name: 'Create Unit' })).toBeInTheDocument();
          },
          unitChosen: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(screen.getByRole('combobox', { name: 'Units' })).toHaveDisplayValue('litre');
          },
          created: async () => {
            await waitFor(() => expect(current().router.state.location.pathname).toBe('/merchant/products/100'));
            expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
            expect(await screen.findByText('Product created.')).toBeInTheDocument();
            expect(await panel().findByText('No eligible suppliers yet.')).toBeInTheDocument();
            expect(api.db.products.find((p) => p.id === 100)).toMatchObject({ product_name: 'Flour', category: 1, taxes: [1], image: expect.stringMatching(/^product-images\//) });
          },
          loadFailed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
            expect(screen.queryByRole('form', { name: 'Product' })).not.toBeInTheDocument();
          },
          loadedAfterRetry: async () => {
            await form();
            expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('Tomatoes');
          },
          offersFailed: async () => {
            await form();
            expect(await panel().findByRole('alert')).toHaveTextContent('Server error.');
          },
          editing: async () => {
            await form();
            expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('Tomatoes');
            expect((await eligible()).getAllByRole('listitem')).toHaveLength(2);
          },
          saved: async () => {
            expect(await screen.findByText('Product saved.')).toBeInTheDocument();
            await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled());
            expect(api.db.products[0].quantity).toBe(30);
          },
          supplierAdded: async () => {
            expect(await screen.findByText('Supplier added as eligible.')).toBeInTheDocument();
            expect(await panel().findByRole('button', { name: 'Remove Corn Co' })).toBeInTheDocument();
          },
          alreadyEligible: async () => {
            expect(await screen.findByText('This supplier is already eligible.')).toBeInTheDocument();
          },
          preferredSet: async () => {
            expect(await screen.findByText('Preferred supplier updated.')).toBeInTheDocument();
            expect(await panel().findByRole('button', { name: 'Set Acme Produce as preferred' })).toBeInTheDocument();
          },
          supplierRemoved: async () => {
            expect(await screen.findByText('Removed Acme Produce from product.')).toBeInTheDocument();
            await waitFor(() => expect(panel().queryByRole('button', { name: 'Remove Acme Produce' })).not.toBeInTheDocument());
          },
          newSupplierDialog: async () => {
            expect(await screen.findByRole('dialog', { name: 'Add New Supplier' })).toBeInTheDocument();
          },
          supplierCreated: async () => {
            expect(await screen.findByText('Supplier added as eligible.')).toBeInTheDocument();
            expect(await panel().findByRole('button', { name: 'Remove Dairy Ltd' })).toBeInTheDocument();
          },
        },
      });
      coverage.recordPath(productFormFlow, path.steps);
    });
  }
});

describe('coverage', () => {
  it('the paths together entered every state of the product form, supplier offers and product choices machines', () => {
    console.log(coverage.report(productFormFlow, paths.length));
    expect(coverage.missingStates('productForm')).toEqual([]);
    expect(coverage.missingStates('supplierOffers')).toEqual([]);
    expect(coverage.missingStates('productChoices')).toEqual([]);
    expect(coverage.missingFlowTransitions(productFormFlow)).toEqual([]);
  });
});
