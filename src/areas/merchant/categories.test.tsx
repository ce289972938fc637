import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { pagerShown } from '../../../test/tables';

const api = setupCatalogueApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));

describe('Categories', () => {
  it('lists the categories by name, 10 a page, with search, rows per page 10/20/50 and the pager', async () => {
    renderCatalogueAt('/merchant/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    await screen.findByText('Dairy');
    await pagerShown();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Description', 'Active', 'Actions']);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Dairy', '-', 'No', 'EditDelete']);
    expect(screen.getByText('Showing 10 of 13 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    expect(screen.getByRole('link', { name: 'New Category' })).toHaveAttribute('href', '/merchant/categories/create');
    expect(screen.getByRole('link', { name: 'Edit Dairy' })).toHaveAttribute('href', '/merchant/categories/2');

    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search categories' }), 'prod');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Produce')).toBeInTheDocument();
    expect(calls('GET /merchant-products/categories/').map((r) => r.call)).toEqual([
      'GET /merchant-products/categories/?page=1&page_size=10',
      'GET /merchant-products/categories/?search=prod&page=1&page_size=10',
    ]);
  });

  it("shows 'No categories yet.' without categories, and a failed load with Retry", async () => {
    api.db.categories = [];
    api.server.use(http.get(`${API}/merchant-products/categories/`, () => HttpResponse.json({ detail: 'Try later.' }, { status: 503 }), { once: true }));
    renderCatalogueAt('/merchant/categories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
  });

  it('creates a category on /create: the name is required, then it is saved and the list shows it', async () => {
    const { router } = renderCatalogueAt('/merchant/categories/create');
    const form = await screen.findByRole('form', { name: 'New Category' });
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Category name is required.');
    expect(calls('POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Frozen ');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Ice cream');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/categories'));
    expect(calls('POST').map((r) => r.body)).toEqual([{ category_name: 'Frozen', description: 'Ice cream', is_active: false }]);
    expect(await screen.findByText('Category saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New Category' })).not.toBeInTheDocument();
    expect(await screen.findByText('Frozen')).toBeInTheDocument();
  });

  it('edits a category on /{id} with its loaded values; Cancel closes the form', async () => {
    const { router } = renderCatalogueAt('/merchant/categories/1');
    const form = await screen.findByRole('form', { name: 'Edit Category' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Produce');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Fruit and vegetables');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Fresh Produce');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/categories'));
    expect(calls('PATCH').map((r) => [r.call, r.body])).toEqual([
      ['PATCH /merchant-products/categories/1/', { category_name: 'Fresh Produce', description: 'Fruit and vegetables', is_active: true }],
    ]);
    expect(await screen.findByText('Fresh Produce')).toBeInTheDocument();

    await router.navigate({ to: '/merchant/categories/$id', params: { id: '2' } });
    await user.click(within(await screen.findByRole('form', { name: 'Edit Category' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/categories'));
    expect(calls('PATCH')).toHaveLength(1);
  });

  it('shows a category that cannot be loaded with Retry', async () => {
    renderCatalogueAt('/merchant/categories/999');
    const panel = await screen.findByRole('region', { name: 'Edit Category' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load category.');
  });

  it("deletes a category after 'Delete this category?'", async () => {
    renderCatalogueAt('/merchant/categories');
    await screen.findByText('Dairy');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Dairy' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Dairy')).not.toBeInTheDocument());
    expect(calls('DELETE').map((r) => r.call)).toEqual(['DELETE /merchant-products/categories/2/']);
    expect(await screen.findByText('Category deleted.')).toBeInTheDocument();
  });
});
