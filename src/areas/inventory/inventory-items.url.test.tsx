// Inventory Items keeps its search in the URL (issue 28): a reload (the same URL rendered afresh), a
// shared link and back land on the same search.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { callsOf, renderInventoryAt, setupInventoryApi } from '../../../test/inventory-screens';

const api = setupInventoryApi();
const table = () => screen.getByRole('table', { name: 'Inventory Items' });

describe('Inventory Items in the URL', () => {
  it('writes the search into the URL, and back after leaving lands on it', async () => {
    const { router } = renderInventoryAt('/merchant/inventory/items');
    await within(await screen.findByRole('table', { name: 'Inventory Items' })).findByRole('cell', { name: 'Roma Tomatoes' });
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search items' }), 'dry');
    await waitFor(() => expect(within(table()).queryByRole('cell', { name: 'Roma Tomatoes' })).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({ q: 'dry' });

    await act(() => router.navigate({ to: '/merchant/inventory/areas' }));
    await screen.findByRole('heading', { level: 1, name: 'Stock Areas' });
    await act(() => router.history.back());
    expect(await within(await screen.findByRole('table', { name: 'Inventory Items' })).findByRole('cell', { name: 'Bread Flour' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('dry');
    expect(within(table()).queryByRole('cell', { name: 'Roma Tomatoes' })).not.toBeInTheDocument();
  });

  it('a reload or a shared link opens on its search', async () => {
    renderInventoryAt('/merchant/inventory/items?q=dry');
    expect(await within(await screen.findByRole('table', { name: 'Inventory Items' })).findByRole('cell', { name: 'Bread Flour' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('dry');
    expect(callsOf(api.db, 'GET /inventory/items/')).toEqual(['GET /inventory/items/?q=dry']);
  });
});
