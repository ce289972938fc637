// Screen tests of the inventory dashboard, the simple add-item form and the cycle counts list
// against the msw fake of the inventory calls.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, renderInventoryAt, setupInventoryApi } from '../../../test/inventory-screens';
import { API } from '../../../test/msw/common';
import { batch } from '../../../test/msw/inventory-data';

const api = setupInventoryApi();
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

describe('Inventory dashboard', () => {
  it('shows the counts of areas, items and open cycle counts, and the four links', async () => {
    renderInventoryAt('/merchant/inventory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    const areas = await screen.findByRole('link', { name: /^Stock Areas\s*2$/ });
    expect(areas).toHaveAttribute('href', '/merchant/inventory/areas');
    expect(screen.getByRole('link', { name: /^Items\s*2$/ })).toHaveAttribute('href', '/merchant/inventory/items');
    expect(screen.getByRole('link', { name: /^Open Cycle Counts\s*2$/ })).toHaveAttribute('href', '/merchant/inventory/cycle-counts?status=OPEN');
    expect(screen.getByRole('link', { name: 'Start a Count' })).toHaveAttribute('href', '/merchant/inventory/cycle-counts/start');
    expect(callsOf(api.db, 'GET /inventory/cycle-counts/')).toEqual(['GET /inventory/cycle-counts/?status=OPEN&page_size=1']);
  });

  it('a failed load shows the error and Retry loads again', async () => {
    api.server.use(http.get(`${API}/inventory/items/`, () => HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503 }), { once: true }));
    renderInventoryAt('/merchant/inventory');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down for maintenance.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Items\s*2$/ })).toBeInTheDocument();
  });
});

describe('Add Inventory Item', () => {
  it('needs a name; sends 0 for empty numbers and null for empty fields; then shows the items list', async () => {
    const { router } = renderInventoryAt('/merchant/inventory/items/new');
    const form = await screen.findByRole('form', { name: 'Add Inventory Item' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required.');
    expect(callsOf(api.db, 'POST')).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), ' Oat Milk ');
    await within(form).findByRole('option', { name: 'Dry Storage' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Area' }), 'Dry Storage');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Item saved.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'POST /inventory/items/')?.body).toEqual({
      name: 'Oat Milk',
      sku: null,
      uom: null,
      area: 2,
      min_qty: 0,
      par_qty: 0,
      cost_price: 0,
      notes: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/inventory/items'));
    expect(await screen.findByRole('cell', { name: 'Oat Milk' })).toBeInTheDocument();
  });

  it('sends the filled fields', async () => {
    renderInventoryAt('/merchant/inventory/items/new');
    const form = await screen.findByRole('form', { name: 'Add Inventory Item' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Olive Oil');
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'DRY-OIL-01');
    await within(form).findByRole('option', { name: 'case' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Unit' }), 'case');
    await user.type(within(form).getByRole('spinbutton', { name: 'Min Qty' }), '2');
    await user.type(within(form).getByRole('spinbutton', { name: 'Par Qty' }), '6');
    await user.type(within(form).getByRole('spinbutton', { name: 'Cost Price' }), '18.5');
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Top shelf');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.db.requests.find((r) => r.call === 'POST /inventory/items/')?.body).toEqual({
        name: 'Olive Oil',
        sku: 'DRY-OIL-01',
        uom: 2,
        area: null,
        min_qty: 2,
        par_qty: 6,
        cost_price: 18.5,
        notes: 'Top shelf',
      }),
    );
  });
});

describe('Cycle Counts list', () => {
  it('opens on the Open tab with the count badges read with page_size 1', async () => {
    const { router } = renderInventoryAt('/merchant/inventory/cycle-counts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cycle Counts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Open Cycle Counts' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Cycle count status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Draft1', 'Open2', 'Finalized1', 'Posted1']),
    );
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Open');
    for (const status of ['DRAFT', 'OPEN', 'FINALIZED', 'POSTED']) expect(callsOf(api.db)).toContain(`GET /inventory/cycle-counts/?status=${status}&page=1&page_size=1`);
    const table = screen.getByRole('table', { name: 'Open Cycle Counts' });
    await within(table).findByText('Cycle Count #13');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Cycle Count #13', 'OPEN', expect.any(String), '-'],
      ['Cycle Count #7', 'OPEN', expect.any(String), '-'],
    ]);
    // The status is a badge, and the time is written as the orders write theirs ('Nov 25, 2026, 12:45 PM').
    expect(within(rows[1]).getByText('OPEN')).toHaveClass('rounded-full');
    const started = batch({ id: 7 }).started_at!;
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent(new Date(started).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(within(table).getByRole('link', { name: 'Cycle Count #7' })).toHaveAttribute('href', '/merchant/inventory/cycle-counts/7');
    expect(router.state.location.search).toEqual({});
  });

  it('keeps the tab in ?tab= in lower case; a name shows instead of the number', async () => {
    api.db.counts.batches.push(batch({ id: 20, status: 'POSTED', name: 'June close', closed_at: '2024-06-30T18:00:00Z' }));
    const { router } = renderInventoryAt('/merchant/inventory/cycle-counts');
    const tabs = await screen.findByRole('navigation', { name: 'Cycle count status' });
    await userEvent.click(within(tabs).getByRole('link', { name: /^Posted/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Posted Cycle Counts' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ tab: 'posted' });
    const table = screen.getByRole('table', { name: 'Posted Cycle Counts' });
    expect(await within(table).findByRole('link', { name: 'June close' })).toHaveAttribute('href', '/merchant/inventory/cycle-counts/20');
    expect(within(table).getByRole('link', { name: 'Cycle Count #10' })).toBeInTheDocument();
  });

  it.each([
    ['?tab=finalized', 'Finalized Cycle Counts'],
    ['?tab=DRAFT', 'Draft Cycle Counts'],
    ['?tab=nonsense', 'Open Cycle Counts'],
    ['?status=OPEN', 'Open Cycle Counts'],
    ['?tab=archived', 'Archived Cycle Counts'],
  ])('%s shows %s', async (search, heading) => {
    renderInventoryAt(`/merchant/inventory/cycle-counts${search}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('archived lists archived and cancelled batches', async () => {
    renderInventoryAt('/merchant/inventory/cycle-counts?tab=archived');
    const table = await screen.findByRole('table', { name: 'Archived Cycle Counts' });
    expect(await within(table).findByRole('link', { name: 'Cycle Count #12' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Cycle Count #11' })).toBeInTheDocument();
    expect(callsOf(api.db)).toContain('GET /inventory/cycle-counts/?status=ARCHIVED&status=CANCELLED&page=1&page_size=20');
  });

  it("shows 'No {tab} cycle counts.' for an empty tab", async () => {
    api.db.counts.batches = api.db.counts.batches.filter((b) => b.status !== 'FINALIZED');
    renderInventoryAt('/merchant/inventory/cycle-counts?tab=finalized');
    expect(await screen.findByText('No finalized cycle counts.')).toBeInTheDocument();
  });

  it("'New Cycle Count' creates a batch with an empty body and opens it", async () => {
    const { router } = renderInventoryAt('/merchant/inventory/cycle-counts');
    await userEvent.click(await screen.findByRole('button', { name: 'New Cycle Count' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/inventory/cycle-counts/14'));
    expect(api.db.counts.requests.filter((r) => r.call === 'POST /inventory/cycle-counts/').map((r) => r.body)).toEqual([{}]);
    expect(api.db.counts.batches.find((b) => b.id === 14)?.status).toBe('DRAFT');
  });

  it("a failed create toasts the server's detail, else 'Failed to create cycle count.'", async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/`, () => HttpResponse.json({}, { status: 400 }), { once: true }));
    renderInventoryAt('/merchant/inventory/cycle-counts');
    const button = await screen.findByRole('button', { name: 'New Cycle Count' });
    await userEvent.click(button);
    expect(await within(toasts()).findByText('Failed to create cycle count.')).toBeInTheDocument();
    api.server.use(http.post(`${API}/inventory/cycle-counts/`, () => HttpResponse.json({ detail: 'Too many open counts.' }, { status: 409 }), { once: true }));
    await userEvent.click(button);
    expect(await within(toasts()).findByText('Too many open counts.')).toBeInTheDocument();
  });
});
