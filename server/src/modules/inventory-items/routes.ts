// Merchant: inventory items (merchant-operations.md "Inventory items screen" and "Add Inventory Item
// form"), and an item's stock history. Every change of on-hand goes through the stock ledger: a
// new item's stock is an opening movement, an edit of on_hand a manual edit movement.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inTenant, readTenant } from '../tenants/scope';
import { missingAreas } from '../stock-areas/repo';
import { invalidPk } from '../stock-areas/rules';
import { appendMovements, itemMovements, ledgerPosition, lockItems } from '../stock-ledger/ledger';
import { deleteItem, findItem, insertItem, itemExists, listItems, productByName, productExists, unitFor, updateItem, type ItemFields } from './repo';
import { ITEM_MESSAGES, textOrNull, toItem, toMovement } from './rules';

interface CreateBody {
  product?: number;
  area?: number | null;
  on_hand: number;
  par_level?: number | null;
  par_qty?: number;
  notes?: string | null;
  is_active: boolean;
  name?: string;
  sku?: string | null;
  uom?: number | string | null;
  min_qty: number;
  cost_price: number;
}

interface UpdateBody {
  product?: number;
  area?: number | null;
  on_hand?: number;
  par_level?: number | null;
  notes?: string | null;
  is_active?: boolean;
  ledger_position?: number;
}

const itemId = (req: FastifyRequest) => (req.params as { id: number }).id;

async function checkArea(tx: Tx, area: number | null | undefined) {
  if (area != null && (await missingAreas(tx, [area])).length) throw badRequest({ area: [invalidPk(area)] });
}

async function checkProduct(tx: Tx, product: number) {
  if (!(await productExists(tx, product))) throw badRequest({ product: [invalidPk(product)] });
}

async function checkUnique(tx: Tx, productId: number, areaId: number | null, exceptId: number | null) {
  if (await itemExists(tx, productId, areaId, exceptId)) throw badRequest({ non_field_errors: [ITEM_MESSAGES.duplicate] });
}

/** The item modal sends `product`; the simple add-item form sends `name` (and sku, uom). */
async function productOf(tx: Tx, body: CreateBody): Promise<number> {
  if (body.product !== undefined) {
    await checkProduct(tx, body.product);
    return body.product;
  }
  const name = body.name?.trim();
  if (!name) throw badRequest({ product: [ITEM_MESSAGES.productOrName] });
  let unitId: number | null = null;
  if (body.uom != null && String(body.uom).trim() !== '') {
    unitId = await unitFor(tx, typeof body.uom === 'string' ? body.uom.trim() : body.uom);
    if (unitId === null) throw badRequest({ uom: [invalidPk(body.uom)] });
  }
  return productByName(tx, name, textOrNull(body.sku), unitId);
}

async function answerItem(tx: Tx, id: number) {
  const item = await findItem(tx, id);
  if (!item) throw notFound();
  return toItem(item);
}

export const handlers: Handlers = {
  async listInventoryItems(req) {
    const { q } = req.query as { q?: string };
    return (await readTenant(req, (tx) => listItems(tx, q))).map(toItem);
  },

  async createInventoryItem(req, reply) {
    const body = req.body as CreateBody;
    const item = await inTenant(req, async (tx) => {
      const productId = await productOf(tx, body);
      const areaId = body.area ?? null;
      await checkArea(tx, areaId);
      await checkUnique(tx, productId, areaId, null);
      const fields: ItemFields = {
        product_id: productId,
        area_id: areaId,
        par_level: body.par_level !== undefined ? body.par_level : (body.par_qty ?? null),
        min_qty: body.min_qty,
        cost_price: body.cost_price,
        notes: textOrNull(body.notes),
        is_active: body.is_active,
      };
      const id = await insertItem(tx, fields);
      await appendMovements(tx, [{ itemId: id, delta: body.on_hand, reason: 'opening', userId: req.user!.id }]);
      return answerItem(tx, id);
    });
    reply.code(201);
    return item;
  },

  async updateInventoryItem(req) {
    const body = req.body as UpdateBody;
    const id = itemId(req);
    return inTenant(req, async (tx) => {
      // The row lock orders this edit with a finalize that counts the item (which locks it too).
      await lockItems(tx, [id]);
      const current = await findItem(tx, id);
      if (!current) throw notFound();
      const fields: Partial<ItemFields> = {};
      if (body.product !== undefined) {
        await checkProduct(tx, body.product);
        fields.product_id = body.product;
      }
      if (body.area !== undefined) {
        await checkArea(tx, body.area);
        fields.area_id = body.area;
      }
      if (body.par_level !== undefined) fields.par_level = body.par_level;
      if (body.notes !== undefined) fields.notes = textOrNull(body.notes);
      if (body.is_active !== undefined) fields.is_active = body.is_active;
      if (fields.product_id !== undefined || fields.area_id !== undefined) {
        await checkUnique(tx, fields.product_id ?? current.product_id, fields.area_id !== undefined ? fields.area_id : current.area_id, id);
      }
      await updateItem(tx, id, fields);
      if (body.on_hand !== undefined && body.on_hand !== current.on_hand) {
        // An edit made on a stale view of the stock must not silently undo what moved it since.
        if (body.ledger_position !== undefined && body.ledger_position !== current.ledger_position) throw conflict(ITEM_MESSAGES.staleStock);
        await appendMovements(tx, [{ itemId: id, delta: body.on_hand - current.on_hand, reason: 'manual_edit', userId: req.user!.id }]);
      }
      return answerItem(tx, id);
    });
  },

  async deleteInventoryItem(req, reply) {
    const deleted = await inTenant(req, (tx) => deleteItem(tx, itemId(req)));
    if (!deleted) throw notFound();
    return reply.code(204).send();
  },

  async listInventoryItemMovements(req) {
    return readTenant(req, async (tx) => {
      if (!(await ledgerPosition(tx, itemId(req)))) throw notFound();
      return (await itemMovements(tx, itemId(req))).map(toMovement);
    });
  },
};
