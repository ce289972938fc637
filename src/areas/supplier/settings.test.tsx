// Settings (issue 22): the supplier's time zone, chosen from a searchable list.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';

const api = setupSupplierApi();
// jsdom has no ResizeObserver; Headless UI's open list watches its input's size with one.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));

describe('Settings', () => {
  it('shows the time zone and saves another one found by typing', async () => {
    renderSupplierAt('/supplier/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/New_York');
    const user = userEvent.setup();
    await user.clear(zone);
    await user.type(zone, 'los ang');
    await user.click(await screen.findByRole('option', { name: 'America/Los_Angeles' }));
    expect(zone).toHaveValue('America/Los_Angeles');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Settings saved.')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call === 'PATCH /tenant-settings/').map((r) => r.body)).toEqual([{ timezone: 'America/Los_Angeles' }]);
    expect(api.db.settings.timezone).toBe('America/Los_Angeles');
  });

  it('says when nothing matches what is typed', async () => {
    renderSupplierAt('/supplier/settings');
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await userEvent.type(zone, 'atlantis');
    expect(await screen.findByText('No time zone matches.')).toBeInTheDocument();
  });
});
