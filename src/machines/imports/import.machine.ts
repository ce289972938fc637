// One import, whatever its kind (issue 26): choose a file and upload it; the server answers the
// preview with its guessed mapping; change the mapping (previewed again); choose update or skip
// for existing records and whether to skip invalid rows; commit; the summary. Calls are actors
// provided by src/areas/imports/imports.actors.ts.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { serverResponseLines } from '../failure';

export type ImportKind = components['schemas']['ImportKind'];
export type ImportPreview = components['schemas']['ImportPreview'];
export type ImportResult = components['schemas']['ImportResult'];
export type ImportMapping = components['schemas']['ImportMapping'];
export type OnExisting = components['schemas']['ImportCommit']['on_existing'];

export const IMPORT_MESSAGES = {
  uploadFailed: 'The file could not be read.',
  remapFailed: 'The preview could not be updated.',
  commitFailed: 'The import failed. Nothing was imported.',
} as const;

export interface ImportContext {
  kind: ImportKind;
  file: File | null;
  preview: ImportPreview | null;
  mapping: ImportMapping;
  onExisting: OnExisting;
  skipInvalid: boolean;
  result: ImportResult | null;
  /** What the last failed call said, one line per problem. */
  errors: string[];
}

export type ImportEvent =
  | { type: 'file.choose'; file: File | null }
  | { type: 'upload.submit' }
  | { type: 'mapping.change'; field: string; column: string | null }
  | { type: 'existing.change'; value: OnExisting }
  | { type: 'skipInvalid.change'; value: boolean }
  | { type: 'commit.submit' }
  | { type: 'import.restart' };

const fresh = { file: null, preview: null, mapping: {}, onExisting: 'update' as const, skipInvalid: false, result: null, errors: [] };

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    input: {} as { kind: ImportKind },
  },
  actors: {
    upload: fromPromise<ImportPreview, { kind: ImportKind; file: File }>(async () => {
      throw new Error('upload is not provided');
    }),
    remap: fromPromise<ImportPreview, { id: number; mapping: ImportMapping }>(async () => {
      throw new Error('remap is not provided');
    }),
    commit: fromPromise<ImportResult, { id: number; mapping: ImportMapping; onExisting: OnExisting; skipInvalid: boolean }>(async () => {
      throw new Error('commit is not provided');
    }),
  },
  actions: {
    /** After a commit: the list behind the dialog reloads. */
    onImported: () => {},
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    /** A preview with problems commits only when told to skip the invalid rows, and never with no valid row. */
    canCommit: ({ context }) => !!context.preview && context.preview.valid_rows > 0 && (context.preview.errors.length === 0 || context.skipInvalid),
  },
}).createMachine({
  id: 'import',
  context: ({ input }) => ({ kind: input.kind, ...fresh }),
  initial: 'choosing',
  on: {
    'import.restart': { target: '.choosing', actions: assign(fresh) },
  },
  states: {
    choosing: {
      on: {
        'file.choose': { actions: assign({ file: ({ event }) => event.file, errors: [] }) },
        'upload.submit': { guard: 'hasFile', target: 'uploading' },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ kind: context.kind, file: context.file! }),
        onDone: { target: 'previewing', actions: assign({ preview: ({ event }) => event.output, mapping: ({ event }) => event.output.mapping, errors: [] }) },
        onError: { target: 'choosing', actions: assign({ errors: ({ event }) => serverResponseLines(event.error, IMPORT_MESSAGES.uploadFailed) }) },
      },
    },
    previewing: {
      on: {
        'mapping.change': { target: 'remapping', actions: assign({ mapping: ({ context, event }) => ({ ...context.mapping, [event.field]: event.column }) }) },
        'existing.change': { actions: assign({ onExisting: ({ event }) => event.value }) },
        'skipInvalid.change': { actions: assign({ skipInvalid: ({ event }) => event.value }) },
        'commit.submit': { guard: 'canCommit', target: 'committing' },
      },
    },
    remapping: {
      tags: 'busy',
      invoke: {
        src: 'remap',
        input: ({ context }) => ({ id: context.preview!.id, mapping: context.mapping }),
        onDone: { target: 'previewing', actions: assign({ preview: ({ event }) => event.output, errors: [] }) },
        onError: {
          target: 'previewing',
          actions: assign({ mapping: ({ context }) => context.preview!.mapping, errors: ({ event }) => serverResponseLines(event.error, IMPORT_MESSAGES.remapFailed) }),
        },
      },
    },
    committing: {
      tags: 'busy',
      invoke: {
        src: 'commit',
        input: ({ context }) => ({ id: context.preview!.id, mapping: context.mapping, onExisting: context.onExisting, skipInvalid: context.skipInvalid }),
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, errors: [] }), 'onImported'] },
        onError: { target: 'previewing', actions: assign({ errors: ({ event }) => serverResponseLines(event.error, IMPORT_MESSAGES.commitFailed) }) },
      },
    },
    done: {},
  },
});
