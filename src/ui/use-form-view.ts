// What a form screen reads from its form machine's actor (one narrow selector each), and what it
// sends: a field's new value (also as the onChange of an input or a checkbox), and the submit.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine } from '../machines/form.machine';

export function useFormView<V extends object>(form: ActorRefFrom<FormMachine<V>>) {
  const change = (name: string, value: unknown) => form.send({ type: 'field.change', name, value });
  return {
    values: useSelector(form, (s) => s.context.values),
    fieldErrors: useSelector(form, (s) => s.context.fieldErrors),
    error: useSelector(form, (s) => s.context.error),
    progress: useSelector(form, (s) => s.context.progress),
    loading: useSelector(form, (s) => s.hasTag('loading')),
    loadFailed: useSelector(form, (s) => s.hasTag('loadFailed')),
    editable: useSelector(form, (s) => s.hasTag('editable')),
    saving: useSelector(form, (s) => s.hasTag('saving')),
    /** Whether the member's role may save this form. */
    allowed: useSelector(form, (s) => s.context.allowed),
    /** A create form the member's role may not save: the screen shows `roleNote` instead. */
    refused: useSelector(form, (s) => s.hasTag('refused')),
    /** What the screen tells a role that may not save (decisions.md "Roles"), else null. */
    roleNote: useSelector(form, (s) => s.context.roleNote),
    change,
    /** onChange of a text input, textarea or select. */
    text: (name: keyof V & string) => (e: { target: { value: string } }) => change(name, e.target.value),
    /** onChange of a checkbox. */
    check: (name: keyof V & string) => (e: { target: { checked: boolean } }) => change(name, e.target.checked),
    submit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      form.send({ type: 'submit' });
    },
  };
}
