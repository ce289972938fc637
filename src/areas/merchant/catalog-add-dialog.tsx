// The 'Add to my products' dialog of a supplier's catalog (issue 22): a new product (name, SKU
// prefilled from the item, a category chosen) or a link to one of the merchant's products. The
// catalog add form machine does the behaviour; the choices load with list machines.
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { formatMoney } from '../../lib/money';
import { createListMachine } from '../../machines/list.machine';
import { addValuesFor, catalogAddMachine, CATALOG_ADD_MESSAGES, saveCatalogAddWith } from '../../machines/merchant/catalog-add.machine';
import type { SupplierCatalogItem } from '../../machines/merchant/supplier-catalog.machine';
import { ErrorRetry } from '../../ui/error-retry';
import { FormDialog } from '../../ui/form-dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { useFormView } from '../../ui/use-form-view';
import { addFromSupplierCatalog, fetchCategoryChoices, fetchProductChoices, type Choice } from './supplier-catalog.actors';

export const ADD_DIALOG_TEXT = {
  title: (name: string) => `Add ${name} to your products`,
  description: (supplier: string, price: number) => `From ${supplier} at ${formatMoney(price)}. The product gets an offer from ${supplier} at its catalog price.`,
  mode: 'Add as',
  newProduct: 'A new product',
  link: 'Link to an existing product',
  submit: 'Add Product',
};

const categoriesMachine = createListMachine<Choice>().provide({ actors: { fetchPage: fromPromise(({ signal }) => fetchCategoryChoices(undefined, signal)) } });
const productsMachine = createListMachine<Choice>().provide({ actors: { fetchPage: fromPromise(({ signal }) => fetchProductChoices(undefined, signal)) } });

/** A select of choices loaded by a list machine, with a Retry when they failed. */
function ChoiceField({
  machine,
  label,
  placeholder,
  value,
  onChange,
  errors,
}: {
  machine: typeof categoriesMachine;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  errors?: string[];
}) {
  const list = useActorRef(machine, { input: { debounceMs: 0 } });
  const rows = useSelector(list, (s) => s.context.rows);
  const error = useSelector(list, (s) => (s.hasTag('error') ? s.context.error : null));
  return (
    <div className="space-y-1">
      <SelectField
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={rows.map((r) => ({ value: r.id, label: r.name }))}
        errors={errors}
      />
      {error && <ErrorRetry compact message={error} onRetry={() => list.send({ type: 'reload' })} />}
    </div>
  );
}

export function CatalogAddDialog({
  supplierId,
  supplierName,
  item,
  onAdded,
  onClose,
}: {
  supplierId: number;
  supplierName: string;
  item: SupplierCatalogItem;
  onAdded: () => void;
  onClose: () => void;
}) {
  const form = useActorRef(
    catalogAddMachine.provide({
      actors: { save: saveCatalogAddWith(addFromSupplierCatalog(supplierId)) },
      actions: { notifySaved: onAdded, notifyFailed: ({ context }) => void toast(context.error ?? CATALOG_ADD_MESSAGES.failed, 'error') },
    }),
    { input: { initial: addValuesFor(item) } },
  );
  const { values, fieldErrors, error, saving, change, submit } = useFormView(form);
  return (
    <FormDialog
      open
      title={ADD_DIALOG_TEXT.title(item.name)}
      description={ADD_DIALOG_TEXT.description(supplierName, item.price)}
      submitLabel={ADD_DIALOG_TEXT.submit}
      busy={saving}
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{ADD_DIALOG_TEXT.mode}</legend>
        {(['new', 'link'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => change('mode', mode)} className="accent-blue-600" />
            {mode === 'new' ? ADD_DIALOG_TEXT.newProduct : ADD_DIALOG_TEXT.link}
          </label>
        ))}
      </fieldset>
      {values.mode === 'new' ? (
        <>
          <TextField label="Product Name" required maxLength={255} value={values.product_name} onChange={(e) => change('product_name', e.target.value)} errors={fieldErrors.product_name} />
          <TextField label="SKU" maxLength={255} value={values.sku} onChange={(e) => change('sku', e.target.value)} errors={fieldErrors.sku} />
          <ChoiceField
            machine={categoriesMachine}
            label="Category"
            placeholder="Select a category"
            value={values.category}
            onChange={(v) => change('category', v)}
            errors={fieldErrors.category}
          />
        </>
      ) : (
        <ChoiceField
          machine={productsMachine}
          label="Product"
          placeholder="Select a product"
          value={values.product_id}
          onChange={(v) => change('product_id', v)}
          errors={fieldErrors.product_id}
        />
      )}
    </FormDialog>
  );
}
