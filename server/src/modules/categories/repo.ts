// A merchant's product categories (tenant schema).
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { selectPage, type PageWindow } from '../../db/paging';
import { deleteRow, insertRow, updateRow } from '../../db/rows';
import type { Schemas } from '../../openapi/operations';

type Category = Schemas['Category'];
export type CategoryValues = Partial<Omit<Category, 'id'>>;

const COLUMNS = ['category_name', 'description', 'is_active'] as const satisfies readonly (keyof CategoryValues)[];
const SELECT = 'id, category_name, description, is_active';

/** Categories whose name contains `search` (any case), by name. */
export function listCategories(tx: Tx, search: string, window: PageWindow) {
  const text = search.trim();
  return selectPage<Category>(
    tx,
    { select: SELECT, from: `categories${text ? ' WHERE category_name ILIKE $1' : ''}`, orderBy: 'category_name, id', params: text ? [likePattern(text)] : [] },
    window,
  );
}

export async function findCategory(tx: Tx, id: number): Promise<Category | null> {
  return (await tx.query<Category>(`SELECT ${SELECT} FROM categories WHERE id = $1`, [id]))[0] ?? null;
}

export const insertCategory = (tx: Tx, values: CategoryValues) => insertRow(tx, 'categories', values, COLUMNS);
export const updateCategory = (tx: Tx, id: number, patch: CategoryValues) => updateRow(tx, 'categories', id, patch, COLUMNS);
export const deleteCategory = (tx: Tx, id: number) => deleteRow(tx, 'categories', id);
