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

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    session.send({ type: 'login.submit', email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

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
