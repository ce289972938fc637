import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, toast } from './toasts';

function renderProvider() {
  render(
    <ToastProvider>
      <input aria-label="Name" />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
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
    const region = renderProvider();
    act(() => {
      toast('Saved.\nAll good', 'success');
    });
    const status = await within(region).findByRole('status');
    expect(status).toHaveTextContent('Saved. All good');
    expect(status.textContent).toContain('Saved.\nAll good');
    expect(status).toHaveClass('whitespace-pre-line');
  });

  it('uses role alert for errors', async () => {
    const region = renderProvider();
    act(() => {
      toast('Delete failed', 'error');
    });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Delete failed');
  });

  it('Alt+T moves focus to the newest toast', async () => {
    renderProvider();
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
    renderProvider();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.click(input);
    await user.keyboard('{Alt>}t{/Alt}');
    expect(input).toHaveFocus();
  });

  it('closes on click', async () => {
    renderProvider();
    act(() => {
      toast('Click me');
    });
    await userEvent.click(await screen.findByRole('status'));
    await waitFor(() => expect(screen.queryByText('Click me')).not.toBeInTheDocument());
  });

  it('is dismissed when dragged 80 percent of its width, not less', async () => {
    renderProvider();
    act(() => {
      toast('Drag me');
    });
    const el = await screen.findByRole('status');
    withWidth(el, 200);

    fireEvent.pointerDown(el, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(el, { clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(el, { clientX: 110, pointerId: 1 });
    fireEvent.click(el);
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByText('Drag me')).toBeInTheDocument();

    fireEvent.pointerDown(el, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(el, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(el, { clientX: 170, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Drag me')).not.toBeInTheDocument());
  });

  it('closes by itself after 5000 ms', async () => {
    vi.useFakeTimers();
    renderProvider();
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
