import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormButtons } from './form-buttons';
import { FormDialog, type FormDialogProps } from './form-dialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn((e: FormEvent<HTMLFormElement>) => e.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog open title="Reject order" onSubmit={onSubmit} onClose={onClose} {...props}>
      <label>
        Reason
        <textarea />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('names the dialog and its form by the title, describes it, and submits with its label', async () => {
    const { onSubmit, onClose } = renderDialog({ description: 'Tell Corner Bistro why this order is rejected.', submitLabel: 'Reject Order' });
    const dialog = await screen.findByRole('dialog', { name: 'Reject order' });
    expect(dialog).toHaveAccessibleDescription('Tell Corner Bistro why this order is rejected.');
    const form = within(dialog).getByRole('form', { name: 'Reject order' });
    expect(within(form).getByLabelText('Reason')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Reject Order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves with Save by default and closes with Cancel and with Escape', async () => {
    const { onSubmit, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveAccessibleDescription();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy disables both buttons, ignores Escape and shows the error', async () => {
    const { onClose } = renderDialog({ busy: true, error: 'Could not save.' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not save.');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FormButtons', () => {
  it('disables only the submit button when asked, Cancel still works', async () => {
    const onCancel = vi.fn();
    render(
      <form aria-label="Product">
        <FormButtons onCancel={onCancel} submitLabel="Save Product" submitDisabled />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save Product' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
