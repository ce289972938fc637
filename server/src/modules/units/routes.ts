// Merchant unit choices (both spec documents): list, create, edit, delete. unit_choice is trimmed
// and unique in any case (a 400 on unit_choice, which the Units screen shows); an empty
// description is stored as null.
import type { Handlers, OperationRequest } from '../../openapi/operations';
import type { Tx } from '../../db/database';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors';
import { cleanText } from '../../lib/text';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteUnit, findUnit, insertUnit, listUnits, unitTaken, updateUnit, type UnitValues } from './repo';

export const UNIT_MESSAGES = {
  taken: 'unit with this unit choice already exists.',
};

const taken = () => badRequest({ unit_choice: [UNIT_MESSAGES.taken] });

/** Runs a unit write; the database has the last word when two requests race for one name. */
async function writeUnit<T>(req: OperationRequest<'createUnit'> | OperationRequest<'updateUnit'>, values: UnitValues, exceptId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTenant(req, async (tx) => {
      if (values.unit_choice && (await unitTaken(tx, values.unit_choice, exceptId))) throw taken();
      return write(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'units_unit_choice_key')) throw taken();
    throw err;
  }
}

const unitValues = (body: OperationRequest<'updateUnit'>['body']): UnitValues => ({ unit_choice: body.unit_choice?.trim(), description: cleanText(body.description) });

export const handlers: Handlers = {
  async listUnits(req) {
    return readTenant(req, listUnits);
  },

  async createUnit(req, reply) {
    const values = unitValues(req.body);
    const unit = await writeUnit(req, values, 0, async (tx) => (await findUnit(tx, await insertUnit(tx, values)))!);
    reply.code(201);
    return unit;
  },

  async updateUnit(req) {
    const { id } = req.params;
    const values = unitValues(req.body);
    const unit = await writeUnit(req, values, id, async (tx) => ((await updateUnit(tx, id, values)) ? findUnit(tx, id) : null));
    if (!unit) throw notFound();
    return unit;
  },

  async deleteUnit(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteUnit(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
