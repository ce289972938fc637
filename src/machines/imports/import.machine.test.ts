// The import machine with stubbed calls: upload → preview → remap → commit → summary, the rule that
// a preview with problems commits only when skipping invalid rows, and failures as states.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { importMachine, type ImportMapping, type ImportPreview, type ImportResult, type OnExisting } from './import.machine';

const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  id: 7,
  kind: 'products',
  columns: ['Name', 'SKU'],
  mapping: { product_name: 'Name', sku: 'SKU' },
  fields: [
    { name: 'product_name', label: 'Product name', required: true },
    { name: 'sku', label: 'SKU', required: false },
  ],
  total_rows: 3,
  valid_rows: 3,
  errors: [],
  ...over,
});
const file = new File(['Name,SKU\nA,1\n'], 'p.csv', { type: 'text/csv' });

function start(
  stubs: {
    upload?: () => Promise<ImportPreview>;
    remap?: (i: { id: number; mapping: ImportMapping }) => Promise<ImportPreview>;
    commit?: (i: { id: number; mapping: ImportMapping; onExisting: OnExisting; skipInvalid: boolean }) => Promise<ImportResult>;
  } = {},
) {
  const onImported = vi.fn();
  const commit = vi.fn(stubs.commit ?? (async () => ({ created: 3, updated: 0, skipped: 0 })));
  const machine = importMachine.provide({
    actors: {
      upload: fromPromise(stubs.upload ?? (async () => preview())),
      remap: fromPromise(({ input }) => (stubs.remap ?? (async () => preview()))(input)),
      commit: fromPromise(({ input }) => commit(input)),
    },
    actions: { onImported },
  });
  const actor = createActor(machine, { input: { kind: 'products' } }).start();
  return { actor, onImported, commit };
}

async function toPreview(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'file.choose', file });
  actor.send({ type: 'upload.submit' });
  await waitFor(actor, (s) => s.matches('previewing'));
}

describe('import machine', () => {
  it('uploads the chosen file only, previews, commits with update and ends in the summary', async () => {
    const held = deferred<ImportPreview>();
    const { actor, onImported, commit } = start({ upload: () => held.promise });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'file.choose', file });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    held.resolve(preview());
    await waitFor(actor, (s) => s.matches('previewing'));
    expect(actor.getSnapshot().context.mapping).toEqual({ product_name: 'Name', sku: 'SKU' });
    actor.send({ type: 'commit.submit' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.result).toEqual({ created: 3, updated: 0, skipped: 0 });
    expect(commit).toHaveBeenCalledWith({ id: 7, mapping: { product_name: 'Name', sku: 'SKU' }, onExisting: 'update', skipInvalid: false });
    expect(onImported).toHaveBeenCalledOnce();
  });

  it('previews again with a changed mapping', async () => {
    const remap = vi.fn(async () => preview({ mapping: { product_name: 'SKU', sku: null }, valid_rows: 2 }));
    const { actor } = start({ remap });
    await toPreview(actor);
    actor.send({ type: 'mapping.change', field: 'sku', column: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const back = await waitFor(actor, (s) => s.matches('previewing'));
    expect(remap).toHaveBeenCalledWith({ id: 7, mapping: { product_name: 'Name', sku: null } });
    expect(back.context.preview?.valid_rows).toBe(2);
  });

  it('commits a preview with problems only when told to skip the invalid rows, with skip for existing records', async () => {
    const { actor, commit } = start({ upload: async () => preview({ valid_rows: 2, errors: [{ row: 3, column: 'SKU', message: 'This SKU already appears in row 2.' }] }) });
    await toPreview(actor);
    actor.send({ type: 'commit.submit' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'skipInvalid.change', value: true });
    actor.send({ type: 'existing.change', value: 'skip' });
    actor.send({ type: 'commit.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(commit).toHaveBeenCalledWith(expect.objectContaining({ onExisting: 'skip', skipInvalid: true }));
  });

  it('shows what the server said when the upload, the remap or the commit fails, and starts over on restart', async () => {
    const { actor } = start({
      upload: async () => {
        throw apiFailure(400, { file: ['The file is not a valid XLSX workbook.'] });
      },
    });
    actor.send({ type: 'file.choose', file });
    actor.send({ type: 'upload.submit' });
    const failed = await waitFor(actor, (s) => s.matches('choosing') && s.context.errors.length > 0);
    expect(failed.context.errors).toEqual(['file: The file is not a valid XLSX workbook.']);

    const second = start({
      remap: async () => {
        throw apiFailure(400, { mapping: ['sku: The file has no column "X".'] });
      },
      commit: async () => {
        throw apiFailure(400, { non_field_errors: ['1 row has problems. Fix them, or skip the invalid rows.'] });
      },
    });
    await toPreview(second.actor);
    second.actor.send({ type: 'mapping.change', field: 'sku', column: 'X' });
    const remapFailed = await waitFor(second.actor, (s) => s.matches('previewing') && s.context.errors.length > 0);
    expect(remapFailed.context.mapping).toEqual({ product_name: 'Name', sku: 'SKU' });
    second.actor.send({ type: 'commit.submit' });
    const commitFailed = await waitFor(second.actor, (s) => s.matches('previewing') && s.context.errors[0]?.startsWith('1 row'));
    expect(commitFailed.context.errors).toEqual(['1 row has problems. Fix them, or skip the invalid rows.']);
    second.actor.send({ type: 'import.restart' });
    expect(second.actor.getSnapshot().value).toBe('choosing');
    expect(second.actor.getSnapshot().context).toMatchObject({ file: null, preview: null, errors: [] });
  });
});
