import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { deferred } from '../../../test/promises';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();

const count = (label: string) => within(screen.getByRole('group', { name: label })).getByRole('definition').textContent;

describe('Merchant dashboard', () => {
  it('shows the counts of products, categories and suppliers, read from one-row pages', async () => {
    const answer = deferred<void>();
    api.server.use(http.get(`${API}/merchant-products/categories/`, async () => void (await answer.promise), { once: true }));
    renderCatalogueAt('/merchant/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    answer.resolve();
    await screen.findByRole('group', { name: 'Products' });
    expect(count('Products')).toBe(String(api.db.products.length));
    expect(count('Categories')).toBe(String(api.db.categories.length));
    expect(count('Suppliers')).toBe(String(api.db.suppliers.length));
    expect(api.db.requests.map((r) => r.call).sort()).toEqual([
      'GET /merchant-products/categories/?page=1&page_size=1',
      'GET /merchant-products/products/?limit=1&offset=0',
      'GET /merchant-products/suppliers/?page=1&page_size=1',
    ]);
  });

  it('links to the products, a new product and the categories', async () => {
    renderCatalogueAt('/merchant/dashboard');
    const links = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'View products' })).toHaveAttribute('href', '/merchant/products');
    expect(links.getByRole('link', { name: 'Create product' })).toHaveAttribute('href', '/merchant/products/create');
    expect(links.getByRole('link', { name: 'View categories' })).toHaveAttribute('href', '/merchant/categories');
  });

  it('shows a failed load with a Retry that loads again', async () => {
    api.server.use(http.get(`${API}/merchant-products/suppliers/`, () => HttpResponse.json({ detail: 'Try later.' }, { status: 503 }), { once: true }));
    renderCatalogueAt('/merchant/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('group', { name: 'Suppliers' });
    expect(count('Suppliers')).toBe(String(api.db.suppliers.length));
  });
});
