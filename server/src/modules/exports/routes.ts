// Exports (issue 26 item 2): any list as CSV or XLSX, with the list call's own search and filters,
// streamed: keyset pages of PAGE_ROWS rows are read one after another (each its own short read)
// and written as they come, so 50,000 rows never sit in memory together.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/operations';
import { badRequest, notFound } from '../../lib/errors';
import { contentDisposition } from '../../lib/uploads';
import { SHEET_TYPES, sheetWriter, type SheetFormat } from '../../lib/sheet-writer';
import { readTenant, requestTenant } from '../tenants/scope';
import { EXPORTS, type ExportKind, type ExportQuery, type ExportSpec } from './kinds';

export const PAGE_ROWS = 1000;

type Row = Record<string, unknown>;

/** One keyset page: the rows after `after` (the last row's sort keys and id), in the list's order. */
function pageQuery(spec: ExportSpec, q: ExportQuery, after: unknown[] | null): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = spec.where(q).map(([sql, ...param]) => {
    if (param.length === 0) return sql;
    params.push(param[0]);
    return sql.replaceAll('$?', `$${params.length}`);
  });
  const keys = [...spec.sort, spec.id];
  if (after) {
    const start = params.length;
    params.push(...after);
    conditions.push(`(${keys.join(', ')}) > (${keys.map((_, i) => `$${start + i + 1}`).join(', ')})`);
  }
  const keyColumns = keys.map((k, i) => `${k} AS _k${i}`).join(', ');
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  return { sql: `SELECT ${spec.select}, ${keyColumns} FROM ${spec.from}${where} ORDER BY ${keys.join(', ')} LIMIT ${PAGE_ROWS}`, params };
}

async function readPage(req: FastifyRequest, spec: ExportSpec, q: ExportQuery, after: unknown[] | null): Promise<Row[]> {
  const { sql, params } = pageQuery(spec, q, after);
  return readTenant(req, (tx) => tx.query<Row>(sql, params));
}

const keysOf = (spec: ExportSpec, row: Row) => [...spec.sort, spec.id].map((_, i) => row[`_k${i}`]);
const fileName = (kind: ExportKind, format: SheetFormat, now: Date) => `${kind}-${now.toISOString().slice(0, 10)}.${format}`;

export const handlers: Handlers = {
  async exportList(req, reply) {
    const { kind } = req.params;
    const q = req.query;
    const format = q.format ?? 'csv';
    const spec = EXPORTS[kind];
    if (spec.tenantType !== requestTenant(req).type) throw badRequest({ kind: [`"${kind}" is not a valid choice.`] });
    if (kind === 'cycle-count-lines') {
      if (q.cycle_count === undefined) throw badRequest({ cycle_count: ['This field is required.'] });
      const found = await readTenant(req, (tx) => tx.query('SELECT 1 FROM cycle_counts WHERE id = $1', [q.cycle_count]));
      if (!found.length) throw notFound();
    }
    // The first page before the answer starts: a failure here is still an error answer.
    let page = await readPage(req, spec, q, null);
    const writer = sheetWriter(format, kind);
    reply
      .header('content-type', SHEET_TYPES[format])
      .header('content-disposition', contentDisposition(fileName(kind, format, req.server.clock.now())))
      .header('cache-control', 'private, no-store')
      .send(writer.stream);
    (async () => {
      await writer.row(spec.columns.map(([header]) => header));
      while (page.length && !writer.stream.destroyed) {
        for (const row of page) await writer.row(spec.columns.map(([, key]) => row[key] as string | number | boolean | null));
        page = page.length < PAGE_ROWS ? [] : await readPage(req, spec, q, keysOf(spec, page[page.length - 1]));
      }
      await writer.end();
    })().catch((err: Error) => {
      req.log.error({ err }, 'export: failed while streaming');
      writer.stream.destroy(err);
    });
    return reply;
  },
};
