// Supplier: catalogs (platform.md sections 2 and 7) - list, detail, create and update with an
// image (multipart, is_active as 'true' or 'false') - and the merchants and products assigned
// to each (docs/decisions.md: one call to assign, one to take off, each answering the catalog).
import type { FastifyRequest } from 'fastify';
import type { operations } from '@contract';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { imageRule, mediaUrl, removeStored } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { inTenant, readTenant } from '../tenants/scope';
import { cents } from '../priced-catalogs/rules';
import {
  assign,
  assignableExists,
  assignProduct,
  setCatalogPrice,
  ASSIGNMENTS,
  catalogExists,
  findCatalog,
  insertCatalog,
  listCatalogs,
  lockCatalog,
  unassign,
  updateCatalogRow,
  type AssignmentKind,
  type CatalogValues,
  type CatalogWithAssignments,
} from './repo';

export const CATALOG_IMAGE_RULE = imageRule('catalog-images');

/** DRF's words for a primary key that names nothing (as the superadmin membership calls say). */
export const unknownPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** The form's text fields (the image is a file); the update's, where every field may be left out. */
type CatalogForm = Omit<operations['updateCatalog']['requestBody']['content']['multipart/form-data'], 'image'>;

function toCatalog(c: CatalogWithAssignments) {
  return {
    id: c.id,
    catalog_name: c.catalog_name,
    description: c.description,
    image: mediaUrl(c.image),
    merchants: c.merchants,
    products: c.products,
    is_active: c.is_active,
    created_by: c.created_by !== null && c.creator_username !== null ? { id: c.created_by, username: c.creator_username } : null,
    updated_by_super_admin: c.updated_by_super_admin,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

async function catalogResponse(tx: Tx, id: number) {
  const catalog = await findCatalog(tx, id);
  if (!catalog) throw notFound();
  return toCatalog(catalog);
}

/** A catalog price to the cent (null follows the list price). */
const catalogPrice = (price: number | null | undefined) => (price == null ? null : cents(price));

/** The columns a create or update writes: text trimmed, an empty description as null. */
function catalogValues(f: CatalogForm): CatalogValues {
  const values: CatalogValues = {};
  if (f.catalog_name !== undefined) values.catalog_name = f.catalog_name.trim();
  if (f.description !== undefined) values.description = f.description.trim() || null;
  if (f.is_active !== undefined) values.is_active = f.is_active;
  return values;
}

/** Assigns (or takes off) one merchant or product: 404 for an unknown catalog, 400 for an unknown merchant or product. */
function changeAssignment(req: FastifyRequest, change: typeof assign, kind: AssignmentKind, catalogId: number, id: number) {
  return inTenant(req, async (tx) => {
    if (!(await catalogExists(tx, catalogId))) throw notFound();
    if (!(await assignableExists(tx, kind, id))) throw badRequest({ [ASSIGNMENTS[kind].column]: [unknownPk(id)] });
    await change(tx, kind, catalogId, id);
    return catalogResponse(tx, catalogId);
  });
}

export const handlers: Handlers = {
  async listCatalogs(req) {
    return (await readTenant(req, listCatalogs)).map(toCatalog);
  },

  async getCatalog(req) {
    return readTenant(req, (tx) => catalogResponse(tx, req.params.catalogId));
  },

  async addCatalog(req, reply) {
    const form = await readForm(req, 'addCatalog', { image: CATALOG_IMAGE_RULE });
    return usingForm(form, async () => {
      const values = { ...catalogValues(form.fields), ...(form.files.image ? { image: form.files.image.key } : {}), created_by: req.user!.id };
      const catalog = await inTenant(req, async (tx) => catalogResponse(tx, await insertCatalog(tx, values)));
      reply.code(201);
      return catalog;
    });
  },

  async updateCatalog(req) {
    const { catalogId } = req.params;
    const form = await readForm(req, 'updateCatalog', { image: CATALOG_IMAGE_RULE });
    const { catalog, replaced } = await usingForm(form, () =>
      inTenant(req, async (tx) => {
        const current = await lockCatalog(tx, catalogId);
        if (!current) throw notFound();
        const values = { ...catalogValues(form.fields), ...(form.files.image ? { image: form.files.image.key } : {}) };
        await updateCatalogRow(tx, catalogId, values);
        return { catalog: await catalogResponse(tx, catalogId), replaced: values.image ? current.image : null };
      }),
    );
    // The replaced image is no longer referenced.
    await removeStored(req.server.config.dataDir, replaced);
    return catalog;
  },

  // An assignment names the merchant or product in its body, a removal in its path.
  async addCatalogMerchant(req) {
    return changeAssignment(req, assign, 'merchant', req.params.catalogId, req.body.merchant_id);
  },
  async removeCatalogMerchant(req) {
    return changeAssignment(req, unassign, 'merchant', req.params.catalogId, req.params.merchant_id);
  },
  // Without a price an assigned product keeps its own; with one (or null: the list price) it is set.
  async addCatalogProduct(req) {
    const { price } = req.body;
    const change: typeof assign = price === undefined ? assign : (tx, _kind, catalogId, id) => assignProduct(tx, catalogId, id, catalogPrice(price));
    return changeAssignment(req, change, 'product', req.params.catalogId, req.body.product_id);
  },
  async updateCatalogProduct(req) {
    const { catalogId, product_id } = req.params;
    return inTenant(req, async (tx) => {
      if (!(await catalogExists(tx, catalogId))) throw notFound();
      if (!(await assignableExists(tx, 'product', product_id))) throw badRequest({ product_id: [unknownPk(product_id)] });
      if (!(await setCatalogPrice(tx, catalogId, product_id, catalogPrice(req.body.price)))) throw notFound();
      return catalogResponse(tx, catalogId);
    });
  },
  async removeCatalogProduct(req) {
    return changeAssignment(req, unassign, 'product', req.params.catalogId, req.params.product_id);
  },
};
