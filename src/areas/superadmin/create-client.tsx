// Create client (/superadmin/create-supplier): Supplier Name, the derived read-only Schema Name,
// City, State and the client's type. After creating, the screen opens the new client's detail
// (/superadmin/clients/{id}): its domain was derived by the server and may be edited there.
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../../lib/inspection';
import { schemaNameFrom } from '../../lib/schema-name';
import { clientCreateInput, clientCreateMachine, saveClientWith, type ClientType } from '../../machines/superadmin/create-client.machine';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { CLIENT_MESSAGES, createClient } from './clients.actors';
import { FormError } from '../../ui/form-error';
import { useFormView } from '../../ui/use-form-view';

const liveClientCreateMachine = clientCreateMachine.provide({
  actors: { save: saveClientWith(createClient) },
  actions: { notifyFailed: () => toast(CLIENT_MESSAGES.createFailed, 'error') },
});

const TYPES: { value: ClientType; label: string }[] = [
  { value: 'supplier', label: 'Supplier' },
  { value: 'merchant', label: 'Merchant' },
];

export function CreateClientScreen() {
  const navigate = useNavigate();
  const form = useActorRef(
    liveClientCreateMachine.provide({
      actions: {
        notifySaved: ({ context }) => {
          toast(CLIENT_MESSAGES.created, 'success');
          void navigate({ to: '/superadmin/clients/$id', params: { id: String(context.id) } });
        },
      },
    }),
    { input: clientCreateInput() },
  );
  const { values, fieldErrors, error, saving, editable, change, text, submit } = useFormView(form);
  const schemaName = schemaNameFrom(values.name);
  const schemaErrors = [...(fieldErrors.schema_name ?? []), ...(fieldErrors.domain ?? [])];

  return (
    <Page title="Create Client">
      <form noValidate onSubmit={submit} className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <TextField label="Supplier Name" name="name" required value={values.name} onChange={text('name')} errors={fieldErrors.name} disabled={!editable} />
        <TextField label="Schema Name" name="schema_name" readOnly value={schemaName} hint="Derived from the name." errors={schemaErrors.length ? schemaErrors : undefined} />
        <TextField label="City" name="city" value={values.city} onChange={text('city')} errors={fieldErrors.city} disabled={!editable} />
        <TextField label="State" name="state" value={values.state} onChange={text('state')} errors={fieldErrors.state} disabled={!editable} />
        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-700">Type</legend>
          <div className="flex gap-6">
            {TYPES.map((t) => (
              <label key={t.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="type"
                  value={t.value}
                  checked={values.type === t.value}
                  disabled={!editable}
                  onChange={() => change('type', t.value)}
                  className="size-4 accent-blue-600"
                />
                {t.label}
              </label>
            ))}
          </div>
          {fieldErrors.type && <p className="mt-1 text-xs text-red-700">{fieldErrors.type.join(' ')}</p>}
        </fieldset>
        <FormError message={error} />
        <Button type="submit" loading={saving}>
          Create Client
        </Button>
      </form>
    </Page>
  );
}
