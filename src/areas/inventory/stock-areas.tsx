// Stock Areas (/merchant/inventory/areas, merchant-operations.md section 2): the areas list with an
// inline create/edit form (name required) and delete after 'Delete area "{name}"?'. The list,
// form and confirm machines do the behaviour; a role that may not change areas (staff) gets the list only.
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createConfirmMachine } from '../../machines/confirm.machine';
import type { SaveInput } from '../../machines/form.machine';
import { areaFormMachine, NEW_AREA, valuesOfArea, type AreaValues } from '../../machines/inventory/area-form.machine';
import { createListMachine } from '../../machines/list.machine';
import { StatusBadge } from '../../ui/status-badge';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper, type DataTableColumn } from '../../ui/data-table';
import { FormError } from '../../ui/form-error';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { useRole } from '../../ui/role';
import { deleteOutcome } from './delete-outcome';
import { deleteArea, fetchAreaPage, INVENTORY_TEXT, saveArea, type StockArea } from './inventory.actors';

export const AREAS_TEXT = {
  title: 'Stock Areas',
  loading: 'Loading stock areas...',
  empty: 'No stock areas yet.',
  newArea: 'New Area',
  editArea: 'Edit Area',
  created: 'Area created.',
  updated: 'Area updated.',
  deleted: 'Area deleted.',
  confirmTitle: 'Delete area',
  confirm: (name: string) => `Delete area "${name}"?`,
  /** Ours: said after the spec's question when the area keeps items. */
  holds: (n: number) => `It holds ${n} inventory ${n === 1 ? 'item' : 'items'}, which will be left without an area.`,
} as const;

const areasListMachine = createListMachine<StockArea>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchAreaPage(input, signal)),
  },
});

const savingAreaMachine = areaFormMachine.provide({
  actors: {
    save: fromPromise<AreaValues | void, SaveInput<AreaValues>>(async ({ input }) => valuesOfArea(await saveArea(input.id === null ? null : Number(input.id), input.values))),
  },
});

const deleteAreaMachine = createConfirmMachine<StockArea, void>().provide({
  actors: {
    perform: fromPromise(({ input }: { input: { target: StockArea } }) => deleteArea(input.target.id)),
  },
});

const col = columnHelper<StockArea>();

export function StockAreasScreen() {
  const list = useActorRef(areasListMachine, { input: { debounceMs: 0 } });
  // The form edits this area (null: a new one); `generation` gives each form its own actor.
  const [editing, setEditing] = useState<{
    area: StockArea | null;
    generation: number;
  }>({ area: null, generation: 0 });
  const resetForm = () => setEditing((e) => ({ area: null, generation: e.generation + 1 }));
  const confirm = useActorRef(
    deleteAreaMachine.provide({
      actions: deleteOutcome<StockArea>(AREAS_TEXT.deleted, INVENTORY_TEXT.areaDeleteFailed, (deleted) => {
        // The machine is provided once: read the form's area through the state setter, not the closure.
        setEditing((e) => (e.area?.id === deleted.id ? { area: null, generation: e.generation + 1 } : e));
        list.send({ type: 'reload' });
      }),
    }),
    { input: { role: useRole(), operation: 'deleteStockArea' } },
  );
  const { dialog, target } = useConfirmDialog(confirm);
  const manage = useSelector(confirm, (s) => s.context.allowed);

  const columns = useMemo(() => {
    const shown: DataTableColumn<StockArea>[] = [
      col.accessor('name', { header: 'Name' }),
      col.accessor('description', {
        header: 'Description',
        cell: (info) => info.getValue() || '-',
      }),
      col.accessor('is_active', {
        header: 'Active',
        cell: (info) => <StatusBadge kind="active" status={info.getValue() ? 'true' : 'false'} />,
      }),
    ];
    const actions = col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button
            variant="link"
            aria-label={`Edit ${row.original.name}`}
            onClick={() =>
              setEditing((e) => ({
                area: row.original,
                generation: e.generation + 1,
              }))
            }
          >
            Edit
          </Button>
          <Button variant="link" className="text-red-700" aria-label={`Delete ${row.original.name}`} onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}>
            Delete
          </Button>
        </div>
      ),
    });
    return manage ? [...shown, actions] : shown;
  }, [confirm, manage]);

  return (
    <Page title={AREAS_TEXT.title}>
      <div className={manage ? 'grid gap-6 lg:grid-cols-[2fr_1fr]' : undefined}>
        <ListTable list={list} columns={columns} getRowId={(a) => String(a.id)} text={AREAS_TEXT} caption={AREAS_TEXT.title} />
        {manage && (
          <AreaForm
            key={editing.generation}
            area={editing.area}
            onSaved={(created) => {
              toast(created ? AREAS_TEXT.created : AREAS_TEXT.updated, 'success');
              resetForm();
              list.send({ type: 'reload' });
            }}
            onCancel={resetForm}
          />
        )}
      </div>
      <ConfirmDialog
        {...dialog}
        title={AREAS_TEXT.confirmTitle}
        message={target ? [AREAS_TEXT.confirm(target.name), target.item_count ? AREAS_TEXT.holds(target.item_count) : ''].join(' ').trim() : ''}
        confirmLabel="Delete"
      />
    </Page>
  );
}

function AreaForm({ area, onSaved, onCancel }: { area: StockArea | null; onSaved: (created: boolean) => void; onCancel: () => void }) {
  const form = useActorRef(
    savingAreaMachine.provide({
      actors: { load: fromPromise(async () => valuesOfArea(area!)) },
      actions: { notifySaved: () => onSaved(area === null) },
    }),
    {
      input: area ? { id: area.id, startInEdit: true } : { initial: NEW_AREA },
    },
  );
  const view = useFormView(form);
  const title = area ? AREAS_TEXT.editArea : AREAS_TEXT.newArea;
  // On a phone the form comes first, so the rows arriving below it do not push it down (a layout shift).
  return (
    <form noValidate aria-label={title} onSubmit={view.submit} className="space-y-4 self-start max-lg:order-first rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <AreaFields {...view} />
      <FormError message={view.error} />
      <div className="flex gap-2">
        <Button type="submit" loading={view.saving} disabled={!view.editable && !view.saving}>
          Save
        </Button>
        {area && (
          <Button variant="secondary" onClick={onCancel} disabled={view.saving}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** An area's fields (Name, Description, Active), for the inline form and the quick-create modal. */
export function AreaFields({ values, fieldErrors, editable = true, change }: Pick<ReturnType<typeof useFormView<AreaValues>>, 'values' | 'fieldErrors' | 'change'> & { editable?: boolean }) {
  return (
    <>
      <TextField label="Name" required value={values.name ?? ''} onChange={(e) => change('name', e.target.value)} errors={fieldErrors.name} disabled={!editable} />
      <TextField label="Description" value={values.description ?? ''} onChange={(e) => change('description', e.target.value)} errors={fieldErrors.description} disabled={!editable} />
      <CheckboxField label="Active" checked={values.is_active ?? true} onChange={(e) => change('is_active', e.target.checked)} disabled={!editable} />
    </>
  );
}
