// The team screen (/merchant/team, /supplier/team; owners only): members with a role select and
// Remove (after a confirmation), the invitations with Resend and Revoke while open, and Invite
// member (a dialog: email and role). Everything happens in the team machine.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ROLE_LABEL, ROLES, type Role } from '../../lib/roles';
import type { InviteMemberMachine } from '../../machines/team/invite-member.machine';
import type { TeamMachine } from '../../machines/team/team.machine';
import { Button } from '../../ui/button';
import { useRole } from '../../ui/role';
import { RoleRefusedPage } from '../../ui/role-note';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorRetry } from '../../ui/error-retry';
import { FormDialog } from '../../ui/form-dialog';
import { formatDate } from '../../ui/format-date';
import { Page } from '../../ui/page';
import { PlainTable } from '../../ui/plain-table';
import { SelectField } from '../../ui/select-field';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { teamMachineWithCalls } from './team.actors';

export const TEAM_TEXT = {
  title: 'Team',
  back: 'Back to the dashboard',
  activity: 'Activity',
  invite: 'Invite member',
  members: 'Members',
  invitations: 'Invitations',
  noInvitations: 'No invitations yet.',
  loading: 'Loading team...',
  remove: 'Remove',
  resend: 'Resend',
  revoke: 'Revoke',
  roleOf: (name: string) => `Role of ${name}`,
  removeTitle: 'Remove member',
  removeMessage: (name: string) => `Remove ${name} from the team? Their account stays; they can no longer use this business.`,
  dialogTitle: 'Invite member',
  dialogDescription: 'They get an email with a link to join: a new person signs up, someone with an account signs in and accepts. The link works once, for 7 days.',
  send: 'Send invitation',
  email: 'Email',
  role: 'Role',
  status: { pending: 'Pending', accepted: 'Accepted', expired: 'Expired', revoked: 'Revoked' },
} as const;

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));
const nameOf = (m: { first_name: string; last_name: string; email: string }) => `${m.first_name} ${m.last_name}`.trim() || m.email;

export function TeamScreen({ area }: { area: 'merchant' | 'supplier' }) {
  const team = useActorRef(teamMachineWithCalls.provide({ actions: { notify: (_, n) => toast(n.message, n.variant) } }), {
    input: { role: useRole(), operation: 'listTeamMembers' },
  });
  const refused = useSelector(team, (s) => (s.hasTag('refused') ? s.context.roleNote : null));
  const loading = useSelector(team, (s) => s.hasTag('loading') && s.context.members.length === 0);
  const loadFailed = useSelector(team, (s) => s.hasTag('loadFailed'));
  const error = useSelector(team, (s) => s.context.error);
  const mayInvite = useSelector(team, (s) => s.can({ type: 'invite.open' }));
  if (refused) {
    return <RoleRefusedPage title={TEAM_TEXT.title} note={refused} backTo={area === 'merchant' ? '/merchant/dashboard' : '/supplier'} backLabel={TEAM_TEXT.back} />;
  }
  return (
    <Page
      title={TEAM_TEXT.title}
      actions={
        <>
          <Link to={area === 'merchant' ? '/merchant/team/activity' : '/supplier/team/activity'} className="text-sm font-medium text-brand-700 underline">
            {TEAM_TEXT.activity}
          </Link>
          <Button disabled={!mayInvite} onClick={() => team.send({ type: 'invite.open' })}>
            {TEAM_TEXT.invite}
          </Button>
        </>
      }
    >
      {loading && <LoadingText>{TEAM_TEXT.loading}</LoadingText>}
      {loadFailed && <ErrorRetry message={error ?? ''} onRetry={() => team.send({ type: 'retry' })} />}
      {!loading && !loadFailed && (
        <>
          <Members team={team} />
          <Invitations team={team} />
        </>
      )}
      <RemoveDialog team={team} />
      <InviteDialog team={team} />
    </Page>
  );
}

function Members({ team }: { team: ActorRefFrom<TeamMachine> }) {
  const members = useSelector(team, (s) => s.context.members);
  const idle = useSelector(team, (s) => s.matches('ready'));
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{TEAM_TEXT.members}</h2>
      <PlainTable caption={TEAM_TEXT.members} headers={['Name', 'Email', 'Role', 'Actions']} empty={null}>
        {members.map((m) => (
          <tr key={m.user_id}>
            <td className="px-3 py-2">{nameOf(m)}</td>
            <td className="px-3 py-2">{m.email}</td>
            <td className="px-3 py-2">
              <SelectField
                label={TEAM_TEXT.roleOf(nameOf(m))}
                className="[&>label]:sr-only"
                options={ROLE_OPTIONS}
                value={m.role}
                disabled={!idle}
                onChange={(e) => team.send({ type: 'role.set', userId: m.user_id, role: e.target.value as Role })}
              />
            </td>
            <td className="px-3 py-2">
              <Button variant="secondary" disabled={!idle} aria-label={`${TEAM_TEXT.remove} ${nameOf(m)}`} onClick={() => team.send({ type: 'remove.ask', member: m })}>
                {TEAM_TEXT.remove}
              </Button>
            </td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

function Invitations({ team }: { team: ActorRefFrom<TeamMachine> }) {
  const invitations = useSelector(team, (s) => s.context.invitations);
  const idle = useSelector(team, (s) => s.matches('ready'));
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{TEAM_TEXT.invitations}</h2>
      <PlainTable caption={TEAM_TEXT.invitations} headers={['Email', 'Role', 'Status', 'Expires', 'Actions']} empty={invitations.length ? null : TEAM_TEXT.noInvitations}>
        {invitations.map((i) => (
          <tr key={i.id}>
            <td className="px-3 py-2">{i.email}</td>
            <td className="px-3 py-2">{ROLE_LABEL[i.role]}</td>
            <td className="px-3 py-2">{TEAM_TEXT.status[i.status]}</td>
            <td className="px-3 py-2">{i.status === 'pending' ? formatDate(i.expires_at) : '-'}</td>
            <td className="space-x-2 px-3 py-2">
              {(i.status === 'pending' || i.status === 'expired') && (
                <>
                  <Button variant="secondary" disabled={!idle} aria-label={`${TEAM_TEXT.resend} ${i.email}`} onClick={() => team.send({ type: 'invitation.resend', id: i.id })}>
                    {TEAM_TEXT.resend}
                  </Button>
                  <Button variant="secondary" disabled={!idle} aria-label={`${TEAM_TEXT.revoke} ${i.email}`} onClick={() => team.send({ type: 'invitation.revoke', id: i.id })}>
                    {TEAM_TEXT.revoke}
                  </Button>
                </>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

function RemoveDialog({ team }: { team: ActorRefFrom<TeamMachine> }) {
  const removing = useSelector(team, (s) => s.context.removing);
  return (
    <ConfirmDialog
      open={removing !== null}
      title={TEAM_TEXT.removeTitle}
      message={removing ? TEAM_TEXT.removeMessage(nameOf(removing)) : ''}
      confirmLabel={TEAM_TEXT.remove}
      onConfirm={() => team.send({ type: 'remove.yes' })}
      onCancel={() => team.send({ type: 'remove.no' })}
    />
  );
}

function InviteDialog({ team }: { team: ActorRefFrom<TeamMachine> }) {
  const form = useSelector(team, (s) => s.children.inviteForm) as ActorRefFrom<InviteMemberMachine> | undefined;
  return form ? <InviteForm form={form} onClose={() => team.send({ type: 'invite.close' })} /> : null;
}

function InviteForm({ form, onClose }: { form: ActorRefFrom<InviteMemberMachine>; onClose: () => void }) {
  const { values, fieldErrors, error, saving, text, submit } = useFormView(form);
  return (
    <FormDialog open title={TEAM_TEXT.dialogTitle} description={TEAM_TEXT.dialogDescription} submitLabel={TEAM_TEXT.send} busy={saving} error={error} onSubmit={submit} onClose={onClose}>
      <TextField label={TEAM_TEXT.email} type="email" required maxLength={254} value={values.email} errors={fieldErrors.email} onChange={text('email')} />
      <SelectField label={TEAM_TEXT.role} options={ROLE_OPTIONS} value={values.role} errors={fieldErrors.role} onChange={text('role')} />
    </FormDialog>
  );
}
