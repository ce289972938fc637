// Create Merchant (/supplier/merchants/create, platform.md sections 2, 5 and 8): the merchant's
// fields, Active checked and Country United States by default, and a Logo. 'Merchant created!'
// then back to /supplier/merchants; 'Failed to create merchant: {server response}'.
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../../lib/inspection';
import { createMerchantInput, createMerchantMachine, failureText, MESSAGES, saveMerchantWith, type MerchantCreateValues } from '../../machines/supplier/create-merchant.machine';
import { Button, buttonClasses } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormError } from '../../ui/form-error';
import { ImageField } from '../../ui/image-field';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { useRole } from '../../ui/role';
import { RoleRefusedPage } from '../../ui/role-note';
import { createMerchant } from './merchants.actors';
import { useFormView } from '../../ui/use-form-view';

type TextName = Exclude<keyof MerchantCreateValues, 'id' | 'is_active' | 'logo'>;

const FIELDS: { name: TextName; label: string; type?: string }[] = [
  { name: 'merchant_name', label: 'Merchant Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone_number', label: 'Phone Number', type: 'tel' },
  { name: 'street_address', label: 'Street Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'ZIP' },
  { name: 'country', label: 'Country' },
];

const liveCreateMachine = createMerchantMachine.provide({
  actors: { save: saveMerchantWith(createMerchant) },
  actions: { notifyFailed: (_, { error }) => void toast(failureText(error), 'error') },
});

export const CREATE_MERCHANT_TEXT = { back: 'Back to merchants' } as const;

export function CreateMerchantScreen() {
  const navigate = useNavigate();
  const form = useActorRef(
    liveCreateMachine.provide({
      actions: {
        notifySaved: () => {
          toast(MESSAGES.created, 'success');
          void navigate({ to: '/supplier/merchants' });
        },
      },
    }),
    { input: { ...createMerchantInput(), role: useRole(), operation: 'addMerchant' } },
  );
  const { values, fieldErrors, error, saving, editable, refused, roleNote, change, submit } = useFormView(form);

  if (refused) {
    return <RoleRefusedPage title="Create Merchant" note={roleNote} backTo="/supplier/merchants" backLabel={CREATE_MERCHANT_TEXT.back} />;
  }

  return (
    <Page title="Create Merchant">
      <form noValidate onSubmit={submit} aria-label="Create merchant" className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type}
              required={f.name === 'merchant_name'}
              value={values[f.name]}
              onChange={(e) => change(f.name, e.target.value)}
              errors={fieldErrors[f.name]}
              disabled={!editable}
            />
          ))}
        </div>
        <CheckboxField label="Active" checked={values.is_active} onChange={(e) => change('is_active', e.target.checked)} errors={fieldErrors.is_active} disabled={!editable} />
        <ImageField
          label="Logo"
          currentUrl={null}
          currentAlt=""
          emptyText="No logo chosen."
          chosen={values.logo}
          newAlt="Logo preview"
          onChoose={(file) => change('logo', file)}
          onRemove={() => change('logo', null)}
          errors={fieldErrors.logo}
          disabled={!editable}
        />
        <FormError message={error} />
        <div className="flex gap-2">
          <Button type="submit" loading={saving}>
            Create Merchant
          </Button>
          <Link to="/supplier/merchants" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}
