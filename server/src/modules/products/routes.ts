// Merchant products (both spec documents): the paged list with search, the product form as
// multipart (create and replace, with its two images, taxes and preferred supplier), delete, and
// the eligible suppliers for ordering. A form that fails leaves nothing behind: no row, no file.
import type { Handlers, OperationRequest } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { badRequest, invalidPk, isUniqueViolation, notFound } from '../../lib/errors';
import { imageRule, removeStored } from '../../lib/uploads';
import { readForm, usingForm, type FormInput } from '../../openapi/multipart';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { offerPrices } from '../priced-catalogs/connected';
import { eligibleSuppliers, preferSupplier } from '../offers/repo';
import { checkRowQuota } from '../limits/enforce';
import { BARCODE_MESSAGES, gtin14 } from '@shared/barcode';
import { barcodeTaken, deleteProduct, findProduct, insertProduct, listProducts, lockProductImages, missingIds, setProductTaxes, skuTaken, toProduct, updateProduct } from './repo';
import { barcodeFieldError, productValues, taxIdsOf, type ProductForm } from './rules';

export const PRODUCT_MESSAGES = {
  skuTaken: 'product with this sku already exists.',
  barcodeTaken: BARCODE_MESSAGES.taken,
};

const PRODUCT_IMAGE_RULE = imageRule('product-images');
const IMAGE_RULES = { image: PRODUCT_IMAGE_RULE, image_high_res: PRODUCT_IMAGE_RULE };
const DEFAULT_LIMIT = 20;

/** Every field error of the form's references, SKU and barcode at once. */
async function checkForm(tx: Tx, form: ProductForm, { sku, barcode }: { sku: string | null; barcode: string | null }, productId = 0): Promise<void> {
  const errors: Record<string, string[]> = {};
  const missing = async (field: string, table: Parameters<typeof missingIds>[1], ids: number[]) => {
    const unknown = await missingIds(tx, table, ids);
    if (unknown.length) errors[field] = unknown.map(invalidPk);
  };
  await missing('category', 'categories', [form.category]);
  await missing('units', 'units', form.units ? [form.units] : []);
  await missing('taxes', 'taxes', taxIdsOf(form));
  await missing('preferred_supplier_id', 'suppliers', form.preferred_supplier_id ? [form.preferred_supplier_id] : []);
  if (sku && (await skuTaken(tx, sku, productId))) errors.sku = [PRODUCT_MESSAGES.skuTaken];
  const barcodeWrong = barcodeFieldError(barcode);
  if (barcodeWrong) errors.barcode = [barcodeWrong];
  else if (barcode && (await barcodeTaken(tx, gtin14(barcode), productId))) errors.barcode = [PRODUCT_MESSAGES.barcodeTaken];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** Saves the form in one transaction; the database has the last word when two saves race for a SKU. */
async function saveForm<T>(req: OperationRequest<'createProduct'> | OperationRequest<'updateProduct'>, form: FormInput<ProductForm>, save: (tx: Tx) => Promise<T>): Promise<T> {
  return usingForm(form, async () => {
    try {
      return await inTenant(req, save);
    } catch (err) {
      if (isUniqueViolation(err, 'products_sku_unique')) throw badRequest({ sku: [PRODUCT_MESSAGES.skuTaken] });
      if (isUniqueViolation(err, 'products_barcode_unique')) throw badRequest({ barcode: [PRODUCT_MESSAGES.barcodeTaken] });
      throw err;
    }
  });
}

/** The taxes and the preferred supplier of a saved form, then the product as the contract answers it. */
async function finish(tx: Tx, id: number, form: ProductForm) {
  await setProductTaxes(tx, id, taxIdsOf(form));
  await preferSupplier(tx, id, form.preferred_supplier_id ?? null);
  return toProduct((await findProduct(tx, id))!);
}

const imagesOf = (form: FormInput<ProductForm>) => ({ image: form.files.image?.key, image_high_res: form.files.image_high_res?.key });

export const handlers: Handlers = {
  async listProducts(req) {
    const q = req.query;
    const window =
      q.limit === undefined && q.offset === undefined && (q.page !== undefined || q.page_size !== undefined)
        ? { limit: q.page_size ?? DEFAULT_LIMIT, offset: ((q.page ?? 1) - 1) * (q.page_size ?? DEFAULT_LIMIT) }
        : { limit: q.limit ?? DEFAULT_LIMIT, offset: q.offset ?? 0 };
    const { count, rows } = await readTenant(req, (tx) => listProducts(tx, q.search ?? '', window));
    return { count, results: rows.map(toProduct) };
  },

  async createProduct(req, reply) {
    const form = await readForm(req, 'createProduct', IMAGE_RULES);
    const product = await saveForm(req, form, async (tx) => {
      const values = productValues(form.fields);
      await checkForm(tx, form.fields, values);
      const id = await insertProduct(tx, { ...values, ...imagesOf(form) });
      await checkRowQuota(tx, req, 'products');
      return finish(tx, id, form.fields);
    });
    reply.code(201);
    return product;
  },

  async getProduct(req) {
    const product = await readTenant(req, (tx) => findProduct(tx, req.params.id));
    if (!product) throw notFound();
    return toProduct(product);
  },

  async updateProduct(req) {
    const { id } = req.params;
    if (!(await readTenant(req, (tx) => findProduct(tx, id)))) throw notFound();
    const form = await readForm(req, 'updateProduct', IMAGE_RULES);
    const images = imagesOf(form);
    const { product, replaced } = await saveForm(req, form, async (tx) => {
      const before = await lockProductImages(tx, id);
      if (!before) throw notFound();
      const values = productValues(form.fields);
      await checkForm(tx, form.fields, values, id);
      await updateProduct(tx, id, { ...values, ...images });
      const replacedKeys = [images.image && before.image, images.image_high_res && before.image_high_res];
      return { product: await finish(tx, id, form.fields), replaced: replacedKeys };
    });
    // The replaced images are no longer referenced: delete them after the commit.
    await removeStored(req.server.config.dataDir, ...replaced);
    return product;
  },

  async deleteProduct(req, reply) {
    const deleted = await inTenant(req, (tx) => deleteProduct(tx, req.params.id));
    if (!deleted) throw notFound();
    await removeStored(req.server.config.dataDir, deleted.image, deleted.image_high_res);
    return reply.code(204).send();
  },

  async listEligibleSuppliers(req) {
    const { id } = req.params;
    const suppliers = await readTenant(req, async (tx) => {
      if (!(await findProduct(tx, id))) return null;
      const rows = await eligibleSuppliers(tx, id);
      const prices = await offerPrices(tx, req.server.crossTenant, requestTenant(req).id, rows);
      return rows.map(({ id, name, is_preferred, shop_in_store }, i) => ({ id, name, supplier_name: name, is_preferred, shop_in_store, price: prices[i] }));
    });
    if (!suppliers) throw notFound();
    return suppliers;
  },
};
