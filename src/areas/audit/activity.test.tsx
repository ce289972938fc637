// The activity screens: a tenant's own events, and the superadmin's with each event's tenant.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../test/msw/contract';
import { createMswServer } from '../../../test/msw/handlers';
import { deferred } from '../../../test/promises';
import { renderScreensAt } from '../../../test/screens';
import { ActivityScreen } from './activity';
import type { AuditEvent } from './audit.actors';
import { formatDateTime } from '../../ui/format-date';

const event = (e: Partial<AuditEvent> & Pick<AuditEvent, 'id' | 'event'>): AuditEvent => ({
  tenant_id: 2,
  tenant_name: 'Corner Bistro',
  email: 'owner@example.com',
  ip: '192.0.2.7',
  detail: '',
  at: '2025-11-25T12:45:00Z',
  ...e,
});
const TENANT_EVENTS = [event({ id: 2, event: 'recovery_code_used' }), event({ id: 1, event: 'sign_in_failed', detail: 'two-factor code' })];
const ALL_EVENTS = [...TENANT_EVENTS, event({ id: 3, event: 'two_factor_enabled', tenant_id: null, tenant_name: null, email: 'admin@example.com' })];

const loaded = { tenant: deferred<void>() };
const settings = { timezone: 'America/New_York', require_two_factor: false };
const patches: unknown[] = [];
const msw = createMswServer(
  contract.get('/audit/events/', async () => (await loaded.tenant.promise, HttpResponse.json(TENANT_EVENTS))),
  contract.get('/audit/sm/events/', () => HttpResponse.json(ALL_EVENTS)),
  contract.get('/tenant-settings/', () => HttpResponse.json(settings)),
  contract.patch('/tenant-settings/', async ({ request }) => {
    const body = (await request.json()) as { require_two_factor?: boolean };
    patches.push(body);
    Object.assign(settings, body);
    return HttpResponse.json(settings);
  }),
);
beforeAll(msw.listen);
afterEach(() => msw.server.resetHandlers());
afterAll(msw.close);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('activity', () => {
  it("shows the tenant's events newest first, with their words", async () => {
    render(<ActivityScreen scope="tenant" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading activity...');
    loaded.tenant.resolve();
    expect(await screen.findByText('Recovery code used')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Event', 'Email', 'Address', 'Detail']);
    expect(cells(bodyRows()[1])).toEqual([formatDateTime('2025-11-25T12:45:00Z'), 'Failed sign-in', 'owner@example.com', '192.0.2.7', 'two-factor code']);
  });

  it('lets an owner require two-factor sign-in of every member', async () => {
    loaded.tenant.resolve();
    render(<ActivityScreen scope="tenant" />);
    const box = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for every member' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ require_two_factor: true }]));
    expect(await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for every member' })).toBeChecked();
  });

  it("refuses a manager or a staff member who types its address, in the gate's words, and asks nothing", async () => {
    let asked = 0;
    msw.server.use(contract.get('/audit/events/', () => (asked++, HttpResponse.json(TENANT_EVENTS))));
    for (const role of ['manager', 'staff'] as const) {
      renderScreensAt(
        { '/merchant/team/activity': () => <ActivityScreen scope="tenant" home="/merchant/dashboard" />, '/merchant/dashboard': () => null },
        '/merchant/team/activity',
        [],
        role,
      );
      expect(await screen.findByText(`Your role (${role}) cannot do this. Ask an owner.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/merchant/dashboard');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      cleanup();
    }
    expect(asked).toBe(0);
  });

  it("shows the superadmin every tenant's events and the platform's, without the tenant's setting", async () => {
    render(<ActivityScreen scope="platform" />);
    expect(await screen.findByText('Two-factor sign-in turned on')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Tenant');
    expect(cells(bodyRows()[2])).toEqual([expect.any(String), 'Two-factor sign-in turned on', 'admin@example.com', 'Platform', '192.0.2.7', '-']);
    expect(cells(bodyRows()[0])[3]).toBe('Corner Bistro');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('writes a recent event as how long ago, with the exact moment as its tooltip', async () => {
    const at = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    msw.server.use(contract.get('/audit/sm/events/', () => HttpResponse.json([event({ id: 4, event: 'sign_in', at })])));
    render(<ActivityScreen scope="platform" />);
    const when = await screen.findByText('2 hours ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('title', formatDateTime(at));
  });
});
