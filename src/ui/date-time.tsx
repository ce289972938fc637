import { useSyncExternalStore } from 'react';
import { formatDateTime, formatRelative } from './format-date';

/** How often a relative time on screen is written again ('just now' becomes '1 minute ago'). */
export const RELATIVE_TICK_MS = 30_000;

// One shared tick for every relative time on screen, running only while one is mounted.
let tick = 0;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const l of listeners) l();
  }, RELATIVE_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const still = () => () => {};

/** Now, read again every RELATIVE_TICK_MS while the calling view is mounted (and `active`). */
export function useRelativeNow(active = true): number {
  useSyncExternalStore(active ? subscribe : still, () => tick);
  return Date.now();
}

/**
 * A moment as a <time> element: its date and time, or with `relative` how long ago ('2 hours ago')
 * with the exact date and time as its tooltip, kept current while shown.
 */
export function DateTime({ iso, relative = false, now }: { iso: string | null | undefined; relative?: boolean; now?: number }) {
  const ticking = useRelativeNow(relative && now === undefined);
  if (!iso) return <>-</>;
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={relative ? exact : undefined}>
      {relative ? formatRelative(iso, now ?? ticking) : exact}
    </time>
  );
}
