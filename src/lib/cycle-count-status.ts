// The cycle count's status rules (merchant-operations.md section 4, decisions.md): which action a
// batch allows in which status, and where it goes. The server checks every call with them; the
// sheet's machine uses the same rules for what it offers.

export const CYCLE_COUNT_STATUSES = ['DRAFT', 'OPEN', 'FINALIZED', 'POSTED', 'ARCHIVED', 'CANCELLED'] as const;
export type CycleCountStatus = (typeof CYCLE_COUNT_STATUSES)[number];

export type CycleCountAction = 'start' | 'submit_lines' | 'add_missing_lines' | 'resnapshot' | 'finalize' | 'post' | 'reopen' | 'archive' | 'cancel';

const ALL_BUT_CLOSED: CycleCountStatus[] = ['DRAFT', 'OPEN', 'FINALIZED', 'POSTED'];

/** The statuses each action is allowed from. */
export const ALLOWED_FROM: Record<CycleCountAction, readonly CycleCountStatus[]> = {
  start: ['DRAFT'],
  submit_lines: ['OPEN'],
  add_missing_lines: ['OPEN'],
  resnapshot: ['OPEN'],
  finalize: ['OPEN'],
  post: ['FINALIZED'],
  // Reopen is disabled while OPEN, and posted batches cannot be reopened.
  reopen: ['FINALIZED'],
  // Archive (or its fallback, cancel) is available in any status except ARCHIVED or CANCELLED.
  archive: ALL_BUT_CLOSED,
  cancel: ALL_BUT_CLOSED,
};

/** The status an action leads to (actions that keep the status are absent). */
export const LEADS_TO: Partial<Record<CycleCountAction, CycleCountStatus>> = {
  start: 'OPEN',
  finalize: 'FINALIZED',
  post: 'POSTED',
  reopen: 'OPEN',
  archive: 'ARCHIVED',
  cancel: 'CANCELLED',
};

export function allows(status: CycleCountStatus, action: CycleCountAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** ARCHIVED and CANCELLED batches are closed: read-only for good. */
export const isClosed = (status: CycleCountStatus) => status === 'ARCHIVED' || status === 'CANCELLED';

/** The 409 detail when `action` is not allowed from `status` (the spec's words where it has them). */
export function refusal(status: CycleCountStatus, action: CycleCountAction): string {
  switch (action) {
    case 'start':
      return 'Only a DRAFT batch can be started.';
    case 'submit_lines':
      return 'Batch must be OPEN to save counts.';
    case 'add_missing_lines':
      return 'Batch must be OPEN to add missing lines.';
    case 'resnapshot':
      return 'Batch must be OPEN to re-snapshot.';
    case 'finalize':
      return 'Batch must be OPEN to finalize.';
    case 'post':
      return 'Only a FINALIZED batch can be posted.';
    case 'reopen':
      if (status === 'OPEN') return 'This cycle count is already open.';
      if (status === 'POSTED') return 'Posted batches cannot be reopened.';
      return 'Only a FINALIZED batch can be reopened.';
    case 'archive':
    case 'cancel':
      return status === 'CANCELLED' ? 'This cycle count is cancelled.' : 'This cycle count is already archived.';
  }
}

/** The spec's texts of the finalize refusals, shared by the server's answers and the sheet. */
export const FINALIZE_TEXT = {
  noSavedCounts: 'No saved counts found. Save at least one line before finalizing.',
  conflicts: 'Conflicts detected. Review them below.',
} as const;

/** How a conflicting line is applied: set on-hand to the count, or add (counted − expected) to the current on-hand. */
export type ConflictResolution = 'counted' | 'difference';
