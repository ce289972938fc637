// Client Details' limits section (decisions.md "Fair use"): each limit with what the client uses
// now, the value in force and the server's default; Edit sets the client's own values (blank: the
// default) and whether it may message one-off addresses.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { clientLimitsMachine, LIMITS_MESSAGES, type ClientLimits, type LimitsChange } from '../../machines/superadmin/client-limits.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { formatNumber } from '../../ui/format-date';
import { loadClientLimits, saveClientLimits } from './clients.actors';

export const LIMIT_LABELS: Record<string, string> = {
  messages_per_minute: 'Messages a minute',
  messages_per_minute_per_user: 'Messages a minute per user',
  emails_per_day: 'Emails a day',
  texts_per_day: 'Texts a day',
  orders_per_minute: 'Orders a minute',
  orders_per_minute_per_user: 'Orders a minute per user',
  cycle_counts_per_hour: 'Cycle counts an hour',
  cycle_counts_per_hour_per_user: 'Cycle counts an hour per user',
  cycle_count_lines: 'Stored cycle-count lines',
  products: 'Stored products',
};

const liveLimits = clientLimitsMachine.provide({
  actors: {
    load: fromPromise<ClientLimits, { id: number }>(({ input }) => loadClientLimits(input.id)),
    save: fromPromise<ClientLimits, { id: number; change: LimitsChange }>(({ input }) => saveClientLimits(input.id, input.change)),
  },
  actions: { notify: (_, notice) => toast(notice.message, notice.variant) },
});

const cell = 'px-3 py-2 text-right tabular-nums';

export function ClientLimitsSection({ id }: { id: number }) {
  const actor = useActorRef(liveLimits, { input: { id } });
  const limits = useSelector(actor, (s) => s.context.limits);
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.errors);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const editable = useSelector(actor, (s) => s.hasTag('editable'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actor.send({ type: 'submit' });
  };

  return (
    <section aria-labelledby="client-limits" className="mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="client-limits" className="mb-3 text-base font-semibold text-slate-900">
        Limits and usage
      </h2>
      {loading && <LoadingText>Loading limits...</LoadingText>}
      {loadFailed && <ErrorRetry message={LIMITS_MESSAGES.loadFailed} onRetry={() => actor.send({ type: 'retry' })} />}
      {limits && (
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Limits</caption>
              <thead className="text-left text-slate-600">
                <tr>
                  <th className="px-3 py-2">Limit</th>
                  <th className="px-3 py-2 text-right">Used now</th>
                  <th className="px-3 py-2 text-right">In force</th>
                  <th className="px-3 py-2 text-right">Default</th>
                  <th className="px-3 py-2">This client's own</th>
                </tr>
              </thead>
              <tbody>
                {limits.limits.map((l) => (
                  <tr key={l.name} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {LIMIT_LABELS[l.name] ?? l.name}
                    </th>
                    <td className={cell}>{formatNumber(l.used)}</td>
                    <td className={cell}>{formatNumber(l.limit)}</td>
                    <td className={cell}>{formatNumber(l.default)}</td>
                    <td className="px-3 py-2">
                      {editable || saving ? (
                        <TextField
                          label={`${LIMIT_LABELS[l.name] ?? l.name}: own value`}
                          className="[&>label]:sr-only"
                          inputMode="numeric"
                          placeholder="Default"
                          value={draft.overrides[l.name] ?? ''}
                          readOnly={saving}
                          errors={errors[l.name] ? [errors[l.name]] : undefined}
                          onChange={(e) => actor.send({ type: 'override.change', name: l.name, value: e.target.value })}
                        />
                      ) : l.override === null ? (
                        <span className="text-slate-500">Default</span>
                      ) : (
                        <span className="tabular-nums">{formatNumber(l.override)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CheckboxField
            label="May send messages to addresses that are not its contacts"
            checked={editable || saving ? draft.allowOneOff : limits.allow_one_off_recipients}
            disabled={!editable}
            onChange={(e) => actor.send({ type: 'oneOff.change', value: e.target.checked })}
          />
          <FormError message={error} />
          <div className="flex gap-2">
            {editable || saving ? (
              <>
                <Button type="submit" loading={saving}>
                  Save limits
                </Button>
                <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'cancel' })}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button onClick={() => actor.send({ type: 'edit' })}>Edit limits</Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
