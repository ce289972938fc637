import { Navigate, createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../app/session-context';
import { LoadingText } from '../ui/spinner';

// /handoff?code=…: a one-time code from another domain of the platform becomes a session here.
export const Route = createFileRoute('/handoff')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({
    code: typeof search.code === 'string' && search.code ? search.code : undefined,
  }),
  component: HandoffScreen,
});

function HandoffScreen() {
  const session = useSession();
  const { code } = Route.useSearch();
  useEffect(() => {
    // The machine accepts the code once (a second send while exchanging is ignored).
    if (code) session.send({ type: 'handoff.exchange', code });
  }, [code, session]);
  if (!code) return <Navigate to="/login" replace />;
  return (
    <main className="flex min-h-screen items-center justify-center">
      <LoadingText inline>Signing you in...</LoadingText>
    </main>
  );
}
