// Paged lists: the window a request asks for, and one page of a query with the total count.
import type { Tx } from './database';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** `page` (1-based) and `page_size` as a window; missing values take page 1 and `defaultSize`. */
export function pageWindow(q: { page?: number; page_size?: number }, defaultSize: number): PageWindow {
  const size = q.page_size ?? defaultSize;
  return { limit: size, offset: ((q.page ?? 1) - 1) * size };
}

export interface PageQuery {
  /** The select list, e.g. 'p.id, p.product_name'. */
  select: string;
  /** Everything after FROM up to ORDER BY: tables, joins and the WHERE clause. */
  from: string;
  orderBy: string;
  params: unknown[];
}

/**
 * The rows of `window` and how many rows the whole query has, in one query (the count rides on
 * each row as a window function); only a page past the end asks for the count on its own.
 */
export async function selectPage<T>(tx: Tx, q: PageQuery, window: PageWindow): Promise<{ count: number; rows: T[] }> {
  const n = q.params.length;
  const found = await tx.query<T & { full_count__: number }>(
    `SELECT ${q.select}, count(*) OVER ()::int AS full_count__ FROM ${q.from} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, window.limit, window.offset],
  );
  if (found.length === 0 && window.offset > 0) {
    const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${q.from}`, q.params);
    return { count, rows: [] };
  }
  const rows = found.map(({ full_count__, ...row }) => row as T);
  return { count: found[0]?.full_count__ ?? 0, rows };
}
