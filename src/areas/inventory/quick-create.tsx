// The item modal's two quick-create modals (merchant-operations.md sections 2 and 5): a product
// (name, category and base price required; status ACT) and a stock area (name trimmed and
// title-cased). Each is a create form on its machine (src/machines/inventory/); the new row goes
// back to the item form.
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { SaveInput } from '../../machines/form.machine';
import { areaFormMachine, NEW_AREA, quickAreaValues, type AreaValues } from '../../machines/inventory/area-form.machine';
import { NEW_QUICK_PRODUCT, quickProductMachine, type QuickProduct } from '../../machines/inventory/quick-product.machine';
import { createListMachine } from '../../machines/list.machine';
import { FormDialog } from '../../ui/form-dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { createQuickProduct, fetchCategoryPage, type Category, type Product } from './catalogue.actors';
import { saveArea, type StockArea } from './inventory.actors';
import { AreaFields } from './stock-areas';
import { useFormView } from '../../ui/use-form-view';

export const QUICK_TEXT = {
  productTitle: 'New Product',
  areaTitle: 'New Area',
  createProduct: 'Create Product',
  createArea: 'Create Area',
} as const;

const categoriesMachine = createListMachine<Category>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchCategoryPage(input, signal)),
  },
});

export function QuickProductDialog({ onCreated, onClose }: { onCreated: (p: Product) => void; onClose: () => void }) {
  const categories = useActorRef(categoriesMachine, {
    input: { debounceMs: 0 },
  });
  const categoryRows = useSelector(categories, (s) => s.context.rows);
  const form = useActorRef(
    quickProductMachine.provide({
      actors: {
        save: fromPromise<QuickProduct | void, SaveInput<QuickProduct>>(async ({ input }) => {
          onCreated(await createQuickProduct(input.values));
          return input.values;
        }),
      },
    }),
    {
      input: {
        initial: NEW_QUICK_PRODUCT,
      },
    },
  );
  const { values, fieldErrors, error, saving, change, submit } = useFormView(form);
  const text = (name: keyof QuickProduct) => (e: { target: { value: string } }) => change(name, e.target.value);
  return (
    <FormDialog open title={QUICK_TEXT.productTitle} onClose={onClose} onSubmit={submit} submitLabel={QUICK_TEXT.createProduct} busy={saving} error={error}>
      <TextField label="Name" required value={values.product_name} onChange={text('product_name')} errors={fieldErrors.product_name} />
      <TextField label="SKU" value={values.sku} onChange={text('sku')} errors={fieldErrors.sku} />
      <SelectField
        label="Category"
        required
        placeholder="Select a category"
        options={categoryRows.map((c) => ({
          value: c.id,
          label: c.category_name,
        }))}
        value={values.category}
        onChange={text('category')}
        errors={fieldErrors.category}
      />
      <TextField label="Base Price" required type="number" step="0.01" min="0" value={values.base_price} onChange={text('base_price')} errors={fieldErrors.base_price} />
    </FormDialog>
  );
}

export function QuickAreaDialog({ onCreated, onClose }: { onCreated: (a: StockArea) => void; onClose: () => void }) {
  const form = useActorRef(
    areaFormMachine.provide({
      actors: {
        save: fromPromise<AreaValues | void, SaveInput<AreaValues>>(async ({ input }) => {
          onCreated(await saveArea(null, quickAreaValues(input.values)));
          return input.values;
        }),
      },
    }),
    { input: { initial: NEW_AREA } },
  );
  const view = useFormView(form);
  return (
    <FormDialog open title={QUICK_TEXT.areaTitle} onClose={onClose} onSubmit={view.submit} submitLabel={QUICK_TEXT.createArea} busy={view.saving} error={view.error}>
      <AreaFields {...view} />
    </FormDialog>
  );
}
