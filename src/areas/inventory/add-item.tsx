// Add Inventory Item (/merchant/inventory/items/new, merchant-operations.md sections 2 and 5): the
// simple form, on its machine (src/machines/inventory/add-item.machine.ts, with its rules). After
// saving it returns to the items list.
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { SaveInput } from '../../machines/form.machine';
import { addItemBody, addItemMachine, NEW_ADD_ITEM, type AddItemValues } from '../../machines/inventory/add-item.machine';
import { createListMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { useRole } from '../../ui/role';
import { RoleRefusedPage } from '../../ui/role-note';
import { FormError } from '../../ui/form-error';
import { Page } from '../../ui/page';
import { SelectField } from '../../ui/select-field';
import { TextareaField } from '../../ui/textarea-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { fetchUnitPage, type Unit } from './catalogue.actors';
import { useFormView } from '../../ui/use-form-view';
import { fetchAreaPage, saveItem, type StockArea } from './inventory.actors';

export const ADD_ITEM_TEXT = {
  title: 'Add Inventory Item',
  saved: 'Item saved.',
  back: 'Back to items',
} as const;

const savingAddItemMachine = addItemMachine.provide({
  actors: {
    save: fromPromise<AddItemValues | void, SaveInput<AddItemValues>>(async ({ input }) => {
      await saveItem(null, addItemBody(input.values));
      return input.values;
    }),
  },
});
const unitsMachine = createListMachine<Unit>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchUnitPage(input, signal)),
  },
});
const areasMachine = createListMachine<StockArea>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchAreaPage(input, signal)),
  },
});

export function AddInventoryItemScreen() {
  const navigate = useNavigate();
  const units = useSelector(useActorRef(unitsMachine, { input: { debounceMs: 0 } }), (s) => s.context.rows);
  const areas = useSelector(useActorRef(areasMachine, { input: { debounceMs: 0 } }), (s) => s.context.rows);
  const form = useActorRef(
    savingAddItemMachine.provide({
      actions: {
        notifySaved: () => toast(ADD_ITEM_TEXT.saved, 'success'),
        afterSaved: () => void navigate({ to: '/merchant/inventory/items' }),
      },
    }),
    { input: { initial: NEW_ADD_ITEM, role: useRole(), operation: 'createInventoryItem' } },
  );
  const { values, fieldErrors, error, saving, refused, roleNote, change, submit } = useFormView(form);
  const text = (name: keyof AddItemValues) => (e: { target: { value: string } }) => change(name, e.target.value);

  if (refused) {
    return <RoleRefusedPage title={ADD_ITEM_TEXT.title} note={roleNote} backTo="/merchant/inventory/items" backLabel={ADD_ITEM_TEXT.back} />;
  }

  return (
    <Page title={ADD_ITEM_TEXT.title}>
      <form noValidate aria-label={ADD_ITEM_TEXT.title} onSubmit={submit} className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <TextField label="Name" required value={values.name} onChange={text('name')} errors={fieldErrors.name} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="SKU" value={values.sku} onChange={text('sku')} errors={fieldErrors.sku} />
          <SelectField
            label="Unit"
            placeholder="No unit"
            options={units.map((u) => ({ value: u.id, label: u.unit_choice }))}
            value={values.uom}
            onChange={text('uom')}
            errors={fieldErrors.uom}
          />
          <SelectField
            label="Area"
            placeholder="No area"
            options={areas.map((a) => ({ value: a.id, label: a.name }))}
            value={values.area}
            onChange={text('area')}
            errors={fieldErrors.area}
          />
          <TextField label="Min Qty" type="number" min="0" step="0.001" placeholder="0" value={values.min_qty} onChange={text('min_qty')} errors={fieldErrors.min_qty} />
          <TextField label="Par Qty" type="number" min="0" step="0.001" placeholder="0" value={values.par_qty} onChange={text('par_qty')} errors={fieldErrors.par_qty} />
          <TextField label="Cost Price" type="number" min="0" step="0.01" placeholder="0" value={values.cost_price} onChange={text('cost_price')} errors={fieldErrors.cost_price} />
        </div>
        <TextareaField label="Notes" rows={3} value={values.notes} onChange={text('notes')} errors={fieldErrors.notes} />
        <FormError message={error} />
        <div className="flex gap-2">
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => void navigate({ to: '/merchant/inventory/items' })}>
            Cancel
          </Button>
        </div>
      </form>
    </Page>
  );
}
