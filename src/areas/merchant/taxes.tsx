// Taxes (/merchant/products/taxes, issue 10 and docs/decisions.md): the tax rates the product form
// offers as checkboxes, with a create/edit form (name, rate in percent) and delete after
// 'Delete tax "{name}"?'.
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import type { SaveInput } from '../../machines/form.machine';
import { createListMachine } from '../../machines/list.machine';
import { NEW_TAX, TAX_MESSAGES, taxFormMachine, type TaxFormValues } from '../../machines/merchant/tax-form.machine';
import { columnHelper } from '../../ui/data-table';
import { TextField } from '../../ui/text-field';
import { EditableListScreen } from './editable-list';
import { useFormView } from '../../ui/use-form-view';
import { InlineFormPanel, useInlineForm } from './inline-form';
import { deleteTax, fetchTaxPage, saveTax, taxValues, type Tax } from './taxes.actors';

export const TAXES_TEXT = {
  title: 'Taxes',
  create: 'New Tax',
  newTitle: 'New Tax',
  editTitle: 'Edit Tax',
  loading: 'Loading taxes...',
  empty: 'No taxes configured.',
  confirmTitle: 'Delete tax',
  deleted: TAX_MESSAGES.deleted,
  deleteFailed: TAX_MESSAGES.deleteFailed,
} as const;

const taxListMachine = createListMachine<Tax>().provide({
  actors: { fetchPage: fromPromise(({ signal }) => fetchTaxPage(undefined, signal)) },
});

const deleteTaxMachine = createConfirmMachine<Tax, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Tax } }) => deleteTax(input.target.id)) },
});

const taxEditorMachine = taxFormMachine.provide({
  actors: { save: fromPromise<TaxFormValues | void, SaveInput<TaxFormValues>>(({ input }) => saveTax(input.values)) },
});

function TaxEditor({ tax, onDone }: { tax: Tax | null; onDone: (saved: boolean) => void }) {
  const form = useInlineForm(taxEditorMachine, { initial: tax ? taxValues(tax) : NEW_TAX }, TAX_MESSAGES.saved, onDone);
  const view = useFormView(form);
  return (
    <InlineFormPanel form={form} title={tax ? TAXES_TEXT.editTitle : TAXES_TEXT.newTitle} onCancel={() => onDone(false)}>
      <TextField label="Name" name="name" required maxLength={255} value={view.values.name} onChange={view.text('name')} errors={view.fieldErrors.name} />
      <TextField
        label="Rate (%)"
        name="rate"
        type="number"
        min={0}
        max={100}
        step="any"
        inputMode="decimal"
        value={view.values.rate}
        onChange={view.text('rate')}
        errors={view.fieldErrors.rate}
      />
    </InlineFormPanel>
  );
}

const col = columnHelper<Tax>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('rate', { header: 'Rate', cell: (info) => `${info.getValue()}%` })];

export function TaxesScreen() {
  return (
    <EditableListScreen
      deleteOperation="deleteTax"
      listMachine={taxListMachine}
      deleteMachine={deleteTaxMachine}
      text={TAXES_TEXT}
      columns={columns}
      rowName={(tax) => tax.name}
      confirmMessage={(tax) => TAX_MESSAGES.confirm(tax.name)}
      editor={(tax, onDone) => <TaxEditor tax={tax} onDone={onDone} />}
    />
  );
}
