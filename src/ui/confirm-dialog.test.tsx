import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open title="Delete lead" message="Are you sure you want to delete this lead?" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows title and message and confirms', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete lead' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this lead?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onCancel } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons while busy and shows the error', async () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true, error: 'Could not delete.' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not delete.');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses custom button names', async () => {
    renderDialog({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
