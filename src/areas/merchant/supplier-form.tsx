// Merchant supplier form (/merchant/suppliers/create and /{id}, merchant-operations.md sections 2,
// 3, 5): every field of the supplier, shop-in-store notes only while shop-in-store is on, and, once
// the supplier is saved, its connection panel (read-only relationship status, the connection's
// actions, the invitation to Tradepost). The supplier form machine does the form's behaviour.
import { useNavigate } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { SaveInput } from '../../machines/form.machine';
import { NEW_SUPPLIER, SUPPLIER_MESSAGES, supplierFormMachine, type SupplierFormValues } from '../../machines/merchant/supplier-form.machine';
import { CheckboxField } from '../../ui/checkbox-field';
import { useRole } from '../../ui/role';
import { RoleNote, RoleRefusedPage } from '../../ui/role-note';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { CONNECTION_TEXT } from '../connections/connection-text';
import { FormFooter } from './inline-form';
import { SupplierCatalogPanel } from './supplier-catalog-panel';
import { SupplierConnection } from './supplier-connection';
import { loadSupplier, saveSupplier } from './suppliers.actors';
import { TimeZoneField } from '../../ui/time-zone-field';

export const SUPPLIER_FORM_TEXT = {
  newTitle: 'New Supplier',
  editTitle: 'Edit Supplier',
  viewTitle: 'Supplier',
  back: 'Back to suppliers',
  loading: 'Loading supplier...',
  saveFirst: 'Save the supplier first to connect it on Tradepost or invite it.',
} as const;

const supplierEditorMachine = supplierFormMachine.provide({
  actors: {
    load: fromPromise<SupplierFormValues, { id: string | number }>(({ input }) => loadSupplier(Number(input.id))),
    save: fromPromise<SupplierFormValues | void, SaveInput<SupplierFormValues>>(({ input }) => saveSupplier(input.values)),
  },
  actions: {
    notifyFailed: ({ context }) => void toast(context.error ?? SUPPLIER_MESSAGES.saveFailed, 'error'),
  },
});

/** `id`: the supplier to edit; none for a new one. */
export function SupplierFormScreen({ id }: { id?: number }) {
  const navigate = useNavigate();
  const toList = () => void navigate({ to: '/merchant/suppliers' });
  const role = useRole();
  const form = useActorRef(
    supplierEditorMachine.provide({
      actions: {
        notifySaved: ({ context }) => {
          toast(SUPPLIER_MESSAGES.saved, 'success');
          // A new supplier opens as saved, where it can be connected.
          if (id === undefined) void navigate({ to: '/merchant/suppliers/$id', params: { id: String(context.id) } });
        },
      },
    }),
    { input: id === undefined ? { initial: NEW_SUPPLIER, role, operation: 'createMerchantSupplier' } : { id, role, operation: 'updateMerchantSupplier' } },
  );
  const view = useFormView(form);
  const { values, fieldErrors } = view;
  const title = id === undefined ? SUPPLIER_FORM_TEXT.newTitle : view.allowed ? SUPPLIER_FORM_TEXT.editTitle : SUPPLIER_FORM_TEXT.viewTitle;

  if (view.refused) {
    return <RoleRefusedPage title={title} note={view.roleNote} backTo="/merchant/suppliers" backLabel={SUPPLIER_FORM_TEXT.back} />;
  }

  if (view.loading || view.loadFailed) {
    return (
      <Page title={title}>
        {view.loading ? (
          <LoadingText>{SUPPLIER_FORM_TEXT.loading}</LoadingText>
        ) : (
          <ErrorRetry message={view.error ?? SUPPLIER_MESSAGES.loadFailed} onRetry={() => form.send({ type: 'retry' })} />
        )}
      </Page>
    );
  }

  const field = (name: keyof SupplierFormValues & string) => ({ name, value: values[name] as string, onChange: view.text(name), errors: fieldErrors[name] });
  const box = (name: keyof SupplierFormValues & string) => ({ name, checked: values[name] as boolean, onChange: view.check(name), errors: fieldErrors[name] });

  return (
    <Page title={title}>
      <form noValidate aria-label={title} onSubmit={view.submit} className="max-w-3xl space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        <RoleNote note={view.roleNote} />
        <fieldset disabled={!view.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Supplier</legend>
          <TextField label="Name" required maxLength={255} {...field('name')} />
          <TextField label="Account Manager" maxLength={255} {...field('account_manager')} />
          <TextField label="Email" type="email" maxLength={254} {...field('email')} />
          <TextField label="Phone" type="tel" maxLength={50} {...field('phone')} />
          <TextField label="Alt Phone" type="tel" maxLength={50} {...field('alt_phone')} />
          <TimeZoneField label="Timezone" hint="Type to search, e.g. New York." value={values.timezone} onChange={(zone) => view.change('timezone', zone)} errors={fieldErrors.timezone} />
          <TextField label="Default Min Order Qty" type="number" min={0} step="any" inputMode="decimal" {...field('default_min_order_qty')} />
          <TextField label="Default Lead Time (days)" type="number" min={0} max={365} step={1} inputMode="numeric" {...field('default_lead_time_days')} />
          <TextareaField label="Notes" rows={3} maxLength={5000} className="sm:col-span-2" {...field('notes')} />
        </fieldset>
        <fieldset disabled={!view.allowed} className="space-y-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">Ordering</legend>
          <CheckboxField label="Active" {...box('is_active')} />
          <CheckboxField label="Supports Pickup" {...box('supports_pickup')} />
          <CheckboxField label="Supports Shop-in-Store" {...box('supports_shop_in_store')} />
          {values.supports_shop_in_store && <TextareaField label="Shop-in-Store Notes" rows={3} maxLength={5000} {...field('shop_in_store_notes')} />}
        </fieldset>
        <section aria-label={CONNECTION_TEXT.heading} className="space-y-2">
          <h2 className="text-base font-semibold text-slate-900">{CONNECTION_TEXT.heading}</h2>
          {id === undefined ? (
            <p className="text-sm text-slate-600">{SUPPLIER_FORM_TEXT.saveFirst}</p>
          ) : (
            <SupplierConnection id={id} connection={values.connection} partnerName={values.supplier_client_name} name={values.name} email={values.email} />
          )}
        </section>
        {id !== undefined && <SupplierCatalogPanel id={id} status={values.relationship_status} terms={values.terms} />}
        {view.allowed && <FormFooter error={view.error} saving={view.saving} onCancel={toList} />}
      </form>
    </Page>
  );
}
