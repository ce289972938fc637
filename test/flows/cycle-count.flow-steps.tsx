// What each step of the count sheet's flow model (cycle-count.flow-model.ts) does on the real
// sheet (events), and what the sheet must then show (states): the user's clicks and keys, the msw
// fake's answers, the connection, and other counters' saves.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { expect } from 'vitest';
import { renderCountsAt, type setupCountsApi } from '../inventory-counts-screens';
import { API } from '../msw/common';
import { COUNT_IDS } from '../msw/inventory-counts';
import { deferred } from '../promises';
import { anotherCounterSaves as saveElsewhere, fakeLive } from '../counters-live';
import type { useConnection } from '../connection';
import { storeEdits } from '../../src/areas/inventory/stored-edits';

/** The steps over `api` (the msw fake) and the browser's connection switch; `reset` after each test. */
export function countSheetSteps(api: ReturnType<typeof setupCountsApi>, { goOffline, goOnline }: ReturnType<typeof useConnection>) {
  let router: ReturnType<typeof renderCountsAt>['router'] | null = null;
  let batchId = 0;

  async function openSheet(id: number) {
    batchId = id;
    router = renderCountsAt(`/merchant/inventory/cycle-counts/${id}`, undefined, fakeLive).router;
    expect(await screen.findByRole('heading', { level: 1, name: `Cycle Count #${id}` })).toBeInTheDocument();
  }

  const user = () => userEvent.setup();
  const button = (name: string) => screen.getByRole('button', { name });
  const firstCounted = () => screen.getAllByRole('spinbutton')[0];
  const toast = (text: string) => within(screen.getByRole('region', { name: 'Notifications', hidden: true })).findByText(text);
  const dialog = (name: string) => screen.findByRole('dialog', { name });
  const status = (word: string) => screen.findByText(word, { selector: 'span' });
  const linesOf = (id: number) => api.db.lines[id];
  const connection = () => screen.getByRole('status', { name: 'Connection' });
  const anotherCounterSaves = (tooMany = false) => saveElsewhere(linesOf(batchId), batchId, tooMany);
  async function clickIn(dialogName: string, buttonName: string) {
    await user().click(within(await dialog(dialogName)).getByRole('button', { name: buttonName }));
  }
  async function archiveAndConfirm() {
    await user().click(button('Archive'));
    await clickIn('Archive cycle count', 'Archive');
  }
  async function noDialog() {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  const events = {
    OPEN_OPEN_BATCH: () => {
      // Romaine Lettuce has a barcode, for a scan (issue 25, item 5).
      linesOf(COUNT_IDS.open).find((l) => l.product_name === 'Romaine Lettuce')!.barcode = '2000000010021';
      return openSheet(COUNT_IDS.open);
    },
    OPEN_WITH_UNSAVED_COUNTS_KEPT: async () => {
      await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 7 } });
      await openSheet(COUNT_IDS.open);
    },
    OPEN_WITH_COUNTS_KEPT_OFFLINE: async () => {
      await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 7 } }, { waiting: true });
      const held = deferred<void>();
      api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => held.promise.then(() => undefined), { once: true }));
      await openSheet(COUNT_IDS.open);
      await waitFor(() => expect(connection()).toHaveTextContent('Syncing...'));
      held.resolve();
    },
    OPEN_WITH_COUNTS_KEPT_OFFLINE_SAVED_ELSEWHERE_MEANWHILE: async () => {
      const line = linesOf(COUNT_IDS.open).find((l) => l.id === 2)!;
      await storeEdits(COUNT_IDS.open, { 2: { counted_qty: line.expected_qty + 1, base: line.version } }, { waiting: true });
      Object.assign(line, { counted_qty: line.expected_qty + 5, version: line.version + 1, counted_by: { id: 9, name: 'Sasha Reyes' }, counted_at: '2024-06-06T10:01:00Z' });
      await openSheet(COUNT_IDS.open);
    },
    OPEN_DRAFT_BATCH: () => openSheet(COUNT_IDS.draft),
    OPEN_DRAFT_WHILE_AREAS_FAIL: () => {
      api.server.use(http.get(`${API}/inventory/areas/`, () => HttpResponse.json({ detail: 'Stock areas are down.' }, { status: 503 }), { once: true }));
      return openSheet(COUNT_IDS.draft);
    },
    OPEN_FINALIZED_BATCH: () => openSheet(COUNT_IDS.finalized),
    OPEN_POSTED_BATCH: () => openSheet(COUNT_IDS.posted),
    OPEN_WHILE_SERVER_FAILS: () => {
      api.server.use(http.get(`${API}/inventory/cycle-counts/:id/lines/`, () => HttpResponse.json({ detail: 'The database is restarting.' }, { status: 503 }), { once: true }));
      return openSheet(COUNT_IDS.open);
    },
    RETRY: async () => user().click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })),
    RETRY_AREAS: async () => user().click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' })),
    GO_OFFLINE: () => goOffline(),
    GO_OFFLINE_AND_BACK: async () => {
      goOffline();
      expect(connection()).toHaveTextContent('Offline: no lines waiting');
      goOnline();
    },
    GO_ONLINE_WHILE_SERVER_REFUSES: async () => {
      const refusal = HttpResponse.json({ detail: 'The batch changed meanwhile.' }, { status: 409 });
      api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => refusal, { once: true }));
      goOnline();
      await toast('The batch changed meanwhile.');
    },
    GO_ONLINE: async () => {
      const held = deferred<void>();
      api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => held.promise.then(() => undefined), { once: true }));
      goOnline();
      expect(connection()).toHaveTextContent('Syncing...');
      held.resolve();
    },
    START_WITHOUT_AREA: async () => user().click(within(await screen.findByRole('form', { name: 'Start cycle count' })).getByRole('button', { name: 'Start' })),
    START_OVER_TWO_AREAS: async () => {
      const form = await screen.findByRole('form', { name: 'Start cycle count' });
      await user().click(within(form).getByRole('checkbox', { name: 'Walk-in Cooler' }));
      await user().click(within(form).getByRole('checkbox', { name: 'Dry Storage' }));
      await user().click(within(form).getByRole('button', { name: 'Start' }));
    },
    TYPE_COUNT: () => user().type(firstCounted(), '1'),
    TYPE_NOTE: () => user().type(screen.getAllByRole('textbox', { name: /^Note for / })[1], 'Top shelf'),
    FILTER_LINES: async () => {
      const filter = screen.getByRole('searchbox', { name: 'Filter lines' });
      await user().clear(filter);
      await user().type(filter, 'Walk-in');
    },
    // A keyboard-wedge scanner's digits and Enter in the filter box: the line's box takes the focus.
    SCAN_BARCODE: async () => {
      await user().type(screen.getByRole('searchbox', { name: 'Filter lines' }), '2000000010021{Enter}');
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Romaine Lettuce/ })).toHaveFocus());
    },
    SHOW_UNCOUNTED_ONLY: () => user().click(screen.getByRole('checkbox', { name: 'Show uncounted only' })),
    FILL_EXPECTED: () => user().click(button('Fill = Expected (visible)')),
    ZERO_UNCOUNTED: () => user().click(button('Zero uncounted (visible)')),
    CLEAR_EDITS: () => user().click(button('Clear edits')),
    SAVE: () => user().click(button('Save')),
    SAVE_WITH_CTRL_S: () => user().keyboard('{Control>}s{/Control}'),
    SAVE_WITHOUT_CONNECTION: async () => {
      api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => HttpResponse.error(), { once: true }));
      await user().click(button('Save'));
      await toast('Failed to save counts.');
    },
    TYPE_WHILE_SAVING: async () => {
      // The save is on its way while the user keeps counting; the new count is saved next.
      const held = deferred<void>();
      api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => held.promise.then(() => undefined), { once: true }));
      await user().click(button('Save'));
      await user().type(screen.getAllByRole('spinbutton')[2], '4');
      await user().type(screen.getAllByRole('textbox', { name: /^Note for / })[2], 'Behind the crates');
      await user().click(button('Zero uncounted (visible)'));
      held.resolve();
      await toast('Counts saved.');
      expect(button('Save')).toBeEnabled();
      await user().click(button('Save'));
      await waitFor(() => expect(button('Save')).toBeDisabled());
    },
    LEAVE_AND_COME_BACK: async () => {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      await act(() => router!.navigate({ to: '/merchant/inventory/cycle-counts' }));
      await act(() => router!.navigate({ to: '/merchant/inventory/cycle-counts/$id', params: { id: String(batchId) } }));
    },
    ADD_MISSING_LINES: () => user().click(button('Add missing lines')),
    ADD_MISSING_LINES_WHILE_SERVER_REFUSES: async () => {
      api.server.use(
        http.post(`${API}/inventory/cycle-counts/:id/add_missing_lines/`, () => HttpResponse.json({ detail: 'Batch must be OPEN to add missing lines.' }, { status: 409 }), {
          once: true,
        }),
      );
      await user().click(button('Add missing lines'));
      await toast('Batch must be OPEN to add missing lines.');
    },
    ADD_MISSING_LINES_THEN_RELOAD_FAILS: async () => {
      api.server.use(http.get(`${API}/inventory/cycle-counts/:id/lines/`, () => HttpResponse.json({ detail: 'The database is restarting.' }, { status: 503 }), { once: true }));
      await user().click(button('Add missing lines'));
    },
    FINALIZE: () => user().click(button('Finalize & Update Stock')),
    FINALIZE_AFTER_STOCK_MOVED: async () => {
      const line = linesOf(batchId).find((l) => l.counted_qty !== null)!;
      api.db.moved.set(line.id, line.expected_qty + 2);
      await user().click(button('Finalize & Update Stock'));
    },
    KEEP_DIFFERENCE: async () => user().click(within(await dialog('Conflicts detected')).getAllByRole('radio', { name: /^Keep difference/ })[0]),
    FINALIZE_ANYWAY: () => clickIn('Conflicts detected', 'Finalize anyway'),
    RESNAPSHOT: () => clickIn('Conflicts detected', 'Re-snapshot'),
    ARCHIVE: () => user().click(button('Archive')),
    ARCHIVE_AND_CONFIRM: archiveAndConfirm,
    POST: () => user().click(button('Post')),
    REOPEN: () => user().click(button('Reopen')),
    CONFIRM: async () =>
      user().click(
        within(await screen.findByRole('dialog'))
          .getAllByRole('button')
          .at(-1)!,
      ),
    CONFIRM_ON_SERVER_WITHOUT_ARCHIVE: () => {
      api.db.noArchive.add(batchId);
      return clickIn('Archive cycle count', 'Archive');
    },
    CONFIRM_WHILE_SERVER_REFUSES: async () => {
      const refusal = HttpResponse.json({ detail: 'The batch changed meanwhile.' }, { status: 409 });
      api.server.use(
        http.post(`${API}/inventory/cycle-counts/:id/post_adjustments/`, () => refusal, { once: true }),
        http.post(`${API}/inventory/cycle-counts/:id/reopen/`, () => refusal, { once: true }),
      );
      await user().click(
        within(await screen.findByRole('dialog'))
          .getAllByRole('button')
          .at(-1)!,
      );
      await toast('The batch changed meanwhile.');
    },
    CANCEL: async () => user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' })),
    ANOTHER_COUNTER_SAVES: async () => {
      await anotherCounterSaves();
      const [first] = linesOf(batchId);
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: `Counted for ${first.product_name}` })).toHaveValue(first.expected_qty + 5));
    },
    ANOTHER_COUNTER_SAVES_WHILE_EDITING: async () => {
      await anotherCounterSaves();
      // Where this user has an unsaved edit, their value stays in the box.
      await waitFor(() => expect(screen.getAllByRole('spinbutton').some((box, i) => Number((box as HTMLInputElement).value) !== linesOf(batchId)[i].expected_qty + 5)).toBe(true));
    },
    ANOTHER_COUNTER_SAVES_TOO_MANY_TO_SEND: async () => {
      await anotherCounterSaves(true);
      // The sheet reads its lines again: the lines this user has not edited show the other counter's values.
      await waitFor(() => expect(screen.getAllByRole('spinbutton').some((box, i) => Number((box as HTMLInputElement).value) === linesOf(batchId)[i].expected_qty + 5)).toBe(true));
    },
    SAVE_OVER_ANOTHER_COUNTERS_LINES: async () => {
      await anotherCounterSaves();
      await user().click(button('Save'));
    },
    KEEP_THEIRS_FOR_ONE: async () => user().click(within(await dialog('Saved by someone else')).getAllByRole('radio', { name: /^Theirs: / })[0]),
    KEEP_ALL_MINE_AND_SAVE: async () => {
      await clickIn('Saved by someone else', 'Keep all mine');
      await clickIn('Saved by someone else', 'Save my choices');
      await toast('Counts saved.');
    },
    TAKE_ALL_THEIRS_AND_SAVE: async () => {
      await clickIn('Saved by someone else', 'Take all theirs');
      await clickIn('Saved by someone else', 'Save my choices');
      await toast('Your choices were applied.');
    },
  };

  const states = {
    loadFailed: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('The database is restarting.');
    },
    offline: async () => {
      await status('OPEN');
      await waitFor(() => expect(connection()).toHaveTextContent(/^Offline: \d+ lines? waiting$/));
      expect(button('Save')).toBeDisabled();
    },
    synced: async () => {
      await waitFor(() => expect(connection()).toHaveTextContent('Saved'));
      expect(button('Save')).toBeDisabled();
    },
    draftAreasFailed: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Stock areas are down.');
    },
    draft: async () => {
      await status('DRAFT');
      expect(await screen.findByRole('form', { name: 'Start cycle count' })).toBeInTheDocument();
    },
    uncounted: async () => {
      await status('OPEN');
      await waitFor(() => expect(screen.getAllByRole('spinbutton').every((box) => (box as HTMLInputElement).value === '')).toBe(true));
      expect(button('Save')).toBeDisabled();
    },
    open: async () => {
      await status('OPEN');
      await noDialog();
      expect(screen.getAllByRole('spinbutton').length).toBeGreaterThan(0);
      await waitFor(() => expect(button('Save')).toBeDisabled());
      expect(button('Reopen')).toBeDisabled();
    },
    edited: async () => {
      await status('OPEN');
      await noDialog();
      await waitFor(() => expect(button('Save')).toBeEnabled());
    },
    mineOrTheirs: async () => {
      const asked = await dialog('Saved by someone else');
      expect(asked).toHaveAccessibleDescription(/^Someone else saved these lines after you opened them\./);
      expect(within(asked).getAllByRole('radio', { name: /^Theirs: .+ \(Sasha Reyes, / }).length).toBeGreaterThan(0);
    },
    conflicts: async () => {
      expect(await dialog('Conflicts detected')).toHaveAccessibleDescription(
        'Inventory changed since the snapshot. You can review differences below and finalize anyway (force), or re-snapshot before finalizing.',
      );
    },
    confirmArchive: async () => {
      expect(await dialog('Archive cycle count')).toBeInTheDocument();
    },
    finalized: async () => {
      await status('FINALIZED');
      await noDialog();
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
      expect(button('Post')).toBeEnabled();
      expect(screen.getByRole('columnheader', { name: 'Stock effect' })).toBeInTheDocument();
    },
    confirmPost: async () => {
      expect(await dialog('Post adjustments')).toHaveTextContent('Mark as POSTED?');
    },
    confirmReopen: async () => {
      expect(await dialog('Reopen cycle count')).toHaveTextContent('Reopen this cycle count? (Posted batches cannot be reopened.)');
    },
    posted: async () => {
      await status('POSTED');
      await noDialog();
      expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    },
    archived: async () => {
      await status('ARCHIVED');
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    },
    cancelled: async () => {
      await status('CANCELLED');
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    },
  };

  return {
    events,
    states,
    reset: () => {
      router = null;
    },
  };
}
