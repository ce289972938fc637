// The product form's sections and save bar (issue 28): jump links to every section, a bar that says
// what Save and 'Publish all changes' do and whether changes are unsaved, and a question before
// unsaved changes are left.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderProductsAt, setupProductsApi, stubObjectUrls } from '../../../test/product-screens';

setupProductsApi();
beforeEach(stubObjectUrls);

const bar = () => within(screen.getByRole('region', { name: 'Save changes' }));

describe('product form sections and save bar', () => {
  it('lists every section to jump to, each link naming a section of the form', async () => {
    renderProductsAt('/merchant/products/5');
    await screen.findByRole('form', { name: 'Product' });
    const links = within(await screen.findByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Item details',
      'Category, units and status',
      'Description',
      'Tax rates',
      'Quantity',
      'Weights and dimensions',
      'Packaging',
      'Images',
      'Suppliers',
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('says what the buttons do and whether changes are unsaved; saving clears it', async () => {
    const { user } = renderProductsAt('/merchant/products/5');
    await screen.findByRole('form', { name: 'Product' });
    expect(bar().getByText(/both save every field of this form/)).toBeInTheDocument();
    for (const name of ['Save', 'Publish all changes']) expect(bar().getByRole('button', { name })).toHaveAccessibleDescription(/both save every field of this form/);
    expect(bar().getByText('All changes saved')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'POS name' }), 'Toms');
    expect(bar().getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect(await bar().findByText('All changes saved')).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes', async () => {
    const { user, router } = renderProductsAt('/merchant/products/5');
    await screen.findByRole('form', { name: 'Product' });
    await user.type(screen.getByRole('textbox', { name: 'POS name' }), 'Toms');
    await user.click(screen.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/merchant/products/5');
    expect(screen.getByRole('textbox', { name: 'POS name' })).toHaveValue('Toms');

    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Stub of /merchant/products');
  });

  it('jumping to a section with unsaved changes stays on the form without asking', async () => {
    const { user, router } = renderProductsAt('/merchant/products/5');
    await screen.findByRole('form', { name: 'Product' });
    await user.type(screen.getByRole('textbox', { name: 'POS name' }), 'Toms');
    const quantity = within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Quantity' });
    // What the browser does for the link: the same page with only the hash changed (jsdom cannot scroll).
    Element.prototype.scrollIntoView = vi.fn();
    await act(() => router.navigate({ to: '.', hash: quantity.getAttribute('href')!.slice(1) }));
    expect(router.state.location.hash).toBe('product-section-quantity');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'POS name' })).toHaveValue('Toms');
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, router } = renderProductsAt('/merchant/products/5');
    await screen.findByRole('form', { name: 'Product' });
    await act(() => user.click(screen.getByRole('link', { name: 'Products' })));
    await screen.findByText('Stub of /merchant/products');
    expect(router.state.location.pathname).toBe('/merchant/products');
  });
});
