import { createFileRoute, Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useSession } from '../app/session-context';
import { acceptInvitationWithCalls } from '../areas/team/team.actors';
import { ROLE_LABEL } from '../lib/roles';
import { ACCEPT_MESSAGES } from '../machines/team/accept-invitation.machine';
import { AuthFrame } from '../ui/auth-frame';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { LoadingText } from '../ui/spinner';

// /accept-invitation?token=<token>: the signed-in user's link of a team invitation email (issue 24).
export const Route = createFileRoute('/accept-invitation')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: AcceptInvitationScreen,
});

const link = 'text-blue-700 underline';

function AcceptInvitationScreen() {
  const { token } = Route.useSearch();
  const session = useSession();
  const signedIn = useSelector(session, (s) => s.context.auth !== null);
  return (
    <AuthFrame>
      <div className="w-full max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Join a team</h1>
        {signedIn ? (
          <Accept token={token} onRenewed={(access) => session.send({ type: 'session.renewed', access })} />
        ) : (
          <p className="text-sm text-slate-700">
            <Link to="/login" className={link}>
              Sign in
            </Link>{' '}
            and open the link again to accept, or{' '}
            <Link to="/signup" search={{ invitation: token }} className={link}>
              create an account
            </Link>
            .
          </p>
        )}
      </div>
    </AuthFrame>
  );
}

function Accept({ token, onRenewed }: { token: string; onRenewed: (access: string) => void }) {
  const actor = useActorRef(acceptInvitationWithCalls.provide({ actions: { renewSession: (_, { access }) => onRenewed(access) } }), { input: { token } });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const working = useSelector(actor, (s) => s.hasTag('working'));
  const mayAccept = useSelector(actor, (s) => s.can({ type: 'accept' }));
  const invitation = useSelector(actor, (s) => s.context.invitation);
  const joined = useSelector(actor, (s) => s.context.joined);
  const error = useSelector(actor, (s) => s.context.error);
  if (loading) return <LoadingText>Reading the invitation...</LoadingText>;
  if (joined)
    return (
      <p role="status" className="text-sm text-slate-700">
        {ACCEPT_MESSAGES.joined(joined.name)}{' '}
        <Link to="/" className={link}>
          Continue
        </Link>
      </p>
    );
  return (
    <div className="space-y-3">
      <FormError message={error} />
      {invitation?.team_role && (
        <p className="text-sm text-slate-700">
          {invitation.business} invited you to join their team as {ROLE_LABEL[invitation.team_role].toLowerCase()}.
        </p>
      )}
      {(mayAccept || working) && (
        <Button loading={working} onClick={() => actor.send({ type: 'accept' })}>
          Accept invitation
        </Button>
      )}
    </div>
  );
}
