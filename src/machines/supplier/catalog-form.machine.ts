// Create Catalog and Edit Catalog (platform.md sections 2, 5 and 8): Catalog Name (required and
// trimmed), Description, Image and Active. Editing shows the stored image; a newly chosen one is
// checked at once (jpeg, png or webp, at most 5 MB), previewed, and can be removed again
// (`field.change` 'image' null). The body is multipart with is_active as 'true' or 'false'.
// Server field errors show under their fields; other failures toast `failureText`. The generic
// form machine does the behaviour: supply `save` (`saveCatalogWith`), for an edit `load`
// (`loadCatalogWith`), and the notify actions.
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { imageFileError } from '../../lib/image-file';
import { serverResponseLines } from '../failure';
import { createFormMachine, type FieldErrors, type FormInput, type SaveInput } from '../form.machine';

export type Catalog = components['schemas']['Catalog'];

export interface CatalogFormValues {
  id?: number;
  catalog_name: string;
  description: string;
  is_active: boolean;
  /** A newly chosen image (null: keep the stored one). */
  image: File | null;
  /** The stored image's URL (read-only). */
  currentImage: string | null;
  /** What the catalog is assigned (read-only here: the assignment calls change it). */
  merchants: Catalog['merchants'];
  products: Catalog['products'];
}

/** The multipart fields. */
export interface CatalogBody {
  catalog_name: string;
  description: string;
  is_active: 'true' | 'false';
  image?: File;
}

/** What the save call gets: the catalog (null: a new one), the body, and where to report upload progress. */
export interface SaveCatalogInput {
  id: number | null;
  body: CatalogBody;
  onProgress: (fraction: number) => void;
}

export const MESSAGES = {
  nameRequired: 'Catalog name is required.',
  created: 'Catalog created!',
  updated: 'Catalog updated.',
  createFailed: 'Failed to create catalog:',
  updateFailed: 'Failed to update:',
  tryAgain: 'Please try again.',
};

export const SHOWN_FIELDS = ['catalog_name', 'description', 'is_active', 'image'] as const;

export const newCatalogInput = (): FormInput<CatalogFormValues> => ({
  initial: { catalog_name: '', description: '', is_active: true, image: null, currentImage: null, merchants: [], products: [] },
});

export const toCatalogValues = (c: Catalog): CatalogFormValues => ({
  id: c.id,
  catalog_name: c.catalog_name,
  description: c.description ?? '',
  is_active: c.is_active,
  image: null,
  currentImage: c.image ?? null,
  merchants: c.merchants,
  products: c.products,
});

export function catalogBody(values: CatalogFormValues): CatalogBody {
  return {
    catalog_name: values.catalog_name.trim(),
    description: values.description.trim(),
    is_active: values.is_active ? 'true' : 'false',
    ...(values.image ? { image: values.image } : {}),
  };
}

export const validateCatalog = (values: CatalogFormValues): FieldErrors => (values.catalog_name.trim() === '' ? { catalog_name: [MESSAGES.nameRequired] } : {});

/** 'Failed to create catalog: {server response}' or 'Failed to update: {server response}'. */
export const failureText = (prefix: string, err: unknown) => `${prefix} ${serverResponseLines(err, MESSAGES.tryAgain).join(' ')}`;

export const loadCatalogWith = (load: (id: number) => Promise<Catalog>) =>
  fromPromise<CatalogFormValues, { id: string | number }>(async ({ input }) => toCatalogValues(await load(Number(input.id))));

/** The `save` actor: the body goes up with progress; the answer (with its stored image) becomes the values. */
export const saveCatalogWith = (save: (input: SaveCatalogInput) => Promise<Catalog>) =>
  fromPromise<CatalogFormValues | void, SaveInput<CatalogFormValues>>(async ({ input }) =>
    toCatalogValues(await save({ id: input.id === null ? null : Number(input.id), body: catalogBody(input.values), onProgress: input.onProgress })),
  );

export const catalogFormMachine = createFormMachine<CatalogFormValues>({
  validate: validateCatalog,
  shownFields: SHOWN_FIELDS,
  fileChecks: { image: imageFileError },
});
