// Screen tests of the start screen against the msw fake of the cycle-count calls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderCountsAt, setupCountsApi, useViewport } from '../../../test/inventory-counts-screens';
import { API } from '../../../test/msw/common';

const api = setupCountsApi();
useViewport();

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

async function openStart() {
  const { router } = renderCountsAt('/merchant/inventory/cycle-counts/start');
  expect(await screen.findByRole('heading', { level: 1, name: 'Start Cycle Count' })).toBeInTheDocument();
  return { router, form: await screen.findByRole('form', { name: 'Start cycle count' }) };
}

describe('Start cycle count', () => {
  it('offers the active areas; Start needs at least one', async () => {
    const { form } = await openStart();
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Walk-in Cooler', 'Dry Storage']);
    await userEvent.click(within(form).getByRole('button', { name: 'Start' }));
    expect(within(form).getByText('Select at least one area.')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call === 'POST /inventory/cycle-counts/')).toHaveLength(0);
  });

  it('starts an OPEN batch over the chosen areas with the notes and opens its sheet', async () => {
    const { router, form } = await openStart();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: 'Walk-in Cooler' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Before the Friday order');
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cycle Count #14' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/inventory/cycle-counts/14');
    expect(api.db.requests.filter((r) => r.call === 'POST /inventory/cycle-counts/').map((r) => r.body)).toEqual([{ areas: [1], notes: 'Before the Friday order' }]);
    expect(await screen.findByRole('spinbutton', { name: 'Counted for Roma Tomatoes' })).toHaveValue(null);
    expect(screen.getByText('OPEN')).toBeInTheDocument();
  });

  it('a failed start toasts Failed to create cycle count., keeps the choice and shows the word on the areas', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/`, () => HttpResponse.json({}, { status: 400 }), { once: true }));
    const { form } = await openStart();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: 'Dry Storage' }));
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await within(toastRegion()).findByText('Failed to create cycle count.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Dry Storage' })).toBeChecked();
    api.server.use(http.post(`${API}/inventory/cycle-counts/`, () => HttpResponse.json({ areas: ['Area 2 is not active.'] }, { status: 400 }), { once: true }));
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await within(form).findByText('Area 2 is not active.')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Areas to count' })).toHaveAccessibleDescription('Area 2 is not active.');
  });

  it('without areas it links to the stock areas', async () => {
    api.db.areas = [];
    const { form } = await openStart();
    expect(within(form).getByText('No stock areas yet.')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Create stock areas' })).toHaveAttribute('href', '/merchant/inventory/areas');
  });

  it('a failed areas load shows the error with a retry', async () => {
    api.server.use(http.get(`${API}/inventory/areas/`, () => HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503 }), { once: true }));
    renderCountsAt('/merchant/inventory/cycle-counts/start');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down for maintenance.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Walk-in Cooler' })).toBeInTheDocument());
  });

  it('an areas load that gets no answer (connection lost) says Failed to load stock areas.', async () => {
    api.server.use(http.get(`${API}/inventory/areas/`, () => HttpResponse.error(), { once: true }));
    renderCountsAt('/merchant/inventory/cycle-counts/start');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stock areas.');
  });
});
