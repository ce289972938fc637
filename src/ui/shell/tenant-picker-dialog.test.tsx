import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TenantPickerDialog } from './tenant-picker-dialog';

const tenants = [
  { id: 1, name: 'Corner Bistro' },
  { id: 2, name: 'Harbor Cafe' },
];

describe('TenantPickerDialog', () => {
  it('lists the tenants by name and chooses one', async () => {
    const onChoose = vi.fn();
    render(<TenantPickerDialog open tenants={tenants} onChoose={onChoose} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Tenant' });
    expect(within(dialog).getByRole('button', { name: 'Corner Bistro' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Harbor Cafe' }));
    expect(onChoose).toHaveBeenCalledWith(2);
    expect(within(dialog).queryByText('No tenants available')).not.toBeInTheDocument();
  });

  it('says No tenants available when empty and closes with Close', async () => {
    const onClose = vi.fn();
    render(<TenantPickerDialog open tenants={[]} onChoose={() => {}} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Tenant' });
    expect(within(dialog).getByText('No tenants available')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<TenantPickerDialog open={false} tenants={tenants} onChoose={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
