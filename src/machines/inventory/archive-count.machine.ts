// Archiving a batch (merchant-operations.md section 4): after its confirmation archive is tried
// first; when the server has no archive for it (a 404), cancel is used instead. Archiving changes no stock. The
// cycle-count machine invokes this one; its output is the closed batch, or null when the user kept
// the batch or the server refused. Supply `archive`, `cancel` and `notify`.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../failure';
import type { Batch } from './finalize-count.machine';

export const ARCHIVE_MESSAGES = {
  archived: 'Cycle count archived.',
  failed: 'Failed to archive.',
} as const;

/** What the archive call answered: the archived batch, no archive on this server (a 404), or a refusal. */
export type ArchiveAnswer = { kind: 'archived'; batch: Batch } | { kind: 'noArchive' } | { kind: 'refused'; message: string };

const failed = ({ event }: { event: { error?: unknown } }): Notice => ({ message: messageOf(event.error, ARCHIVE_MESSAGES.failed), variant: 'error' });
const answered = (event: unknown) => (event as { output: ArchiveAnswer }).output;
const refused = ({ event }: { event: unknown }): Notice => {
  const answer = answered(event);
  return { message: answer.kind === 'refused' ? answer.message : ARCHIVE_MESSAGES.failed, variant: 'error' };
};

export const archiveCountMachine = setup({
  types: {
    context: {} as { batchId: number; closed: Batch | null },
    events: {} as { type: 'confirm.yes' } | { type: 'confirm.no' },
    input: {} as { batchId: number },
    output: {} as Batch | null,
  },
  actors: {
    archive: fromPromise<ArchiveAnswer, { batchId: number }>(async () => {
      throw new Error('archive is not provided');
    }),
    cancel: fromPromise<Batch, { batchId: number }>(async () => {
      throw new Error('cancel is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    archived: ({ event }) => answered(event).kind === 'archived',
    noArchive: ({ event }) => answered(event).kind === 'noArchive',
  },
}).createMachine({
  id: 'archiveCount',
  context: ({ input }) => ({ batchId: input.batchId, closed: null }),
  initial: 'confirming',
  output: ({ context }) => context.closed,
  states: {
    confirming: {
      tags: 'confirmArchive',
      on: { 'confirm.yes': 'archiving', 'confirm.no': 'done' },
    },
    archiving: {
      tags: ['confirmArchive', 'working'],
      invoke: {
        src: 'archive',
        input: ({ context }) => ({ batchId: context.batchId }),
        onDone: [
          { guard: 'archived', target: 'done', actions: assign({ closed: ({ event }) => (event.output as { batch: Batch }).batch }) },
          { guard: 'noArchive', target: 'cancelling' },
          { target: 'done', actions: { type: 'notify', params: refused } },
        ],
        onError: { target: 'done', actions: { type: 'notify', params: failed } },
      },
    },
    // This server has no archive for the batch: cancel it instead.
    cancelling: {
      tags: ['confirmArchive', 'working'],
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ batchId: context.batchId }),
        onDone: { target: 'done', actions: assign({ closed: ({ event }) => event.output }) },
        onError: { target: 'done', actions: { type: 'notify', params: failed } },
      },
    },
    done: { type: 'final' },
  },
});

export type ArchiveCountMachine = typeof archiveCountMachine;
