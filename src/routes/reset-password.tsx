import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../lib/inspection';
import { liveResetPasswordMachine } from '../app/password.actors';
import { PASSWORD_MESSAGES } from '../machines/session/forgot-password.machine';
import { resetPasswordInput } from '../machines/session/reset-password.machine';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { NewPasswordFields } from './-components/new-password-fields';
import { toast } from '../ui/toasts';
import { useFormView } from '../ui/use-form-view';
import { AuthFrame } from '../ui/auth-frame';

// /reset-password?token=...: the link of a reset email.
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token ? search.token : undefined }),
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const { token = '' } = Route.useSearch();
  const navigate = useNavigate();
  const form = useActorRef(
    liveResetPasswordMachine.provide({
      actions: {
        notifySaved: () => {
          toast(PASSWORD_MESSAGES.resetDone, 'success');
          void navigate({ to: '/login' });
        },
      },
    }),
    { input: resetPasswordInput(token) },
  );
  const view = useFormView(form);
  const { fieldErrors, error, saving, submit } = view;
  return (
    <AuthFrame>
      <form noValidate onSubmit={submit} aria-labelledby="reset-title" className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">
        <h1 id="reset-title" className="text-2xl font-semibold">
          Choose a new password
        </h1>
        <FormError message={fieldErrors.token?.join(' ') ?? error} />
        {fieldErrors.token && (
          <p className="text-sm">
            <Link to="/forgot-password" className="text-blue-700 underline">
              Send a new link
            </Link>
          </p>
        )}
        <NewPasswordFields view={view} />
        <Button type="submit" loading={saving} className="w-full">
          Set new password
        </Button>
      </form>
    </AuthFrame>
  );
}
