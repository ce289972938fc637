// What the merchant catalogue's forms share: reading a form machine for the view, and the inline
// panel (heading, fields, the form's error, Save and Cancel) of the categories, units and taxes
// screens.
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { FormInput, FormMachine } from '../../machines/form.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';

export type FormRef<V extends object> = ActorRefFrom<FormMachine<V>>;

/** Starts an inline form: a save toasts `savedMessage` and calls onDone(true). */
export function useInlineForm<V extends object>(machine: FormMachine<V>, input: FormInput<V>, savedMessage: string, onDone: (saved: boolean) => void): FormRef<V> {
  return useActorRef(
    machine.provide({
      actions: {
        notifySaved: () => {
          toast(savedMessage, 'success');
          onDone(true);
        },
      },
    }),
    { input },
  );
}

/** The form's values, errors and facets, and handlers that send field changes. */
export function useFormView<V extends object>(form: FormRef<V>) {
  const values = useSelector(form, (s) => s.context.values);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const error = useSelector(form, (s) => s.context.error);
  const loading = useSelector(form, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(form, (s) => s.hasTag('loadFailed'));
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const set = (name: keyof V & string, value: unknown) => form.send({ type: 'field.change', name, value });
  return {
    values,
    fieldErrors,
    error,
    loading,
    loadFailed,
    saving,
    set,
    /** onChange of a text input, textarea or select. */
    text: (name: keyof V & string) => (e: { target: { value: string } }) => set(name, e.target.value),
    /** onChange of a checkbox. */
    check: (name: keyof V & string) => (e: { target: { checked: boolean } }) => set(name, e.target.checked),
    submit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      form.send({ type: 'submit' });
    },
  };
}

export interface InlineFormPanelProps<V extends object> {
  form: FormRef<V>;
  title: string;
  onCancel: () => void;
  /** Shown when the form's load failed. */
  loadFailedText?: string;
  children: ReactNode;
}

/** A form beside a list: its title, fields, error, Save and Cancel; loading and a failed load. */
export function InlineFormPanel<V extends object>({ form, title, onCancel, loadFailedText, children }: InlineFormPanelProps<V>) {
  const view = useFormView(form);
  return (
    <section aria-label={title} className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {view.loading ? (
        <LoadingText>Loading...</LoadingText>
      ) : view.loadFailed ? (
        <ErrorRetry message={loadFailedText ?? view.error} onRetry={() => form.send({ type: 'retry' })} />
      ) : (
        <form noValidate aria-label={title} onSubmit={view.submit} className="space-y-4">
          {children}
          <FormFooter error={view.error} saving={view.saving} onCancel={onCancel} />
        </form>
      )}
    </section>
  );
}

/** The end of a form: its error, Save (busy while saving) and Cancel. */
export function FormFooter({ error, saving, onCancel }: { error: string | null; saving: boolean; onCancel: () => void }) {
  return (
    <>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
