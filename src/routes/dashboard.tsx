import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { requireSignedIn } from '../app/guards';
import { useSession } from '../app/session-context';
import { ownAreaPath } from '../machines/session/session.machine';
import { Page } from '../ui/page';
import { AreaLayout } from './-components/area-layout';

// Landing for a signed-in user with no matching role area.
export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context }) => void requireSignedIn(context),
  component: DashboardScreen,
});

function DashboardScreen() {
  const session = useSession();
  const own = useSelector(session, (s) => ownAreaPath(s.context.auth, s.context.tenant));
  const tenantName = useSelector(session, (s) => s.context.tenant?.name ?? null);
  return (
    <AreaLayout area={null} title="Dashboard">
      <Page title="Dashboard">
        {own ? (
          <p className="text-slate-700">
            Continue to{' '}
            <Link to={own} className="text-blue-700 underline">
              {tenantName ?? 'your area'}
            </Link>
            .
          </p>
        ) : (
          <p className="text-slate-700">Select a tenant to start working.</p>
        )}
      </Page>
    </AreaLayout>
  );
}
