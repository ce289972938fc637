// Create Lead (/superadmin/leads/create, platform.md sections 2, 4, 5 and 8): the lead's fields and
// an optional attachment, sent as multipart; a toast and the leads list 2 s later on success, a
// toast listing the field errors (also shown under their fields) on failure. The create lead
// machine does the behaviour.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { CREATED_MS, MESSAGES, REQUIRED_LEAD_FIELDS, createLeadInput, createLeadMachine, failureText, saveLeadWith, type LeadField } from '../../machines/superadmin/create-lead.machine';
import { Button, buttonClasses } from '../../ui/button';
import { FileField } from '../../ui/file-field';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { createLead } from './leads.actors';

/** Create Lead's inputs (Extra Information aside); the lead detail's form shows the same. */
export const LEAD_INPUTS: { name: Exclude<LeadField, 'extra_information'>; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'off' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone_number', label: 'Phone Number', type: 'tel', autoComplete: 'off' },
  { name: 'name_of_business', label: 'Name of Business' },
  { name: 'street_address', label: 'Street Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'ZIP' },
  { name: 'country', label: 'Country' },
  { name: 'number_of_locations', label: 'Number of Locations', type: 'number' },
];

/** What the server accepts as an attachment (addLead): pdf, png, jpeg, webp, plain text or csv. */
const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.txt,.csv,application/pdf,image/png,image/jpeg,image/webp,text/plain,text/csv';

const liveCreateLeadMachine = createLeadMachine.provide({
  actors: { save: saveLeadWith(createLead) },
  actions: {
    notifySaved: () => void toast(MESSAGES.created, 'success', CREATED_MS),
    notifyFailed: (_, { error }) => void toast(failureText(error), 'error'),
  },
});

export function CreateLeadScreen() {
  const navigate = useNavigate();
  const actor = useActorRef(liveCreateLeadMachine.provide({ actions: { afterSaved: () => void navigate({ to: '/superadmin/leads' }) } }), {
    input: createLeadInput(),
  });
  const values = useSelector(actor, (s) => s.context.values);
  const attachment = values.attachments;
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const editable = useSelector(actor, (s) => s.hasTag('editable'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));

  const change = (name: LeadField, value: string) => actor.send({ type: 'field.change', name, value });

  return (
    <Page
      title="Create Lead"
      actions={
        <Link to="/superadmin/leads" activeOptions={{ exact: true }} className={buttonClasses('secondary')}>
          Back to leads
        </Link>
      }
    >
      <form
        noValidate
        aria-label="Create lead"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'submit' });
        }}
      >
        <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
          {LEAD_INPUTS.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              required={REQUIRED_LEAD_FIELDS.includes(f.name)}
              min={f.type === 'number' ? 0 : undefined}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              errors={fieldErrors[f.name]}
              onChange={(e) => change(f.name, e.target.value)}
            />
          ))}
          <TextareaField
            label="Extra Information"
            className="sm:col-span-2"
            rows={4}
            value={values.extra_information}
            errors={fieldErrors.extra_information}
            onChange={(e) => change('extra_information', e.target.value)}
          />
          <FileField
            label="Attachment"
            className="sm:col-span-2"
            accept={ATTACHMENT_ACCEPT}
            hint="Optional: PDF, PNG, JPEG, WebP, text or CSV, at most 10 MB."
            fileName={attachment?.name ?? null}
            errors={fieldErrors.attachments}
            onFileChange={(file) => actor.send({ type: 'field.change', name: 'attachments', value: file })}
          />
        </fieldset>
        <Button type="submit" loading={saving} disabled={!editable}>
          Create Lead
        </Button>
      </form>
    </Page>
  );
}
