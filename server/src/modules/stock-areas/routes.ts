// Merchant: stock areas (merchant-operations.md "Stock Areas screen"): list, create, edit, delete.
// Deleting an area leaves its items without an area; it is refused while an OPEN count includes it.
import type { Handlers } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inTenant, readTenant } from '../tenants/scope';
import { areaInOpenCount, areaNameTaken, deleteArea, insertArea, listAreas, updateArea } from './repo';
import { AREA_MESSAGES, cleanAreaFields } from './rules';

async function checkName(tx: Tx, name: string | undefined, exceptId: number | null) {
  if (name !== undefined && (await areaNameTaken(tx, name, exceptId))) throw badRequest({ name: [AREA_MESSAGES.nameTaken] });
}

export const handlers: Handlers = {
  async listStockAreas(req) {
    return readTenant(req, listAreas);
  },

  async createStockArea(req, reply) {
    const fields = cleanAreaFields(req.body);
    const area = await inTenant(req, async (tx) => {
      await checkName(tx, fields.name, null);
      return insertArea(tx, { name: fields.name!, description: fields.description ?? '', is_active: fields.is_active ?? true });
    });
    reply.code(201);
    return area;
  },

  async updateStockArea(req) {
    const fields = cleanAreaFields(req.body);
    return inTenant(req, async (tx) => {
      await checkName(tx, fields.name, req.params.id);
      const area = await updateArea(tx, req.params.id, fields);
      if (!area) throw notFound();
      return area;
    });
  },

  async deleteStockArea(req, reply) {
    const deleted = await inTenant(req, async (tx) => {
      if (await areaInOpenCount(tx, req.params.id)) throw conflict(AREA_MESSAGES.inOpenCount);
      return deleteArea(tx, req.params.id);
    });
    if (!deleted) throw notFound();
    return reply.code(204).send();
  },
};
