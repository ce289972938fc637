import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { APEX_HOST } from '../api/base-url';
import { useSession } from '../app/session-context';
import { adminSignInUrl } from '../machines/session/session.machine';

export const Route = createFileRoute('/unauthorized')({
  component: UnauthorizedScreen,
});

const linkClass = 'text-blue-700 underline';

function UnauthorizedScreen() {
  const session = useSession();
  // On a host that is not ours no screen can be reached: the link leads to the platform's sign-in.
  const elsewhere = useSelector(session, (s) => (s.context.hostRefused ? adminSignInUrl(s.context.protocol, s.context.handoffPort, APEX_HOST) : null));
  return (
    <main className="mx-auto max-w-md space-y-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Unauthorized</h1>
      <p className="text-slate-700">You do not have permission to access this page.</p>
      {elsewhere ? (
        <a href={elsewhere} className={linkClass}>
          Go to Dashboard
        </a>
      ) : (
        <Link to="/dashboard" className={linkClass}>
          Go to Dashboard
        </Link>
      )}
    </main>
  );
}
