// The inventory item modal (merchant-operations.md sections 2 and 5): view, edit and create modes
// on the form machine. on_hand is 0 when left empty, par_level null. The product comes from the
// picker or the quick-create product modal, the area from the list or the quick-create area modal.
// In view mode the item's stock history shows under its fields.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createFormMachine, type SaveInput } from '../../machines/form.machine';
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
import { ProductPicker, type PickedProduct } from './product-picker';
import { QuickAreaDialog, QuickProductDialog } from './quick-create';

export const ITEM_TEXT = {
  create: 'New Inventory Item',
  view: 'Inventory Item',
  edit: 'Edit Inventory Item',
  productRequired: 'Product is required.',
  notANumber: 'Enter a number of 0 or more.',
  newProduct: 'New product',
  newArea: 'New area',
  noArea: 'No area',
} as const;

export interface ItemValues {
  product: PickedProduct | null;
  area: string;
  on_hand: string;
  par_level: string;
  notes: string;
  is_active: boolean;
  /** The item's ledger position when it was read: an edit of on-hand made on a stale view is refused. */
  ledger_position: number | null;
}

const quantity = (text: string) => (text.trim() === '' ? null : Number(text));
const badQuantity = (text: string) => {
  const n = quantity(text);
  return n !== null && !(Number.isFinite(n) && n >= 0);
};

export function validateItem(v: ItemValues) {
  const errors: Record<string, string[]> = {};
  if (!v.product) errors.product = [ITEM_TEXT.productRequired];
  if (badQuantity(v.on_hand)) errors.on_hand = [ITEM_TEXT.notANumber];
  if (badQuantity(v.par_level)) errors.par_level = [ITEM_TEXT.notANumber];
  return errors;
}

/** The modal's body: on_hand defaults to 0 and par_level to null when empty (the spec's rule). */
export function itemBody(v: ItemValues) {
  return {
    product: v.product!.id,
    area: v.area ? Number(v.area) : null,
    on_hand: quantity(v.on_hand) ?? 0,
    par_level: quantity(v.par_level),
    notes: v.notes.trim() || null,
    is_active: v.is_active,
    ...(v.ledger_position !== null ? { ledger_position: v.ledger_position } : {}),
  };
}

export const valuesOfItem = (item: InventoryItem): ItemValues => ({
  product: {
    id: item.product,
    product_name: item.product_name,
    sku: item.product_detail.sku,
    unit_name: item.product_detail.unit_name,
  },
  area: item.area === null || item.area === undefined ? '' : String(item.area),
  on_hand: String(item.on_hand),
  par_level: item.par_level === null || item.par_level === undefined ? '' : String(item.par_level),
  notes: item.notes ?? '',
  is_active: item.is_active,
  ledger_position: item.ledger_position,
});

const EMPTY: ItemValues = {
  product: null,
  area: '',
  on_hand: '',
  par_level: '',
  notes: '',
  is_active: true,
  ledger_position: null,
};

const itemFormMachine = createFormMachine<ItemValues>({
  validate: validateItem,
  shownFields: ['product', 'area', 'on_hand', 'par_level', 'notes'],
});
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
    { input: item ? { id: item.id, startInEdit } : { initial: EMPTY } },
  );
  const { values, fieldErrors, error, saving, editable, change: set, submit } = useFormView(form);
  const canEdit = useSelector(form, (s) => s.can({ type: 'edit' }));
  const text = (name: keyof ItemValues) => (e: { target: { value: string } }) => set(name, e.target.value);
  const title = !item ? ITEM_TEXT.create : editable || saving ? ITEM_TEXT.edit : ITEM_TEXT.view;

  return (
    <Dialog open onClose={() => !saving && !quick && onClose()} className="relative z-50">
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
                  {ITEM_TEXT.newProduct}
                </Button>
              )}
            </div>
            <div className="flex items-end gap-2">
              <SelectField
                label="Area"
                className="flex-1"
                placeholder={ITEM_TEXT.noArea}
                options={areaRows.map((a) => ({ value: a.id, label: a.name }))}
                value={values.area ?? ''}
                onChange={text('area')}
                disabled={!editable}
                errors={fieldErrors.area}
              />
              {editable && (
                <Button variant="secondary" onClick={() => setQuick('area')}>
                  {ITEM_TEXT.newArea}
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
    </Dialog>
  );
}
