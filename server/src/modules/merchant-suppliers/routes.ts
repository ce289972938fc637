// A merchant's own suppliers (merchant-operations.md sections 2, 4 and 7): a searchable, paged
// list, create, edit, delete (with their offers), and the connection to an on-system supplier
// tenant: search_on_system, link_client (requests a connection tied to the supplier) and
// unlink_client (archives its live connection). relationship_status and supplier_client show that
// connection; no edit writes them.
import type { FastifyRequest } from 'fastify';
import type { Handlers, Schemas } from '../../openapi/operations';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import { pageWindow } from '../../db/paging';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { releaseRecord } from '../connections/repo';
import { archiveLiveOfRecord, requestConnection } from '../connections/steps';
import { deleteSupplier, findOnSystemSupplier, findSupplier, insertSupplier, listSuppliers, searchOnSystem, updateSupplier } from './repo';
import { supplierValues } from './rules';
import { orderingTerms, supplierLink } from '../priced-catalogs/connected';

const DEFAULT_PAGE_SIZE = 100;

function checked(input: Schemas['MerchantSupplierInput']) {
  const { values, errors } = supplierValues(input);
  if (Object.keys(errors).length) throw badRequest(errors);
  return values;
}

const tenantIdOf = (req: FastifyRequest) => requestTenant(req).id;

export const handlers: Handlers = {
  async listMerchantSuppliers(req) {
    const q = req.query;
    const { count, rows } = await readTenant(req, (tx) => listSuppliers(tx, tenantIdOf(req), q.q ?? '', pageWindow(q, DEFAULT_PAGE_SIZE)));
    return { count, results: rows };
  },

  async createMerchantSupplier(req, reply) {
    const values = checked(req.body);
    const supplier = await inTenant(req, async (tx) => (await findSupplier(tx, tenantIdOf(req), await insertSupplier(tx, values)))!);
    reply.code(201);
    return supplier;
  },

  // A connected supplier's terms for this merchant come from the supplier's record of it (cross-tenant read).
  async getMerchantSupplier(req) {
    const detail = await readTenant(req, async (tx) => {
      const supplier = await findSupplier(tx, tenantIdOf(req), req.params.id);
      if (!supplier) return null;
      const link = (await supplierLink(tx, tenantIdOf(req), req.params.id))?.link ?? null;
      return { ...supplier, terms: link ? await orderingTerms(tx, req.server.crossTenant, link, req.server.clock.now()) : null };
    });
    if (!detail) throw notFound();
    return detail;
  },

  async updateMerchantSupplier(req) {
    const { id } = req.params;
    const values = checked(req.body);
    const supplier = await inTenant(req, async (tx) => ((await updateSupplier(tx, id, values)) ? findSupplier(tx, tenantIdOf(req), id) : null));
    if (!supplier) throw notFound();
    return supplier;
  },

  // Deleting a supplier ends its relationship: its live connection is archived in the same transaction.
  async deleteMerchantSupplier(req, reply) {
    const { id } = req.params;
    const deleted = await inTenant(req, async (tx) => {
      if (!(await deleteSupplier(tx, id))) return false;
      await releaseRecord(tx, 'merchant', tenantIdOf(req), id);
      return true;
    });
    if (!deleted) throw notFound();
    return reply.code(204).send();
  },

  async searchOnSystemSuppliers(req) {
    return readTenant(req, (tx) => searchOnSystem(tx, req.query.q ?? ''));
  },

  async linkSupplierClient(req) {
    const { id } = req.params;
    const { client_id } = req.body;
    const tenantId = tenantIdOf(req);
    const supplier = await inTenant(req, async (tx) => {
      if (!(await findSupplier(tx, tenantId, id))) return null;
      // A merchant tenant's id is as unknown here as a missing one.
      if (!(await findOnSystemSupplier(tx, client_id))) throw badRequest({ client_id: [invalidPk(client_id)] });
      await requestConnection(tx, { side: 'merchant', tenantId }, client_id, id);
      return findSupplier(tx, tenantId, id);
    });
    if (!supplier) throw notFound();
    return supplier;
  },

  // A supplier without a live connection is answered as it is (nothing to end).
  async unlinkSupplierClient(req) {
    const { id } = req.params;
    const tenantId = tenantIdOf(req);
    const supplier = await inTenant(req, async (tx) => {
      if (!(await findSupplier(tx, tenantId, id))) return null;
      await archiveLiveOfRecord(tx, { side: 'merchant', tenantId }, id);
      return findSupplier(tx, tenantId, id);
    });
    if (!supplier) throw notFound();
    return supplier;
  },
};
