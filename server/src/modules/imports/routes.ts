// Spreadsheet imports (issue 26): upload and preview, another mapping, the commit (one transaction,
// all or nothing) and the template of each kind. Everything in the tenant's turn for heavy calls.
import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/operations';
import { badRequest, notFound } from '../../lib/errors';
import { MB, removeStored, storedPath, type FileRule } from '../../lib/uploads';
import { SHEET_TYPES, sheetBuffer } from '../../lib/sheet-writer';
import { contentDisposition } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { inTenantTurn, requestTenant } from '../tenants/scope';
import { IMPORT_KINDS } from './kinds';
import type { ImportKind } from './kind';
import { parseSheet, PARSE_MESSAGES } from './parse';
import { checkUpload, toPreview } from './preview';
import { deleteUpload, findUpload, saveUpload } from './repo';

/** An import file: CSV (plain text) or XLSX (a zip), at most 10 MB. */
export const IMPORT_FILE_RULE: FileRule = { area: 'imports', maxBytes: 10 * MB, types: ['text/csv', 'text/plain', 'application/zip'] };

export const IMPORT_MESSAGES = {
  noFile: 'No file was submitted.',
  notYourKind: (kind: string) => `"${kind}" is not a valid choice.`,
  rowsWithProblems: (n: number) => `${n} row${n === 1 ? ' has' : 's have'} problems. Fix them, or skip the invalid rows.`,
};

/** The kind's rules, or a 400 when this tenant's type does not import it. */
function kindFor(req: FastifyRequest, kind: ImportKind, field = 'kind') {
  const spec = IMPORT_KINDS[kind];
  if (spec.tenantType !== requestTenant(req).type) throw badRequest({ [field]: [IMPORT_MESSAGES.notYourKind(kind)] });
  return spec;
}

export const handlers: Handlers = {
  async createImport(req, reply) {
    const form = await readForm(req, 'createImport', { file: IMPORT_FILE_RULE });
    const preview = await usingForm(form, async () => {
      const { kind } = form.fields;
      kindFor(req, kind);
      const file = form.files.file;
      if (!file) throw badRequest({ file: [IMPORT_MESSAGES.noFile] });
      const xlsx = file.type === 'application/zip';
      if (!xlsx && /\.xlsx$/i.test(file.name)) throw badRequest({ file: [PARSE_MESSAGES.notXlsx] });
      const buffer = await readFile(storedPath(req.server.config.dataDir, file.key)!);
      await removeStored(req.server.config.dataDir, file.key);
      const sheet = await parseSheet(buffer, xlsx);
      return inTenantTurn(req, async (tx) => {
        const id = await saveUpload(tx, kind, file.name, sheet, req.user?.id ?? null, req.server.clock.now());
        const upload = { id, kind, ...sheet };
        return toPreview(upload, await checkUpload(tx, upload));
      });
    });
    reply.code(201);
    return preview;
  },

  async remapImport(req) {
    return inTenantTurn(req, async (tx) => {
      const upload = await findUpload(tx, req.params.id, req.server.clock.now());
      if (!upload) throw notFound();
      return toPreview(upload, await checkUpload(tx, upload, req.body.mapping));
    });
  },

  async commitImport(req) {
    const { mapping, on_existing, skip_invalid } = req.body;
    return inTenantTurn(req, async (tx) => {
      const upload = await findUpload(tx, req.params.id, req.server.clock.now(), true);
      if (!upload) throw notFound();
      const checked = await checkUpload(tx, upload, mapping);
      const invalid = checked.records.length - checked.valid.length;
      if (invalid > 0 && !skip_invalid) throw badRequest({ non_field_errors: [IMPORT_MESSAGES.rowsWithProblems(invalid)] });
      req.log.info({ rows: checked.valid.length, kind: upload.kind }, 'import: writing rows');
      const counts = await IMPORT_KINDS[upload.kind].commit(checked.valid, { tx, req, onExisting: on_existing });
      await deleteUpload(tx, upload.id);
      return { ...counts, skipped: counts.skipped + invalid };
    });
  },

  async getImportTemplate(req, reply) {
    const { kind } = req.params;
    const { fields, example } = kindFor(req, kind);
    const format = req.query.format ?? 'csv';
    const file = await sheetBuffer(format, kind, [fields.map((f) => f.label), fields.map((f) => example[f.name] ?? '')]);
    return reply
      .header('content-type', SHEET_TYPES[format])
      .header('content-disposition', contentDisposition(`${kind}-template.${format}`))
      .header('cache-control', 'private, no-store')
      .send(file);
  },
};
