// The client detail form (platform.md section 7, Superadmin: Client Details): the shared form
// machine over the client's editable fields, always open for editing. Supply `load` and `save`
// (clients.actors.ts) and the toasts with `.provide()`.
import { createFormMachine } from '../form.machine';

/** The client detail form: every editable field as a string ('' for none), plus the entity types. */
export interface ClientFormValues {
  name: string;
  EIN: string;
  sales_tax_id: string;
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  entity_type: string;
  domain: string;
  /** Entity type code → label, from the GET answer; read-only, never sent. */
  entityTypes: Record<string, string>;
}

export const clientFormMachine = createFormMachine<ClientFormValues>();
