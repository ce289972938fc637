// Create client (platform.md sections 2 and 5, decisions.md): Supplier Name (required), a read-only
// Schema Name derived live from the name (the view shows `schemaNameFrom(values.name)`), City, State,
// and a type (supplier by default, or merchant; `field.change` with name 'type'). The generic form
// machine does the behaviour: supply `save` (`saveClientWith(post)`), `notifySaved` (show the new
// client: `context.id`) and `notifyFailed` (raised only when no field error can be shown) with
// `.provide()`.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { schemaNameFrom } from '../../lib/schema-name';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';

export type ClientType = components['schemas']['TenantType'];

export interface ClientCreateValues {
  /** Set from the save's answer: the new client. */
  id?: number;
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

export const NAME_REQUIRED = 'Supplier name is required.';

/** Server field errors this form shows under a field (domain errors go under Schema Name). */
export const SHOWN_FIELDS = ['name', 'schema_name', 'domain', 'city', 'state', 'type'] as const;

export const clientCreateInput = (): FormInput<ClientCreateValues> => ({ initial: { name: '', city: '', state: '', type: 'supplier' } });

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

/** The `save` actor: posts `newClientBody(values)`; the values then carry the new client's id. */
export const saveClientWith = (post: (body: NewClient) => Promise<{ id: number }>) =>
  fromPromise<ClientCreateValues | void, SaveInput<ClientCreateValues>>(async ({ input }) => ({ ...input.values, id: (await post(newClientBody(input.values))).id }));

export const validateClient = (values: ClientCreateValues): FieldErrors => (values.name.trim() === '' ? { name: [NAME_REQUIRED] } : {});

export const clientCreateMachine = createFormMachine<ClientCreateValues>({
  validate: validateClient,
  // The schema name (and the domain the server derives from it) follow the name.
  alsoClears: { name: ['schema_name', 'domain'] },
  shownFields: SHOWN_FIELDS,
});

export type ClientCreateMachine = typeof clientCreateMachine;
