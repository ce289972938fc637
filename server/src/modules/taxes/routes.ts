// Merchant tax rates: the list the product form reads, and the small taxes screen's create, edit
// and delete (calls we added to the contract, docs/decisions.md). Names are trimmed; rates are
// percentages from 0 to 100.
import type { Handlers, Schemas } from '../../openapi/operations';
import { notFound } from '../../lib/errors';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteTax, findTax, insertTax, listTaxes, toTax, updateTax, type TaxValues } from './repo';

const taxValues = (body: Schemas['TaxInput']): TaxValues => ({ name: body.name?.trim(), rate: body.rate });

export const handlers: Handlers = {
  async listTaxes(req) {
    return (await readTenant(req, listTaxes)).map(toTax);
  },

  async createTax(req, reply) {
    const values = taxValues(req.body);
    const tax = await inTenant(req, async (tx) => (await findTax(tx, await insertTax(tx, values)))!);
    reply.code(201);
    return toTax(tax);
  },

  async updateTax(req) {
    const { id } = req.params;
    const tax = await inTenant(req, async (tx) => ((await updateTax(tx, id, taxValues(req.body))) ? findTax(tx, id) : null));
    if (!tax) throw notFound();
    return toTax(tax);
  },

  async deleteTax(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteTax(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
