// The Cycle Counts list's tabs (merchant-operations.md "Cycle Counts list"): kept in ?tab= in lower
// case, open when missing or invalid; archived is accepted too (no tab of its own).
import type { CycleCountStatus } from '@shared/cycle-count-status';

export const TABS = ['draft', 'open', 'finalized', 'posted'] as const;
export const TAB_VALUES = [...TABS, 'archived'] as const;
export type Tab = (typeof TAB_VALUES)[number];

/** The statuses a tab lists: archived shows cancelled batches too. */
export const STATUSES_OF: Record<Tab, CycleCountStatus[]> = {
  draft: ['DRAFT'],
  open: ['OPEN'],
  finalized: ['FINALIZED'],
  posted: ['POSTED'],
  archived: ['ARCHIVED', 'CANCELLED'],
};

export const DEFAULT_TAB: Tab = 'open';

/** ?tab= as given, else ?status= (the dashboard's link says status=OPEN), lower-cased; anything else is open. */
export function parseTab(search: { tab?: unknown; status?: unknown }): Tab {
  const raw = typeof search.tab === 'string' ? search.tab : typeof search.status === 'string' ? search.status : '';
  const value = raw.toLowerCase();
  return (TAB_VALUES as readonly string[]).includes(value) ? (value as Tab) : DEFAULT_TAB;
}

export const tabLabel = (tab: Tab) => tab[0].toUpperCase() + tab.slice(1);
