// The product form (platform.md sections 3 to 5): create at /merchant/products/create, edit at
// /merchant/products/{id}. Sections: item details; category, units (with Create Unit) and status;
// description; tax rates; quantity; weights and dimensions; packaging; the two images; the
// supplier panel, each listed under 'Sections' to jump to. Save and 'Publish all changes' (both
// save) sit in a save bar that stays in view and asks before unsaved changes are left (issue 28).
// While the images go up an overlay shows the upload's real progress. The product form machine does the
// behaviour, the product choices machine loads the categories, units and taxes.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import type { Notice } from '../../machines/failure';
import { productChoicesWith, type ProductChoicesMachine } from '../../machines/merchant/product-choices.machine';
import { supplierOffersWith, type SupplierOffersMachine } from '../../machines/merchant/supplier-offers.machine';
import { errorMessage } from '../../api/errors';
import {
  loadProductWith,
  PRODUCT_MESSAGES,
  PRODUCT_STATUSES,
  productFormInput,
  productFormMachine,
  saveProductWith,
  type ProductFormMachine,
} from '../../machines/merchant/product-form.machine';
import { Button } from '../../ui/button';
import { RoleNote, RoleRefusedPage } from '../../ui/role-note';
import { useRole } from '../../ui/role';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorRetry } from '../../ui/error-retry';
import { FormError } from '../../ui/form-error';
import { ImageField } from '../../ui/image-field';
import { Page } from '../../ui/page';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { LoadingText } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { UploadProgress } from '../../ui/upload-progress';
import { useFormView } from '../../ui/use-form-view';
import { CreateUnitDialog } from './create-unit-dialog';
import { loadProduct, productChoicesApi, saveProduct, supplierOffersApi } from './product-form.actors';
import { ProductSaveBar } from './product-save-bar';
import { ProductSuppliers } from './product-suppliers';

export const PRODUCT_FORM_TEXT = {
  createTitle: 'Create Product',
  editTitle: 'Edit Product',
  viewTitle: 'Product',
  back: 'Back to products',
  loading: 'Loading product...',
  noTaxes: 'No taxes configured.',
  publish: 'Publish all changes',
  sections: 'Sections',
  suppliers: 'Suppliers',
};

/** The form's id: the save bar's buttons submit it from outside it. */
const FORM_ID = 'product-form';
const SUPPLIERS_SECTION_ID = 'product-section-suppliers';

const SECTIONS = ['Item details', 'Category, units and status', 'Description', 'Tax rates', 'Quantity', 'Weights and dimensions', 'Packaging', 'Images'] as const;
const sectionId = (heading: string) => `product-section-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;

const notify = (_: unknown, { message, variant }: Notice) => void toast(message, variant);

const liveProductForm = productFormMachine.provide({
  actors: {
    load: loadProductWith(loadProduct),
    save: saveProductWith(saveProduct),
    child: supplierOffersWith(supplierOffersApi).provide({ actions: { notify } }),
  },
  actions: {
    notifyFailed: (_, { error }) => void toast(errorMessage(error, PRODUCT_MESSAGES.saveFailed), 'error'),
  },
});

const liveChoices = productChoicesWith(productChoicesApi).provide({ actions: { notify } });

type Form = ActorRefFrom<ProductFormMachine>;
type Choices = ActorRefFrom<ProductChoicesMachine>;

/** The product form; `productId` edits that product, without it the form creates one. */
export function ProductFormScreen({ productId }: { productId?: number }) {
  const navigate = useNavigate();
  const form = useActorRef(
    liveProductForm.provide({
      actions: {
        notifySaved: ({ context }) => {
          if (productId !== undefined) return void toast(PRODUCT_MESSAGES.saved, 'success');
          toast(PRODUCT_MESSAGES.created, 'success');
          // The new product opens in edit mode, where its suppliers can be added.
          void navigate({ to: '/merchant/products/$id', params: { id: String(context.id) } });
        },
      },
    }),
    { input: { ...productFormInput(productId), role: useRole(), operation: productId === undefined ? 'createProduct' : 'updateProduct' } },
  );
  const choices = useActorRef(liveChoices);
  // A unit made in the Create Unit modal is chosen at once.
  useEffect(() => {
    const sub = choices.on('unit.created', ({ unit }) => form.send({ type: 'field.change', name: 'units', value: String(unit.id) }));
    return () => sub.unsubscribe();
  }, [choices, form]);

  const allowed = useSelector(form, (s) => s.context.allowed);
  const title = productId === undefined ? PRODUCT_FORM_TEXT.createTitle : allowed ? PRODUCT_FORM_TEXT.editTitle : PRODUCT_FORM_TEXT.viewTitle;
  const refused = useSelector(form, (s) => (s.hasTag('refused') ? s.context.roleNote : null));
  const formLoading = useSelector(form, (s) => s.hasTag('loading'));
  const choicesLoading = useSelector(choices, (s) => s.hasTag('loading'));
  const creatingUnit = useSelector(choices, (s) => s.hasTag('createUnit'));
  const loadError = useSelector(form, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  const choicesError = useSelector(choices, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  const offers = useSelector(form, (s) => s.children.offers) as ActorRefFrom<SupplierOffersMachine> | undefined;

  if (refused) {
    return <RoleRefusedPage title={title} note={refused} backTo="/merchant/products" backLabel={PRODUCT_FORM_TEXT.back} />;
  }
  if (loadError) {
    return (
      <Page title={title}>
        <ErrorRetry message={loadError} onRetry={() => form.send({ type: 'retry' })} />
      </Page>
    );
  }
  if (choicesError) {
    return (
      <Page title={title}>
        <ErrorRetry message={choicesError} onRetry={() => choices.send({ type: 'retry' })} />
      </Page>
    );
  }
  if (formLoading || choicesLoading) {
    return (
      <Page title={title}>
        <LoadingText>{PRODUCT_FORM_TEXT.loading}</LoadingText>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <ProductFields form={form} choices={choices} title={title} hasSuppliers={!!offers} />
      {offers && (
        <div id={SUPPLIERS_SECTION_ID} className="scroll-mt-4">
          <ProductSuppliers offers={offers} />
        </div>
      )}
      {allowed && <ProductSaveBar form={form} formId={FORM_ID} publishLabel={PRODUCT_FORM_TEXT.publish} />}
      {creatingUnit && <CreateUnitDialog choices={choices} />}
    </Page>
  );
}

function ProductFields({ form, choices, title, hasSuppliers }: { form: Form; choices: Choices; title: string; hasSuppliers: boolean }) {
  const { values, fieldErrors: errors, error, editable, saving, progress, roleNote, change: set, submit } = useFormView(form);
  const storedName = useSelector(form, (s) => s.context.initial.product_name);
  const { categories, units, taxes } = useSelector(choices, (s) => s.context);

  const text = (name: keyof typeof values & string, label: string, extra: { required?: boolean; type?: string; step?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={label}
      {...extra}
      min={extra.type === 'number' ? 0 : undefined}
      value={String(values[name] ?? '')}
      errors={errors[name]}
      disabled={!editable}
      onChange={(e) => set(name, e.target.value)}
    />
  );
  const select = (name: 'category' | 'units' | 'status', label: string, options: SelectOption[], extra: { required?: boolean; placeholder?: string } = {}) => (
    <SelectField label={label} {...extra} options={options} value={values[name]} errors={errors[name]} disabled={!editable} onChange={(e) => set(name, e.target.value)} />
  );
  const textarea = (name: 'description' | 'ingredients' | 'handling_instructions', label: string, rows: number) => (
    <TextareaField label={label} rows={rows} value={values[name]} errors={errors[name]} disabled={!editable} onChange={(e) => set(name, e.target.value)} />
  );
  const decimal = (name: keyof typeof values & string, label: string, step: string) => text(name, label, { type: 'number', step, inputMode: 'decimal' });
  const section = (heading: (typeof SECTIONS)[number], children: ReactNode) => (
    <fieldset id={sectionId(heading)} className="scroll-mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{heading}</legend>
      {children}
    </fieldset>
  );
  const image = (name: 'image' | 'image_high_res', label: string, url: string | null) => (
    <ImageField
      label={label}
      currentUrl={url}
      currentAlt={`Current ${label.toLowerCase()}`}
      emptyText="No image."
      chosen={values[name]}
      newAlt={`New ${label.toLowerCase()}`}
      onChoose={(file) => set(name, file)}
      onRemove={() => set(name, null)}
      errors={errors[name]}
      disabled={!editable}
    />
  );

  return (
    <form id={FORM_ID} noValidate aria-label="Product" className="space-y-4" onSubmit={submit}>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/merchant/products" className="text-blue-700 underline underline-offset-2">
          Products
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{storedName || title}</span>
      </nav>
      <nav aria-label={PRODUCT_FORM_TEXT.sections}>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {SECTIONS.map((heading) => (
            <li key={heading}>
              <a href={`#${sectionId(heading)}`} className="text-blue-700 hover:underline">
                {heading}
              </a>
            </li>
          ))}
          {hasSuppliers && (
            <li>
              <a href={`#${SUPPLIERS_SECTION_ID}`} className="text-blue-700 hover:underline">
                {PRODUCT_FORM_TEXT.suppliers}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <RoleNote note={roleNote} />
      <FormError message={error} />
      {section(
        'Item details',
        <div className="grid gap-3 sm:grid-cols-2">
          {text('product_name', 'Product name', { required: true })}
          {text('pos_name', 'POS name')}
          {text('sku', 'SKU')}
          {text('barcode', 'Barcode', { inputMode: 'numeric' })}
          {decimal('base_price', 'Price', '0.01')}
          {text('limits', 'Limits')}
        </div>,
      )}
      {section(
        'Category, units and status',
        <div className="grid gap-3 sm:grid-cols-3">
          {select(
            'category',
            'Category',
            categories.map((c) => ({ value: c.id, label: c.category_name })),
            { required: true, placeholder: 'Select a category' },
          )}
          <div className="space-y-1">
            {select(
              'units',
              'Units',
              units.map((u) => ({ value: u.id, label: u.unit_choice })),
              { placeholder: 'No unit' },
            )}
            {editable && (
              <Button variant="link" onClick={() => choices.send({ type: 'unit.new' })}>
                Create Unit
              </Button>
            )}
          </div>
          {select('status', 'Status', PRODUCT_STATUSES)}
        </div>,
      )}
      {section(
        'Description',
        <>
          {textarea('description', 'Description', 4)}
          {textarea('ingredients', 'Ingredients', 2)}
          {textarea('handling_instructions', 'Handling instructions', 2)}
        </>,
      )}
      {section(
        'Tax rates',
        taxes.length === 0 ? (
          <p className="text-sm text-slate-600">{PRODUCT_FORM_TEXT.noTaxes}</p>
        ) : (
          <>
            {taxes.map((tax) => (
              <CheckboxField
                key={tax.id}
                label={tax.display_name}
                checked={values.taxes.includes(tax.id)}
                disabled={!editable}
                onChange={(e) => set('taxes', e.target.checked ? [...values.taxes, tax.id] : values.taxes.filter((t) => t !== tax.id))}
              />
            ))}
            {errors.taxes && <FormError message={errors.taxes.join(' ')} />}
          </>
        ),
      )}
      {section('Quantity', text('quantity', 'Quantity', { inputMode: 'numeric' }))}
      {section(
        'Weights and dimensions',
        <div className="grid gap-3 sm:grid-cols-3">
          {decimal('gross_weight', 'Gross weight', '0.001')}
          {decimal('net_weight', 'Net weight', '0.001')}
          {decimal('volume', 'Volume', '0.001')}
          {decimal('height', 'Height', '0.01')}
          {decimal('length', 'Length', '0.01')}
        </div>,
      )}
      {section(
        'Packaging',
        <div className="grid gap-3 sm:grid-cols-2">
          {text('pack_size', 'Pack size')}
          {decimal('pack_weight', 'Pack weight', '0.001')}
        </div>,
      )}
      {section(
        'Images',
        <div className="grid gap-4 sm:grid-cols-2">
          {image('image', 'Main image', values.image_url)}
          {image('image_high_res', 'High-res image', values.image_high_res_url)}
        </div>,
      )}
      {saving && progress !== null && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/30">
          <div className="w-80 rounded-lg bg-white p-4 shadow-xl">
            <UploadProgress fraction={progress} />
          </div>
        </div>
      )}
    </form>
  );
}
