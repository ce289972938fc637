// The merchant catalogue's create and edit screens reached by URL by a staff member (decisions.md
// "Roles: screens reached by URL"): a create screen says the role cannot create, with the way back;
// a stored category or supplier shows read-only. A manager gets the forms.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();
const REFUSAL = 'Your role (staff) cannot do this. Ask an owner or a manager.';
const VIEW_ONLY = 'View only: your role (staff) cannot change this. Ask an owner or a manager.';
const writes = () => api.db.requests.filter((r) => !r.call.startsWith('GET '));

describe('catalogue screens reached by URL, by role', () => {
  it('New Category: staff are told they cannot create one, and Close goes back to the list', async () => {
    const { router } = renderCatalogueAt('/merchant/categories/create', [], 'staff');
    const panel = await screen.findByRole('region', { name: 'New Category' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(REFUSAL);
    expect(within(panel).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/categories'));
    expect(writes()).toEqual([]);
  });

  it('a category: staff read it, fields disabled, no Save', async () => {
    renderCatalogueAt('/merchant/categories/1', [], 'staff');
    const panel = await screen.findByRole('region', { name: 'Category' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue('Produce'));
    expect(within(panel).getByText(VIEW_ONLY)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('New Supplier: staff are told they cannot create one, with a link back to the suppliers', async () => {
    const { router } = renderCatalogueAt('/merchant/suppliers/create', [], 'staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to suppliers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/suppliers'));
  });

  it('a supplier: staff read it, fields disabled, no Save or Cancel; its terms and catalog link stay', async () => {
    renderCatalogueAt('/merchant/suppliers/1', [], 'staff');
    const form = await screen.findByRole('form', { name: 'Supplier' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Fresh Farms Direct'));
    expect(screen.getByRole('heading', { level: 1, name: 'Supplier' })).toBeInTheDocument();
    expect(within(form).getByText(VIEW_ONLY)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: /^(Save|Cancel)$/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Browse catalog' })).toBeInTheDocument();
  });

  it('a manager gets the forms', async () => {
    renderCatalogueAt('/merchant/suppliers/create', [], 'manager');
    expect(await screen.findByRole('form', { name: 'New Supplier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    cleanup();
    renderCatalogueAt('/merchant/categories/1', [], 'manager');
    const panel = await screen.findByRole('region', { name: 'Edit Category' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /^Name/ })).toBeEnabled());
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
