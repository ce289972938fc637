import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/superadmin-users-leads';
import { renderUsersLeadsAt, setupUsersLeadsApi } from '../../../test/users-leads-test-router';
import { LEADS_TEXT } from './leads-list';

const api = setupUsersLeadsApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Leads Management', () => {
  it('shows the loading text, then the leads with their status and actions, and the create link', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/leads/list-leads/`, async () => (await loaded.promise, HttpResponse.json(api.db.leads))));
    renderUsersLeadsAt('/superadmin/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads...');
    loaded.resolve();
    expect(await screen.findByText('mia@example.com')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Actions']);
    expect(
      within(bodyRows()[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Noah', 'Diaz', 'noah@example.com', '555-0111', 'Contacted', 'EditDelete']);
    expect(screen.getByRole('link', { name: '+ Create Lead' })).toHaveAttribute('href', '/superadmin/leads/create');
  });

  it('shows the empty text without leads, with a line of help and the next action', async () => {
    api.db.leads = [];
    renderUsersLeadsAt('/superadmin/leads');
    expect(await screen.findByText('No leads found.')).toBeInTheDocument();
    const empty = within(screen.getByRole('cell', { name: /^No leads found\./ }));
    expect(empty.getByText(LEADS_TEXT.emptyHelp)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: '+ Create Lead' })).toHaveAttribute('href', '/superadmin/leads/create');
  });

  it('shows a load error with a retry', async () => {
    api.server.use(http.get(`${API}/leads/list-leads/`, () => HttpResponse.json({ detail: 'Try later.' }, { status: 503 }), { once: true }));
    renderUsersLeadsAt('/superadmin/leads');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mia@example.com')).toBeInTheDocument();
  });

  it('a row click or Edit opens the lead detail', async () => {
    const { router } = renderUsersLeadsAt('/superadmin/leads', { stub: ['/superadmin/leads/lead-detail/$id'] });
    await screen.findByText('noah@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByText('noah@example.com'));
    expect(await screen.findByText('Stub of /superadmin/leads/lead-detail/$id')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/leads/lead-detail/2');

    await router.navigate({ to: '/superadmin/leads' });
    await user.click(await screen.findByRole('button', { name: 'Edit Mia Chen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/leads/lead-detail/1'));
  });

  it('Delete asks first; Cancel keeps the lead, Confirm deletes it and the row disappears', async () => {
    renderUsersLeadsAt('/superadmin/leads');
    await screen.findByText('mia@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Mia Chen' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this lead?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.db.requests.some((r) => r.call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Mia Chen' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('mia@example.com')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(api.db.requests.filter((r) => r.call.startsWith('DELETE')).map((r) => r.call)).toEqual(['DELETE /leads/1/delete-lead/']);
  });

  it('a failed delete toasts the server detail and keeps the row', async () => {
    api.server.use(http.delete(`${API}/leads/:id/delete-lead/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    renderUsersLeadsAt('/superadmin/leads');
    await screen.findByText('mia@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Mia Chen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The toast (behind the still open dialog) and the dialog both say why.
    const region = screen.getByRole('region', { name: 'Notifications', hidden: true });
    expect(await within(region).findByRole('alert', { hidden: true })).toHaveTextContent('You do not have permission to perform this action.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('mia@example.com')).toBeInTheDocument();
  });
});
