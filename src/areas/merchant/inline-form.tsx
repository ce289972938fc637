// What the merchant catalogue's forms share: starting an inline form (a save toasts and closes it),
// the inline panel of the categories, units and taxes screens (heading, fields, the form's error,
// Save and Cancel; for a role that may not save, the fields read-only and Close, or the refusal of a
// create), and that footer.
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { FormInput, FormMachine } from '../../machines/form.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { RoleNote, RoleRefused } from '../../ui/role-note';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';

export type FormRef<V extends object> = ActorRefFrom<FormMachine<V>>;

export const INLINE_FORM_TEXT = { close: 'Close' } as const;

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
  const close = (
    <Button variant="secondary" onClick={onCancel}>
      {INLINE_FORM_TEXT.close}
    </Button>
  );
  return (
    <section aria-label={title} className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {view.refused ? (
        <RoleRefused note={view.roleNote} back={close} />
      ) : view.loading ? (
        <LoadingText>Loading...</LoadingText>
      ) : view.loadFailed ? (
        <ErrorRetry message={loadFailedText ?? view.error} onRetry={() => form.send({ type: 'retry' })} />
      ) : (
        <form noValidate aria-label={title} onSubmit={view.submit} className="space-y-4">
          <RoleNote note={view.roleNote} />
          <fieldset disabled={!view.allowed} className="space-y-4">
            {children}
          </fieldset>
          {view.allowed ? <FormFooter error={view.error} saving={view.saving} onCancel={onCancel} /> : close}
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
