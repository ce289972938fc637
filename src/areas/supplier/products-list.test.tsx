import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import { pagerShown } from '../../../test/tables';
import { PRODUCTS_TEXT } from './products-list';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);
const listCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /supplier-products/products/?')).map((r) => r.call);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function open() {
  renderSupplierAt('/supplier/products');
  expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  await screen.findByText('FF-TOM-ROMA');
}

describe('Products', () => {
  it('shows the loading state, then the products by name with image, SKU, unit, price, badge and actions', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/supplier-products/products/`, async () => (await loaded.promise, undefined)));
    renderSupplierAt('/supplier/products');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products...');
    loaded.resolve();
    await screen.findByText('FF-TOM-ROMA');
    await pagerShown();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'SKU', 'Unit', 'Price', 'Active', 'Actions']);
    expect(names()).toEqual(['Asparagus', 'Lemons', 'Roma Tomatoes']);
    const roma = within(screen.getByRole('table')).getAllByRole('row')[3];
    expect(
      within(roma)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Roma Tomatoes', 'FF-TOM-ROMA', 'lb', '$1.49', 'Active', 'EditDelete']);
    expect(within(roma).getByRole('img', { name: 'Roma Tomatoes' })).toHaveAttribute('src', '/1/api/media/product-images/roma.png');
    expect(screen.getByText('Showing 3 of 3 items')).toBeInTheDocument();
    expect(listCalls()).toEqual(['GET /supplier-products/products/?limit=10&offset=0']);
  });

  it("shows 'No products found' without products, with a line of help and 'New Product', which opens the form", async () => {
    api.db.products = [];
    renderSupplierAt('/supplier/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    const empty = within(screen.getByRole('cell', { name: /^No products found/ }));
    expect(empty.getByText(PRODUCTS_TEXT.emptyHelp)).toBeInTheDocument();
    await userEvent.click(empty.getByRole('button', { name: 'New Product' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('pages with the rows-per-page choice, and searches name or SKU once typing pauses', async () => {
    api.db.products = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: `Item ${String(i + 1).padStart(2, '0')}`,
      sku: `SKU-${i + 1}`,
      unit: null,
      price: 1,
      image: null,
      is_active: true,
    }));
    renderSupplierAt('/supplier/products');
    await screen.findByText('SKU-1');
    await pagerShown();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(listCalls().at(-1)).toBe('GET /supplier-products/products/?limit=10&offset=10');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(listCalls().at(-1)).toBe('GET /supplier-products/products/?limit=20&offset=0');

    const before = listCalls().length;
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'sku-2');
    expect(await screen.findByText('Showing 7 of 7 items')).toBeInTheDocument();
    // The keystrokes went out as one search (the debounce itself: list.machine.test.ts).
    expect(listCalls().slice(before)).toEqual(['GET /supplier-products/products/?search=sku-2&limit=20&offset=0']);
  });

  it('creates a product in the dialog; a taken SKU shows under SKU', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(within(dialog).getByText('Product name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('SKU is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kohlrabi');
    await user.type(within(dialog).getByLabelText(/^SKU/), 'ff-tom-roma');
    await user.type(within(dialog).getByLabelText(/^Unit/), 'lb');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '2.35');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['png'], 'k.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByText('A product with this SKU already exists.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^SKU/));
    await user.type(within(dialog).getByLabelText(/^SKU/), 'FF-KOH');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await notifications().findByText('Product created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('FF-KOH')).toBeInTheDocument();
    const created = api.db.requests.filter((r) => r.call === 'POST /supplier-products/products/').at(-1)!;
    expect(created.body).toEqual({ name: 'Kohlrabi', sku: 'FF-KOH', unit: 'lb', price: '2.35', is_active: 'true', image: { file: expect.any(String), type: 'image/png' } });
  });

  it('edits a product loaded into the dialog', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Lemons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Lemons'));
    expect(within(dialog).getByText('No Image')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await notifications().findByText('Product updated.')).toBeInTheDocument();
    const lemons = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Lemons'))!;
    await waitFor(() => expect(within(lemons).getByText('Inactive')).toBeInTheDocument());
    expect(api.db.requests.find((r) => r.call === 'PUT /supplier-products/products/2/')?.body).toEqual({ name: 'Lemons', sku: 'FF-CIT-LEMN', unit: 'lb', price: '1.79', is_active: 'false' });
  });

  it('Delete asks first, then removes the product', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Asparagus' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Asparagus?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('Product deleted.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Lemons', 'Roma Tomatoes']));
  });

  it("a failed load toasts the server's detail and offers a retry", async () => {
    api.server.use(http.get(`${API}/supplier-products/products/`, () => HttpResponse.json({ detail: 'Busy.' }, { status: 503 }), { once: true }));
    renderSupplierAt('/supplier/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(await notifications().findByText('Busy.')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    await userEvent.click(within(inline).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('FF-TOM-ROMA')).toBeInTheDocument();
  });
});
