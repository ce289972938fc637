// Merchant categories (merchant-operations.md sections 2 and 7): a searchable, paged list, create,
// edit and delete. Names are trimmed; a missing description is stored as empty text.
import type { Handlers } from '../../openapi/register';
import { notFound } from '../../lib/errors';
import { pageWindow } from '../../db/paging';
import { inTenant, readTenant } from '../tenants/scope';
import { deleteCategory, findCategory, insertCategory, listCategories, updateCategory, type CategoryValues } from './repo';

type CategoryInput = { category_name?: string; description?: string | null; is_active?: boolean };

const DEFAULT_PAGE_SIZE = 100;

function categoryValues(body: CategoryInput): CategoryValues {
  return {
    category_name: body.category_name?.trim(),
    description: body.description === undefined ? undefined : (body.description ?? '').trim(),
    is_active: body.is_active,
  };
}

export const handlers: Handlers = {
  async listCategories(req) {
    const q = req.query as { search?: string; page?: number; page_size?: number };
    const { count, rows } = await readTenant(req, (tx) => listCategories(tx, q.search ?? '', pageWindow(q, DEFAULT_PAGE_SIZE)));
    return { count, results: rows };
  },

  async createCategory(req, reply) {
    const values = categoryValues(req.body as CategoryInput);
    const category = await inTenant(req, async (tx) => findCategory(tx, await insertCategory(tx, values)));
    reply.code(201);
    return category;
  },

  async updateCategory(req) {
    const { id } = req.params as { id: number };
    const category = await inTenant(req, async (tx) => ((await updateCategory(tx, id, categoryValues(req.body as CategoryInput))) ? findCategory(tx, id) : null));
    if (!category) throw notFound();
    return category;
  },

  async deleteCategory(req, reply) {
    const { id } = req.params as { id: number };
    if (!(await inTenant(req, (tx) => deleteCategory(tx, id)))) throw notFound();
    return reply.code(204).send();
  },
};
