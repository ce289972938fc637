// Place Orders keeps its search in the URL (issue 28): a reload (the same URL rendered afresh), a
// shared link and back land on the same search.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';
import { useViewport } from '../../../test/viewport';

setupPurchasingApi();
// The products table draws only the rows in view: give jsdom a viewport.
useViewport();

const PATH = '/merchant/purchasing/place-order';
const names = () =>
  within(screen.getByRole('table', { name: 'Products to order' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');

describe('Place Orders in the URL', () => {
  it('writes the search into the URL, and back after leaving lands on it', async () => {
    const { router } = renderPurchasingAt(PATH, ['/merchant/purchasing/orders']);
    await screen.findByText('Roma Tomatoes');
    const all = names().length;
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'roma');
    await waitFor(() => expect(names().length).toBeLessThan(all));
    const found = names();
    expect(router.state.location.search).toEqual({ q: 'roma' });

    await act(() => router.navigate({ to: '/merchant/purchasing/orders' }));
    await screen.findByText('Stub of /merchant/purchasing/orders');
    await act(() => router.history.back());
    await screen.findByText('Roma Tomatoes');
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('roma');
    expect(names()).toEqual(found);
  });

  it('a reload or a shared link opens on its search', async () => {
    renderPurchasingAt(`${PATH}?q=roma`);
    await screen.findByText('Roma Tomatoes');
    expect(screen.getByRole('searchbox', { name: 'Search name or SKU' })).toHaveValue('roma');
    expect(names().every((n) => n.startsWith('Roma'))).toBe(true);
  });
});
