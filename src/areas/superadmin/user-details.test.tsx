import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/superadmin-users-leads';
import { renderUsersLeadsAt, setupUsersLeadsApi } from '../../../test/users-leads-test-router';

const api = setupUsersLeadsApi();
let urls = 0;

beforeEach(() => {
  urls = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const updates = () => api.db.requests.filter((r) => r.call.startsWith('PUT /accounts/sm/update-user/'));

async function openSupplier() {
  renderUsersLeadsAt('/superadmin/users/2');
  expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
  await screen.findByRole('textbox', { name: 'Email' });
}

describe('User Details', () => {
  it('shows Loading, then the read-only identity, the current image and the role checkboxes in view mode', async () => {
    renderUsersLeadsAt('/superadmin/users/2');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading user...');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('supplier@example.com');
    for (const [name, value] of [
      ['Email', 'supplier@example.com'],
      ['Username', 'supplier'],
      ['First name', 'Sam'],
      ['Last name', 'Stone'],
    ]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('img', { name: 'Current profile image' })).toHaveAttribute('src', '/1/api/media/profile-images/sam.png');
    expect(screen.getByLabelText('Profile image')).toBeDisabled();
    expect(screen.getByLabelText('Profile image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(checkbox('Supplier')).toBeChecked();
    for (const name of ['Supplier', 'Merchant', 'Superadmin', 'Admin']) expect(checkbox(name)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('Edit enables the checkboxes; supplier, merchant and superadmin exclude each other, admin is independent', async () => {
    await openSupplier();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(checkbox('Merchant')).toBeEnabled();
    await user.click(checkbox('Admin'));
    await user.click(checkbox('Merchant'));
    expect([checkbox('Supplier'), checkbox('Merchant'), checkbox('Superadmin'), checkbox('Admin')].map((c) => (c as HTMLInputElement).checked)).toEqual([false, true, false, true]);
    await user.click(checkbox('Superadmin'));
    expect([checkbox('Supplier'), checkbox('Merchant'), checkbox('Superadmin'), checkbox('Admin')].map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, true, true]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(checkbox('Supplier')).toBeChecked();
    expect(checkbox('Admin')).not.toBeChecked();
    expect(checkbox('Supplier')).toBeDisabled();
  });

  it('Save Changes sends the multipart update with a progress bar, toasts and returns to view mode', async () => {
    const answered = deferred<void>();
    api.server.use(
      http.put(`${API}/accounts/sm/update-user/:id`, async () => {
        await answered.promise;
        return undefined;
      }),
    );
    await openSupplier();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(checkbox('Merchant'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    answered.resolve();
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(checkbox('Merchant')).toBeChecked();
    expect(checkbox('Merchant')).toBeDisabled();
    expect(updates()).toEqual([
      {
        call: 'PUT /accounts/sm/update-user/2',
        body: {
          username: 'supplier',
          email: 'supplier@example.com',
          first_name: 'Sam',
          last_name: 'Stone',
          is_active: 'true',
          is_supplier: 'false',
          is_merchant: 'true',
          is_superadmin: 'false',
          is_admin: 'false',
        },
      },
    ]);
    expect(api.db.users[1].is_merchant).toBe(true);
  });

  it('checks the chosen image, previews a good one (revoking replaced previews) and uploads it', async () => {
    await openSupplier();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByLabelText('Profile image');
    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Unsupported type: image/gif.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File too large. Max 5.0MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'New profile image' })).not.toBeInTheDocument();

    await user.upload(input, new File(['one'], 'one.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'New profile image' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.queryByText('File too large. Max 5.0MB.')).not.toBeInTheDocument();
    await user.upload(input, new File(['two'], 'me.webp', { type: 'image/webp' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'New profile image' })).toHaveAttribute('src', 'blob:preview-2'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(updates()[0].body).toMatchObject({ profile_image: { file: expect.any(String) } });
    expect(screen.getByRole('img', { name: 'Current profile image' })).toHaveAttribute('src', expect.stringMatching(/^\/1\/api\/media\/profile-images\//));
    expect(screen.queryByRole('img', { name: 'New profile image' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('a refused save toasts Error updating user, shows the reason and stays in edit mode', async () => {
    api.server.use(
      http.put(`${API}/accounts/sm/update-user/:id`, () => HttpResponse.json({ non_field_errors: ['A user can be only one of supplier, merchant or superadmin.'] }, { status: 400 })),
    );
    await openSupplier();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating user')).toBeInTheDocument();
    expect(screen.getByText('A user can be only one of supplier, merchant or superadmin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(checkbox('Merchant')).toBeEnabled();
  });

  it('a failed load shows the error with a retry instead of an endless Loading', async () => {
    api.server.use(http.get(`${API}/accounts/sm/get-user/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderUsersLeadsAt('/superadmin/users/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    expect(screen.queryByText('Loading user...')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('supplier@example.com');
  });

  it('manages tenant memberships: add one of the other tenants, remove one after confirming', async () => {
    await openSupplier();
    const user = userEvent.setup();
    const memberships = () =>
      within(screen.getByRole('list', { name: 'Tenant memberships' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    expect(memberships()).toEqual(['Fresh Farms']);
    const select = screen.getByRole('combobox', { name: 'Add tenant' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a tenant', 'Corner Bistro', 'Green Valley', 'Harbor Cafe']);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.selectOptions(select, 'Harbor Cafe');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(memberships()).toEqual(['Fresh Farms', 'Harbor Cafe']));
    expect(await screen.findByText('Added to Harbor Cafe.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'POST /accounts/sm/users/2/tenants/')?.body).toEqual({ tenant_id: 3 });
    expect(within(select).queryByRole('option', { name: 'Harbor Cafe' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Fresh Farms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove tenant' });
    expect(dialog).toHaveTextContent('Remove supplier from Fresh Farms?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberships()).toEqual(['Fresh Farms', 'Harbor Cafe']);

    await user.click(screen.getByRole('button', { name: 'Remove Fresh Farms' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove tenant' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(memberships()).toEqual(['Harbor Cafe']));
    expect(await screen.findByText('Removed from Fresh Farms.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.db.requests.some((r) => r.call === 'DELETE /accounts/sm/users/2/tenants/1/')).toBe(true);
    expect(api.db.users[1].tenants.map((t) => t.name)).toEqual(['Harbor Cafe']);
  });
  it("shows and sets the role per membership; the last owner's refusal is toasted and the role stays (decisions.md 'Roles')", async () => {
    await openSupplier();
    const user = userEvent.setup();
    const role = () => screen.getByRole('combobox', { name: 'Role in Fresh Farms' });
    expect(role()).toHaveValue('owner');
    await user.selectOptions(role(), 'Staff');
    expect(await screen.findByText('Staff in Fresh Farms.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'PATCH /accounts/sm/users/2/tenants/1/')?.body).toEqual({ role: 'staff' });
    expect(role()).toHaveValue('staff');

    const refusal = 'Fresh Farms must keep at least one owner. Make another member an owner first.';
    api.server.use(http.patch(`${API}/accounts/sm/users/:id/tenants/:tenant_id/`, () => HttpResponse.json({ detail: refusal }, { status: 409 }), { once: true }));
    await user.selectOptions(role(), 'Manager');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(role()).toHaveValue('staff');
  });
});
