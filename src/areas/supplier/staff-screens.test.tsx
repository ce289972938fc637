// The supplier's write screens by role (decisions.md "Roles"): a staff member reads products,
// catalogs, merchants, connections and settings and is offered no change; a manager is offered them.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import type { Role } from '../../lib/roles';

setupSupplierApi();

/** Renders `path` as a staff member, runs `staff`, then again as a manager and runs `manager`. */
async function asStaffThenManager(path: string, staff: () => Promise<void>, manager: () => Promise<void>) {
  for (const [role, check] of [
    ['staff', staff],
    ['manager', manager],
  ] as [Role, () => Promise<void>][]) {
    renderSupplierAt(path, [], role);
    await check();
    cleanup();
  }
}

describe('supplier screens by role', () => {
  it('Products: staff read and export; no New, Import, Edit or Delete', async () => {
    await asStaffThenManager(
      '/supplier/products',
      async () => {
        await screen.findByText('FF-TOM-ROMA');
        expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^(New|Import)/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
        expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      },
      async () => {
        await screen.findByText('FF-TOM-ROMA');
        expect(screen.getByRole('button', { name: 'Edit Lemons' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Delete Lemons' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: /^Import/ })).toBeInTheDocument();
      },
    );
  });

  it('Catalogs: staff get no New Catalog', async () => {
    await asStaffThenManager(
      '/supplier/catalogs',
      async () => {
        await screen.findByText('Restaurant Produce');
        expect(screen.queryByRole('link', { name: 'New Catalog' })).not.toBeInTheDocument();
      },
      async () => {
        await screen.findByText('Restaurant Produce');
        expect(screen.getByRole('link', { name: 'New Catalog' })).toBeInTheDocument();
      },
    );
  });

  it('A catalog: staff see it read-only with what it holds, no Save, Add or Remove', async () => {
    await asStaffThenManager(
      '/supplier/catalogs/catalog-detail/1',
      async () => {
        expect(await screen.findByLabelText(/^Catalog Name/)).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Save Catalog' })).not.toBeInTheDocument();
        const merchants = screen.getByRole('region', { name: 'Merchants' });
        expect(within(merchants).getByRole('list', { name: 'Assigned merchants' })).toHaveTextContent('Corner BistroGreen Leaf Deli');
        expect(screen.queryByRole('button', { name: /^(Add|Remove)/ })).not.toBeInTheDocument();
        expect(screen.queryByLabelText('Add merchant')).not.toBeInTheDocument();
      },
      async () => {
        expect(await screen.findByLabelText(/^Catalog Name/)).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Save Catalog' })).toBeInTheDocument();
        expect(within(screen.getByRole('region', { name: 'Merchants' })).getByRole('button', { name: 'Remove Corner Bistro' })).toBeInTheDocument();
      },
    );
  });

  it('Merchants: staff see the list with the Active state but cannot switch it; no New or Delete', async () => {
    await asStaffThenManager(
      '/supplier/merchants',
      async () => {
        await screen.findByText('orders@cornerbistro.example');
        expect(screen.getByRole('switch', { name: 'Active: Corner Bistro' })).toBeDisabled();
        expect(screen.queryByRole('link', { name: 'New Merchant' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'View Corner Bistro' })).toBeInTheDocument();
      },
      async () => {
        await screen.findByText('orders@cornerbistro.example');
        expect(screen.getByRole('switch', { name: 'Active: Corner Bistro' })).toBeEnabled();
        expect(screen.getByRole('link', { name: 'New Merchant' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Delete Corner Bistro' })).toBeInTheDocument();
      },
    );
  });

  it("A merchant's details: staff read them, no Save Changes or Edit", async () => {
    await asStaffThenManager(
      '/supplier/merchants/merchant-detail/1',
      async () => {
        await waitFor(() => expect(screen.getByLabelText('Owner')).toHaveValue('Maria Lopez'));
        expect(screen.getByLabelText('Owner')).toHaveAttribute('readonly');
        expect(screen.queryByRole('button', { name: /^(Save Changes|Edit)$/ })).not.toBeInTheDocument();
      },
      async () => {
        await waitFor(() => expect(screen.getByLabelText('Owner')).toHaveValue('Maria Lopez'));
        expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      },
    );
  });

  it('Connections: staff see requests, connections and invitations, with no step to take', async () => {
    await asStaffThenManager(
      '/supplier/connections',
      async () => {
        await screen.findByText('Old Mill Diner');
        expect(screen.queryByRole('button', { name: /^(Accept|Decline|Pause|Archive) / })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^(Resend|Revoke) the invitation/ })).not.toBeInTheDocument();
      },
      async () => {
        await screen.findByText('Old Mill Diner');
        expect(screen.getByRole('button', { name: 'Accept Harbor Cafe' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Pause Corner Bistro' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Resend the invitation to Old Mill Diner' })).toBeInTheDocument();
      },
    );
  });

  it('Settings: staff read the time zone, no Save Settings', async () => {
    await asStaffThenManager(
      '/supplier/settings',
      async () => {
        expect(await screen.findByRole('combobox', { name: 'Time zone' })).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
      },
      async () => {
        expect(await screen.findByRole('combobox', { name: 'Time zone' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
      },
    );
  });

  it('Create Catalog and Create Merchant by URL: staff are told they cannot create, with the way back', async () => {
    await asStaffThenManager(
      '/supplier/catalogs/create',
      async () => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Your role (staff) cannot do this. Ask an owner or a manager.');
        expect(within(alert).getByRole('link', { name: 'Back to catalogs' })).toHaveAttribute('href', '/supplier/catalogs');
        expect(screen.queryByRole('button', { name: 'Create Catalog' })).not.toBeInTheDocument();
      },
      async () => {
        expect(await screen.findByRole('button', { name: 'Create Catalog' })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
    );
    await asStaffThenManager(
      '/supplier/merchants/create',
      async () => {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Your role (staff) cannot do this. Ask an owner or a manager.');
        expect(within(alert).getByRole('link', { name: 'Back to merchants' })).toHaveAttribute('href', '/supplier/merchants');
        expect(screen.queryByRole('form', { name: 'Create merchant' })).not.toBeInTheDocument();
      },
      async () => {
        expect(await screen.findByRole('form', { name: 'Create merchant' })).toBeInTheDocument();
      },
    );
  });
});
