// Merchant categories (merchant-operations.md sections 2 and 7): a searchable, paged list, create,
// edit and delete. Names are trimmed; a missing description is stored as empty text.
import type { Handlers, OperationRequest } from '../../openapi/operations';
import { notFound } from '../../lib/errors';
import { pageWindow } from '../../db/paging';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteCategory, findCategory, insertCategory, listCategories, updateCategory, type CategoryValues } from './repo';

const DEFAULT_PAGE_SIZE = 100;

function categoryValues(body: OperationRequest<'updateCategory'>['body']): CategoryValues {
  return {
    category_name: body.category_name?.trim(),
    description: body.description === undefined ? undefined : (body.description ?? '').trim(),
    is_active: body.is_active,
  };
}

export const handlers: Handlers = {
  async listCategories(req) {
    const q = req.query;
    const { count, rows } = await readTenant(req, (tx) => listCategories(tx, q.search ?? '', pageWindow(q, DEFAULT_PAGE_SIZE)));
    return { count, results: rows };
  },

  async createCategory(req, reply) {
    const values = categoryValues(req.body);
    const category = await inTenant(req, async (tx) => (await findCategory(tx, await insertCategory(tx, values)))!);
    reply.code(201);
    return category;
  },

  async getCategory(req) {
    const { id } = req.params;
    const category = await readTenant(req, (tx) => findCategory(tx, id));
    if (!category) throw notFound();
    return category;
  },

  async updateCategory(req) {
    const { id } = req.params;
    const category = await inTenant(req, async (tx) => ((await updateCategory(tx, id, categoryValues(req.body))) ? findCategory(tx, id) : null));
    if (!category) throw notFound();
    return category;
  },

  async deleteCategory(req, reply) {
    const { id } = req.params;
    if (!(await inTenant(req, (tx) => deleteCategory(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
