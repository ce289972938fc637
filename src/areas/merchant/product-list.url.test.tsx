// A list's state in the URL (issue 28), on the products list: search and page go into the URL, and
// back, a reload (the same URL rendered afresh) and a link land on that page of that search. The
// rows come in a deferred render (DataTable), just after the pager's page: they are waited for.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();
const productCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /merchant-products/products/')).map((r) => r.call);
const firstName = () => within(within(screen.getByRole('table')).getAllByRole('row')[1]).getAllByRole('cell')[0].textContent;

async function searchItemsPageTwo() {
  const { router } = renderCatalogueAt('/merchant/products');
  await screen.findByText('Basil');
  await typeThroughDebounce(screen.getByRole('searchbox', { name: /search/i }), 'item');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  await waitFor(() => expect(firstName()).toBe('Item 11'));
  return router;
}

describe('the products list in the URL', () => {
  it('writes the search and the page into the URL', async () => {
    const router = await searchItemsPageTwo();
    expect(router.state.location.search).toEqual({ q: 'item', page: 2 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'item', size: 20 });
  });

  it('comes back to the same page of the same search after opening a product', async () => {
    const router = await searchItemsPageTwo();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Item 11' }));
    await screen.findByText('Stub of /merchant/products/$id');
    await act(() => router.history.back());
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('item');
    await waitFor(() => expect(firstName()).toBe('Item 11'));
  });

  it('opens a shared link (or a reload) on its page, search and page size', async () => {
    renderCatalogueAt('/merchant/products?q=item&page=2&size=20');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('item');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
    expect(productCalls()).toEqual(['GET /merchant-products/products/?search=item&limit=20&offset=20']);
  });

  it('takes a link to the list without parameters back to the first page of everything', async () => {
    const router = await searchItemsPageTwo();
    await act(() => router.navigate({ to: '/merchant/products' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('');
    await waitFor(() => expect(firstName()).toBe('Basil'));
  });
});
