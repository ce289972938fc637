// Add Inventory Item reached by URL by a staff member (decisions.md "Roles: screens reached by URL"):
// the role's refusal and the way back to the items instead of a form it cannot save; a manager gets the form.
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInventoryAt, setupInventoryApi } from '../../../test/inventory-screens';

setupInventoryApi();

describe('Add Inventory Item by role', () => {
  it('tells a staff member their role cannot add an item, with a link back to the items; a manager gets the form', async () => {
    renderInventoryAt('/merchant/inventory/items/new', 'staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role (staff) cannot do this. Ask an owner or a manager.');
    expect(within(alert).getByRole('link', { name: 'Back to items' })).toHaveAttribute('href', '/merchant/inventory/items');
    expect(screen.queryByRole('form', { name: 'Add Inventory Item' })).toBeNull();
    cleanup();
    renderInventoryAt('/merchant/inventory/items/new', 'manager');
    expect(await screen.findByRole('form', { name: 'Add Inventory Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
