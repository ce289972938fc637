import { Outlet, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { PASSWORD_MESSAGES } from '../../machines/session/forgot-password.machine';
import { toast } from '../../ui/toasts';
import { ChangePasswordDialog } from './change-password-dialog';
import { useSession } from '../../app/session-context';
import { LiveOrdersProvider } from '../../app/live-orders';
import { AppShell } from '../../ui/shell/app-shell';
import { navFor, type NavArea } from '../../ui/shell/nav';
import { RoleContext } from '../../ui/role';
import { MemberContext } from '../../ui/member';
import { SignOutWarning, useSignOut } from './sign-out';
import { roleIn } from '../../lib/roles';

/** The dashboard shell of an area, its header from the session; the child route renders inside. */
export function AreaLayout({ area, title, children }: { area: NavArea; title: string; children?: ReactNode }) {
  const session = useSession();
  const firstName = useSelector(session, (s) => s.context.auth?.first_name || null);
  const tenantName = useSelector(session, (s) => s.context.tenant?.name ?? null);
  const role = useSelector(session, (s) => roleIn(s.context.auth?.tenants, s.context.tenant?.id));
  // A superadmin in a tenant is no member of it: the sidebar shows them every entry.
  const superadmin = useSelector(session, (s) => s.context.auth?.is_superadmin === true);
  const userId = useSelector(session, (s) => s.context.auth?.user_id ?? null);
  const tenantId = useSelector(session, (s) => s.context.tenant?.id ?? null);
  // One object per member, so screens keyed on it keep their machines across renders.
  const member = useMemo(() => (userId !== null && tenantId !== null ? { userId, tenantId } : null), [userId, tenantId]);
  // Whether the dialog is mounted; its form machine owns everything else.
  const [changingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut(member, session);
  return (
    <AppShell
      title={title}
      nav={navFor(area, role === null && superadmin ? undefined : role)}
      firstName={firstName}
      tenantName={tenantName}
      onTenantClick={() => session.send({ type: 'picker.open' })}
      onLogout={() => signOut.send({ type: 'signOut.request' })}
      accountActions={[
        { label: 'Change password', onSelect: () => setChangingPassword(true) },
        { label: 'Two-factor sign-in', onSelect: () => void navigate({ to: '/two-factor' }) },
        { label: 'Sign out everywhere', onSelect: () => session.send({ type: 'sessions.revoke' }) },
      ]}
    >
      <MemberContext value={member}>
        <RoleContext value={role}>{area === 'merchant' || area === 'supplier' ? <LiveOrdersProvider>{children ?? <Outlet />}</LiveOrdersProvider> : (children ?? <Outlet />)}</RoleContext>
      </MemberContext>
      <SignOutWarning signOut={signOut} />
      {changingPassword && (
        <ChangePasswordDialog
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            toast(PASSWORD_MESSAGES.changed, 'success');
            session.send({ type: 'logout' });
          }}
        />
      )}
    </AppShell>
  );
}
