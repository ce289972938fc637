// An OPEN batch's work, the `work` region of the cycle-count machine's `open` state: editing,
// saving (typing goes on meanwhile), choosing mine or theirs after a stale-line 409, adding
// missing lines, and finalizing (the finalize-count machine).
import { and, assign, raise } from 'xstate';
import { changedLines, remainingEdits, withSaved, withServerLines } from './count-sheet';
import { MESSAGES } from './cycle-count.types';
import { ARCHIVE, BACK_UP, batchInput, countSetup, DISCARD_EDITS, EDIT_EVENTS, failure, notify, success, withSummary } from './cycle-count.setup';

export const workRegion = countSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      tags: 'editable',
      on: {
        ...EDIT_EVENTS,
        ...ARCHIVE,
        'counts.save': { guard: 'maySave', target: 'saving' },
        'finalize.request': [
          { guard: and(['mayFinalize', 'hasEdits']), actions: notify({ message: MESSAGES.saveFirst, variant: 'error' }) },
          { guard: and(['mayFinalize', 'hasNoSavedCount']), actions: notify({ message: MESSAGES.noSavedCounts, variant: 'error' }) },
          { guard: 'mayFinalize', target: 'finalizing' },
        ],
        'lines.addMissing': 'addingLines',
        'lines.reload': '#cycleCount.refreshing',
      },
    },
    saving: {
      tags: ['editable', 'saving'],
      on: EDIT_EVENTS,
      entry: assign({ sending: ({ context }) => changedLines(context.edits) }),
      invoke: {
        src: 'saveLines',
        input: ({ context }) => ({ batchId: context.batchId, lines: context.sending }),
        onDone: [
          // Someone else saved some of these lines since: nothing was saved; the user chooses per line.
          // The sync (network region) ends here too: the choice is the user's now.
          { guard: 'wasStale', target: 'choosing', actions: ['askStale', raise({ type: 'counts.saveFailed' })] },
          {
            target: 'editing',
            actions: [
              assign(({ context, event }) => {
                const output = event.output?.kind === 'stale' ? undefined : event.output;
                const lines = withServerLines(withSaved(context.lines, context.sending), output?.lines ?? []);
                // The header's 'Last saved' follows the save, without a reload.
                const savedAt = output?.last_saved_at;
                const batch = context.batch && savedAt ? { ...context.batch, last_saved_at: savedAt } : context.batch;
                // Saved: nothing waits for the connection any more (edits typed meanwhile wait for Save).
                return { batch, ...withSummary(lines, remainingEdits(context.edits, lines)), sending: [], waiting: false };
              }),
              'refilter',
              BACK_UP,
              notify(success(MESSAGES.saved)),
              raise({ type: 'counts.saved' }),
            ],
          },
        ],
        // The edits stay, and stay backed up: a lost connection loses nothing.
        onError: { target: 'editing', actions: [assign({ sending: [] }), notify(failure(MESSAGES.saveFailed)), raise({ type: 'counts.saveFailed' })] },
      },
    },
    // Mine or theirs, per stale line (the user's edits stay until they choose); then the
    // edits left are saved again, on the versions the other counter saved.
    choosing: {
      tags: 'choosing',
      on: {
        'stale.keep': { actions: 'keepStale' },
        'stale.keepAll': { actions: 'keepStale' },
        'stale.done': [
          { guard: 'hasEditsAfterChoosing', target: 'saving', actions: ['settleStale', 'refilter', BACK_UP] },
          { target: 'editing', actions: ['settleStale', 'refilter', BACK_UP, notify(success(MESSAGES.staleSettled))] },
        ],
      },
    },
    addingLines: {
      tags: 'addingLines',
      invoke: {
        src: 'addMissingLines',
        input: batchInput,
        onDone: { target: '#cycleCount.refreshing', actions: { type: 'notify', params: ({ event }) => success(MESSAGES.added(event.output.added)) } },
        onError: { target: 'editing', actions: notify(failure(MESSAGES.addFailed)) },
      },
    },
    finalizing: {
      tags: 'finalizing',
      invoke: {
        id: 'finalize',
        src: 'finalizeCount',
        input: batchInput,
        onDone: [
          { guard: 'wasFinalized', target: '#cycleCount.refreshing', actions: [...DISCARD_EDITS, notify(success(MESSAGES.finalized))] },
          { guard: 'wasResnapshotted', target: '#cycleCount.refreshing', actions: notify(success(MESSAGES.resnapshotted)) },
          { target: 'editing' },
        ],
      },
    },
  },
});
