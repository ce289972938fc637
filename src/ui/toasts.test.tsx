import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { ToastProvider, toast } from './toasts';

/** Renders the provider and waits for its notistack half (a lazy chunk) to be mounted. */
async function renderProvider() {
  render(
    <ToastProvider>
      <input aria-label="Name" />
    </ToastProvider>,
  );
  await act(() => import('./toast-host'));
  return screen.getByRole('region', { name: 'Notifications' });
}

/**
 * notistack's half mounts with the first toast: one raised (an alert, so that the tests' own
 * statuses are found alone) and waited for with real timers, before a test takes the clock.
 */
async function mountHost(region: HTMLElement) {
  act(() => toast('Host ready', 'error'));
  await within(region).findByRole('alert');
}

/** jsdom has no layout: give toasts a width. */
function withWidth(el: HTMLElement, width: number) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ width, height: 40, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, toJSON: () => ({}) });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('renders a toast raised outside React in the Notifications region, one line per newline', async () => {
    const region = await renderProvider();
    act(() => {
      toast('Saved.\nAll good', 'success');
    });
    const status = await within(region).findByRole('status');
    expect(status).toHaveTextContent('Saved. All good');
    expect(status.textContent).toContain('Saved.\nAll good');
    expect(status).toHaveClass('whitespace-pre-line');
  });

  it('shows at most three toasts: a fourth closes the oldest; an equal toast already shown is not raised again', async () => {
    const region = await renderProvider();
    act(() => {
      toast('Finalize failed.', 'error');
      toast('Finalize failed.', 'error');
    });
    await within(region).findByRole('alert');
    expect(within(region).getAllByRole('alert')).toHaveLength(1);
    act(() => {
      for (const n of [2, 3, 4, 5]) toast(`Toast ${n}`);
    });
    await waitFor(() => expect(within(region).queryByText('Finalize failed.')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('status')
          .map((t) => t.textContent),
      ).toEqual(['Toast 3', 'Toast 4', 'Toast 5']),
    );
  });

  it('raises an equal toast again once the shown one is closing, so a second save confirms itself', async () => {
    const region = await renderProvider();
    act(() => {
      toast('Counts saved.', 'success');
    });
    const first = await within(region).findByRole('status');
    fireEvent.click(first);
    act(() => {
      toast('Counts saved.', 'success');
    });
    await waitFor(() => expect(within(region).getAllByText('Counts saved.')).toHaveLength(2));
    await waitFor(() => expect(within(region).getAllByText('Counts saved.')).toHaveLength(1));
    expect(within(region).getByRole('status')).not.toBe(first);
  });

  it('uses role alert for errors', async () => {
    const region = await renderProvider();
    act(() => {
      toast('Delete failed', 'error');
    });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Delete failed');
  });

  it('Alt+T moves focus to the newest toast', async () => {
    await renderProvider();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    act(() => {
      toast('First');
    });
    act(() => {
      toast('Second');
    });
    await screen.findByText('Second');
    await user.keyboard('{Alt>}t{/Alt}');
    const second = screen.getAllByRole('status').find((el) => el.textContent === 'Second');
    expect(second).toHaveFocus();
  });

  it('Alt+T without toasts leaves the focus where it was', async () => {
    await renderProvider();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(input);
    await user.keyboard('{Alt>}t{/Alt}');
    expect(input).toHaveFocus();
  });

  it('closes on click', async () => {
    await renderProvider();
    act(() => {
      toast('Click me');
    });
    await userEvent.click(await screen.findByRole('status'));
    await waitFor(() => expect(screen.queryByText('Click me')).not.toBeInTheDocument());
  });

  it('is dismissed when dragged 80 percent of its width, not less', async () => {
    await mountHost(await renderProvider());
    vi.useFakeTimers();
    // Longer than a toast's transitions (slide, then collapse), each step rendered.
    const passTransitions = () => {
      for (let i = 0; i < 5; i++) act(() => void vi.advanceTimersByTime(300));
    };
    act(() => {
      toast('Drag me');
    });
    passTransitions();
    const el = screen.getByRole('status');
    withWidth(el, 200);

    fireEvent.pointerDown(el, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(el, { clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(el, { clientX: 110, pointerId: 1 });
    fireEvent.click(el);
    passTransitions();
    expect(screen.getByText('Drag me')).toBeInTheDocument();

    fireEvent.pointerDown(el, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(el, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(el, { clientX: 170, pointerId: 1 });
    passTransitions();
    expect(screen.queryByText('Drag me')).not.toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', async () => {
    await mountHost(await renderProvider());
    vi.useFakeTimers();
    act(() => {
      toast('Short-lived');
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    // 5000 ms, then the exit transitions (slide, then collapse).
    for (let i = 0; i < 5; i++) {
      act(() => {
        vi.advanceTimersByTime(300);
      });
    }
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });
});

/** A dialog that closes on Cancel, Escape or a click outside, and toasts an error on Delete. */
function DeleteDialog() {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete item"
      message="Delete item?"
      onConfirm={() => toast('Could not delete the item.', 'error')}
      onCancel={() => setOpen(false)}
      confirmLabel="Delete"
    />
  );
}

describe('toasts over a modal dialog', () => {
  it('are announced: a toast raised while a dialog is open is in a live region outside the inert page', async () => {
    render(
      <ToastProvider>
        <input aria-label="Name" />
        <DeleteDialog />
      </ToastProvider>,
    );
    await act(() => import('./toast-host'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    // The page behind the dialog is hidden from assistive technology...
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // ...but the toast is not: found without `hidden`, in no inert or aria-hidden ancestor.
    const alert = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete the item.');
    for (let el: HTMLElement | null = alert; el; el = el.parentElement) {
      expect(el.inert).not.toBe(true);
      expect(el).not.toHaveAttribute('aria-hidden', 'true');
    }
    // Clicking the toast closes it, not the dialog (the region counts as the dialog's own container).
    await userEvent.click(alert);
    await waitFor(() => expect(screen.queryByText('Could not delete the item.')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Delete item' })).toBeInTheDocument();
  });
});
