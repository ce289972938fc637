// The lead's fields and status on its detail page, editable (ours, docs/decisions.md): the lead form
// machine does the behaviour, fed with the lead the page loaded; Save sends PATCH /leads/{id}.
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { REQUIRED_LEAD_FIELDS } from '../../machines/superadmin/create-lead.machine';
import { LEAD_EDIT_TEXT, LEAD_STATUSES, leadFormMachine, saveLeadChangesWith, valuesOfLead, type LeadEditValues } from '../../machines/superadmin/lead-form.machine';
import { FormError } from '../../ui/form-error';
import { EditFormButtons } from '../../ui/form-buttons';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { LEAD_INPUTS } from './create-lead';
import { updateLead, type Lead } from './leads.actors';

const liveLeadForm = leadFormMachine.provide({
  actors: { save: saveLeadChangesWith(updateLead) },
  actions: {
    notifySaved: () => void toast(LEAD_EDIT_TEXT.saved, 'success'),
    notifyFailed: ({ context }) => void toast(context.error ?? LEAD_EDIT_TEXT.saveFailed, 'error'),
  },
});

export function LeadEditForm({ lead }: { lead: Lead }) {
  const form = useActorRef(liveLeadForm.provide({ actors: { load: fromPromise<LeadEditValues, { id: string | number }>(async () => valuesOfLead(lead)) } }), {
    input: { id: lead.id, startInEdit: true },
  });
  const { values, fieldErrors, error, editable, saving, text, submit } = useFormView(form);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));
  return (
    <form noValidate aria-label="Lead" onSubmit={submit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {LEAD_INPUTS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            required={REQUIRED_LEAD_FIELDS.includes(f.name)}
            min={f.type === 'number' ? 0 : undefined}
            value={values[f.name]}
            readOnly={!editable}
            errors={fieldErrors[f.name]}
            onChange={text(f.name)}
          />
        ))}
        <SelectField label="Status" options={LEAD_STATUSES} value={values.status} disabled={!editable} errors={fieldErrors.status} onChange={text('status')} />
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-600">Sales Rep: </span>
          {lead.sales_rep?.username ?? '-'}
        </p>
        <TextareaField
          label="Extra Information"
          className="sm:col-span-2"
          rows={4}
          value={values.extra_information}
          readOnly={!editable}
          errors={fieldErrors.extra_information}
          onChange={text('extra_information')}
        />
      </div>
      <FormError message={error} />
      <EditFormButtons editing={editable} saving={saving} canEdit={canEdit} onEdit={() => form.send({ type: 'edit' })} onCancel={() => form.send({ type: 'cancel' })} />
    </form>
  );
}
