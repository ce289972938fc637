// The supplier's lists keep their state in the URL (issue 28): the products' search, page and page
// size, the inbox's status filter and page. A reload (the same URL rendered afresh), a shared link
// and back land where the user was.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';

const api = setupSupplierApi();
const callsOf = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix)).map((r) => r.call);
const firstCell = (column: number) => within(within(screen.getByRole('table')).getAllByRole('row')[1]).getAllByRole('cell')[column].textContent;

function manyProducts() {
  api.db.products = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    name: `Item ${String(i + 1).padStart(2, '0')}`,
    sku: `SKU-${i + 1}`,
    unit: null,
    price: 1,
    image: null,
    is_active: true,
  }));
}

describe('the supplier products list in the URL', () => {
  it('writes the search, page and page size into the URL, and back after leaving lands on them', async () => {
    manyProducts();
    const { router } = renderSupplierAt('/supplier/products', ['/supplier/orders']);
    await screen.findByText('SKU-1');
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'item');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'item', page: 2, size: 20 });

    await act(() => router.navigate({ to: '/supplier/orders' }));
    await screen.findByText('Stub of /supplier/orders');
    await act(() => router.history.back());
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('item');
    expect(firstCell(1)).toBe('Item 21');
  });

  it('a reload or a shared link opens on its search, page and page size', async () => {
    manyProducts();
    renderSupplierAt('/supplier/products?q=item&page=2&size=20');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('item');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('20');
    expect(callsOf('GET /supplier-products/products/')).toEqual(['GET /supplier-products/products/?search=item&limit=20&offset=20']);
  });
});

describe('the orders inbox in the URL', () => {
  it('writes the status filter into the URL, and a reload opens on it', async () => {
    const { router } = renderSupplierAt('/supplier/orders');
    await screen.findByText('PO-000005');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Accepted');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'accepted' }));
  });

  it('a shared link opens on its status', async () => {
    renderSupplierAt('/supplier/orders?status=accepted');
    expect(await screen.findByText('PO-000004')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('accepted');
    expect(callsOf('GET /supplier-orders/orders/')).toEqual(['GET /supplier-orders/orders/?status=accepted&limit=20&offset=0']);
  });
});
