// Place Orders with a scanner (issue 25, item 5): a wedge scanner's digits and Enter in the search
// box add the item to the cart (its suggestion, else 1, from its preferred supplier) and empty the
// box for the next scan; an unknown code says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPLIERS } from '../../../test/msw/purchasing';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';
import { useViewport } from '../../../test/viewport';
import type { CartLine } from '../../machines/purchasing/order-cart.lines';
import { CART_KEY } from './cart-storage';

const api = setupPurchasingApi();
useViewport();

const stored = (): CartLine[] => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
const search = () => screen.getByRole('searchbox', { name: 'Search name or SKU' });

async function openWithBarcodes() {
  const barcode = (name: string, code: string) => (api.db.items.find((i) => i.product_name === name)!.product_detail.barcode = code);
  barcode('Roma Tomatoes', '2000000010014');
  barcode('Yellow Onions', '012345678905');
  renderPurchasingAt('/merchant/purchasing/place-order');
  await screen.findByText('Roma Tomatoes');
}

describe('Place Orders: scanning', () => {
  it('adds the scanned item with its suggestion from its preferred supplier, and empties the box', async () => {
    await openWithBarcodes();
    const user = userEvent.setup();
    await user.type(search(), '2000000010014{Enter}');
    await waitFor(() => expect(stored()).toEqual([expect.objectContaining({ name: 'Roma Tomatoes', qty: 7, supplierId: SUPPLIERS.farms.id })]));
    expect(within(screen.getByRole('complementary', { name: 'Cart' })).getByText('Roma Tomatoes')).toBeInTheDocument();
    await waitFor(() => expect(search()).toHaveValue(''));
    expect(search()).toHaveFocus();
  });

  it('adds 1 when nothing is suggested; a UPC-A scanned as its EAN-13 finds it', async () => {
    await openWithBarcodes();
    const user = userEvent.setup();
    await user.type(search(), '0012345678905{Enter}');
    await waitFor(() => expect(stored()).toEqual([expect.objectContaining({ name: 'Yellow Onions', qty: 1 })]));
  });

  it('says an unknown code; Enter on a name adds nothing', async () => {
    await openWithBarcodes();
    const user = userEvent.setup();
    await user.type(search(), 'Roma{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), '0123456789012{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No product with barcode 0123456789012.');
    expect(stored()).toEqual([]);
  });
});
