// The product form in a dialog (create, or edit a row): Name, SKU, Unit, Price, Image (preview
// with Remove) and Active, saved as multipart with an upload progress bar. The product form
// machine does the behaviour; the list reloads after a save.
import { DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useActorRef } from '../../lib/inspection';
import { failureText, loadProductWith, MESSAGES, newProductInput, productFormMachine, saveProductWith } from '../../machines/supplier/product-form.machine';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormButtons } from '../../ui/form-buttons';
import { FormError } from '../../ui/form-error';
import { ImageField } from '../../ui/image-field';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toasts';
import { UploadProgress } from '../../ui/upload-progress';
import { loadProduct, saveProduct } from './products.actors';
import { useFormView } from '../../ui/use-form-view';
import { Modal } from '../../ui/modal';

const liveProductFormMachine = productFormMachine.provide({
  actors: { load: loadProductWith(loadProduct), save: saveProductWith(saveProduct) },
  actions: { notifyFailed: (_, { error }) => void toast(failureText(error), 'error') },
});

/** `productId` null: a new product. Mounted only while open. */
export function ProductDialog({ productId, onClose, onSaved }: { productId: number | null; onClose: () => void; onSaved: () => void }) {
  const form = useActorRef(
    liveProductFormMachine.provide({
      actions: {
        notifySaved: () => {
          toast(productId === null ? MESSAGES.created : MESSAGES.updated, 'success');
          onSaved();
        },
      },
    }),
    { input: productId === null ? newProductInput() : { id: productId, startInEdit: true } },
  );
  const { values, fieldErrors, error, progress, loading, loadFailed, saving, editable, change, submit } = useFormView(form);

  return (
    <Modal open onClose={() => !saving && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{productId === null ? 'New Product' : 'Edit Product'}</DialogTitle>
          {loading && <LoadingText>Loading product...</LoadingText>}
          {loadFailed && <ErrorRetry message={error} onRetry={() => form.send({ type: 'retry' })} />}
          {!loading && !loadFailed && (
            <form noValidate onSubmit={submit} aria-label="Product" className="space-y-4">
              <TextField label="Name" name="name" required value={values.name} onChange={(e) => change('name', e.target.value)} errors={fieldErrors.name} disabled={!editable} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="SKU" name="sku" required value={values.sku} onChange={(e) => change('sku', e.target.value)} errors={fieldErrors.sku} disabled={!editable} />
                <TextField
                  label="Unit"
                  name="unit"
                  hint="e.g. case, lb, bunch"
                  value={values.unit}
                  onChange={(e) => change('unit', e.target.value)}
                  errors={fieldErrors.unit}
                  disabled={!editable}
                />
                <TextField
                  label="Price"
                  name="price"
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  value={values.price}
                  onChange={(e) => change('price', e.target.value)}
                  errors={fieldErrors.price}
                  disabled={!editable}
                />
                <CheckboxField
                  className="self-end"
                  label="Active"
                  checked={values.is_active}
                  onChange={(e) => change('is_active', e.target.checked)}
                  errors={fieldErrors.is_active}
                  disabled={!editable}
                />
              </div>
              <ImageField
                label="Image"
                currentUrl={values.currentImage}
                currentAlt="Current product image"
                emptyText="No Image"
                chosen={values.image}
                newAlt="New product image"
                onChoose={(file) => change('image', file)}
                onRemove={() => change('image', null)}
                errors={fieldErrors.image}
                disabled={!editable}
              />
              {saving && progress !== null && <UploadProgress fraction={progress} />}
              <FormError message={error} />
              <FormButtons onCancel={onClose} submitLabel="Save Product" busy={saving} submitDisabled={!editable} />
            </form>
          )}
        </DialogPanel>
      </div>
    </Modal>
  );
}
