// The merchant's view of a connected supplier (decisions.md "Priced catalogs"): its catalog at this
// merchant's prices, and adding an item to the merchant's products in one step (the product and its
// offer tied to the supplier's product). Both read the supplier's schema through the cross-tenant
// reads, for the supplier's record of this merchant on the ACTIVE connection.
import type { Handlers } from '../../openapi/operations';
import { badRequest, invalidPk } from '../../lib/errors';
import { mediaUrl } from '../../lib/uploads';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { checkRowQuota } from '../limits/enforce';
import { insertRow } from '../../db/rows';
import { findOffer, findOfferOf, insertOffer, lockProduct, makePreferred, updateOffer } from '../offers/repo';
import { pricedOffers } from '../offers/routes';
import { missingIds, PRODUCT_COLUMNS, skuTaken } from '../products/repo';
import { PRODUCT_MESSAGES } from '../products/routes';
import { catalogItem, requireLink } from './connected';
import { CATALOG_MESSAGES, cents } from './rules';

const DEFAULT_LIMIT = 20;

export const handlers: Handlers = {
  async listSupplierCatalog(req) {
    const { id } = req.params;
    const { search = '', limit = DEFAULT_LIMIT, offset = 0 } = req.query;
    const reads = req.server.crossTenant;
    return readTenant(req, async (tx) => {
      const { link } = await requireLink(tx, requestTenant(req).id, id);
      const { count, rows } = await reads.readSupplierCatalog(tx, link.supplierTenantId, link.merchantRecordId, { search, limit, offset });
      // The merchant's own product already tied to each item through this supplier's offer.
      const tied = await tx.query<{ product_id: number; supplier_product_id: number }>(
        'SELECT product_id, supplier_product_id FROM offers WHERE supplier_id = $1 AND supplier_product_id = ANY($2::int[]) ORDER BY id',
        [id, rows.map((r) => r.supplier_product_id)],
      );
      const productOf = new Map(tied.reverse().map((o) => [o.supplier_product_id, o.product_id]));
      return {
        count,
        results: rows.map((r) => ({ ...r, image: mediaUrl(r.image), product_id: productOf.get(r.supplier_product_id) ?? null })),
      };
    });
  },

  // An existing product gains (or keeps, now tied) this supplier's offer; a new one is made from the item.
  async addFromSupplierCatalog(req, reply) {
    const { id } = req.params;
    const body = req.body;
    const added = await inTenant(req, async (tx) => {
      const { name, link } = await requireLink(tx, requestTenant(req).id, id);
      const item = await catalogItem(tx, req.server.crossTenant, link, body.supplier_product_id);
      if (!item) throw badRequest({ supplier_product_id: [CATALOG_MESSAGES.notInCatalog(name)] });
      let productId = body.product_id;
      let productName: string;
      if (productId !== undefined) {
        if (!(await lockProduct(tx, productId))) throw badRequest({ product_id: [invalidPk(productId)] });
        productName = (await tx.query<{ product_name: string }>('SELECT product_name FROM products WHERE id = $1', [productId]))[0].product_name;
      } else {
        const errors: Record<string, string[]> = {};
        if (body.product_name === undefined) errors.product_name = [CATALOG_MESSAGES.required];
        if (body.category === undefined) errors.category = [CATALOG_MESSAGES.required];
        else if ((await missingIds(tx, 'categories', [body.category])).length) errors.category = [invalidPk(body.category)];
        if (body.units != null && (await missingIds(tx, 'units', [body.units])).length) errors.units = [invalidPk(body.units)];
        const sku = body.sku === undefined ? item.sku : body.sku?.trim() || null;
        if (sku && (await skuTaken(tx, sku))) errors.sku = [PRODUCT_MESSAGES.skuTaken];
        if (Object.keys(errors).length) throw badRequest(errors);
        productName = body.product_name!.trim();
        const values = { product_name: productName, sku, category_id: body.category, unit_id: body.units ?? null, base_price: cents(item.price) };
        productId = await insertRow(tx, 'products', values, PRODUCT_COLUMNS);
        await checkRowQuota(tx, req, 'products');
      }
      const existing = await findOfferOf(tx, productId, id);
      const offerId = existing?.id ?? (await insertOffer(tx, { product_id: productId, supplier_id: id, supplier_product_id: body.supplier_product_id }));
      if (existing) await updateOffer(tx, offerId, { supplier_product_id: body.supplier_product_id, price: null, is_active: true });
      if (body.is_preferred ?? body.product_id === undefined) await makePreferred(tx, productId, offerId);
      const [offer] = await pricedOffers(tx, req, [(await findOffer(tx, offerId))!]);
      return { product_id: productId, product_name: productName, offer };
    });
    reply.code(201);
    return added;
  },
};
