// What a supplier form screen reads from its form machine's actor (one narrow selector each), and
// the two things it sends: a field's new value, and the submit.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine } from '../../machines/form.machine';

export function useFormView<V extends object>(form: ActorRefFrom<FormMachine<V>>) {
  return {
    values: useSelector(form, (s) => s.context.values),
    fieldErrors: useSelector(form, (s) => s.context.fieldErrors),
    error: useSelector(form, (s) => s.context.error),
    progress: useSelector(form, (s) => s.context.progress),
    loading: useSelector(form, (s) => s.hasTag('loading')),
    loadFailed: useSelector(form, (s) => s.hasTag('loadFailed')),
    editable: useSelector(form, (s) => s.hasTag('editable')),
    saving: useSelector(form, (s) => s.hasTag('saving')),
    change: (name: string, value: unknown) => form.send({ type: 'field.change', name, value }),
    submit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      form.send({ type: 'submit' });
    },
  };
}
