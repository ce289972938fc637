import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/merchant-products';
import { renderProductsAt, setupProductsApi, stubObjectUrls } from '../../../test/product-screens';

const api = setupProductsApi();
const renderAt = renderProductsAt;

beforeEach(stubObjectUrls);

const png = (size = 10, type = 'image/png', name = 'tomato.png') => new File([new Uint8Array(size)], name, { type });
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));
const productForm = () => screen.findByRole('form', { name: 'Product' });
const panel = () => screen.getByRole('region', { name: 'Suppliers' });

describe('Create Product', () => {
  it('shows every section with its defaults, the taxes, and a supplier panel that says to save first', async () => {
    renderAt('/merchant/products/create');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading product...');
    await productForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Product' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/merchant/products');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish all changes' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('spinbutton', { name: 'Gross weight' })).toHaveAttribute('step', '0.001');
    expect(screen.getByRole('spinbutton', { name: 'Height' })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACT');
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Inactive', 'Out of Stock', 'Discontinued']);
    expect(
      within(screen.getByRole('combobox', { name: /Category/ }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a category', 'Dairy', 'Produce']);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('checkbox', { name: 'Sales tax (8.875%)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bottle deposit (1%)' })).toBeInTheDocument();
    expect(within(panel()).getByText('Save the product first, then add its suppliers.')).toBeInTheDocument();
    expect(calls('GET /merchant-products/offers/')).toEqual([]);
  });

  it("says 'No taxes configured.' when the merchant has none", async () => {
    api.db.taxes = [];
    renderAt('/merchant/products/create');
    await productForm();
    expect(screen.getByText('No taxes configured.')).toBeInTheDocument();
  });

  it('flags a missing name and category and sends nothing', async () => {
    const { user } = renderAt('/merchant/products/create');
    await productForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveAccessibleDescription('Product name is required.');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Category is required.');
    expect(calls('POST /merchant-products/products/')).toEqual([]);
  });

  it('clamps the quantity to digits and refuses a wrong image with the spec messages', async () => {
    const { user } = renderAt('/merchant/products/create');
    await productForm();
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '-1a2');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('12');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(screen.getByLabelText('Main image'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByLabelText('Main image')).toHaveAccessibleDescription(/File too large\. Max 5\.0MB\./);
    await upload.upload(screen.getByLabelText('High-res image'), png(10, 'image/gif', 'a.gif'));
    expect(screen.getByLabelText('High-res image')).toHaveAccessibleDescription(/Unsupported type: image\/gif\./);
  });

  it('creates the product as multipart with an upload overlay, then opens it in edit mode', async () => {
    const answer = deferred<void>();
    api.server.use(http.post(`${API}/merchant-products/products/`, async () => (await answer.promise, undefined)));
    const { user, router } = renderAt('/merchant/products/create');
    await productForm();
    await user.type(screen.getByRole('textbox', { name: /Product name/ }), 'Flour');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Dairy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Units' }), 'pcs');
    await user.clear(screen.getByRole('spinbutton', { name: 'Price' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '1234.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Volume' }), '2.125');
    await user.click(screen.getByRole('checkbox', { name: 'Bottle deposit (1%)' }));
    await user.upload(screen.getByLabelText('Main image'), png());
    expect(screen.getByRole('img', { name: 'New main image' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Publish all changes' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/products/100'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls('POST /merchant-products/products/').map((r) => r.body)).toEqual([
      {
        product_name: 'Flour',
        base_price: '1234.5',
        volume: '2.125',
        category: '1',
        units: '4',
        status: 'ACT',
        taxes: '2',
        // jsdom's XMLHttpRequest hands msw the file without its name and bytes; its type survives.
        image: expect.objectContaining({ type: 'image/png' }),
        preferred_supplier_id: '',
      },
    ]);
    expect(await within(panel()).findByText('No eligible suppliers yet.')).toBeInTheDocument();
  });

  it("shows the server's field errors next to their fields", async () => {
    const { user } = renderAt('/merchant/products/create');
    await productForm();
    await user.type(screen.getByRole('textbox', { name: /Product name/ }), 'Tomatoes 2');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'tom-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Produce');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveAccessibleDescription('A product with this SKU already exists.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Save failed. Check console for details.')).not.toBeInTheDocument();
  });

  it('Create Unit: the name is required; a created unit is listed and chosen', async () => {
    const { user } = renderAt('/merchant/products/create');
    await productForm();
    await user.click(screen.getByRole('button', { name: 'Create Unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /Unit name/ })).toHaveAccessibleDescription('Unit name is required.');
    await user.type(within(dialog).getByRole('textbox', { name: /Unit name/ }), ' litre ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveDisplayValue('litre');
    expect(calls('POST /merchant-products/units/').map((r) => r.body)).toEqual([{ unit_choice: 'litre', description: null }]);
    // The product form did not submit with the modal.
    expect(calls('POST /merchant-products/products/')).toEqual([]);
  });

  it('a failed load of the choices offers a retry', async () => {
    api.server.use(http.get(`${API}/merchant-products/taxes/`, () => HttpResponse.json({ detail: 'Taxes are down.' }, { status: 503 }), { once: true }));
    const { user } = renderAt('/merchant/products/create');
    expect(await screen.findByRole('alert')).toHaveTextContent('Taxes are down.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await productForm()).toBeInTheDocument();
  });
});

describe('Edit Product', () => {
  it('loads the product into the form with its taxes, images and eligible suppliers (their prices set here)', async () => {
    const { user } = renderAt('/merchant/products/5');
    await productForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Tomatoes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('Tomatoes');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveDisplayValue('Produce');
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveDisplayValue('kg');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('12');
    expect(screen.getByRole('checkbox', { name: 'Sales tax (8.875%)' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Current main image' })).toHaveAttribute('src', '/1/api/media/product-images/tomatoes.png');
    const offers = await within(panel()).findByRole('list', { name: 'Eligible suppliers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Acme ProducePreferred'), expect.stringContaining('Bolt Foods')]);
    // Issue 22: an off-system supplier's offer has its own price, set here.
    expect(within(offers).getByLabelText('Price of Acme Produce')).toHaveValue('2.40');
    expect(within(offers).getByLabelText('Price of Bolt Foods')).toHaveValue('');
    await user.type(within(offers).getByLabelText('Price of Bolt Foods'), '3.1');
    await user.click(within(offers).getByRole('button', { name: 'Save the price of Bolt Foods' }));
    expect(await screen.findByText("Bolt Foods' price is now $3.10.")).toBeInTheDocument();
    await user.click(within(offers).getByRole('button', { name: 'Clear price: Acme Produce' }));
    expect(await screen.findByText("Acme Produce's price is cleared.")).toBeInTheDocument();
    expect(within(offers).getByLabelText('Price of Acme Produce')).toHaveValue('');
    expect(api.db.requests.filter((r) => r.call.startsWith('PATCH /merchant-products/offers/')).map((r) => [r.call, r.body])).toEqual([
      ['PATCH /merchant-products/offers/2/', { price: 3.1 }],
      ['PATCH /merchant-products/offers/1/', { price: null }],
    ]);
    expect(within(offers).queryByRole('button', { name: 'Set Acme Produce as preferred' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error with a retry', async () => {
    api.server.use(http.get(`${API}/merchant-products/products/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    const { user } = renderAt('/merchant/products/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await productForm()).toBeInTheDocument();
  });

  it('saves with PUT, keeping the preferred supplier, and stays open', async () => {
    const { user } = renderAt('/merchant/products/5');
    await productForm();
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled());
    expect(calls('PUT /merchant-products/products/5/').map((r) => r.body)).toEqual([
      { product_name: 'Tomatoes', sku: 'TOM-1', base_price: '2.5', quantity: '30', category: '2', units: '3', status: 'ACT', taxes: '1', preferred_supplier_id: '9' },
    ]);
  });

  describe('supplier panel', () => {
    async function openPanel() {
      const rendered = renderAt('/merchant/products/5');
      await within(await screen.findByRole('region', { name: 'Suppliers' })).findByRole('list', { name: 'Eligible suppliers' });
      return rendered;
    }

    const search = (text: string) => typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search suppliers' }), text);

    it('searches from 2 characters after 300 ms and adds a supplier as eligible', async () => {
      const { user } = await openPanel();
      await search(' c');
      expect(screen.getByText('Type at least 2 characters.')).toBeInTheDocument();
      expect(calls('GET /merchant-products/suppliers/')).toEqual([]);
      await search('o');
      const results = await screen.findByRole('list', { name: 'Supplier search results' });
      expect(
        within(results)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Corn CoAdd as eligible', 'Cocoa TradersAdd as eligible']);
      expect(calls('GET /merchant-products/suppliers/').map((r) => r.call)).toEqual(['GET /merchant-products/suppliers/?q=co&page_size=10']);
      await user.click(within(results).getByRole('button', { name: 'Add Corn Co as eligible' }));
      expect(await screen.findByText('Supplier added as eligible.')).toBeInTheDocument();
      expect(await within(panel()).findByRole('button', { name: 'Remove Corn Co' })).toBeInTheDocument();
    });

    it('does not offer a supplier already eligible, and says so when the server says unique', async () => {
      const { user } = await openPanel();
      await search('bolt');
      expect(await screen.findByText('No suppliers found.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Bolt Foods as eligible' })).not.toBeInTheDocument();
      expect(calls('GET /merchant-products/suppliers/').map((r) => r.call)).toEqual(['GET /merchant-products/suppliers/?q=bolt&page_size=10']);
      // Someone else added Corn Co meanwhile: the server's 400 says unique.
      await search('{Backspace}{Backspace}{Backspace}{Backspace}corn');
      api.db.offers.push({ id: 50, product_id: 5, supplier_id: 11, supplier: { id: 11, name: 'Corn Co' }, is_active: true, is_preferred: false, supplier_product_id: null, price: null });
      await user.click(await screen.findByRole('button', { name: 'Add Corn Co as eligible' }));
      expect(await screen.findByText('This supplier is already eligible.')).toBeInTheDocument();
      expect(calls('POST /merchant-products/offers/')).toHaveLength(1);
    });

    it('sets the preferred supplier', async () => {
      const { user } = await openPanel();
      await user.click(screen.getByRole('button', { name: 'Set Bolt Foods as preferred' }));
      expect(await screen.findByText('Preferred supplier updated.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Set Acme Produce as preferred' })).toBeEnabled());
      expect(api.db.offers.find((o) => o.supplier_id === 10)?.is_preferred).toBe(true);
      // The next save sends the new preferred supplier, not the one loaded.
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Product saved.');
      expect(calls('PUT /merchant-products/products/5/')[0].body).toMatchObject({ preferred_supplier_id: '10' });
    });

    it("removes a supplier after 'Remove supplier from product', or says there was nothing to remove", async () => {
      const { user } = await openPanel();
      await user.click(screen.getByRole('button', { name: 'Remove Acme Produce' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove supplier from product' });
      expect(dialog).toHaveTextContent('Remove Acme Produce from this product?');
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Removed Acme Produce from product.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Acme Produce' })).not.toBeInTheDocument());
      expect(calls('DELETE /merchant-products/offers/').map((r) => r.call)).toEqual(['DELETE /merchant-products/offers/1/']);

      // Bolt's offer went away elsewhere: nothing is left to delete.
      api.db.offers = api.db.offers.filter((o) => o.supplier_id !== 10);
      await user.click(screen.getByRole('button', { name: 'Remove Bolt Foods' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Remove supplier from product' })).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('No offers found for this supplier on the product.')).toBeInTheDocument();
    });

    it('a failed set preferred and a failed remove say so', async () => {
      api.server.use(
        http.post(`${API}/merchant-products/offers/:id/set_preferred/`, () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
        http.delete(`${API}/merchant-products/offers/:id/`, () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
      );
      const { user } = await openPanel();
      await user.click(screen.getByRole('button', { name: 'Set Bolt Foods as preferred' }));
      expect(await screen.findByText('Failed to set preferred supplier.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Bolt Foods' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Remove Bolt Foods' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Remove supplier from product' })).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Failed to remove supplier.')).toBeInTheDocument();
    });

    it('Add New Supplier: name required, blank fields as null, then added as eligible', async () => {
      const { user } = await openPanel();
      await user.click(within(panel()).getByRole('button', { name: 'Add New Supplier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Supplier' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required.');
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Dairy Ltd');
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '555-0100');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Supplier added as eligible.')).toBeInTheDocument();
      expect(calls('POST /merchant-products/suppliers/').map((r) => r.body)).toEqual([{ name: 'Dairy Ltd', email: null, phone: '555-0100', account_manager: null }]);
      expect(await within(panel()).findByText('Dairy Ltd')).toBeInTheDocument();
    });

    it("says 'Supplier created, but failed to add as eligible.' when the add fails", async () => {
      api.server.use(http.post(`${API}/merchant-products/offers/`, () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
      const { user } = await openPanel();
      await user.click(within(panel()).getByRole('button', { name: 'Add New Supplier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Supplier' });
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Dairy Ltd');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Supplier created, but failed to add as eligible.')).toBeInTheDocument();
    });

    it('a failed load of the offers offers a retry', async () => {
      api.server.use(http.get(`${API}/merchant-products/offers/`, () => HttpResponse.json({ detail: 'Offers are down.' }, { status: 503 }), { once: true }));
      const { user } = renderAt('/merchant/products/5');
      expect(await within(await screen.findByRole('region', { name: 'Suppliers' })).findByRole('alert')).toHaveTextContent('Offers are down.');
      await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
      expect(await within(panel()).findByRole('list', { name: 'Eligible suppliers' })).toBeInTheDocument();
    });
  });
});

describe('the product form by role (decisions.md "Roles: screens reached by URL")', () => {
  it('refuses Create Product to a staff member, with the way back to the products', async () => {
    const { user, router } = renderProductsAt('/merchant/products/create', 'staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role (staff) cannot do this. Ask an owner or a manager.');
    expect(screen.queryByRole('form', { name: 'Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Back to products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/products'));
  });

  it('shows a staff member a product read-only: every field disabled, no Save, Create Unit or supplier changes', async () => {
    renderProductsAt('/merchant/products/5', 'staff');
    await productForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeInTheDocument();
    expect(screen.getByText('View only: your role (staff) cannot change this. Ask an owner or a manager.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('Tomatoes');
    expect(screen.getByRole('textbox', { name: /Product name/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sales tax (8.875%)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Save|Publish all changes|Create Unit)$/ })).toBeNull();
    const offers = await within(panel()).findByRole('list', { name: 'Eligible suppliers' });
    expect(within(offers).getByText('$2.40')).toBeInTheDocument();
    expect(within(offers).queryByLabelText('Price of Acme Produce')).toBeNull();
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(within(panel()).queryByRole('searchbox')).toBeNull();
  });

  it('lets a manager edit', async () => {
    renderProductsAt('/merchant/products/5', 'manager');
    await productForm();
    expect(screen.getByRole('textbox', { name: /Product name/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText(/^View only/)).toBeNull();
  });
});
