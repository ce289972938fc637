// The count sheet's flow model (cycle-count.flow.test.tsx): a small pure machine of what a user
// does on a sheet (events) and what they then see (states), and the paths that together take every
// one of its transitions.
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/** What the user does on a sheet (events) and what the sheet shows them (states). */
export const cycleCountFlow = createMachine({
  id: 'cycleCountFlow',
  initial: 'start',
  states: {
    start: {
      on: {
        OPEN_OPEN_BATCH: 'open',
        OPEN_WITH_UNSAVED_COUNTS_KEPT: 'edited',
        // Counts typed offline in a tab closed before the connection came back (issue 25).
        OPEN_WITH_COUNTS_KEPT_OFFLINE: 'synced',
        OPEN_WITH_COUNTS_KEPT_OFFLINE_SAVED_ELSEWHERE_MEANWHILE: 'mineOrTheirs',
        OPEN_DRAFT_BATCH: 'draft',
        OPEN_DRAFT_WHILE_AREAS_FAIL: 'draftAreasFailed',
        OPEN_FINALIZED_BATCH: 'finalized',
        OPEN_POSTED_BATCH: 'posted',
        OPEN_WHILE_SERVER_FAILS: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'open' } },
    draftAreasFailed: { on: { RETRY_AREAS: 'draft' } },
    draft: { on: { START_WITHOUT_AREA: 'draft', START_OVER_TWO_AREAS: 'uncounted', ARCHIVE_AND_CONFIRM: 'archived' } },
    // OPEN with nothing counted yet.
    uncounted: { on: { FINALIZE: 'uncounted', ZERO_UNCOUNTED: 'edited' } },
    // OPEN, no unsaved edits.
    open: {
      on: {
        TYPE_COUNT: 'edited',
        FILTER_LINES: 'open',
        SCAN_BARCODE: 'open',
        SHOW_UNCOUNTED_ONLY: 'open',
        GO_OFFLINE_AND_BACK: 'open',
        ADD_MISSING_LINES: 'open',
        ADD_MISSING_LINES_WHILE_SERVER_REFUSES: 'open',
        ADD_MISSING_LINES_THEN_RELOAD_FAILS: 'loadFailed',
        FINALIZE: 'finalized',
        FINALIZE_AFTER_STOCK_MOVED: 'conflicts',
        ARCHIVE: 'confirmArchive',
        ANOTHER_COUNTER_SAVES: 'open',
      },
    },
    // OPEN with unsaved edits.
    edited: {
      on: {
        TYPE_NOTE: 'edited',
        FILL_EXPECTED: 'edited',
        TYPE_WHILE_SAVING: 'open',
        FINALIZE: 'edited',
        SAVE: 'open',
        SAVE_WITH_CTRL_S: 'open',
        SAVE_WITHOUT_CONNECTION: 'edited',
        CLEAR_EDITS: 'open',
        LEAVE_AND_COME_BACK: 'edited',
        GO_OFFLINE: 'offline',
        ARCHIVE_AND_CONFIRM: 'archived',
        ANOTHER_COUNTER_SAVES_WHILE_EDITING: 'edited',
        ANOTHER_COUNTER_SAVES_TOO_MANY_TO_SEND: 'edited',
        SAVE_OVER_ANOTHER_COUNTERS_LINES: 'mineOrTheirs',
      },
    },
    // No connection, with counts waiting for it (issue 25).
    offline: { on: { TYPE_COUNT: 'offline', LEAVE_AND_COME_BACK: 'offline', GO_ONLINE: 'synced', GO_ONLINE_WHILE_SERVER_REFUSES: 'edited' } },
    // What waited was sent when the connection returned.
    synced: { on: { TYPE_COUNT: 'edited' } },
    // Some of the lines saved were saved by someone else since they were read (issue 25).
    mineOrTheirs: { on: { KEEP_THEIRS_FOR_ONE: 'mineOrTheirs', KEEP_ALL_MINE_AND_SAVE: 'open', TAKE_ALL_THEIRS_AND_SAVE: 'open' } },
    conflicts: { on: { KEEP_DIFFERENCE: 'conflicts', FINALIZE_ANYWAY: 'finalized', RESNAPSHOT: 'open', CANCEL: 'open' } },
    confirmArchive: { on: { CONFIRM: 'archived', CONFIRM_ON_SERVER_WITHOUT_ARCHIVE: 'cancelled', CANCEL: 'open' } },
    finalized: { on: { POST: 'confirmPost', REOPEN: 'confirmReopen', ARCHIVE_AND_CONFIRM: 'archived' } },
    confirmPost: { on: { CONFIRM: 'posted', CONFIRM_WHILE_SERVER_REFUSES: 'finalized', CANCEL: 'finalized' } },
    confirmReopen: { on: { CONFIRM: 'open', CONFIRM_WHILE_SERVER_REFUSES: 'finalized', CANCEL: 'finalized' } },
    posted: { on: { ARCHIVE_AND_CONFIRM: 'archived' } },
    archived: { on: { SHOW_UNCOUNTED_ONLY: 'archived' } },
    cancelled: {},
  },
});

export const model = createTestModel(cycleCountFlow);

/** The shortest path to each state, extended by each event of that state; prefixes of others dropped. */
export function transitionPaths() {
  const toState = new Map<string, { type: string }[]>();
  // All of them: by default xstate/graph drops a path that is the start of a longer one.
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const state = String(p.state.value);
    const events = p.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    if (!toState.has(state) || toState.get(state)!.length > events.length) toState.set(state, events);
  }
  const eventLists: { type: string }[][] = [];
  for (const [state, events] of toState) {
    const node = cycleCountFlow.getStateNodeById(`cycleCountFlow.${state}`);
    const next = [...node.transitions.keys()];
    if (next.length === 0) eventLists.push(events);
    for (const type of next) eventLists.push([...events, { type }]);
  }
  const byKey = new Map(eventLists.map((events) => [events.map((e) => e.type).join(' ') + ' ', events]));
  const kept = [...byKey].filter(([key]) => ![...byKey.keys()].some((other) => other.length > key.length && other.startsWith(key)));
  return kept.flatMap(([, events]) => model.getPathsFromEvents(events as never, {}).filter((p) => p.steps.length === events.length + 1));
}
