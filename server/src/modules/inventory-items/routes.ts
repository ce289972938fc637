// Merchant: inventory items (merchant-operations.md "Inventory items screen" and "Add Inventory Item
// form"), and an item's stock history. Every change of on-hand goes through the stock ledger: a
// new item's stock is an opening movement, an edit of on_hand a manual edit movement.
import type { Handlers, Schemas } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import { inTenant, readTenant } from '../tenants/scope';
import { checkRowQuota } from '../limits/enforce';
import { missingAreas } from '../stock-areas/repo';
import { invalidPk } from '../stock-areas/rules';
import { appendMovements, itemMovements, ledgerPosition, lockItems } from '../stock-ledger/ledger';
import { deleteItem, findItem, insertItem, itemExists, listItems, productByName, productExists, unitFor, updateItem } from './repo';
import { ITEM_MESSAGES, toItem, toMovement } from './rules';

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
async function productOf(tx: Tx, body: Schemas['InventoryItemCreate']): Promise<number> {
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
  return productByName(tx, name, cleanText(body.sku) ?? null, unitId);
}

async function answerItem(tx: Tx, id: number) {
  const item = await findItem(tx, id);
  if (!item) throw notFound();
  return toItem(item);
}

export const handlers: Handlers = {
  async listInventoryItems(req) {
    return (await readTenant(req, (tx) => listItems(tx, req.query.q))).map(toItem);
  },

  async createInventoryItem(req, reply) {
    const { body } = req;
    const item = await inTenant(req, async (tx) => {
      const product = await productOf(tx, body);
      // The simple add-item form may have created the product.
      if (body.product === undefined) await checkRowQuota(tx, req, 'products');
      const area = body.area ?? null;
      await checkArea(tx, area);
      await checkUnique(tx, product, area, null);
      // The body's other item fields (is_active, min_qty, cost_price, notes, ...) are stored as the repository stores them.
      const id = await insertItem(tx, {
        ...body,
        product,
        area,
        par_level: body.par_level !== undefined ? body.par_level : (body.par_qty ?? null),
      });
      await appendMovements(tx, [{ itemId: id, delta: body.on_hand, reason: 'opening', userId: req.user!.id }]);
      return answerItem(tx, id);
    });
    reply.code(201);
    return item;
  },

  async updateInventoryItem(req) {
    const { body } = req;
    const { id } = req.params;
    return inTenant(req, async (tx) => {
      // The row lock orders this edit with a finalize that counts the item (which locks it too).
      await lockItems(tx, [id]);
      const current = await findItem(tx, id);
      if (!current) throw notFound();
      if (body.product !== undefined) await checkProduct(tx, body.product);
      if (body.area !== undefined) await checkArea(tx, body.area);
      if (body.product !== undefined || body.area !== undefined) {
        await checkUnique(tx, body.product ?? current.product, body.area !== undefined ? body.area : current.area, id);
      }
      // The body's other item fields are stored as the repository stores them; on_hand changes below, through the ledger.
      await updateItem(tx, id, body);
      if (body.on_hand !== undefined && body.on_hand !== current.on_hand) {
        // An edit made on a stale view of the stock must not silently undo what moved it since.
        if (body.ledger_position !== undefined && body.ledger_position !== current.ledger_position) throw conflict(ITEM_MESSAGES.staleStock);
        await appendMovements(tx, [{ itemId: id, delta: body.on_hand - current.on_hand, reason: 'manual_edit', userId: req.user!.id }]);
      }
      return answerItem(tx, id);
    });
  },

  async deleteInventoryItem(req, reply) {
    const deleted = await inTenant(req, (tx) => deleteItem(tx, req.params.id));
    if (!deleted) throw notFound();
    return reply.code(204).send();
  },

  async listInventoryItemMovements(req) {
    return readTenant(req, async (tx) => {
      if (!(await ledgerPosition(tx, req.params.id))) throw notFound();
      return (await itemMovements(tx, req.params.id)).map(toMovement);
    });
  },
};
