// The import and export calls (issue 26): upload and preview, remap, commit, and files fetched with
// the bearer token as blobs (an export with the list's search and filters, a template), provided to
// the import and download machines.
import { fromPromise } from 'xstate';
import { api, multipart } from '../../api/client';
import { dataOf } from '../../api/errors';
import { fileNameFrom } from '../../api/file-name';
import type { paths } from '../../api/schema';
import { saveBlob } from '../../lib/save-blob';
import { downloadMachine, type DownloadedFile, type SheetFormat } from '../../machines/imports/download.machine';
import { IMPORT_MESSAGES, importMachine, type ImportKind, type ImportMapping, type OnExisting } from '../../machines/imports/import.machine';
import type { Notice } from '../../machines/failure';

export type ExportKind = paths['/exports/{kind}/']['get']['parameters']['path']['kind'];
// the contract types a file field as a string; openapi-fetch's form serializer sends the File itself
type UploadBody = paths['/imports/']['post']['requestBody']['content']['multipart/form-data'];
export type ExportQuery = Omit<NonNullable<paths['/exports/{kind}/']['get']['parameters']['query']>, 'format'>;

async function downloaded(call: Promise<{ data?: Blob; error?: unknown; response: Response }>, fallbackName: string): Promise<DownloadedFile> {
  const blob = await dataOf(call, 'The download failed.');
  const { response } = await call;
  return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName) };
}

export function downloadExport(kind: ExportKind, query: ExportQuery, format: SheetFormat): Promise<DownloadedFile> {
  return downloaded(api.GET('/exports/{kind}/', { params: { path: { kind }, query: { ...query, format } }, parseAs: 'blob' }), `${kind}.${format}`);
}

export function downloadTemplate(kind: ImportKind, format: SheetFormat): Promise<DownloadedFile> {
  return downloaded(api.GET('/imports/templates/{kind}/', { params: { path: { kind }, query: { format } }, parseAs: 'blob' }), `${kind}-template.${format}`);
}

/** The download machine for one file source, saving what it fetched and toasting a failure through `notify`. */
export const downloadMachineFor = (fetchFile: (format: SheetFormat) => Promise<DownloadedFile>, notify: (n: Notice) => void) =>
  downloadMachine.provide({
    actors: { download: fromPromise(({ input }: { input: { format: SheetFormat } }) => fetchFile(input.format)) },
    actions: { save: (_, file) => saveBlob(file.blob, file.fileName), notify: (_, notice) => notify(notice) },
  });

export const providedImportMachine = importMachine.provide({
  actors: {
    upload: fromPromise(({ input }: { input: { kind: ImportKind; file: File } }) =>
      dataOf(api.POST('/imports/', { ...multipart({ kind: input.kind, file: input.file } as unknown as UploadBody) }), IMPORT_MESSAGES.uploadFailed),
    ),
    remap: fromPromise(({ input }: { input: { id: number; mapping: ImportMapping } }) =>
      dataOf(api.POST('/imports/{id}/mapping/', { params: { path: { id: input.id } }, body: { mapping: input.mapping } }), IMPORT_MESSAGES.remapFailed),
    ),
    commit: fromPromise(({ input }: { input: { id: number; mapping: ImportMapping; onExisting: OnExisting; skipInvalid: boolean } }) =>
      dataOf(
        api.POST('/imports/{id}/commit/', { params: { path: { id: input.id } }, body: { mapping: input.mapping, on_existing: input.onExisting, skip_invalid: input.skipInvalid } }),
        IMPORT_MESSAGES.commitFailed,
      ),
    ),
  },
});
