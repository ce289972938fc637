// Client detail (/superadmin/clients/{id}, platform.md section 2): back button, the client's name
// as heading, then its name, tax information, address, entity type and domain, all editable, with
// Save. The generic form machine does the behaviour: it opens straight into editing; after a save
// it shows the saved values with an Edit button. Below it, the client's limits and usage.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { fromPromise } from 'xstate';
import type { SaveInput } from '../../machines/form.machine';
import { clientFormMachine, type ClientFormValues } from '../../machines/superadmin/client-form.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { SelectField } from '../../ui/select-field';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { CLIENT_MESSAGES, loadClient, saveClient } from './clients.actors';
import { ClientLimitsSection } from './client-limits';
import { FormError } from '../../ui/form-error';
import { EditFormButtons } from '../../ui/form-buttons';
import { useFormView } from '../../ui/use-form-view';

type TextKey = Exclude<keyof ClientFormValues, 'entityTypes' | 'entity_type'>;

const SECTIONS: { title: string; fields: { name: TextKey; label: string }[] }[] = [
  {
    title: 'Client',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'domain', label: 'Domain' },
    ],
  },
  {
    title: 'Tax information',
    fields: [
      { name: 'EIN', label: 'EIN' },
      { name: 'sales_tax_id', label: 'Sales Tax ID' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { name: 'street_address', label: 'Street Address' },
      { name: 'city', label: 'City' },
      { name: 'state', label: 'State' },
      { name: 'zip_code', label: 'Zip Code' },
      { name: 'country', label: 'Country' },
    ],
  },
];

const liveClientForm = clientFormMachine.provide({
  actors: {
    load: fromPromise<ClientFormValues, { id: string | number }>(({ input }) => loadClient(input.id)),
    save: fromPromise<ClientFormValues | void, SaveInput<ClientFormValues>>(({ input }) => saveClient(input.id as string | number, input.values)),
  },
  actions: {
    notifyLoadFailed: () => toast(CLIENT_MESSAGES.loadFailed, 'error'),
    notifySaved: () => toast(CLIENT_MESSAGES.updated, 'success'),
    notifyFailed: () => toast(CLIENT_MESSAGES.updateFailed, 'error'),
  },
});

export function ClientDetailScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  // The route remounts this screen (key) when the id changes, so one actor per client is enough.
  const form = useActorRef(liveClientForm, { input: { id, startInEdit: true } });
  const { values, fieldErrors, error, loading, loadFailed, editable, saving, text, submit } = useFormView(form);
  const heading = useSelector(form, (s) => s.context.initial.name);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));

  const back = (
    <Button variant="secondary" onClick={() => void navigate({ to: '/superadmin/clients' })}>
      Back
    </Button>
  );

  if (loading || loadFailed) {
    return (
      <Page title="Client Details" actions={back}>
        {loading ? <LoadingText>Loading client...</LoadingText> : <ErrorRetry message={CLIENT_MESSAGES.loadFailed} onRetry={() => form.send({ type: 'retry' })} />}
      </Page>
    );
  }

  const entityOptions = Object.entries(values.entityTypes).map(([value, label]) => ({ value, label }));
  if (values.entity_type && !(values.entity_type in values.entityTypes)) entityOptions.push({ value: values.entity_type, label: values.entity_type });

  return (
    <Page title={heading} actions={back}>
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">{section.title}</legend>
            {section.fields.map((f) => (
              <TextField key={f.name} label={f.label} name={f.name} value={values[f.name]} onChange={text(f.name)} readOnly={!editable} errors={fieldErrors[f.name]} />
            ))}
          </fieldset>
        ))}
        <SelectField
          label="Entity Type"
          name="entity_type"
          placeholder="Select an entity type"
          options={entityOptions}
          value={values.entity_type}
          onChange={text('entity_type')}
          disabled={!editable}
          errors={fieldErrors.entity_type}
          className="max-w-sm"
        />
        <FormError message={error} />
        <EditFormButtons editing={editable} saving={saving} canEdit={canEdit} onEdit={() => form.send({ type: 'edit' })} onCancel={() => form.send({ type: 'cancel' })} />
      </form>
      <ClientLimitsSection id={Number(id)} />
    </Page>
  );
}
