// Supplier offers on a product (platform.md sections 4 and 7): list, add a supplier as eligible,
// set the preferred one, set its own price, delete. A supplier is eligible once per product; exactly
// one offer of a product is preferred at a time, also when calls race (offers/repo.ts). An offer tied
// to a connected supplier's product answers the catalog's price (decisions.md "Priced catalogs").
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { supplierExists } from '../merchant-suppliers/repo';
import { catalogItem, offerPrices, supplierLink } from '../priced-catalogs/connected';
import { CATALOG_MESSAGES, cents } from '../priced-catalogs/rules';
import { deleteOffer, findOffer, findOfferOf, insertOffer, listOffers, lockProduct, makePreferred, toOffer, updateOffer, type OfferRow } from './repo';

export const OFFER_MESSAGES = {
  // DRF's UniqueTogetherValidator wording; the client reads 'unique' as "already eligible".
  alreadyEligible: 'The fields product_id, supplier_id must make a unique set.',
};

const DEFAULT_PAGE_SIZE = 500;

/** The offers as the contract shows them, each at the price the merchant pays. */
export async function pricedOffers(tx: Tx, req: FastifyRequest, rows: OfferRow[]) {
  const prices = await offerPrices(tx, req.server.crossTenant, requestTenant(req).id, rows);
  return rows.map((o, i) => toOffer(o, prices[i]));
}

/** A tie to a supplier product: the supplier must be connected (ACTIVE) and give the item to this merchant; else a field error. */
async function checkTie(tx: Tx, req: FastifyRequest, supplierId: number, supplierProductId: number): Promise<void> {
  const found = await supplierLink(tx, requestTenant(req).id, supplierId);
  if (!found) return;
  if (!found.link) throw badRequest({ supplier_product_id: [CATALOG_MESSAGES.notConnectedForOffer(found.name)] });
  if (!(await catalogItem(tx, req.server.crossTenant, found.link, supplierProductId))) throw badRequest({ supplier_product_id: [CATALOG_MESSAGES.notInCatalog(found.name)] });
}

const ownPrice = (price: number | null | undefined) => (price == null ? price : cents(price));

export const handlers: Handlers = {
  async listOffers(req) {
    const q = req.query;
    return readTenant(req, async (tx) => pricedOffers(tx, req, await listOffers(tx, q.product, q.supplier ?? q.supplier_id ?? null, q.page_size ?? DEFAULT_PAGE_SIZE)));
  },

  async createOffer(req, reply) {
    const { body } = req;
    const tied = body.supplier_product_id ?? null;
    const offer = await inTenant(req, async (tx) => {
      // The product's lock also queues two adds of one supplier, so the second sees the first.
      const errors: Record<string, string[]> = {};
      if (!(await lockProduct(tx, body.product_id))) errors.product_id = [invalidPk(body.product_id)];
      if (!(await supplierExists(tx, body.supplier_id))) errors.supplier_id = [invalidPk(body.supplier_id)];
      if (tied !== null && body.price != null) errors.price = [CATALOG_MESSAGES.tiedHasCatalogPrice];
      if (Object.keys(errors).length) throw badRequest(errors);
      if (tied !== null) await checkTie(tx, req, body.supplier_id, tied);
      if (await findOfferOf(tx, body.product_id, body.supplier_id)) throw badRequest({ non_field_errors: [OFFER_MESSAGES.alreadyEligible] });
      const id = await insertOffer(tx, { ...body, supplier_product_id: tied, price: ownPrice(body.price) });
      if (body.is_preferred) await makePreferred(tx, body.product_id, id);
      return (await pricedOffers(tx, req, [(await findOffer(tx, id))!]))[0];
    });
    reply.code(201);
    return offer;
  },

  // A tied offer's price is the catalog's: only an own price of an untied offer can be set.
  async updateOffer(req) {
    const { id } = req.params;
    const { price, is_active } = req.body;
    return inTenant(req, async (tx) => {
      const found = await findOffer(tx, id);
      if (!found) throw notFound();
      if (found.supplier_product_id !== null && price != null) throw badRequest({ price: [CATALOG_MESSAGES.tiedHasCatalogPrice] });
      await updateOffer(tx, id, { price: ownPrice(price), is_active });
      return (await pricedOffers(tx, req, [(await findOffer(tx, id))!]))[0];
    });
  },

  async setPreferredOffer(req) {
    const { id } = req.params;
    const offer = await inTenant(req, async (tx) => {
      const found = await findOffer(tx, id);
      if (!found) return null;
      await lockProduct(tx, found.product_id);
      await makePreferred(tx, found.product_id, id);
      return (await pricedOffers(tx, req, [(await findOffer(tx, id))!]))[0];
    });
    if (!offer) throw notFound();
    return offer;
  },

  async deleteOffer(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteOffer(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
