// Merchant: stock areas (merchant-operations.md "Stock Areas screen"): list, create, edit, delete.
// Deleting an area leaves its items without an area.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { inTenant, readTenant } from '../tenants/scope';
import { areaNameTaken, deleteArea, insertArea, listAreas, updateArea } from './repo';
import { AREA_MESSAGES, cleanAreaFields } from './rules';

type AreaBody = { name?: string; description?: string | null; is_active?: boolean };

async function checkName(tx: Tx, name: string | undefined, exceptId: number | null) {
  if (name !== undefined && (await areaNameTaken(tx, name, exceptId))) throw badRequest({ name: [AREA_MESSAGES.nameTaken] });
}

const areaId = (req: FastifyRequest) => (req.params as { id: number }).id;

export const handlers: Handlers = {
  async listStockAreas(req) {
    return readTenant(req, listAreas);
  },

  async createStockArea(req, reply) {
    const fields = cleanAreaFields(req.body as AreaBody);
    const area = await inTenant(req, async (tx) => {
      await checkName(tx, fields.name, null);
      return insertArea(tx, { name: fields.name!, description: fields.description ?? '', is_active: fields.is_active ?? true });
    });
    reply.code(201);
    return area;
  },

  async updateStockArea(req) {
    const fields = cleanAreaFields(req.body as AreaBody);
    return inTenant(req, async (tx) => {
      await checkName(tx, fields.name, areaId(req));
      const area = await updateArea(tx, areaId(req), fields);
      if (!area) throw notFound();
      return area;
    });
  },

  async deleteStockArea(req, reply) {
    const deleted = await inTenant(req, (tx) => deleteArea(tx, areaId(req)));
    if (!deleted) throw notFound();
    return reply.code(204).send();
  },
};
