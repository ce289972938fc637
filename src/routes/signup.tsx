import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../lib/inspection';
import type { FormEvent } from 'react';
import { liveSignupMachine } from '../app/signup.actors';
import { SIGNUP_MESSAGES, invitedBy, joinsTeam, type SignupRole, type SignupValues } from '../machines/session/signup.machine';
import { Button } from '../ui/button';
import { toast } from '../ui/toasts';
import { TextField } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { LoadingText } from '../ui/spinner';
import { AuthFrame } from '../ui/auth-frame';

// /signup?invitation=<token>: the link of an invitation email (issue 21).
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { invitation?: string } => ({
    invitation: typeof search.invitation === 'string' && search.invitation ? search.invitation : undefined,
  }),
  component: SignupScreen,
});

const ROLES: { value: SignupRole; label: string; hint: string }[] = [
  { value: 'merchant', label: 'Merchant', hint: 'I buy from suppliers (restaurant, shop…)' },
  { value: 'supplier', label: 'Supplier', hint: 'I sell to merchants' },
];

function SignupScreen() {
  const navigate = useNavigate();
  const { invitation: token } = Route.useSearch();
  const signupRef = useActorRef(
    liveSignupMachine.provide({
      actions: {
        notify: (_, { message, variant }) => toast(message, variant),
        goToLogin: () => void navigate({ to: '/login' }),
      },
    }),
    { input: { invitation: token } },
  );
  const step = useSelector(signupRef, (s) => (s.hasTag('readingInvitation') ? 'reading' : s.hasTag('choosingRole') ? 'role' : s.hasTag('succeeded') ? 'done' : 'form'));
  const role = useSelector(signupRef, (s) => s.context.role);
  const error = useSelector(signupRef, (s) => s.context.error);
  const fieldErrors = useSelector(signupRef, (s) => s.context.fieldErrors);
  const busy = useSelector(signupRef, (s) => s.hasTag('busy'));
  const invitation = useSelector(signupRef, (s) => s.context.invitation);
  const invitationError = useSelector(signupRef, (s) => s.context.invitationError);
  const canChangeRole = useSelector(signupRef, (s) => s.can({ type: 'role.change' }));
  const canDropInvitation = useSelector(signupRef, (s) => s.can({ type: 'invitation.drop' }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = (k: keyof SignupValues) => String(f.get(k) ?? '');
    const values: SignupValues = {
      username: v('username'),
      email: v('email'),
      first_name: v('first_name'),
      last_name: v('last_name'),
      password: v('password'),
      password2: v('password2'),
      business_name: v('business_name'),
    };
    signupRef.send({ type: 'signup.submit', values });
  }

  return (
    <AuthFrame>
      <div className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow">
        <h1 className="text-2xl font-semibold">Sign up</h1>
        {invitation && step !== 'done' && <p className="rounded-md bg-blue-50 px-3 py-2 text-sm font-medium text-blue-900">{invitedBy(invitation)}</p>}
        {invitationError && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {invitationError}
          </p>
        )}
        <FormError message={error} />
        {canDropInvitation && (
          <div className="space-y-1 text-sm">
            {fieldErrors.invitation?.map((m) => (
              <p key={m} className="text-red-700">
                {m}
              </p>
            ))}
            <Button variant="link" onClick={() => signupRef.send({ type: 'invitation.drop' })}>
              Sign up without the invitation
            </Button>
          </div>
        )}

        {step === 'reading' && <LoadingText inline>Reading the invitation...</LoadingText>}

        {step === 'role' && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              signupRef.send({ type: 'role.continue' });
            }}
            className="space-y-4"
          >
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium text-slate-700">Are you a merchant or a supplier?</legend>
              {ROLES.map((r) => (
                <label key={r.value} className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-blue-600 has-checked:bg-blue-50">
                  <input type="radio" name="role" value={r.value} checked={role === r.value} onChange={() => signupRef.send({ type: 'role.choose', role: r.value })} className="mt-1" />
                  <span>
                    <span className="block text-sm font-medium">{r.label}</span>
                    <span className="block text-xs text-slate-600">{r.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" className="w-full">
              Continue
            </Button>
          </form>
        )}

        {step === 'form' && (
          <form onSubmit={onSubmit} className="space-y-3" aria-label="Sign-up form">
            <p className="text-sm text-slate-600">
              Signing up as a <strong>{role === 'supplier' ? 'supplier' : 'merchant'}</strong>.{' '}
              {canChangeRole && (
                <Button variant="link" onClick={() => signupRef.send({ type: 'role.change' })}>
                  Change
                </Button>
              )}
            </p>
            {!joinsTeam(invitation) && (
              <TextField
                label="Business name"
                name="business_name"
                autoComplete="organization"
                required={invitation !== null}
                defaultValue={invitation?.name}
                hint={invitation ? undefined : 'Optional: your business gets its own space on Tradepost, on a trial.'}
                errors={fieldErrors.business_name}
              />
            )}
            <TextField label="Username" name="username" autoComplete="username" required errors={fieldErrors.username} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={invitation?.email} errors={fieldErrors.email} />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="First name" name="first_name" autoComplete="given-name" errors={fieldErrors.first_name} />
              <TextField label="Last name" name="last_name" autoComplete="family-name" errors={fieldErrors.last_name} />
            </div>
            <TextField label="Password" name="password" type="password" autoComplete="new-password" required errors={fieldErrors.password} />
            <TextField label="Confirm password" name="password2" type="password" autoComplete="new-password" required errors={fieldErrors.password2} />
            <Button type="submit" loading={busy} className="w-full">
              Sign up
            </Button>
          </form>
        )}

        {step === 'done' && (
          <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
            {SIGNUP_MESSAGES.succeeded}
          </p>
        )}

        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to="/login" className="text-blue-700 underline">
            Sign in
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
