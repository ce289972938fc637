import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, type AppShellProps } from './app-shell';
import { navFor } from './nav';

function renderShell(path: string, props: Partial<AppShellProps> = {}) {
  const onTenantClick = vi.fn();
  const onLogout = vi.fn();
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <AppShell title="Merchant" nav={navFor('merchant')} firstName="Ann" tenantName="Corner Bistro" onTenantClick={onTenantClick} onLogout={onLogout} {...props}>
          <p>Screen content</p>
        </AppShell>
      ),
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return { router, onTenantClick, onLogout };
}

describe('AppShell', () => {
  it("offers the user's account actions in a profile menu", async () => {
    const onSelect = vi.fn();
    renderShell('/merchant/dashboard', { accountActions: [{ label: 'Sign out everywhere', onSelect }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no profile menu without account actions', async () => {
    renderShell('/merchant/dashboard');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows the title, landmarks, plain links and the content', async () => {
    renderShell('/merchant/inventory/areas');
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(screen.getByText('Merchant')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/merchant/dashboard');
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/merchant/orders');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Screen content');
  });

  it('opens the group that holds the current path and keeps the others closed', async () => {
    renderShell('/merchant/inventory/areas');
    const inventory = await screen.findByRole('button', { name: 'Inventory' });
    expect(inventory).toHaveAttribute('aria-expanded', 'true');
    const areas = screen.getByRole('link', { name: 'Stock Areas' });
    expect(areas).toHaveAttribute('href', '/merchant/inventory/areas');
    expect(areas).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All Products' })).not.toBeInTheDocument();
  });

  it('marks the entry whose screen an area index shows (/merchant, /superadmin) as current', async () => {
    renderShell('/merchant');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-status', 'active');
    expect(screen.getByRole('link', { name: 'My Orders' })).not.toHaveAttribute('aria-current');
  });

  it('marks Clients current on /superadmin', async () => {
    renderShell('/superadmin/', { title: 'Superadmin', nav: navFor('superadmin') });
    expect(await screen.findByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
  });

  it('toggles a group on click and opens a group when the path moves into it', async () => {
    const { router } = renderShell('/merchant/dashboard');
    const user = userEvent.setup();
    const products = await screen.findByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await user.click(products);
    expect(screen.getByRole('link', { name: 'Units' })).toHaveAttribute('href', '/merchant/products/units');

    expect(screen.getByRole('button', { name: 'Suppliers' })).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate({ to: '/merchant/suppliers/create' as string }));
    expect(await screen.findByRole('link', { current: 'page' })).toHaveAttribute('href', '/merchant/suppliers/create');
    expect(screen.getByRole('button', { name: 'Suppliers' })).toHaveAttribute('aria-expanded', 'true');
    // A group the user opened stays open.
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the sidebar in a menu dialog that closes when one of its links is followed', async () => {
    const { router } = renderShell('/merchant/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'My Orders' }));
    expect(router.state.location.pathname).toBe('/merchant/orders');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu dialog with its Close button', async () => {
    renderShell('/merchant/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onLogout from the red Logout button', async () => {
    const { onLogout } = renderShell('/merchant/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('greets the user and opens the tenant picker from the tenant button', async () => {
    const { onTenantClick } = renderShell('/merchant/dashboard');
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Hi Ann — You are managing Corner Bistro');
    await userEvent.click(within(header).getByRole('button', { name: 'Corner Bistro' }));
    expect(onTenantClick).toHaveBeenCalledTimes(1);
  });

  it('reads Select a Tenant without a tenant', async () => {
    const { onTenantClick } = renderShell('/dashboard', { title: 'Dashboard', nav: navFor(null), tenantName: null });
    const header = await screen.findByRole('banner');
    expect(header).not.toHaveTextContent('You are managing');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Select a Tenant' }));
    expect(onTenantClick).toHaveBeenCalledTimes(1);
  });
});

describe('navFor', () => {
  it('lists each area as the spec does', () => {
    expect(navFor('superadmin').map((g) => [g.label, g.to])).toEqual([
      ['Clients', '/superadmin/clients'],
      ['Merchants', '/superadmin/merchants'],
      ['Users', '/superadmin/users'],
      ['Leads', '/superadmin/leads'],
      ['Activity', '/superadmin/activity'],
    ]);
    // The spec's four, then Connections (issue 21), Reports (issue 26), Settings (issue 22) and Team (issue 24).
    expect(navFor('supplier').map((g) => g.to ?? g.label)).toEqual([
      '/supplier/orders',
      '/supplier/products',
      '/supplier/catalogs',
      '/supplier/merchants',
      '/supplier/connections',
      'Reports',
      '/supplier/settings',
      '/supplier/team',
    ]);
    expect(navFor('merchant').map((g) => g.label)).toEqual(['Dashboard', 'My Orders', 'Inventory', 'Purchasing', 'Products', 'Categories', 'Suppliers', 'Reports', 'Team']);
    expect(navFor('merchant')[2].items?.map((i) => i.to)).toEqual(['/merchant/inventory', '/merchant/inventory/areas', '/merchant/inventory/cycle-counts', '/merchant/inventory/items']);
    expect(navFor(null)).toEqual([]);
  });

  it('shows a member whose role is not known only the entries no role gates, never Team', () => {
    const labels = navFor('merchant', null).map((g) => g.label);
    expect(labels).toContain('Dashboard');
    expect(labels).not.toContain('Team');
    expect(
      navFor('merchant', null)
        .flatMap((g) => g.items ?? [])
        .filter((i) => i.label === 'Create'),
    ).toEqual([]);
  });

  it('shows Team to owners only (issue 24)', () => {
    expect(navFor('merchant', 'owner').map((g) => g.label)).toContain('Team');
    expect(navFor('merchant', 'manager').map((g) => g.label)).not.toContain('Team');
    expect(navFor('supplier', 'staff').map((g) => g.to)).not.toContain('/supplier/team');
  });

  it("offers the catalogue's Create entries to owners and managers, not staff (who would only be refused)", () => {
    const creates = (role: 'manager' | 'staff') =>
      navFor('merchant', role)
        .flatMap((g) => g.items ?? [])
        .filter((i) => i.label === 'Create')
        .map((i) => i.to);
    expect(creates('manager')).toEqual(['/merchant/products/create', '/merchant/categories/create', '/merchant/suppliers/create']);
    expect(creates('staff')).toEqual([]);
    expect(
      navFor('merchant', 'staff')
        .find((g) => g.label === 'Products')
        ?.items?.map((i) => i.label),
    ).toEqual(['All Products', 'Units', 'Taxes']);
  });

  it('shows Reports to owners and managers, not staff (issue 26)', () => {
    expect(navFor('merchant', 'manager').map((g) => g.label)).toContain('Reports');
    expect(navFor('supplier', 'owner').map((g) => g.label)).toContain('Reports');
    expect(navFor('merchant', 'staff').map((g) => g.label)).not.toContain('Reports');
    expect(navFor('supplier', 'staff').map((g) => g.label)).not.toContain('Reports');
  });
});
