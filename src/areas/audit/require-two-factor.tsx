// The tenant's two-factor requirement, above its activity: an owner's to change (the form machine
// keeps it read-only for other roles).
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { REQUIRE_TWO_FACTOR_TEXT } from '../../machines/audit/require-two-factor.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { LoadingText } from '../../ui/spinner';
import { useRole } from '../../ui/role';
import { useFormView } from '../../ui/use-form-view';
import { liveRequireTwoFactorMachine } from './audit.actors';

export function RequireTwoFactor() {
  const form = useActorRef(liveRequireTwoFactorMachine, { input: { id: 'tenant', role: useRole(), operation: 'requireTwoFactor' } });
  const { values, error, loading, loadFailed, saving, check, submit } = useFormView(form);
  const allowed = useSelector(form, (s) => s.context.allowed);
  if (loading) return <LoadingText>Loading settings...</LoadingText>;
  if (loadFailed) return <ErrorRetry message={REQUIRE_TWO_FACTOR_TEXT.loadFailed} onRetry={() => form.send({ type: 'retry' })} />;
  return (
    <form noValidate onSubmit={submit} aria-label="Two-factor sign-in" className="mb-6 max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <CheckboxField
        label={REQUIRE_TWO_FACTOR_TEXT.label}
        hint={allowed ? REQUIRE_TWO_FACTOR_TEXT.hint : REQUIRE_TWO_FACTOR_TEXT.ownersOnly}
        checked={values.require_two_factor}
        onChange={check('require_two_factor')}
        disabled={saving || !allowed}
      />
      <FormError message={error} />
      {allowed && (
        <Button type="submit" loading={saving}>
          {REQUIRE_TWO_FACTOR_TEXT.save}
        </Button>
      )}
    </form>
  );
}
