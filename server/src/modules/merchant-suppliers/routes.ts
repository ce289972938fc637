// A merchant's own suppliers (merchant-operations.md sections 2, 4 and 7): a searchable, paged
// list, create, edit, delete (with their offers), and the link to an on-system supplier tenant
// (search_on_system, link_client, unlink_client). The link changes only through those two calls.
import type { Handlers, Schemas } from '../../openapi/operations';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import { pageWindow } from '../../db/paging';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteSupplier, findOnSystemSupplier, findSupplier, insertSupplier, listSuppliers, searchOnSystem, setSupplierClient, updateSupplier } from './repo';
import { supplierValues } from './rules';

const DEFAULT_PAGE_SIZE = 100;

function checked(input: Schemas['MerchantSupplierInput']) {
  const { values, errors } = supplierValues(input);
  if (Object.keys(errors).length) throw badRequest(errors);
  return values;
}

export const handlers: Handlers = {
  async listMerchantSuppliers(req) {
    const q = req.query;
    const { count, rows } = await readTenant(req, (tx) => listSuppliers(tx, q.q ?? '', pageWindow(q, DEFAULT_PAGE_SIZE)));
    return { count, results: rows };
  },

  async createMerchantSupplier(req, reply) {
    const values = checked(req.body);
    const supplier = await inTenant(req, async (tx) => (await findSupplier(tx, await insertSupplier(tx, values)))!);
    reply.code(201);
    return supplier;
  },

  async getMerchantSupplier(req) {
    const supplier = await readTenant(req, (tx) => findSupplier(tx, req.params.id));
    if (!supplier) throw notFound();
    return supplier;
  },

  async updateMerchantSupplier(req) {
    const { id } = req.params;
    const values = checked(req.body);
    const supplier = await inTenant(req, async (tx) => ((await updateSupplier(tx, id, values)) ? findSupplier(tx, id) : null));
    if (!supplier) throw notFound();
    return supplier;
  },

  async deleteMerchantSupplier(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteSupplier(tx, id)))) throw notFound();
    return reply.code(204).send();
  },

  async searchOnSystemSuppliers(req) {
    return readTenant(req, (tx) => searchOnSystem(tx, req.query.q ?? ''));
  },

  async linkSupplierClient(req) {
    const { id } = req.params;
    const { client_id } = req.body;
    const supplier = await inTenant(req, async (tx) => {
      if (!(await findSupplier(tx, id))) return null;
      // A merchant tenant's id is as unknown here as a missing one.
      if (!(await findOnSystemSupplier(tx, client_id))) throw badRequest({ client_id: [invalidPk(client_id)] });
      await setSupplierClient(tx, id, client_id);
      return findSupplier(tx, id);
    });
    if (!supplier) throw notFound();
    return supplier;
  },

  async unlinkSupplierClient(req) {
    const { id } = req.params;
    const supplier = await inTenant(req, async (tx) => ((await setSupplierClient(tx, id, null)) ? findSupplier(tx, id) : null));
    if (!supplier) throw notFound();
    return supplier;
  },
};
