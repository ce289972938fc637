// A supplier's catalog keeps its search, page and page size in the URL (issue 28): a reload (the
// same URL rendered afresh), a shared link and back land where the user was.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { pagerShown } from '../../../test/tables';

const api = setupCatalogueApi();
const catalogCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /merchant-products/suppliers/1/catalog/')).map((r) => r.call);
const names = () =>
  within(screen.getByRole('table', { name: 'Catalog' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe("a supplier's catalog in the URL", () => {
  it('writes the search into the URL, and back after leaving lands on it', async () => {
    const { router } = renderCatalogueAt('/merchant/suppliers/1/catalog');
    await screen.findByText('Lemons');
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'tom');
    await waitFor(() => expect(names()).toEqual(['Roma Tomatoes']));
    expect(router.state.location.search).toEqual({ q: 'tom' });

    await act(() => router.navigate({ to: '/merchant/suppliers' }));
    await screen.findByRole('heading', { level: 1, name: 'Suppliers' });
    await act(() => router.history.back());
    await screen.findByText('Roma Tomatoes');
    expect(names()).toEqual(['Roma Tomatoes']);
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('tom');
  });

  it('a reload or a shared link opens on its search, page and page size', async () => {
    renderCatalogueAt('/merchant/suppliers/1/catalog?q=tom&size=50');
    await screen.findByText('Roma Tomatoes');
    await pagerShown();
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('tom');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    // The screen's own look-up (limit=1) aside, the list asked once, for the URL's state.
    expect(catalogCalls().filter((c) => !c.includes('limit=1&'))).toEqual(['GET /merchant-products/suppliers/1/catalog/?search=tom&limit=50&offset=0']);
  });
});
