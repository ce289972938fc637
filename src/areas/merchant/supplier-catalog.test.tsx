// A connected supplier's catalog seen by the merchant (issue 22): the terms on the supplier form and
// its link, browsing with prices and 'Added', adding an item in one step (new or linked), and a
// supplier that is not connected.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { NOT_CONNECTED } from '../../../test/msw/supplier-catalog';

const api = setupCatalogueApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const rows = () =>
  within(screen.getByRole('table', { name: 'Catalog' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe("a connected supplier's catalog", () => {
  it('shows the terms on the supplier form, with the way to the catalog', async () => {
    const { router } = renderCatalogueAt('/merchant/suppliers/1');
    const terms = within(await screen.findByRole('region', { name: 'Ordering terms' }));
    const fact = (term: string) => terms.getByText(term).nextElementSibling?.textContent;
    expect(fact('Minimum order')).toBe('$150.00 (below it, the order is placed and flagged)');
    expect(fact('Delivery days')).toBe('Mon, Wed, Fri');
    expect(fact('Cut-off time')).toBe('14:00 (America/New_York)');
    expect(fact('Next delivery date')).toBe('Mon, Mar 4, 2030');
    await userEvent.click(screen.getByRole('link', { name: 'Browse catalog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/suppliers/1/catalog'));
  });

  it('offers no catalog for a supplier that is not connected', async () => {
    renderCatalogueAt('/merchant/suppliers/2');
    await screen.findByRole('form', { name: 'Edit Supplier' });
    expect(screen.queryByRole('link', { name: 'Browse catalog' })).toBeNull();
  });

  it('lists the products at this merchant’s prices, says Added for one already tied, and searches', async () => {
    renderCatalogueAt('/merchant/suppliers/1/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Farms Direct catalog' })).toBeInTheDocument();
    await screen.findByText('Lemons');
    expect(rows()).toEqual([
      ['Lemons', 'FF-CIT-LEMN', 'lb', '$1.60', 'Add to my products'],
      ['Roma Tomatoes', 'FF-TOM-ROMA', 'lb', '$1.35', 'Added'],
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'tom');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.db.requests.at(-1)?.call).toBe('GET /merchant-products/suppliers/1/catalog/?search=tom&limit=20&offset=0');
  });

  it('adds an item as a new product in one step: name and SKU prefilled, a category chosen', async () => {
    renderCatalogueAt('/merchant/suppliers/1/catalog');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to my products: Lemons' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Lemons to your products' }));
    expect(dialog.getByRole('textbox', { name: /Product Name/ })).toHaveValue('Lemons');
    expect(dialog.getByRole('textbox', { name: 'SKU' })).toHaveValue('FF-CIT-LEMN');
    await user.click(dialog.getByRole('button', { name: 'Add Product' }));
    expect(dialog.getByText('Choose a category.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Produce');
    await user.click(dialog.getByRole('button', { name: 'Add Product' }));
    expect(await notifications().findByText('Lemons added to your products.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rows()[0]).toEqual(['Lemons', 'FF-CIT-LEMN', 'lb', '$1.60', 'Added']));
    expect(api.db.requests.filter((r) => r.call === 'POST /merchant-products/suppliers/1/catalog/add/').map((r) => r.body)).toEqual([
      { supplier_product_id: 31, product_name: 'Lemons', sku: 'FF-CIT-LEMN', category: 1 },
    ]);
  });

  it('links an item to an existing product instead', async () => {
    renderCatalogueAt('/merchant/suppliers/1/catalog');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to my products: Lemons' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Lemons to your products' }));
    await user.click(dialog.getByRole('radio', { name: 'Link to an existing product' }));
    const product = dialog.getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(within(product).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(product, 'Whole Milk (DAIRY-1)');
    await user.click(dialog.getByRole('button', { name: 'Add Product' }));
    expect(await notifications().findByText('Lemons added to your products.')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call === 'POST /merchant-products/suppliers/1/catalog/add/').map((r) => r.body)).toEqual([{ supplier_product_id: 31, product_id: 2 }]);
  });

  it("shows the server's words when the supplier is not connected (409)", async () => {
    api.db.suppliers[0].relationship_status = 'PAUSED';
    renderCatalogueAt('/merchant/suppliers/1/catalog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_CONNECTED);
    expect(alert).toHaveTextContent('This catalog opens once the supplier and you are connected on Tradepost.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a staff member no add: the items not yet in the products say Not added (a manager may add)', async () => {
    renderCatalogueAt('/merchant/suppliers/1/catalog', [], 'staff');
    await screen.findByText('Lemons');
    expect(rows()).toEqual([
      ['Lemons', 'FF-CIT-LEMN', 'lb', '$1.60', 'Not added'],
      ['Roma Tomatoes', 'FF-TOM-ROMA', 'lb', '$1.35', 'Added'],
    ]);
    expect(screen.queryByRole('button', { name: /^Add to my products/ })).toBeNull();
    cleanup();
    renderCatalogueAt('/merchant/suppliers/1/catalog', [], 'manager');
    expect(await screen.findByRole('button', { name: 'Add to my products: Lemons' })).toBeInTheDocument();
  });
});
