// The inventory item modal (merchant-operations.md sections 2 and 5): view, edit and create modes
// of the item form machine (src/machines/inventory/item-form.machine.ts, with its rules). The
// product comes from the picker or the quick-create product modal, the area from the list or the
// quick-create area modal. In view mode the item's stock history shows under its fields.
import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { SaveInput } from '../../machines/form.machine';
import { EMPTY_ITEM, itemBody, itemFormMachine, valuesOfItem, type ItemValues } from '../../machines/inventory/item-form.machine';
import { createListMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormError } from '../../ui/form-error';
import { SelectField } from '../../ui/select-field';
import { TextareaField } from '../../ui/textarea-field';
import { TextField } from '../../ui/text-field';
import { useFormView } from '../../ui/use-form-view';
import { fetchAreaPage, saveItem, type InventoryItem, type StockArea } from './inventory.actors';
import { ItemHistory } from './item-history';
import { ProductPicker } from './product-picker';
import { QuickAreaDialog, QuickProductDialog } from './quick-create';
import { useRole } from '../../ui/role';
import { Modal } from '../../ui/modal';

export const ITEM_MODAL_TEXT = {
  create: 'New Inventory Item',
  view: 'Inventory Item',
  edit: 'Edit Inventory Item',
  newProduct: 'New product',
  newArea: 'New area',
  noArea: 'No area',
} as const;

const areaOptionsMachine = createListMachine<StockArea>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchAreaPage(input, signal)),
  },
});

export interface ItemModalProps {
  /** The item to view or edit; null creates one. */
  item: InventoryItem | null;
  startInEdit?: boolean;
  onClose: () => void;
  onSaved: (item: InventoryItem) => void;
}

export function ItemModal({ item, startInEdit = false, onClose, onSaved }: ItemModalProps) {
  const role = useRole();
  const [quick, setQuick] = useState<'product' | 'area' | null>(null);
  const areas = useActorRef(areaOptionsMachine, { input: { debounceMs: 0 } });
  const areaRows = useSelector(areas, (s) => s.context.rows);
  const form = useActorRef(
    itemFormMachine.provide({
      actors: {
        load: fromPromise(async () => valuesOfItem(item!)),
        save: fromPromise<ItemValues | void, SaveInput<ItemValues>>(async ({ input }) => {
          const saved = await saveItem(item ? item.id : null, itemBody(input.values));
          onSaved(saved);
          return valuesOfItem(saved);
        }),
      },
    }),
    // A role that may not change items (staff) only views: the form machine offers no edit.
    { input: item ? { id: item.id, startInEdit, role, operation: 'updateInventoryItem' } : { initial: EMPTY_ITEM } },
  );
  const { values, fieldErrors, error, saving, editable, change: set, submit } = useFormView(form);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));
  const text = (name: keyof ItemValues) => (e: { target: { value: string } }) => set(name, e.target.value);
  const title = !item ? ITEM_MODAL_TEXT.create : editable || saving ? ITEM_MODAL_TEXT.edit : ITEM_MODAL_TEXT.view;

  return (
    <Modal open onClose={() => !saving && !quick && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-full w-full max-w-3xl space-y-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <form noValidate aria-label={title} onSubmit={submit} className="space-y-4">
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <ProductPicker value={values.product ?? null} onChange={(p) => set('product', p)} disabled={!editable} errors={fieldErrors.product} />
              </div>
              {editable && (
                <Button variant="secondary" onClick={() => setQuick('product')}>
                  {ITEM_MODAL_TEXT.newProduct}
                </Button>
              )}
            </div>
            <div className="flex items-end gap-2">
              <SelectField
                label="Area"
                className="flex-1"
                placeholder={ITEM_MODAL_TEXT.noArea}
                options={areaRows.map((a) => ({ value: a.id, label: a.name }))}
                value={values.area ?? ''}
                onChange={text('area')}
                disabled={!editable}
                errors={fieldErrors.area}
              />
              {editable && (
                <Button variant="secondary" onClick={() => setQuick('area')}>
                  {ITEM_MODAL_TEXT.newArea}
                </Button>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="On Hand"
                type="number"
                min="0"
                step="0.001"
                value={values.on_hand ?? ''}
                placeholder="0"
                onChange={text('on_hand')}
                readOnly={!editable}
                errors={fieldErrors.on_hand}
              />
              <TextField
                label="Par Level"
                type="number"
                min="0"
                step="0.001"
                value={values.par_level ?? ''}
                onChange={text('par_level')}
                readOnly={!editable}
                errors={fieldErrors.par_level}
              />
            </div>
            <TextareaField label="Notes" rows={2} value={values.notes ?? ''} onChange={text('notes')} readOnly={!editable} errors={fieldErrors.notes} />
            <CheckboxField label="Active" checked={values.is_active ?? true} onChange={(e) => set('is_active', e.target.checked)} disabled={!editable} />
            <FormError message={error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={saving}>
                Close
              </Button>
              {canEdit && <Button onClick={() => form.send({ type: 'edit' })}>Edit</Button>}
              {(editable || saving) && (
                <Button type="submit" loading={saving}>
                  Save
                </Button>
              )}
            </div>
          </form>
          {item && !editable && !saving && <ItemHistory itemId={item.id} />}
          {quick === 'product' && (
            <QuickProductDialog
              onClose={() => setQuick(null)}
              onCreated={(p) => {
                set('product', {
                  id: p.id,
                  product_name: p.product_name,
                  sku: p.sku,
                  unit_name: p.unit_name,
                });
                setQuick(null);
              }}
            />
          )}
          {quick === 'area' && (
            <QuickAreaDialog
              onClose={() => setQuick(null)}
              onCreated={(a) => {
                areas.send({ type: 'reload' });
                set('area', String(a.id));
                setQuick(null);
              }}
            />
          )}
        </DialogPanel>
      </div>
    </Modal>
  );
}
