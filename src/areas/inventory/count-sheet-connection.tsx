// The count sheet's connection state (issue 25), a live region: 'Offline: 12 lines waiting' while
// edits wait for the connection, 'Syncing...' while they are sent when it returns, then 'Saved'.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MESSAGES, type CycleCountMachine } from '../../machines/inventory/cycle-count.machine';

export function CountSheetConnection({ sheet }: { sheet: ActorRefFrom<CycleCountMachine> }) {
  const text = useSelector(sheet, (s) =>
    s.hasTag('offline') ? MESSAGES.offline(s.context.summary.edited) : s.hasTag('syncing') ? MESSAGES.syncing : s.hasTag('synced') ? MESSAGES.synced : '',
  );
  const offline = text !== '' && text !== MESSAGES.syncing && text !== MESSAGES.synced;
  // Always in the page, so a change is announced; empty (and taking no room) while online.
  return (
    <p
      role="status"
      aria-label="Connection"
      className={text ? `rounded-md border px-3 py-2 text-sm ${offline ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-line text-ink'}` : 'sr-only'}
    >
      {text}
    </p>
  );
}
