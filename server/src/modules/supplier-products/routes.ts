// Supplier: its own products - a paged, searchable list, create and update with an image (SKU
// unique per supplier), and delete (decisions.md "Supplier Products list loads real data").
import type { Handlers } from '../../openapi/register';
import type { OperationRequest } from '../../openapi/operations';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors';
import { imageRule, mediaUrl, removeStored } from '../../lib/uploads';
import { readForm, usingForm, type FormFields, type FormInput } from '../../openapi/multipart';
import { inTenant, readTenant } from '../tenants/scope';
import { checkRowQuota } from '../limits/enforce';
import { deleteProduct, findProduct, insertProduct, listProducts, lockProduct, skuTaken, updateProductRow, type ProductRow } from './repo';
import { PRODUCT_MESSAGES, productValues } from './rules';

export const PRODUCT_IMAGE_RULE = imageRule('product-images');
export const DEFAULT_LIMIT = 20;

export const toSupplierProduct = (p: ProductRow) => ({ ...p, image: mediaUrl(p.image) });

const skuError = () => badRequest({ sku: [PRODUCT_MESSAGES.skuTaken] });

type ProductForm = FormInput<FormFields<'createSupplierProduct', 'image'>, 'image'> | FormInput<FormFields<'updateSupplierProduct', 'image'>, 'image'>;

/** Saves a create (id null) or an update from its form; the old image is deleted after the commit. */
async function saveProduct(req: OperationRequest<'createSupplierProduct' | 'updateSupplierProduct'>, form: ProductForm, id: number | null) {
  const { row, replaced } = await usingForm(form, async () => {
    const values = { ...productValues(form.fields), ...(form.files.image ? { image: form.files.image.key } : {}) };
    try {
      return await inTenant(req, async (tx) => {
        const current = id === null ? null : await lockProduct(tx, id);
        if (id !== null && !current) throw notFound();
        if (values.sku && (await skuTaken(tx, values.sku, id))) throw skuError();
        const row = current ? await updateProductRow(tx, current.id, values) : await insertProduct(tx, values);
        if (!current) await checkRowQuota(tx, req, 'products');
        return { row, replaced: values.image ? current?.image : null };
      });
    } catch (err) {
      // Two saves racing for one SKU: the unique index has the last word.
      if (isUniqueViolation(err, 'supplier_products_sku_key')) throw skuError();
      throw err;
    }
  });
  await removeStored(req.server.config.dataDir, replaced);
  return toSupplierProduct(row);
}

export const handlers: Handlers = {
  async listSupplierProducts(req) {
    const { search = '', limit = DEFAULT_LIMIT, offset = 0 } = req.query;
    const { count, rows } = await readTenant(req, (tx) => listProducts(tx, { search, limit, offset }));
    return { count, results: rows.map(toSupplierProduct) };
  },

  async createSupplierProduct(req, reply) {
    const product = await saveProduct(req, await readForm(req, 'createSupplierProduct', { image: PRODUCT_IMAGE_RULE }), null);
    reply.code(201);
    return product;
  },

  async getSupplierProduct(req) {
    const product = await readTenant(req, (tx) => findProduct(tx, req.params.id));
    if (!product) throw notFound();
    return toSupplierProduct(product);
  },

  async updateSupplierProduct(req) {
    return saveProduct(req, await readForm(req, 'updateSupplierProduct', { image: PRODUCT_IMAGE_RULE }), req.params.id);
  },

  async deleteSupplierProduct(req, reply) {
    const deleted = await inTenant(req, (tx) => deleteProduct(tx, req.params.id));
    if (!deleted) throw notFound();
    await removeStored(req.server.config.dataDir, deleted.image);
    return reply.code(204).send();
  },
};
