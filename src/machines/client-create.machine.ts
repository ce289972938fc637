// Create client (platform.md sections 2 and 5, decisions.md): Supplier Name (required), a read-only
// Schema Name derived live from the name, City, State, and a type (supplier by default, or merchant).
// Supply the `createClient` actor and the `notifyCreated`, `notifyFailed` and `showClient` actions
// with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../api/schema';
import { schemaNameFrom } from '../lib/schema-name';
import type { FieldErrors, SaveError } from './form.machine';
import { errorMessage } from './list.machine';

export type ClientType = components['schemas']['TenantType'];

export interface ClientCreateValues {
  name: string;
  city: string;
  state: string;
  type: ClientType;
}

/** The POST body; `schema_name` is left out when the name gives none (the server then derives it). */
export interface NewClient {
  name: string;
  schema_name?: string;
  city: string | null;
  state: string | null;
  type: ClientType;
}

/** What `createClient` resolves to: at least the new client's id. */
export interface CreatedClient {
  id: number;
}

export interface ClientCreateContext {
  values: ClientCreateValues;
  /** Derived from values.name on every change. */
  schemaName: string;
  fieldErrors: FieldErrors;
  error: string | null;
  createdId: number | null;
}

export type ClientCreateEvent =
  | { type: 'field.change'; name: 'name' | 'city' | 'state'; value: string }
  | { type: 'type.choose'; value: ClientType }
  | { type: 'submit' };

export const NAME_REQUIRED = 'Supplier name is required.';

/** Server field errors this form shows under a field (domain errors go under Schema Name). */
export const SHOWN_FIELDS = ['name', 'schema_name', 'domain', 'city', 'state', 'type'] as const;

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function newClientBody(values: ClientCreateValues): NewClient {
  const schemaName = schemaNameFrom(values.name);
  return {
    name: values.name.trim(),
    ...(schemaName ? { schema_name: schemaName } : {}),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    type: values.type,
  };
}

function failure(err: unknown): Pick<ClientCreateContext, 'fieldErrors' | 'error'> {
  const e = (err ?? {}) as SaveError;
  return { fieldErrors: e.fieldErrors ?? {}, error: typeof e.message === 'string' ? e.message : errorMessage(err) };
}

const hasShownFieldErrors = (fieldErrors: FieldErrors) => SHOWN_FIELDS.some((f) => (fieldErrors[f]?.length ?? 0) > 0);

export const clientCreateMachine = setup({
  types: {
    context: {} as ClientCreateContext,
    events: {} as ClientCreateEvent,
  },
  actors: {
    createClient: fromPromise<CreatedClient, NewClient>(async () => {
      throw new Error('createClient is not provided');
    }),
  },
  actions: {
    notifyCreated: () => {},
    /** A failure without a field error to show next to its field: the 'Failed to create supplier.' toast. */
    notifyFailed: () => {},
    /** Where to go after creating: the screen shows the new client (context.createdId). */
    showClient: () => {},
  },
  guards: {
    nameMissing: ({ context }) => context.values.name.trim() === '',
    fieldErrorsShown: ({ event }) => hasShownFieldErrors(failure((event as { error?: unknown }).error).fieldErrors),
  },
}).createMachine({
  id: 'clientCreate',
  context: {
    values: { name: '', city: '', state: '', type: 'supplier' },
    schemaName: '',
    fieldErrors: {},
    error: null,
    createdId: null,
  },
  initial: 'editing',
  states: {
    editing: {
      tags: 'editable',
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.name]: event.value };
            const fieldErrors = { ...context.fieldErrors };
            delete fieldErrors[event.name];
            if (event.name === 'name') {
              delete fieldErrors.schema_name;
              delete fieldErrors.domain;
            }
            return { values, fieldErrors, schemaName: schemaNameFrom(values.name) };
          }),
        },
        'type.choose': {
          actions: assign(({ context, event }) => {
            const fieldErrors = { ...context.fieldErrors };
            delete fieldErrors.type;
            return { values: { ...context.values, type: event.value }, fieldErrors };
          }),
        },
        submit: [
          { guard: 'nameMissing', actions: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, name: [NAME_REQUIRED] }, error: null })) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'createClient',
        input: ({ context }) => newClientBody(context.values),
        onDone: {
          target: 'created',
          actions: [assign({ createdId: ({ event }) => event.output.id, fieldErrors: {}, error: null }), 'notifyCreated', 'showClient'],
        },
        onError: [
          { guard: 'fieldErrorsShown', target: 'editing', actions: assign(({ event }) => ({ ...failure(event.error), error: null })) },
          { target: 'editing', actions: [assign(({ event }) => failure(event.error)), 'notifyFailed'] },
        ],
      },
    },
    created: { tags: 'created', type: 'final' },
  },
});

export type ClientCreateMachine = typeof clientCreateMachine;
