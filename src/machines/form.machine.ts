import { assign, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { messageOf } from './failure';
import { allowedBy, roleNoteFor, type RoleInput } from '../lib/roles';

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;
type Id = string | number;

/** What the `save` actor gets: the id (null for a create), the values, and where to report upload progress. */
export interface SaveInput<V> {
  id: Id | null;
  values: V;
  /** The share of an upload sent so far (0..1); it becomes `context.progress`. */
  onProgress: (fraction: number) => void;
}

/** With `role` and `operation` (the save call), a role that may not make it only views: no edit, no editing start. */
export interface FormInput<V> extends RoleInput {
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
  /** Share of the upload sent while saving (once the save reports it), else null. */
  progress: number | null;
  /** Whether the member's role may save this form (decisions.md "Roles"). */
  allowed: boolean;
  /** What the screen tells a role that may not save: a create form that it cannot, a stored one that it only views; else null. */
  roleNote: string | null;
}

export type FormEvent =
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'fields.change'; values: Record<string, unknown> }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'upload.progress'; fraction: number }
  /** A value the `child` saved through its own call: it becomes the value and the initial one, in any state. */
  | { type: 'field.saved'; name: string; value: unknown };

export interface FormOptions<V> {
  /**
   * Client-side checks, run on `submit` (pure): field → messages, `{}` when valid. With errors the
   * form stays in editing with them as `fieldErrors` (and `error` null) and nothing is saved.
   */
  validate?: (values: V) => FieldErrors;
  /** Errors a change to a field also clears, for fields derived from it: `{ name: ['schema_name'] }`. */
  alsoClears?: Record<string, readonly string[]>;
  /**
   * The fields the screen shows errors under. When a save failure has an error on one of them it
   * is shown there only: `error` stays null and `notifyFailed` is not raised. Without this option
   * every failure sets `error` (when it has a message) and raises `notifyFailed`.
   */
  shownFields?: readonly string[];
  /** How a `field.change` applies (default: it sets the field), e.g. a rule that clears other fields. */
  change?: (values: V, name: string, value: unknown) => V;
  /** File fields and their check: a refused file leaves the field null with the check's message under it. */
  fileChecks?: Record<string, (file: File) => string | null>;
  /**
   * A form that is always open: where a loaded form would be viewed (after a load, a cancel, the
   * end of `saved`) it goes straight on to editing.
   */
  alwaysOpen?: boolean;
  /**
   * A part of the form with its own life and calls (e.g. a product's supplier offers), invoked for
   * the form's whole life as `id` from the actor `child` (supply it with `.provide()`); `input`
   * gets the form's first context. It may send `field.saved` to the form.
   */
  child?: { id: string; input: (context: FormContext<V>) => unknown };
}

const hasErrors = (fieldErrors: FieldErrors) => Object.keys(fieldErrors).length > 0;

const fieldErrorsOf = (err: unknown): FieldErrors => ((err ?? {}) as SaveError).fieldErrors ?? {};

/** Whether a save failure shows under fields: under one of `shownFields`, or (without them) any field. */
function failureShown(err: unknown, shownFields?: readonly string[]): boolean {
  const fieldErrors = fieldErrorsOf(err);
  return shownFields ? shownFields.some((f) => (fieldErrors[f]?.length ?? 0) > 0) : hasErrors(fieldErrors);
}

function saveErrors(err: unknown, shownFields?: readonly string[]): { fieldErrors: FieldErrors; error: string | null } {
  const message = ((err ?? {}) as SaveError).message;
  const shown = failureShown(err, shownFields);
  const error = shownFields && shown ? null : typeof message === 'string' ? message : shown ? null : messageOf(err);
  return { fieldErrors: fieldErrorsOf(err), error };
}

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => Object.is(x, b[i])));

/** Whether the values differ from the loaded (or last saved) ones: a screen warns before leaving them. */
export function hasUnsavedChanges<V extends object>(context: { values: V; initial: V }): boolean {
  const keys = new Set([...Object.keys(context.values), ...Object.keys(context.initial)]) as Set<keyof V>;
  return [...keys].some((k) => !sameValue(context.values[k], context.initial[k]));
}

/**
 * View/edit/save form. Supply `load` and `save` actors and the `notifyLoadFailed`, `notifySaved` / `notifyFailed`
 * (params: the save's rejection) / `afterSaved` actions with `.provide()`; `savedDelay` is how long
 * `saved` lasts, then `afterSaved` runs (a create screen goes to its list there). After a save
 * `context.id` is the saved values' `id` (a create's new id), so `notifySaved` can open it.
 */
export function createFormMachine<V extends object = FormValues>(options: FormOptions<V> = {}) {
  const { validate, alsoClears = {}, shownFields, change, fileChecks = {}, alwaysOpen = false, child } = options;
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
      save: fromPromise<V | void, SaveInput<V>>(async () => {
        throw new Error('save is not provided');
      }),
      child: fromPromise<void, unknown>(async () => {}) as AnyActorLogic,
    },
    actions: {
      notifyLoadFailed: () => {},
      notifySaved: () => {},
      notifyFailed: (_, _params: { error: unknown }) => {},
      afterSaved: () => {},
      resetValues: assign(({ context }) => ({ values: context.initial, fieldErrors: {}, error: null })),
    },
    guards: {
      hasId: ({ context }) => context.id !== null,
      alwaysOpen: ({ context }) => alwaysOpen && context.allowed,
      startInEdit: ({ context }) => context.startInEdit && context.allowed,
      allowed: ({ context }) => context.allowed,
      invalid: ({ context }) => !!validate && hasErrors(validate(context.values)),
      /** Only with `shownFields`: the failure shows under a field, so no `notifyFailed`. */
      failureShown: ({ event }) => !!shownFields && failureShown((event as { error?: unknown }).error, shownFields),
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
      progress: null,
      allowed: allowedBy(input),
      roleNote: roleNoteFor(input, input.id === undefined ? 'create' : 'view'),
    }),
    initial: 'start',
    ...(child && { invoke: { id: child.id, src: 'child', input: ({ context }: { context: FormContext<V> }) => child.input(context) } }),
    on: {
      'field.saved': {
        actions: assign(({ context, event }) => ({
          values: { ...context.values, [event.name]: event.value } as V,
          initial: { ...context.initial, [event.name]: event.value } as V,
        })),
      },
    },
    states: {
      start: {
        always: [{ guard: 'hasId', target: 'loading' }, { guard: 'allowed', target: 'editing' }, { target: 'refused' }],
      },
      // A create form the role may not save: nothing to fill in; the screen says so (`roleNote`).
      refused: { tags: 'refused' },
      loading: {
        tags: 'loading',
        invoke: {
          src: 'load',
          input: ({ context }) => ({ id: context.id as Id }),
          onDone: [
            { guard: 'startInEdit', target: 'editing', actions: assign(({ event }) => ({ values: event.output, initial: event.output })) },
            { target: 'viewing', actions: assign(({ event }) => ({ values: event.output, initial: event.output })) },
          ],
          onError: { target: 'loadFailed', actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'notifyLoadFailed'] },
        },
      },
      loadFailed: {
        tags: 'loadFailed',
        on: { retry: { target: 'loading', actions: assign({ error: null }) } },
      },
      viewing: {
        // An always-open form goes straight on to editing.
        always: { guard: 'alwaysOpen', target: 'editing' },
        on: { edit: { guard: 'allowed', target: 'editing' } },
      },
      editing: {
        tags: 'editable',
        on: {
          'field.change': {
            actions: assign(({ context, event }) => {
              const fieldErrors = { ...context.fieldErrors };
              for (const name of [event.name, ...(alsoClears[event.name] ?? [])]) delete fieldErrors[name];
              const check = event.name in fileChecks ? fileChecks[event.name] : null;
              const refused = check && event.value instanceof File ? check(event.value) : null;
              if (refused) fieldErrors[event.name] = [refused];
              const value = refused ? null : event.value;
              const values = change ? change(context.values, event.name, value) : ({ ...context.values, [event.name]: value } as V);
              return { values, fieldErrors };
            }),
          },
          'fields.change': {
            actions: assign(({ context, event }) => ({ values: { ...context.values, ...event.values } as V })),
          },
          cancel: [{ guard: 'hasId', target: 'viewing', actions: 'resetValues' }, { actions: 'resetValues' }],
          submit: [
            { guard: 'invalid', actions: assign(({ context }) => ({ fieldErrors: validate ? validate(context.values) : {}, error: null })) },
            { target: 'saving', actions: assign({ error: null }) },
          ],
        },
      },
      saving: {
        tags: 'saving',
        on: {
          'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
        },
        exit: assign({ progress: null }),
        invoke: {
          src: 'save',
          input: ({ context, self }) => ({
            id: context.id,
            values: context.values,
            onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
          }),
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
          onError: [
            { guard: 'failureShown', target: 'editing', actions: assign(({ event }) => saveErrors(event.error, shownFields)) },
            {
              target: 'editing',
              actions: [assign(({ event }) => saveErrors(event.error, shownFields)), { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) }],
            },
          ],
        },
      },
      saved: {
        tags: 'saved',
        after: { savedDelay: { target: 'viewing', actions: 'afterSaved' } },
        on: { edit: 'editing' },
      },
    },
  });
}

export const formMachine = createFormMachine();
export type FormMachine<V extends object = FormValues> = ReturnType<typeof createFormMachine<V>>;
