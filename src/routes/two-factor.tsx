import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { requireAnySession } from '../app/guards';
import { useSession } from '../app/session-context';
import { liveTwoFactorMachine } from '../app/two-factor.actors';
import { useActorRef } from '../lib/inspection';
import { Button } from '../ui/button';
import { ErrorRetry } from '../ui/error-retry';
import { FormError } from '../ui/form-error';
import { Page } from '../ui/page';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toasts';
import { AreaLayout } from './-components/area-layout';

// Two-factor sign-in: set it up (required of superadmins, before anything else), or turn it off.
export const Route = createFileRoute('/two-factor')({
  beforeLoad: ({ context }) => void requireAnySession(context),
  component: TwoFactorScreen,
});

const codeOf = (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  return String(new FormData(e.currentTarget).get('code') ?? '');
};

function TwoFactorScreen() {
  const session = useSession();
  const actor = useActorRef(
    liveTwoFactorMachine.provide({
      actions: {
        renewSession: (_, { access }) => session.send({ type: 'session.renewed', access }),
        notify: (_, { message, variant }) => toast(message, variant),
      },
    }),
  );
  const state = useSelector(actor, (s) => (['failed', 'off', 'scanning', 'codes', 'on'] as const).find((tag) => s.hasTag(tag)) ?? null);
  const status = useSelector(actor, (s) => s.context.status);
  const enrolment = useSelector(actor, (s) => s.context.enrolment);
  const codes = useSelector(actor, (s) => s.context.recoveryCodes);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));

  return (
    <AreaLayout area={null} title="Two-factor sign-in">
      <Page title="Two-factor sign-in">
        <div className="max-w-xl space-y-4">
          {loading && <p>Loading...</p>}
          {state === 'failed' && <ErrorRetry message={error ?? ''} onRetry={() => actor.send({ type: 'retry' })} />}
          {status?.required && state !== 'on' && <p className="text-slate-700">Your account requires two-factor sign-in. Set it up to continue.</p>}
          {state === 'off' && (
            <>
              <p className="text-slate-700">Two-factor sign-in is off. With it on, signing in also needs a code from an authenticator app on your phone.</p>
              <FormError message={error} />
              <Button onClick={() => actor.send({ type: 'setup.start' })} loading={busy}>
                Set up two-factor sign-in
              </Button>
            </>
          )}
          {state === 'scanning' && enrolment && (
            <form onSubmit={(e) => actor.send({ type: 'code.submit', code: codeOf(e) })} className="space-y-4" aria-label="Set up two-factor sign-in">
              <p className="text-slate-700">Scan this QR code with your authenticator app, or type the key into it. Then enter the 6-digit code it shows.</p>
              <img src={enrolment.qr} alt="QR code for your authenticator app" width={200} height={200} />
              <p className="text-sm text-slate-700">
                Key: <code className="font-mono break-all">{enrolment.secret}</code>
              </p>
              <FormError message={error} />
              <TextField label="Code" name="code" autoComplete="one-time-code" inputMode="numeric" required />
              <Button type="submit" loading={busy}>
                Turn on
              </Button>
            </form>
          )}
          {state === 'codes' && (
            <section aria-labelledby="recovery-title" className="space-y-3">
              <h2 id="recovery-title" className="text-lg font-semibold">
                Your recovery codes
              </h2>
              <p className="text-slate-700">Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
              <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <Button onClick={() => actor.send({ type: 'codes.saved' })}>I have saved my recovery codes</Button>
            </section>
          )}
          {state === 'on' && status && (
            <>
              <p className="text-slate-700">Two-factor sign-in is on. Recovery codes left: {status.recovery_codes_left}.</p>
              {status.required ? (
                <p className="text-slate-700">It is required for your account and cannot be turned off.</p>
              ) : (
                <form onSubmit={(e) => actor.send({ type: 'disable.submit', code: codeOf(e) })} className="space-y-4" aria-label="Turn off two-factor sign-in">
                  <FormError message={error} />
                  <TextField label="Code" name="code" autoComplete="one-time-code" required />
                  <Button type="submit" variant="danger" loading={busy}>
                    Turn off
                  </Button>
                </form>
              )}
            </>
          )}
        </div>
      </Page>
    </AreaLayout>
  );
}
