// Screen tests of Stock Areas against the msw fake of the inventory calls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, renderInventoryAt, setupInventoryApi } from '../../../test/inventory-screens';
import type { Role } from '../../lib/roles';

const api = setupInventoryApi();
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function openAreas(role?: Role) {
  renderInventoryAt('/merchant/inventory/areas', role);
  const table = await screen.findByRole('table', { name: 'Stock Areas' });
  await within(table).findByRole('cell', { name: 'Walk-in Cooler' });
  return table;
}

describe('Stock Areas', () => {
  it('lists the areas with their description and state', async () => {
    const table = await openAreas();
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Walk-in Cooler', 'Back of the kitchen', 'Active'],
      ['Dry Storage', '-', 'Active'],
    ]);
  });

  it('creates an area with the inline form: the name is required and trimmed', async () => {
    const table = await openAreas();
    const form = screen.getByRole('form', { name: 'New Area' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required.');
    expect(callsOf(api.db, 'POST')).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Freezer ');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Chest freezer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Area created.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'POST /inventory/areas/')?.body).toEqual({ name: 'Freezer', description: 'Chest freezer', is_active: true });
    expect(await within(table).findByRole('cell', { name: 'Freezer' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'New Area' })).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it("shows the server's field error under the name", async () => {
    await openAreas();
    const form = screen.getByRole('form', { name: 'New Area' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'dry storage');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('An area with this name already exists.'));
  });

  it('edits an area in the same form, and Cancel goes back to a new one', async () => {
    const table = await openAreas();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Edit Dry Storage' }));
    const form = await screen.findByRole('form', { name: 'Edit Area' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Dry Storage'));
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Area updated.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'PATCH /inventory/areas/2/')?.body).toEqual({ name: 'Dry Storage', description: null, is_active: false });
    await waitFor(() => expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell')[2]).toHaveTextContent('Inactive'));
    await user.click(within(table).getByRole('button', { name: 'Edit Walk-in Cooler' }));
    await user.click(within(await screen.findByRole('form', { name: 'Edit Area' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'New Area' })).toBeInTheDocument();
  });

  it('deletes after Delete area "{name}"?, and Cancel keeps it', async () => {
    const table = await openAreas();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Dry Storage' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete area "Dry Storage"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(api.db, 'DELETE')).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Delete Dry Storage' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('Area deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Dry Storage' })).not.toBeInTheDocument());
    expect(callsOf(api.db, 'DELETE')).toEqual(['DELETE /inventory/areas/2/']);
  });

  it('says how many items an area holds before deleting it; an area in an open count is refused with the reason', async () => {
    api.db.areasInOpenCount = [1];
    const table = await openAreas();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Walk-in Cooler' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete area "Walk-in Cooler"? It holds 1 inventory item, which will be left without an area.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The dialog stays open with the server's reason.
    expect(await within(dialog).findByText('This area is in an open cycle count. Finalize or archive the count before deleting the area.')).toBeInTheDocument();
    expect(callsOf(api.db, 'DELETE')).toEqual(['DELETE /inventory/areas/1/']);
    expect(api.db.areas.map((a) => a.name)).toContain('Walk-in Cooler');
  });

  it('deleting the area being edited puts the form back to a new area', async () => {
    const table = await openAreas();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Edit Dry Storage' }));
    await screen.findByRole('form', { name: 'Edit Area' });
    await user.click(within(table).getByRole('button', { name: 'Delete Dry Storage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('form', { name: 'New Area' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Area' })).not.toBeInTheDocument();
  });
});

describe('Stock Areas by role (decisions.md "Roles")', () => {
  it('a staff member reads the areas but gets no form, Edit or Delete', async () => {
    const table = await openAreas('staff');
    expect(within(table).getByRole('cell', { name: 'Dry Storage' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New Area' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it('a manager gets them', async () => {
    const table = await openAreas('manager');
    expect(screen.getByRole('form', { name: 'New Area' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Dry Storage' })).toBeInTheDocument();
  });
});
