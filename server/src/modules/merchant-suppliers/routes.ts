// A merchant's own suppliers (merchant-operations.md sections 2, 4 and 7): a searchable, paged
// list, create, edit, delete (with their offers), and the link to an on-system supplier tenant
// (search_on_system, link_client, unlink_client). The link changes only through those two calls.
import type { Handlers } from '../../openapi/register';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import { pageWindow } from '../../db/paging';
import { inTenant, readTenant } from '../tenants/scope';
import {
  deleteSupplier, findOnSystemSupplier, findSupplier, insertSupplier, listSuppliers, searchOnSystem, setSupplierClient, toSupplier,
  updateSupplier,
} from './repo';
import { supplierValues, type SupplierInput } from './rules';

const DEFAULT_PAGE_SIZE = 100;

function checked(input: SupplierInput) {
  const { values, errors } = supplierValues(input);
  if (Object.keys(errors).length) throw badRequest(errors);
  return values;
}

export const handlers: Handlers = {
  async listMerchantSuppliers(req) {
    const q = req.query as { q?: string; page?: number; page_size?: number };
    const { count, rows } = await readTenant(req, (tx) => listSuppliers(tx, q.q ?? '', pageWindow(q, DEFAULT_PAGE_SIZE)));
    return { count, results: rows.map(toSupplier) };
  },

  async createMerchantSupplier(req, reply) {
    const values = checked(req.body as SupplierInput);
    const supplier = await inTenant(req, async (tx) => findSupplier(tx, await insertSupplier(tx, values)));
    reply.code(201);
    return toSupplier(supplier!);
  },

  async getMerchantSupplier(req) {
    const supplier = await readTenant(req, (tx) => findSupplier(tx, (req.params as { id: number }).id));
    if (!supplier) throw notFound();
    return toSupplier(supplier);
  },

  async updateMerchantSupplier(req) {
    const { id } = req.params as { id: number };
    const values = checked(req.body as SupplierInput);
    const supplier = await inTenant(req, async (tx) => ((await updateSupplier(tx, id, values)) ? findSupplier(tx, id) : null));
    if (!supplier) throw notFound();
    return toSupplier(supplier);
  },

  async deleteMerchantSupplier(req, reply) {
    const { id } = req.params as { id: number };
    if (!(await inTenant(req, (tx) => deleteSupplier(tx, id)))) throw notFound();
    return reply.code(204).send();
  },

  async searchOnSystemSuppliers(req) {
    return readTenant(req, (tx) => searchOnSystem(tx, (req.query as { q?: string }).q ?? ''));
  },

  async linkSupplierClient(req) {
    const { id } = req.params as { id: number };
    const { client_id } = req.body as { client_id: number };
    const supplier = await inTenant(req, async (tx) => {
      if (!(await findSupplier(tx, id))) return null;
      // A merchant tenant's id is as unknown here as a missing one.
      if (!(await findOnSystemSupplier(tx, client_id))) throw badRequest({ client_id: [invalidPk(client_id)] });
      await setSupplierClient(tx, id, client_id);
      return findSupplier(tx, id);
    });
    if (!supplier) throw notFound();
    return toSupplier(supplier);
  },

  async unlinkSupplierClient(req) {
    const { id } = req.params as { id: number };
    const supplier = await inTenant(req, async (tx) => ((await setSupplierClient(tx, id, null)) ? findSupplier(tx, id) : null));
    if (!supplier) throw notFound();
    return toSupplier(supplier);
  },
};
