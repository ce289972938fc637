// Supplier offers on a product (platform.md sections 4 and 7): list, add a supplier as eligible,
// set the preferred one, delete. A supplier is eligible once per product; exactly one offer of a
// product is preferred at a time, also when calls race (offers/repo.ts).
import type { Handlers } from '../../openapi/operations';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import { inTenant, readTenant } from '../tenants/scope';
import { supplierExists } from '../merchant-suppliers/repo';
import { deleteOffer, findOffer, findOfferOf, insertOffer, listOffers, lockProduct, makePreferred, toOffer } from './repo';

export const OFFER_MESSAGES = {
  // DRF's UniqueTogetherValidator wording; the client reads 'unique' as "already eligible".
  alreadyEligible: 'The fields product_id, supplier_id must make a unique set.',
};

const DEFAULT_PAGE_SIZE = 500;

export const handlers: Handlers = {
  async listOffers(req) {
    const q = req.query;
    const rows = await readTenant(req, (tx) => listOffers(tx, q.product, q.supplier ?? q.supplier_id ?? null, q.page_size ?? DEFAULT_PAGE_SIZE));
    return rows.map(toOffer);
  },

  async createOffer(req, reply) {
    const { body } = req;
    const offer = await inTenant(req, async (tx) => {
      // The product's lock also queues two adds of one supplier, so the second sees the first.
      const errors: Record<string, string[]> = {};
      if (!(await lockProduct(tx, body.product_id))) errors.product_id = [invalidPk(body.product_id)];
      if (!(await supplierExists(tx, body.supplier_id))) errors.supplier_id = [invalidPk(body.supplier_id)];
      if (Object.keys(errors).length) throw badRequest(errors);
      if (await findOfferOf(tx, body.product_id, body.supplier_id)) throw badRequest({ non_field_errors: [OFFER_MESSAGES.alreadyEligible] });
      const id = await insertOffer(tx, body);
      if (body.is_preferred) await makePreferred(tx, body.product_id, id);
      return (await findOffer(tx, id))!;
    });
    reply.code(201);
    return toOffer(offer);
  },

  async setPreferredOffer(req) {
    const { id } = req.params;
    const offer = await inTenant(req, async (tx) => {
      const found = await findOffer(tx, id);
      if (!found) return null;
      await lockProduct(tx, found.product_id);
      await makePreferred(tx, found.product_id, id);
      return findOffer(tx, id);
    });
    if (!offer) throw notFound();
    return toOffer(offer);
  },

  async deleteOffer(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteOffer(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
