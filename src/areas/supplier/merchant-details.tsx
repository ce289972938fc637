// Merchant details (/supplier/merchants/merchant-detail/{id}, platform.md sections 2, 3 and 8):
// every field of the merchant detail, editable, saved with 'Save Changes'; the answer replaces the
// form. Texts: 'Error fetching merchant details' (with a retry), 'Merchant details updated
// successfully!', 'Failed to update merchant details!'.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { loadMerchantWith, merchantDetailsMachine, MESSAGES, saveMerchantDetailsWith, type MerchantDetailTextField } from '../../machines/supplier/merchant-details.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { MerchantTerms } from './merchant-terms';
import { loadMerchant, saveMerchant } from './merchants.actors';
import { useFormView } from '../../ui/use-form-view';

type Field = { name: MerchantDetailTextField; label: string; type?: string };

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Merchant',
    fields: [
      { name: 'merchant_name', label: 'Merchant Name' },
      { name: 'owner', label: 'Owner' },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'phone_number', label: 'Phone Number', type: 'tel' },
      { name: 'cell_number', label: 'Cell Number', type: 'tel' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { name: 'address', label: 'Address' },
      { name: 'city', label: 'City' },
      { name: 'state', label: 'State' },
      { name: 'zip', label: 'ZIP' },
      { name: 'country', label: 'Country' },
    ],
  },
  {
    title: 'Billing',
    fields: [
      { name: 'billing_address', label: 'Billing Address' },
      { name: 'billing_city', label: 'Billing City' },
      { name: 'billing_state', label: 'Billing State' },
      { name: 'billing_zip', label: 'Billing ZIP' },
      { name: 'billing_country', label: 'Billing Country' },
      { name: 'billing_phone_number', label: 'Billing Phone Number', type: 'tel' },
      { name: 'billing_cell_number', label: 'Billing Cell Number', type: 'tel' },
      { name: 'billing_email', label: 'Billing Email', type: 'email' },
    ],
  },
  {
    title: 'Account',
    fields: [
      { name: 'ein', label: 'EIN' },
      { name: 'sales_tax_id', label: 'Sales Tax ID' },
      { name: 'sales_rep', label: 'Sales Rep' },
    ],
  },
];

const liveDetailsMachine = merchantDetailsMachine.provide({
  actors: { load: loadMerchantWith(loadMerchant), save: saveMerchantDetailsWith(saveMerchant) },
  actions: {
    notifyLoadFailed: () => void toast(MESSAGES.loadFailed, 'error'),
    notifySaved: () => void toast(MESSAGES.saved, 'success'),
    notifyFailed: () => void toast(MESSAGES.failed, 'error'),
  },
});

export function MerchantDetailsScreen({ merchantId }: { merchantId: number }) {
  const navigate = useNavigate();
  // A role that may not change merchants (staff) views them: no Edit, no Save.
  const form = useActorRef(liveDetailsMachine, { input: { id: merchantId, startInEdit: true, role: useRole(), operation: 'updateMerchant' } });
  const { values, fieldErrors, error, loading, loadFailed, editable, saving, change, submit } = useFormView(form);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));

  const back = (
    <Button variant="secondary" onClick={() => void navigate({ to: '/supplier/merchants' })}>
      Back
    </Button>
  );
  if (loading || loadFailed) {
    return (
      <Page title="Merchant Details" actions={back}>
        {loading ? <LoadingText>Loading merchant...</LoadingText> : <ErrorRetry message={MESSAGES.loadFailed} onRetry={() => form.send({ type: 'retry' })} />}
      </Page>
    );
  }

  return (
    <Page title="Merchant Details" actions={back}>
      <form noValidate onSubmit={submit} aria-label="Merchant details" className="max-w-4xl space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        {values.logo && <img src={values.logo} alt={`${values.merchant_name} logo`} className="size-20 rounded-md border border-slate-200 object-cover" />}
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">{section.title}</legend>
            {section.fields.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                name={f.name}
                type={f.type}
                required={f.name === 'merchant_name'}
                value={values[f.name]}
                onChange={(e) => change(f.name, e.target.value)}
                readOnly={!editable}
                errors={fieldErrors[f.name]}
              />
            ))}
          </fieldset>
        ))}
        <MerchantTerms values={values} fieldErrors={fieldErrors} editable={editable} change={change} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckboxField
            className="self-end"
            label="Active"
            checked={values.is_active}
            disabled={!editable}
            onChange={(e) => change('is_active', e.target.checked)}
            errors={fieldErrors.is_active}
          />
        </div>
        <FormError message={error} />
        <div className="flex gap-2">
          {editable || saving ? (
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          ) : (
            canEdit && <Button onClick={() => form.send({ type: 'edit' })}>Edit</Button>
          )}
        </div>
      </form>
    </Page>
  );
}
