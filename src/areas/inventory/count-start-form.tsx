// The areas to count, optional notes and Start (merchant-operations.md "Start cycle count screen"):
// the start screen's form, and the sheet's for a DRAFT batch. A start-count machine drives it.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { StartCountMachine } from '../../machines/inventory/start-count.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { LoadingText } from '../../ui/spinner';
import { TextareaField } from '../../ui/textarea-field';

export const START_FORM_TEXT = {
  areas: 'Areas to count',
  loading: 'Loading stock areas...',
  noAreas: 'No stock areas yet.',
  createAreas: 'Create stock areas',
  notes: 'Notes',
  start: 'Start',
} as const;

export function CountStartForm({ actor }: { actor: ActorRefFrom<StartCountMachine> }) {
  const areas = useSelector(actor, (s) => s.context.areas);
  const selected = useSelector(actor, (s) => s.context.selected);
  const notes = useSelector(actor, (s) => s.context.notes);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const starting = useSelector(actor, (s) => s.hasTag('starting'));
  const editable = useSelector(actor, (s) => s.hasTag('editable'));

  if (loading) return <LoadingText>{START_FORM_TEXT.loading}</LoadingText>;
  if (loadFailed) return <ErrorRetry message={error} onRetry={() => actor.send({ type: 'areas.retry' })} />;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    actor.send({ type: 'start.submit' });
  }

  return (
    <form noValidate aria-label="Start cycle count" onSubmit={onSubmit} className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <fieldset aria-describedby={error ? 'start-count-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{START_FORM_TEXT.areas}</legend>
        {areas.length === 0 ? (
          <p className="text-sm text-slate-600">
            {START_FORM_TEXT.noAreas}{' '}
            <Link to="/merchant/inventory/areas" className="text-blue-700 underline-offset-2 hover:underline">
              {START_FORM_TEXT.createAreas}
            </Link>
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-blue-600"
                    checked={selected.includes(area.id)}
                    disabled={!editable}
                    onChange={() => actor.send({ type: 'area.toggle', areaId: area.id })}
                  />
                  {area.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p id="start-count-error" className="mt-2 text-xs text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={START_FORM_TEXT.notes}
        rows={3}
        maxLength={5000}
        value={notes}
        disabled={!editable}
        onChange={(e) => actor.send({ type: 'notes.change', notes: e.target.value })}
      />
      <Button type="submit" loading={starting}>
        {START_FORM_TEXT.start}
      </Button>
    </form>
  );
}
