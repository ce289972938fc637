// 'Import' on a list: a dialog that takes a CSV or XLSX file (with a template to download), shows
// the guessed mapping (changeable) and every problem of every row, asks what to do with existing
// records and invalid rows, imports, and ends with the summary. The import machine does the work.
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useActorRef } from '../../lib/inspection';
import type { ImportKind } from '../../machines/imports/import.machine';
import { buttonClasses } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FileField } from '../../ui/file-field';
import { FormError } from '../../ui/form-error';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toasts';
import { downloadMachineFor, downloadTemplate, providedImportMachine } from './imports.actors';
import { Modal } from '../../ui/modal';

export const IMPORT_TEXT = {
  open: 'Import',
  title: 'Import from a spreadsheet',
  intro: 'A CSV or XLSX file of at most 10 MB and 50,000 rows, with a header row.',
  file: 'File',
  template: (format: string) => `Download ${format.toUpperCase()} template`,
  upload: 'Upload',
  mapping: 'Columns',
  notMapped: 'Not imported',
  rows: (total: number, valid: number) => `${total} rows, ${valid} ready to import.`,
  problems: 'Problems',
  existing: 'Records that already exist',
  update: 'Update them',
  skip: 'Skip them',
  skipInvalid: 'Skip the rows with problems',
  commit: (n: number) => `Import ${n} rows`,
  working: 'Working...',
  summary: (created: number, updated: number, skipped: number) => `Created ${created}, updated ${updated}, skipped ${skipped}.`,
  again: 'Import another file',
  close: 'Close',
} as const;

export function ImportButton({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={() => setOpen(true)}>
        {IMPORT_TEXT.open}
      </button>
      {open && <ImportDialog kind={kind} onImported={onImported} onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportDialog({ kind, onImported, onClose }: { kind: ImportKind; onImported: () => void; onClose: () => void }) {
  const actor = useActorRef(providedImportMachine.provide({ actions: { onImported } }), { input: { kind } });
  const [templates] = useState(() =>
    downloadMachineFor(
      (format) => downloadTemplate(kind, format),
      (n) => toast(n.message, n.variant),
    ),
  );
  const template = useActorRef(templates);
  const stage = useSelector(actor, (s) => (s.matches('done') ? 'done' : s.context.preview ? 'preview' : 'choose'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useSelector(actor, (s) => s.context.errors);
  const preview = useSelector(actor, (s) => s.context.preview);
  const mapping = useSelector(actor, (s) => s.context.mapping);
  const onExisting = useSelector(actor, (s) => s.context.onExisting);
  const skipInvalid = useSelector(actor, (s) => s.context.skipInvalid);
  const result = useSelector(actor, (s) => s.context.result);
  const canUpload = useSelector(actor, (s) => s.can({ type: 'upload.submit' }));
  const canCommit = useSelector(actor, (s) => s.can({ type: 'commit.submit' }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: stage === 'choose' ? 'upload.submit' : 'commit.submit' });
  };

  return (
    <Modal open onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-full w-full max-w-2xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <form noValidate aria-label={IMPORT_TEXT.title} className="space-y-4" onSubmit={submit}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{IMPORT_TEXT.title}</DialogTitle>
            <Description className="text-sm text-slate-700">{IMPORT_TEXT.intro}</Description>
            {stage === 'choose' && (
              <>
                <FileField
                  label={IMPORT_TEXT.file}
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onFileChange={(file) => actor.send({ type: 'file.choose', file })}
                />
                <div className="flex gap-2">
                  {(['csv', 'xlsx'] as const).map((format) => (
                    <button key={format} type="button" className={buttonClasses('link')} onClick={() => template.send({ type: 'download.start', format })}>
                      {IMPORT_TEXT.template(format)}
                    </button>
                  ))}
                </div>
              </>
            )}
            {stage === 'preview' && preview && (
              <>
                <fieldset className="grid grid-cols-2 gap-3">
                  <legend className="mb-2 text-sm font-semibold text-slate-900">{IMPORT_TEXT.mapping}</legend>
                  {preview.fields.map((f) => (
                    <SelectField
                      key={f.name}
                      label={f.required ? `${f.label} *` : f.label}
                      value={mapping[f.name] ?? ''}
                      disabled={busy}
                      placeholder={IMPORT_TEXT.notMapped}
                      options={preview.columns.filter(Boolean).map((c) => ({ value: c, label: c }))}
                      onChange={(e) => actor.send({ type: 'mapping.change', field: f.name, column: e.target.value || null })}
                    />
                  ))}
                </fieldset>
                <p role="status" className="text-sm text-slate-700">
                  {IMPORT_TEXT.rows(preview.total_rows, preview.valid_rows)}
                </p>
                {preview.errors.length > 0 && (
                  <section aria-label={IMPORT_TEXT.problems} className="max-h-60 overflow-y-auto rounded border border-red-200">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">{IMPORT_TEXT.problems}</caption>
                      <thead>
                        <tr>
                          <th scope="col" className="px-2 py-1">
                            Row
                          </th>
                          <th scope="col" className="px-2 py-1">
                            Column
                          </th>
                          <th scope="col" className="px-2 py-1">
                            Problem
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {preview.errors.map((e, i) => (
                          <tr key={i} className="border-t border-red-100">
                            <td className="px-2 py-1">{e.row}</td>
                            <td className="px-2 py-1">{e.column ?? '-'}</td>
                            <td className="px-2 py-1">{e.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                )}
                <SelectField
                  label={IMPORT_TEXT.existing}
                  value={onExisting}
                  disabled={busy}
                  options={[
                    { value: 'update', label: IMPORT_TEXT.update },
                    { value: 'skip', label: IMPORT_TEXT.skip },
                  ]}
                  onChange={(e) => actor.send({ type: 'existing.change', value: e.target.value === 'skip' ? 'skip' : 'update' })}
                />
                {preview.errors.length > 0 && (
                  <CheckboxField
                    label={IMPORT_TEXT.skipInvalid}
                    checked={skipInvalid}
                    disabled={busy}
                    onChange={(e) => actor.send({ type: 'skipInvalid.change', value: e.target.checked })}
                  />
                )}
              </>
            )}
            {stage === 'done' && result && (
              <p role="status" className="text-sm text-slate-900">
                {IMPORT_TEXT.summary(result.created, result.updated, result.skipped)}
              </p>
            )}
            <FormError message={errors.join(' ') || null} />
            <div className="flex justify-end gap-2">
              {stage === 'done' ? (
                <button type="button" className={buttonClasses('secondary')} onClick={() => actor.send({ type: 'import.restart' })}>
                  {IMPORT_TEXT.again}
                </button>
              ) : null}
              <button type="button" className={buttonClasses('secondary')} disabled={busy} onClick={onClose}>
                {IMPORT_TEXT.close}
              </button>
              {stage !== 'done' && (
                <button type="submit" className={buttonClasses('primary')} disabled={busy || (stage === 'choose' ? !canUpload : !canCommit)}>
                  {busy ? IMPORT_TEXT.working : stage === 'choose' ? IMPORT_TEXT.upload : IMPORT_TEXT.commit(skipInvalid ? (preview?.valid_rows ?? 0) : (preview?.total_rows ?? 0))}
                </button>
              )}
            </div>
          </form>
        </DialogPanel>
      </div>
    </Modal>
  );
}
