import { DialogPanel, DialogTitle } from '@headlessui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function RemoveLineDialog({ open, onClose = () => {} }: { open: boolean; onClose?: () => void }) {
  return (
    <Modal open={open} onClose={onClose}>
      <DialogPanel>
        <DialogTitle>Remove line</DialogTitle>
        <button type="button">Remove</button>
      </DialogPanel>
    </Modal>
  );
}

describe('Modal (issue 25)', () => {
  it('mounts nothing while closed: no dialog, and not even for a moment a node of its own', () => {
    // A closed Headless UI Dialog puts a hidden node in the page and takes it out again as it
    // commits (a second render of the page inside that commit).
    const host = document.body.appendChild(document.createElement('div'));
    const observer = new MutationObserver(() => {});
    observer.observe(host, { childList: true, subtree: true });
    render(<RemoveLineDialog open={false} />, { container: host });
    expect(observer.takeRecords().flatMap((r) => [...r.addedNodes])).toEqual([]);
    observer.disconnect();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('is a real dialog while open, named by its title, and Escape closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<RemoveLineDialog open onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Remove line' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<RemoveLineDialog open={false} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
