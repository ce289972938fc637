// Catalogs list, Create Catalog and Edit Catalog with its merchant and product assignments.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import { CATALOGS_TEXT } from './catalogs-list';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
let urls = 0;

beforeEach(() => {
  urls = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});

describe('Catalogs', () => {
  it('shows the loading state, then the columns with images, merchants joined, badges, creator and the super admin flag', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/catalogs/list-catalogs/`, async () => (await loaded.promise, undefined)));
    renderSupplierAt('/supplier/catalogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Catalog' })).toHaveAttribute('href', '/supplier/catalogs/create');
    expect(screen.getByRole('status')).toHaveTextContent('Loading catalogs...');
    loaded.resolve();
    await screen.findByText('Restaurant Produce');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'Description', 'Merchants', 'Active', 'Created By', 'Updated By Super Admin']);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Restaurant Produce', 'Everyday vegetables.', 'Corner Bistro, Green Leaf Deli', 'Active', 'supplier', 'No']);
    expect(within(bodyRows()[0]).getByRole('img', { name: 'Restaurant Produce' })).toHaveAttribute('src', '/1/api/media/catalog-images/produce.png');
    expect(
      within(bodyRows()[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['No Image', 'Spring Specials', '-', '-', 'Inactive', '-', 'Yes']);
  });

  it("shows 'No catalogs found' without catalogs, with a line of help and 'New Catalog'", async () => {
    api.db.catalogs = [];
    renderSupplierAt('/supplier/catalogs');
    expect(await screen.findByText('No catalogs found')).toBeInTheDocument();
    const empty = within(screen.getByRole('cell', { name: /^No catalogs found/ }));
    expect(empty.getByText(CATALOGS_TEXT.emptyHelp)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'New Catalog' })).toHaveAttribute('href', '/supplier/catalogs/create');
  });

  it("shows a failed load's server detail in red and as a toast, with a retry", async () => {
    api.server.use(http.get(`${API}/catalogs/list-catalogs/`, () => HttpResponse.json({ detail: 'Catalogs are resting.' }, { status: 503 }), { once: true }));
    renderSupplierAt('/supplier/catalogs');
    await screen.findByRole('heading', { level: 1, name: 'Catalogs' });
    expect(await notifications().findByText('Catalogs are resting.')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    expect(inline).toHaveTextContent('Catalogs are resting.');
    await userEvent.click(within(inline).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Restaurant Produce')).toBeInTheDocument();
  });

  it('a row click opens the catalog detail', async () => {
    const { router } = renderSupplierAt('/supplier/catalogs', ['/supplier/catalogs/catalog-detail/$catalogId']);
    await userEvent.click(await screen.findByText('Spring Specials'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/catalogs/catalog-detail/2'));
  });
});

describe('Create Catalog', () => {
  it("requires the name ('Catalog name is required.')", async () => {
    renderSupplierAt('/supplier/catalogs/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Catalog' }));
    expect(await screen.findByText('Catalog name is required.')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call.startsWith('POST'))).toEqual([]);
  });

  it("sends multipart with is_active 'true' or 'false' and the image; 'Catalog created!' and back to the list", async () => {
    const { router } = renderSupplierAt('/supplier/catalogs/create', ['/supplier/catalogs']);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Catalog Name/), ' Winter Roots ');
    await user.type(screen.getByLabelText('Description'), 'Beets and turnips');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'roots.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'New catalog image' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Create Catalog' }));
    expect(await notifications().findByText('Catalog created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/catalogs'));
    const [created] = api.db.requests.filter((r) => r.call === 'POST /catalogs/add-catalog/');
    // jsdom's XMLHttpRequest loses the file's name on the way (the e2e test sees it in Chromium).
    expect(created.body).toEqual({ catalog_name: 'Winter Roots', description: 'Beets and turnips', is_active: 'false', image: { file: expect.any(String), type: 'image/png' } });
  });

  it("toasts 'Failed to create catalog: {server response}'", async () => {
    api.server.use(http.post(`${API}/catalogs/add-catalog/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    renderSupplierAt('/supplier/catalogs/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Catalog Name/), 'Herbs');
    await user.click(screen.getByRole('button', { name: 'Create Catalog' }));
    expect(await notifications().findByText('Failed to create catalog: You do not have permission to perform this action.')).toBeInTheDocument();
  });
});

describe('Edit Catalog', () => {
  async function openProduce() {
    const rendered = renderSupplierAt('/supplier/catalogs/catalog-detail/1', ['/supplier/catalogs']);
    expect(await screen.findByLabelText(/^Catalog Name/)).toHaveValue('Restaurant Produce');
    return rendered;
  }

  it("shows the current image, previews a new one with Remove, and saves: 'Catalog updated.' then the list", async () => {
    const { router } = await openProduce();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Catalog' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current catalog image' })).toHaveAttribute('src', '/1/api/media/catalog-images/produce.png');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'crate.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'New catalog image' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'New catalog image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current catalog image' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Catalog Name/));
    await user.type(screen.getByLabelText(/^Catalog Name/), 'Produce');
    await user.click(screen.getByRole('button', { name: 'Save Catalog' }));
    expect(await notifications().findByText('Catalog updated.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/catalogs'));
    const [update] = api.db.requests.filter((r) => r.call === 'PATCH /catalogs/update-catalog/1');
    expect(update.body).toEqual({ catalog_name: 'Produce', description: 'Everyday vegetables.', is_active: 'true' });
  });

  it("toasts 'Failed to update: {server response}'", async () => {
    api.server.use(http.patch(`${API}/catalogs/update-catalog/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await openProduce();
    await userEvent.click(screen.getByRole('button', { name: 'Save Catalog' }));
    expect(await notifications().findByText('Failed to update: Not found.')).toBeInTheDocument();
  });

  it("shows a failed load's server detail with a retry and as a toast", async () => {
    api.server.use(http.get(`${API}/catalogs/catalog-detail/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderSupplierAt('/supplier/catalogs/catalog-detail/1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Catalog' });
    expect(await notifications().findByText('Not found.')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    await userEvent.click(within(inline).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Catalog Name/)).toHaveValue('Restaurant Produce');
  });

  it('assigns a merchant and a product, and takes one off', async () => {
    await openProduce();
    const user = userEvent.setup();
    const merchants = screen.getByRole('region', { name: 'Merchants' });
    expect(within(merchants).getByRole('list', { name: 'Assigned merchants' })).toHaveTextContent('Corner BistroRemoveGreen Leaf DeliRemove');
    await waitFor(() => expect(within(merchants).getByLabelText('Add merchant')).toBeEnabled());
    await user.selectOptions(within(merchants).getByLabelText('Add merchant'), 'Sunrise Bakery');
    await user.click(within(merchants).getByRole('button', { name: 'Add' }));
    expect(await notifications().findByText('Sunrise Bakery added to the catalog.')).toBeInTheDocument();
    expect(within(merchants).getByRole('list', { name: 'Assigned merchants' })).toHaveTextContent('Sunrise Bakery');
    await user.click(within(merchants).getByRole('button', { name: 'Remove Corner Bistro' }));
    expect(await notifications().findByText('Corner Bistro removed from the catalog.')).toBeInTheDocument();
    expect(within(merchants).getByRole('list', { name: 'Assigned merchants' })).not.toHaveTextContent('Corner Bistro');

    const products = screen.getByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(products).getByLabelText('Add product')).toBeEnabled());
    expect(
      within(within(products).getByLabelText('Add product'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a product', 'Asparagus (FF-ASP-GRN)', 'Lemons (FF-CIT-LEMN)']);
    await user.selectOptions(within(products).getByLabelText('Add product'), 'Lemons (FF-CIT-LEMN)');
    await user.click(within(products).getByRole('button', { name: 'Add' }));
    expect(await within(products).findByText('Lemons')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call.startsWith('POST /catalogs/1/') || r.call.startsWith('DELETE /catalogs/1/')).map((r) => [r.call, r.body])).toEqual([
      ['POST /catalogs/1/merchants/', { merchant_id: 3 }],
      ['DELETE /catalogs/1/merchants/1/', undefined],
      ['POST /catalogs/1/products/', { product_id: 2 }],
    ]);
  });

  it('shows each product at its price, edits the catalog price inline, resets it to the list price, and adds a product at a price (issue 22)', async () => {
    await openProduce();
    const user = userEvent.setup();
    const products = screen.getByRole('region', { name: 'Products' });
    const assigned = within(products).getByRole('list', { name: 'Assigned products' });
    expect(assigned).toHaveTextContent('List price $1.49 · Catalog price');
    const price = within(assigned).getByLabelText('Price of Roma Tomatoes');
    expect(price).toHaveValue('1.35');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(within(assigned).getByRole('button', { name: 'Save the price of Roma Tomatoes' }));
    expect(within(assigned).getByText('Ensure this value is greater than or equal to 0.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1.2');
    await user.click(within(assigned).getByRole('button', { name: 'Save the price of Roma Tomatoes' }));
    expect(await notifications().findByText('Roma Tomatoes is now $1.20 in this catalog.')).toBeInTheDocument();
    expect(price).toHaveValue('1.20');
    await user.click(within(assigned).getByRole('button', { name: 'Reset to list price: Roma Tomatoes' }));
    expect(await notifications().findByText('Roma Tomatoes is back to its list price of $1.49.')).toBeInTheDocument();
    expect(price).toHaveValue('1.49');
    expect(assigned).toHaveTextContent('List price $1.49 · Follows the list price');
    expect(within(assigned).queryByRole('button', { name: 'Reset to list price: Roma Tomatoes' })).toBeNull();

    await waitFor(() => expect(within(products).getByLabelText('Add product')).toBeEnabled());
    await user.selectOptions(within(products).getByLabelText('Add product'), 'Lemons (FF-CIT-LEMN)');
    await user.type(within(products).getByLabelText('Price (optional)'), '1.5');
    await user.click(within(products).getByRole('button', { name: 'Add' }));
    expect(await within(products).findByLabelText('Price of Lemons')).toHaveValue('1.50');
    expect(within(products).getByLabelText('Price (optional)')).toHaveValue('');
    expect(api.db.requests.filter((r) => r.call.startsWith('PATCH /catalogs/1/products/') || r.call.startsWith('POST /catalogs/1/products/')).map((r) => [r.call, r.body])).toEqual([
      ['PATCH /catalogs/1/products/1/', { price: 1.2 }],
      ['PATCH /catalogs/1/products/1/', { price: null }],
      ['POST /catalogs/1/products/', { product_id: 2, price: 1.5 }],
    ]);
  });

  it('a refused assignment toasts the failure and keeps the list', async () => {
    api.server.use(http.post(`${API}/catalogs/:id/merchants/`, () => HttpResponse.json({ merchant_id: ['Invalid pk "3" - object does not exist.'] }, { status: 400 })));
    await openProduce();
    const merchants = screen.getByRole('region', { name: 'Merchants' });
    await waitFor(() => expect(within(merchants).getByLabelText('Add merchant')).toBeEnabled());
    await userEvent.selectOptions(within(merchants).getByLabelText('Add merchant'), 'Sunrise Bakery');
    await userEvent.click(within(merchants).getByRole('button', { name: 'Add' }));
    expect(await notifications().findByText('Failed to add merchant.')).toBeInTheDocument();
    expect(within(merchants).getByRole('list', { name: 'Assigned merchants' })).not.toHaveTextContent('Sunrise Bakery');
  });
});
