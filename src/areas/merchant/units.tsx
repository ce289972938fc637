// Units (/merchant/products/units, merchant-operations.md sections 2, 5, 8): the unit choices, a
// create/edit form ('Unit choice is required.', trimmed; a failed save shows the server's
// unit_choice error, else the non-field error, else 'Save failed.'), and delete after
// 'Delete unit "{unit}"?'.
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import type { SaveInput } from '../../machines/form.machine';
import { createListMachine } from '../../machines/list.machine';
import { NEW_UNIT, UNIT_MESSAGES, unitFormMachine, type UnitFormValues } from '../../machines/merchant/unit-form.machine';
import { columnHelper } from '../../ui/data-table';
import { TextField } from '../../ui/text-field';
import { EditableListScreen } from './editable-list';
import { useFormView } from '../../ui/use-form-view';
import { InlineFormPanel, useInlineForm } from './inline-form';
import { deleteUnit, fetchUnitPage, saveUnit, unitValues, type Unit } from './units.actors';

export const UNITS_TEXT = {
  title: 'Units',
  create: 'New Unit',
  newTitle: 'New Unit',
  editTitle: 'Edit Unit',
  loading: 'Loading units...',
  empty: 'No units yet.',
  confirmTitle: 'Delete unit',
  deleted: UNIT_MESSAGES.deleted,
  deleteFailed: UNIT_MESSAGES.deleteFailed,
} as const;

const unitListMachine = createListMachine<Unit>().provide({
  actors: { fetchPage: fromPromise(({ signal }) => fetchUnitPage(undefined, signal)) },
});

const deleteUnitMachine = createConfirmMachine<Unit, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Unit } }) => deleteUnit(input.target.id)) },
});

const unitEditorMachine = unitFormMachine.provide({
  actors: { save: fromPromise<UnitFormValues | void, SaveInput<UnitFormValues>>(({ input }) => saveUnit(input.values)) },
});

/** The form for a new unit, or for one of the list (its values come from the row). */
function UnitEditor({ unit, onDone }: { unit: Unit | null; onDone: (saved: boolean) => void }) {
  const form = useInlineForm(unitEditorMachine, { initial: unit ? unitValues(unit) : NEW_UNIT }, UNIT_MESSAGES.saved, onDone);
  const view = useFormView(form);
  return (
    <InlineFormPanel form={form} title={unit ? UNITS_TEXT.editTitle : UNITS_TEXT.newTitle} onCancel={() => onDone(false)}>
      <TextField label="Unit choice" name="unit_choice" required maxLength={255} value={view.values.unit_choice} onChange={view.text('unit_choice')} errors={view.fieldErrors.unit_choice} />
      <TextField label="Description" name="description" maxLength={255} value={view.values.description} onChange={view.text('description')} errors={view.fieldErrors.description} />
    </InlineFormPanel>
  );
}

const col = columnHelper<Unit>();
const columns = [col.accessor('unit_choice', { header: 'Unit' }), col.accessor('description', { header: 'Description', cell: (info) => info.getValue() || '-' })];

export function UnitsScreen() {
  return (
    <EditableListScreen
      deleteOperation="deleteUnit"
      listMachine={unitListMachine}
      deleteMachine={deleteUnitMachine}
      text={UNITS_TEXT}
      columns={columns}
      rowName={(unit) => unit.unit_choice}
      confirmMessage={(unit) => UNIT_MESSAGES.confirm(unit.unit_choice)}
      editor={(unit, onDone) => <UnitEditor unit={unit} onDone={onDone} />}
    />
  );
}
