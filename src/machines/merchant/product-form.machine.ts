// The product form (platform.md sections 3 to 5 and 7; create at /merchant/products/create, edit
// at /merchant/products/{id}): one of the design's workflow machines. The generic form machine
// does the life of the form (load, always open for editing, saving with upload progress, saved,
// the server's field errors under their fields); the rules of product-form.rules.ts give the
// checks (name and category required), the quantity clamp, the two image checks and the multipart
// body. Its child `offers` is the supplier panel (merchant/supplier-offers.machine.ts): in create
// mode it says to save first; a preferred supplier it sets comes back as `field.saved`, so the
// next save keeps it. Supply `load`, `save` (`loadProductWith`, `saveProductWith`), the offers'
// calls (`child: supplierOffersWith(api)`) and the notify actions with `.provide()`.
import { fromPromise } from 'xstate';
import { imageFileError } from '../../lib/image-file';
import { createFormMachine, type SaveInput } from '../form.machine';
import { supplierOffersMachine } from './supplier-offers.machine';
import { changeProduct, emptyProduct, PRODUCT_FIELDS, productBody, toFormValues, validateProduct, type Product, type ProductFormValues } from './product-form.rules';

export * from './product-form.rules';

/** What the save call gets: the product id (null to create), the multipart fields, where to report progress. */
export interface SaveProductInput {
  id: number | null;
  body: ReturnType<typeof productBody>;
  onProgress: (fraction: number) => void;
}

/** The form's input: an id edits that product; without one the form creates a product. */
export const productFormInput = (id?: number) => (id === undefined ? { initial: emptyProduct() } : { id, startInEdit: true });

/** The `load` actor: the stored product as the form's values. */
export const loadProductWith = (load: (id: number) => Promise<Product>) =>
  fromPromise<ProductFormValues, { id: string | number }>(async ({ input }) => toFormValues(await load(Number(input.id))));

/** The `save` actor: the multipart body goes up with progress; the saved product becomes the values. */
export const saveProductWith = (save: (input: SaveProductInput) => Promise<Product>) =>
  fromPromise<ProductFormValues | void, SaveInput<ProductFormValues>>(async ({ input }) =>
    toFormValues(await save({ id: input.id === null ? null : Number(input.id), body: productBody(input.values), onProgress: input.onProgress })),
  );

export const productFormMachine = createFormMachine<ProductFormValues>({
  validate: validateProduct,
  shownFields: PRODUCT_FIELDS,
  change: changeProduct,
  fileChecks: { image: imageFileError, image_high_res: imageFileError },
  alwaysOpen: true,
  child: { id: 'offers', input: (context) => ({ productId: context.id === null ? null : Number(context.id), allowed: context.allowed }) },
}).provide({
  actors: { child: supplierOffersMachine },
  // The form stays open: after a save it is editable again at once (a toast says it saved).
  delays: { savedDelay: 0 },
});

export type ProductFormMachine = typeof productFormMachine;
