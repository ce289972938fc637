// The security activity (issue 24): a tenant's own at /merchant/team/activity and
// /supplier/team/activity, everyone's for the superadmin at /superadmin/activity. The newest 500
// events, kept a year by the server.
import type { LinkProps } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { roleNoteFor } from '../../lib/roles';
import { createListMachine } from '../../machines/list.machine';
import { columnHelper } from '../../ui/data-table';
import { DateTime } from '../../ui/date-time';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { useRole } from '../../ui/role';
import { RoleRefusedPage } from '../../ui/role-note';
import { AUDIT_TEXT, fetchAuditEvents, type AuditEvent, type AuditScope } from './audit.actors';
import { RequireTwoFactor } from './require-two-factor';

/** Each event's words on the screen; a new kind of event must be named here. */
export const EVENT_LABELS: Record<AuditEvent['event'], string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  sessions_revoked: 'Signed out everywhere',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_code_used: 'Recovery code used',
  member_invited: 'Member invited',
  invitation_resent: 'Invitation sent again',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  role_changed: 'Role changed',
  member_removed: 'Member removed',
};

const machines = {
  tenant: createListMachine<AuditEvent>().provide({ actors: { fetchPage: fromPromise(({ signal }) => fetchAuditEvents('tenant', signal)) } }),
  platform: createListMachine<AuditEvent>().provide({ actors: { fetchPage: fromPromise(({ signal }) => fetchAuditEvents('platform', signal)) } }),
};

const col = columnHelper<AuditEvent>();
const base = [
  col.accessor('at', { header: 'When', cell: (info) => <DateTime iso={info.getValue()} relative /> }),
  col.accessor('event', { header: 'Event', cell: (info) => EVENT_LABELS[info.getValue()] ?? info.getValue() }),
  col.accessor('email', { header: 'Email' }),
  col.accessor('ip', { header: 'Address', cell: (info) => info.getValue() || '-' }),
  col.accessor('detail', { header: 'Detail', cell: (info) => info.getValue() || '-' }),
];
const COLUMNS = {
  tenant: col.columns(base),
  platform: col.columns([...base.slice(0, 3), col.accessor('tenant_name', { header: 'Tenant', cell: (info) => info.getValue() ?? 'Platform' }), ...base.slice(3)]),
};

/**
 * A tenant's activity is its owners' (x-roles of listAuditEvents): another role who types the
 * address is refused in the gate's words, with the way back to `home`, and nothing is asked.
 */
export function ActivityScreen({ scope, home = '/dashboard' }: { scope: AuditScope; home?: LinkProps['to'] }) {
  const refused = roleNoteFor({ role: useRole(), operation: 'listAuditEvents' }, 'create');
  if (scope === 'tenant' && refused) return <RoleRefusedPage title="Activity" note={refused} backTo={home} backLabel="Back to the dashboard" />;
  return <ActivityList scope={scope} />;
}

function ActivityList({ scope }: { scope: AuditScope }) {
  // The API answers one list (the newest 500): one page holds it all, so no pager.
  const list = useActorRef(machines[scope], { input: { pageSize: 500 } });
  return (
    <Page title="Activity">
      {scope === 'tenant' && <RequireTwoFactor />}
      <p className="mb-4 text-sm text-slate-600">
        {scope === 'tenant'
          ? "Sign-ins and account security events of your business's members, newest first."
          : 'Sign-ins and account security events of every tenant and of the platform, newest first.'}
      </p>
      <ListTable list={list} columns={COLUMNS[scope]} getRowId={(row) => String(row.id)} text={AUDIT_TEXT} searchingMode="replace" caption="Activity" />
    </Page>
  );
}
