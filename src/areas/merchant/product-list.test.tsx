import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { deferred } from '../../../test/promises';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { pagerShown } from '../../../test/tables';
import { PRODUCT_LIST_TEXT } from './product-list';

const api = setupCatalogueApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const productCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /merchant-products/products/')).map((r) => r.call);

afterEach(() => vi.useRealTimers());

describe('Products list', () => {
  it('shows the first 10 products with Name, SKU, Category, Unit, Price and Actions, Showing X of Y items and the pager', async () => {
    const answer = deferred<void>();
    api.server.use(http.get(`${API}/merchant-products/products/`, async () => void (await answer.promise), { once: true }));
    renderCatalogueAt('/merchant/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    answer.resolve();
    await screen.findByText('Basil');
    await pagerShown();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'SKU', 'Category', 'Unit', 'Price', 'Actions']);
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Basil', 'HERB-1', 'Produce', 'Bunch', '$2.50', 'EditDelete']);
    expect(
      within(bodyRows()[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Item 01', 'ITEM-1', '-', '-', '$1.00', 'EditDelete']);
    expect(screen.getByText('Showing 10 of 23 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    expect(screen.getByRole('link', { name: 'New Product' })).toHaveAttribute('href', '/merchant/products/create');
    expect(screen.getByRole('link', { name: 'Edit Basil' })).toHaveAttribute('href', '/merchant/products/1');
    expect(productCalls()).toEqual(['GET /merchant-products/products/?limit=10&offset=0']);
  });

  it('pages with First/Prev/Next/Last and changes the rows per page (back to page 1)', async () => {
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    await pagerShown();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 23 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(await screen.findByText('Showing 20 of 23 items')).toBeInTheDocument();
    expect(productCalls()).toEqual([
      'GET /merchant-products/products/?limit=10&offset=0',
      'GET /merchant-products/products/?limit=10&offset=20',
      'GET /merchant-products/products/?limit=10&offset=10',
      'GET /merchant-products/products/?limit=20&offset=0',
    ]);
  });

  it('searches name or SKU 300 ms after the last keystroke', async () => {
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    const box = screen.getByRole('searchbox', { name: 'Search name or SKU' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Each keystroke within 300 ms of the last one restarts the wait.
    for (const text of ['d', 'da', 'dai', 'dair', 'dairy']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(productCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Whole Milk')).toBeInTheDocument();
    expect(productCalls()).toEqual(['GET /merchant-products/products/?limit=10&offset=0', 'GET /merchant-products/products/?search=dairy&limit=10&offset=0']);
  });

  it("shows 'No products yet.' without products, with a line of help and 'New Product', and a failed load with Retry", async () => {
    api.db.products = [];
    api.server.use(http.get(`${API}/merchant-products/products/`, () => HttpResponse.json({ detail: 'Server unavailable.' }, { status: 503 }), { once: true }));
    renderCatalogueAt('/merchant/products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    const empty = within(screen.getByRole('cell', { name: /^No products yet\./ }));
    expect(empty.getByText(PRODUCT_LIST_TEXT.emptyHelp)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'New Product' })).toHaveAttribute('href', '/merchant/products/create');
  });

  it("deletes a product after 'Delete this product?'; Cancel keeps it", async () => {
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Basil' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this product?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.db.requests.some((r) => r.call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Basil' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Basil')).not.toBeInTheDocument());
    expect(api.db.requests.filter((r) => r.call.startsWith('DELETE')).map((r) => r.call)).toEqual(['DELETE /merchant-products/products/1/']);
    expect(await screen.findByText('Showing 10 of 22 items')).toBeInTheDocument();
    expect(await screen.findByText('Product deleted.')).toBeInTheDocument();
  });

  it('a refused delete keeps the dialog open with the server detail', async () => {
    api.server.use(http.delete(`${API}/merchant-products/products/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderCatalogueAt('/merchant/products');
    await screen.findByText('Basil');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Basil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.getByText('Basil')).toBeInTheDocument();
  });
});

describe('Products list as staff (decisions.md "Roles")', () => {
  it('lists and exports, but offers no New, Edit, Delete or Import', async () => {
    renderCatalogueAt('/merchant/products', [], 'staff');
    await screen.findByText('Basil');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'SKU', 'Category', 'Unit', 'Price']);
    expect(screen.queryByRole('link', { name: 'New Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Basil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
