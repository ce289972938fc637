// The Add New Supplier modal of the product form (platform.md sections 2, 3 and 5): name required
// ('Name is required.'), the other fields optional and sent as null when blank. It is a child of
// the supplier offers machine: a created supplier is reported to it (`newSupplier.created`, which
// then adds it as eligible), a failed create too (`newSupplier.failed`). Supply `save`
// (`saveNewSupplierWith(create)`) with `.provide()`.
import { fromPromise, sendParent } from 'xstate';
import type { components } from '../../api/schema';
import { createFormMachine, type FieldErrors, type SaveInput } from '../form.machine';

export type MerchantSupplier = components['schemas']['MerchantSupplier'];
export type NewSupplierBody = Pick<components['schemas']['MerchantSupplierInput'], 'name' | 'email' | 'phone' | 'account_manager'>;

export interface NewSupplierValues {
  id?: number;
  name: string;
  email: string;
  phone: string;
  account_manager: string;
}

export const NEW_SUPPLIER_MESSAGES = {
  nameRequired: 'Name is required.',
  createFailed: 'Failed to create supplier.',
};

export const emptyNewSupplier = (): NewSupplierValues => ({ name: '', email: '', phone: '', account_manager: '' });

const orNull = (text: string) => text.trim() || null;

/** The create call's body: the name trimmed, blank optional fields as null. */
export const newSupplierBody = (v: NewSupplierValues): NewSupplierBody => ({
  name: v.name.trim(),
  email: orNull(v.email),
  phone: orNull(v.phone),
  account_manager: orNull(v.account_manager),
});

export function validateNewSupplier(v: NewSupplierValues): FieldErrors {
  return v.name.trim() ? {} : { name: [NEW_SUPPLIER_MESSAGES.nameRequired] };
}

/** The `save` actor: creates the supplier; its id becomes the form's id. */
export const saveNewSupplierWith = (create: (body: NewSupplierBody) => Promise<MerchantSupplier>) =>
  fromPromise<NewSupplierValues | void, SaveInput<NewSupplierValues>>(async ({ input }) => {
    const created = await create(newSupplierBody(input.values));
    return { ...input.values, id: created.id, name: created.name };
  });

export const newSupplierMachine = createFormMachine<NewSupplierValues>({
  validate: validateNewSupplier,
  shownFields: ['name', 'email', 'phone', 'account_manager'],
}).provide({
  actions: {
    notifySaved: sendParent(({ context }) => ({ type: 'newSupplier.created', supplier: { id: Number(context.id), name: context.values.name } })),
    notifyFailed: sendParent({ type: 'newSupplier.failed' }),
  },
});

export type NewSupplierMachine = typeof newSupplierMachine;
