// The team screen over the msw fake: members and their roles, a role change, the last owner's
// refusal, removal after a confirmation, resend and revoke, the invite dialog, and the Activity link.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/common';
import { renderScreensAt, setupMswApi } from '../../../test/screens';
import { createTeamDb, LAST_OWNER, teamHandlers } from '../../../test/msw/team';
import { TEAM_MESSAGES } from '../../machines/team/team.machine';
import { TeamScreen } from './team-screen';
import type { Role } from '../../lib/roles';

const api = setupMswApi(createTeamDb, teamHandlers);
const open = (role?: Role) =>
  renderScreensAt(
    { '/merchant/team': () => <TeamScreen area="merchant" />, '/merchant/team/activity': () => null, '/merchant/dashboard': () => null },
    '/merchant/team',
    ['/merchant/team/activity', '/merchant/dashboard'],
    role,
  );
const table = (name: string) => screen.getByRole('table', { name });

describe('team screen', () => {
  it('lists the members with their roles and the invitations', async () => {
    open();
    expect(await screen.findByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveValue('owner');
    expect(screen.getByRole('combobox', { name: 'Role of Sasha Reyes' })).toHaveValue('staff');
    expect(within(table('Invitations')).getByText('cook@example.com')).toBeInTheDocument();
    expect(within(table('Invitations')).getByText('Pending')).toBeInTheDocument();
  });

  it('changes a role; the last owner is refused with the server words and keeps the role', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Sasha Reyes' }), 'manager');
    expect(await screen.findByText(TEAM_MESSAGES.done.role)).toBeInTheDocument();
    expect(api.db.members[1].role).toBe('manager');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Maria Lopez' }), 'staff');
    expect(await screen.findByText(LAST_OWNER)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveValue('owner'));
  });

  it('removes a member after the confirmation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Sasha Reyes' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Role of Sasha Reyes' })).not.toBeInTheDocument());
    expect(api.db.members.map((m) => m.email)).toEqual(['merchant@example.com']);
  });

  it('resends and revokes an invitation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Resend cook@example.com' }));
    expect(await screen.findByText(TEAM_MESSAGES.done.resend)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke cook@example.com' }));
    expect(await within(table('Invitations')).findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke cook@example.com' })).not.toBeInTheDocument();
  });

  it('invites by email with a role; a refusal shows under the email field', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByLabelText(/Email/), 'staff@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This person is already a member of Corner Bistro.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'chef@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TEAM_MESSAGES.sent('chef@example.com'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite member' })).not.toBeInTheDocument());
    expect(within(table('Invitations')).getByText('chef@example.com')).toBeInTheDocument();
    expect(api.db.invitations[0]).toMatchObject({ email: 'chef@example.com', role: 'manager' });
  });

  it('links to the Activity screen', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('link', { name: 'Activity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/team/activity'));
  });

  it('refuses a manager or staff member who types its address: the role cannot, an owner is asked; nothing is loaded', async () => {
    let asked = 0;
    api.server.use(
      http.get(`${API}/team/members/`, () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    for (const role of ['manager', 'staff'] as const) {
      open(role);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`Your role (${role}) cannot do this. Ask an owner.`);
      expect(within(alert).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/merchant/dashboard');
      expect(screen.queryByRole('table')).toBeNull();
      cleanup();
    }
    expect(asked).toBe(0);
  });
});
