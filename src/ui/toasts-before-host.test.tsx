// Toasts raised before notistack's half has loaded. Each test imports a fresh copy of the module
// (vi.resetModules): in a file of their own, since a reset gives later tests other copies of the
// modules than the ones they imported (vite.config.ts keeps this file isolated).
import { render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('toasts before notistack has loaded', () => {
  // A fresh copy of the module, whose lazy half has not been loaded yet.
  async function freshToasts() {
    vi.resetModules();
    return import('./toasts');
  }

  it('shows the toasts raised while the provider waited for its notistack half', async () => {
    const fresh = await freshToasts();
    render(<fresh.ToastProvider />);
    fresh.toast('Early', 'error');
    expect(screen.queryByText('Early')).not.toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('alert')).toHaveTextContent('Early');
  });

  it("shows a toast raised by a child's first effect, before the provider could be told of it", async () => {
    const fresh = await freshToasts();
    function SavesOnMount() {
      useEffect(() => fresh.toast('Saved on arrival', 'success'), []);
      return null;
    }
    render(
      <fresh.ToastProvider>
        <SavesOnMount />
      </fresh.ToastProvider>,
    );
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status')).toHaveTextContent('Saved on arrival');
  });

  it('drops toasts raised while no provider is mounted, as notistack does', async () => {
    const fresh = await freshToasts();
    fresh.toast('Nobody listens');
    render(<fresh.ToastProvider />);
    fresh.toast('Someone listens');
    await screen.findByText('Someone listens');
    expect(screen.queryByText('Nobody listens')).not.toBeInTheDocument();
  });
});
