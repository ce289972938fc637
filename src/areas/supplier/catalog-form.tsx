// The catalog form of Create Catalog and Edit Catalog (platform.md section 2): Catalog Name,
// Description, Image (the stored one, and a preview of a new one with Remove), Active; an upload
// progress bar while saving. The screen owns the catalog form machine's actor.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { catalogFormMachine } from '../../machines/supplier/catalog-form.machine';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormError } from '../../ui/form-error';
import { ImageField } from '../../ui/image-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { UploadProgress } from '../../ui/upload-progress';
import { useFormView } from '../../ui/use-form-view';

export function CatalogForm({ form, submitLabel, cancel }: { form: ActorRefFrom<typeof catalogFormMachine>; submitLabel: string; cancel: ReactNode }) {
  const { values, fieldErrors, error, progress, saving, editable, change, submit } = useFormView(form);
  // A role that may not save the catalog (staff) gets no Save.
  const allowed = useSelector(form, (s) => s.context.allowed);

  return (
    <form noValidate onSubmit={submit} aria-label="Catalog" className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <TextField
        label="Catalog Name"
        name="catalog_name"
        required
        value={values.catalog_name}
        onChange={(e) => change('catalog_name', e.target.value)}
        errors={fieldErrors.catalog_name}
        disabled={!editable}
      />
      <TextareaField
        label="Description"
        name="description"
        rows={4}
        value={values.description}
        onChange={(e) => change('description', e.target.value)}
        errors={fieldErrors.description}
        disabled={!editable}
      />
      <ImageField
        label="Image"
        currentUrl={values.currentImage}
        currentAlt="Current catalog image"
        emptyText="No Image"
        chosen={values.image}
        newAlt="New catalog image"
        onChoose={(file) => change('image', file)}
        onRemove={() => change('image', null)}
        errors={fieldErrors.image}
        disabled={!editable}
      />
      <CheckboxField label="Active" checked={values.is_active} onChange={(e) => change('is_active', e.target.checked)} errors={fieldErrors.is_active} disabled={!editable} />
      {saving && progress !== null && <UploadProgress fraction={progress} />}
      <FormError message={error} />
      <div className="flex gap-2">
        {allowed && (
          <Button type="submit" loading={saving} disabled={!editable && !saving}>
            {submitLabel}
          </Button>
        )}
        {cancel}
      </div>
    </form>
  );
}
