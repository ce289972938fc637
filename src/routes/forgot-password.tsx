import { Link, createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../lib/inspection';
import { liveForgotPasswordMachine } from '../app/password.actors';
import { PASSWORD_MESSAGES, forgotPasswordInput } from '../machines/session/forgot-password.machine';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { TextField } from '../ui/text-field';
import { useFormView } from '../ui/use-form-view';
import { AuthFrame } from '../ui/auth-frame';

// /forgot-password (linked from /login): asks for a reset link; the answer is the same for every email.
export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordScreen });

function ForgotPasswordScreen() {
  const form = useActorRef(liveForgotPasswordMachine, { input: forgotPasswordInput() });
  const { values, fieldErrors, error, saving, editable, text, submit } = useFormView(form);
  const sent = useSelector(form, (s) => !s.hasTag('editable') && !s.hasTag('saving'));
  return (
    <AuthFrame>
      <form noValidate onSubmit={submit} aria-labelledby="forgot-title" className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow">
        <h1 id="forgot-title" className="text-2xl font-semibold">
          Forgot your password?
        </h1>
        {sent ? (
          <p role="status" className="text-sm text-slate-700">
            {PASSWORD_MESSAGES.requested}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">Enter your email and we will send you a link to choose a new password.</p>
            <FormError message={error} />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={values.email}
              onChange={text('email')}
              errors={fieldErrors.email}
              disabled={!editable}
            />
            <Button type="submit" loading={saving} className="w-full">
              Send reset link
            </Button>
          </>
        )}
        <p className="text-center text-sm text-slate-600">
          <Link to="/login" className="text-blue-700 underline">
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthFrame>
  );
}
