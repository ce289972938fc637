// One live connection per signed-in tenant screen (the area layout mounts it), and the hooks by
// which a screen hears that orders changed: the inbox reloads on any change, an order's detail on
// its own; after a lost connection is back, every listener reloads once (catch up).
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../lib/inspection';
import type { components } from '../api/schema';
import type { LiveEvent, liveMachine } from '../machines/live/live.machine';

type SavedCountLine = components['schemas']['SavedCountLine'];
import { liveConnectionMachine } from './live.actors';

type LiveActor = ActorRefFrom<typeof liveMachine>;

const LiveContext = createContext<LiveActor | null>(null);

function LiveConnection({ machine, children }: { machine: typeof liveMachine; children: ReactNode }) {
  const actor = useActorRef(machine);
  return <LiveContext.Provider value={actor}>{children}</LiveContext.Provider>;
}

/** Keeps a live connection open while mounted (none where the browser has no EventSource). */
export function LiveOrdersProvider({ children, machine = liveConnectionMachine }: { children: ReactNode; machine?: typeof liveMachine | null }) {
  return machine ? <LiveConnection machine={machine}>{children}</LiveConnection> : <>{children}</>;
}

/**
 * Calls `onHear` with each live event of `type`, and with null when catching up after a lost
 * connection (anything may have changed). Outside a provider it never calls.
 */
function useLiveEvents(type: LiveEvent['type'], onHear: (event: LiveEvent | null) => void): void {
  const actor = useContext(LiveContext);
  const latest = useRef(onHear);
  useEffect(() => {
    latest.current = onHear;
  });
  useEffect(() => {
    if (!actor) return;
    const subscriptions = [actor.on(type, (e) => latest.current(e.event)), actor.on('live.caughtUp', () => latest.current(null))];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, type]);
}

/** Calls `onChange` with each changed order, and with null when catching up after a lost connection. */
export const useLiveOrders = (onChange: (event: LiveEvent | null) => void): void => useLiveEvents('order.changed', onChange);

/**
 * Calls `onSaved` with the lines of cycle count `batchId` someone saved (issue 25), and with null
 * when they must be read again: a save too large to carry its lines, or a lost connection is back.
 */
export function useLiveCountLines(batchId: number, onSaved: (lines: SavedCountLine[] | null) => void): void {
  useLiveEvents('count.lines', (event) => {
    if (!event) onSaved(null);
    else if (event.cycle_count_id === batchId) onSaved(event.lines ?? null);
  });
}

/** Calls `reload` when order `orderId` (the tenant's own id) changed, or after a lost connection. */
export function useLiveOrder(orderId: number, reload: () => void): void {
  useLiveOrders((event) => {
    if (!event || event.order_id === orderId) reload();
  });
}
