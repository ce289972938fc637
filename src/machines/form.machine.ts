import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './list.machine';

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;
type Id = string | number;

export interface FormInput<V> {
  /** Without an id the form is a create form: it starts in editing with `initial`. */
  id?: Id;
  /** Load, then go straight to editing instead of viewing. */
  startInEdit?: boolean;
  initial?: V;
}

/** What `save` may reject with (an Error also works: its message becomes `error`). */
export interface SaveError {
  fieldErrors?: FieldErrors;
  message?: string;
}

export interface FormContext<V> {
  id: Id | null;
  startInEdit: boolean;
  values: V;
  initial: V;
  fieldErrors: FieldErrors;
  error: string | null;
}

export type FormEvent =
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'fields.change'; values: Record<string, unknown> }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'retry' };

function saveErrors(err: unknown): { fieldErrors: FieldErrors; error: string | null } {
  const e = (err ?? {}) as SaveError;
  const fieldErrors = e.fieldErrors ?? {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, error: typeof e.message === 'string' ? e.message : hasFieldErrors ? null : errorMessage(err) };
}

/**
 * View/edit/save form. Supply `load` and `save` actors and the `notifySaved` /
 * `notifyFailed` actions with `.provide()`; `savedDelay` is how long `saved` lasts.
 */
export function createFormMachine<V extends object = FormValues>() {
  return setup({
    types: {
      context: {} as FormContext<V>,
      events: {} as FormEvent,
      input: {} as FormInput<V>,
    },
    actors: {
      load: fromPromise<V, { id: Id }>(async () => {
        throw new Error('load is not provided');
      }),
      save: fromPromise<V | void, { id: Id | null; values: V }>(async () => {
        throw new Error('save is not provided');
      }),
    },
    actions: {
      notifySaved: () => {},
      notifyFailed: () => {},
      resetValues: assign(({ context }) => ({ values: context.initial, fieldErrors: {}, error: null })),
    },
    guards: {
      hasId: ({ context }) => context.id !== null,
      startInEdit: ({ context }) => context.startInEdit,
    },
    delays: { savedDelay: 1500 },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      id: input.id ?? null,
      startInEdit: input.startInEdit ?? false,
      values: input.initial ?? ({} as V),
      initial: input.initial ?? ({} as V),
      fieldErrors: {},
      error: null,
    }),
    initial: 'start',
    states: {
      start: {
        always: [{ guard: 'hasId', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        tags: 'loading',
        invoke: {
          src: 'load',
          input: ({ context }) => ({ id: context.id as Id }),
          onDone: [
            { guard: 'startInEdit', target: 'editing', actions: assign(({ event }) => ({ values: event.output, initial: event.output })) },
            { target: 'viewing', actions: assign(({ event }) => ({ values: event.output, initial: event.output })) },
          ],
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      loadFailed: {
        tags: 'loadFailed',
        on: { retry: { target: 'loading', actions: assign({ error: null }) } },
      },
      viewing: {
        on: { edit: 'editing' },
      },
      editing: {
        tags: 'editable',
        on: {
          'field.change': {
            actions: assign(({ context, event }) => {
              const { [event.name]: _dropped, ...fieldErrors } = context.fieldErrors;
              void _dropped;
              return { values: { ...context.values, [event.name]: event.value } as V, fieldErrors };
            }),
          },
          'fields.change': {
            actions: assign(({ context, event }) => ({ values: { ...context.values, ...event.values } as V })),
          },
          cancel: [
            { guard: 'hasId', target: 'viewing', actions: 'resetValues' },
            { actions: 'resetValues' },
          ],
          submit: { target: 'saving', actions: assign({ error: null }) },
        },
      },
      saving: {
        tags: 'saving',
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.id, values: context.values }),
          onDone: {
            target: 'saved',
            actions: [
              assign(({ context, event }) => {
                const values = (event.output ?? context.values) as V;
                const outId = (values as { id?: unknown }).id;
                const id = typeof outId === 'string' || typeof outId === 'number' ? outId : context.id;
                return { values, initial: values, id, fieldErrors: {}, error: null };
              }),
              'notifySaved',
            ],
          },
          onError: {
            target: 'editing',
            actions: [assign(({ event }) => saveErrors(event.error)), 'notifyFailed'],
          },
        },
      },
      saved: {
        tags: 'saved',
        after: { savedDelay: 'viewing' },
        on: { edit: 'editing' },
      },
    },
  });
}

export const formMachine = createFormMachine();
export type FormMachine<V extends object = FormValues> = ReturnType<typeof createFormMachine<V>>;
