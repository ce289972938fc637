import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useSession } from '../app/session-context';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { FormError } from '../ui/form-error';
import { AuthFrame } from '../ui/auth-frame';

export const Route = createFileRoute('/login')({
  component: LoginScreen,
});

function LoginScreen() {
  const session = useSession();
  const error = useSelector(session, (s) => s.context.error);
  const busy = useSelector(session, (s) => s.hasTag('signingIn') || s.hasTag('loadingTenants') || s.hasTag('leaving'));
  const localHost = useSelector(session, (s) => s.context.localHost);
  const askingCode = useSelector(session, (s) => s.hasTag('awaitingCode'));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    session.send({ type: 'login.submit', email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  if (askingCode) return <CodeStep error={error} busy={busy} />;

  return (
    <AuthFrame>
      <form onSubmit={onSubmit} aria-labelledby="login-title" className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">
        <div>
          <h1 id="login-title" className="text-2xl font-semibold">
            Sign in
          </h1>
          <p className="mt-1 text-sm text-slate-600">{localHost ? 'Superadmin sign-in. Tenant users sign in on their tenant domain.' : 'Sign in to manage your business.'}</p>
        </div>
        <FormError message={error} />
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" loading={busy} className="w-full">
          Sign in
        </Button>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className="text-blue-700 underline">
            Forgot your password?
          </Link>
        </p>
        <p className="text-center text-sm text-slate-600">
          No account yet?{' '}
          <Link to="/signup" className="text-blue-700 underline">
            Sign up
          </Link>
        </p>
      </form>
    </AuthFrame>
  );
}

/** The second step of a two-factor sign-in: the code from the authenticator app, or a recovery code. */
function CodeStep({ error, busy }: { error: string | null; busy: boolean }) {
  const session = useSession();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    session.send({ type: 'code.submit', code: String(new FormData(e.currentTarget).get('code') ?? '') });
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form onSubmit={onSubmit} aria-labelledby="code-title" className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">
        <div>
          <h1 id="code-title" className="text-2xl font-semibold">
            Two-factor sign-in
          </h1>
          <p className="mt-1 text-sm text-slate-600">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
        </div>
        <FormError message={error} />
        <TextField label="Code" name="code" autoComplete="one-time-code" required autoFocus />
        <Button type="submit" loading={busy} className="w-full">
          Verify
        </Button>
        <p className="text-center text-sm">
          <button type="button" className="text-blue-700 underline" onClick={() => session.send({ type: 'code.cancel' })}>
            Back to sign in
          </button>
        </p>
      </form>
    </main>
  );
}
