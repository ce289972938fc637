import { createContext, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export type ToastVariant = 'default' | 'success' | 'error' | 'info' | 'warning';

type Raised = { message: string; variant: ToastVariant; durationMs?: number };

// notistack (toast-host.tsx) loads with the first toast, not with the page: most visits raise none,
// and its styles cost a slow phone a long task (Lighthouse's TBT, issue 25). Until it is there,
// toasts raised while a ToastProvider is mounted wait here; with no provider mounted they are dropped.
let accepting = false;
let show: ((t: Raised) => void) | null = null;
const waiting: Raised[] = [];
/** Tells the mounted provider that a toast waits for the host. */
let wake: (() => void) | null = null;

/**
 * Raises a toast from anywhere (machines' actions included); needs a mounted ToastProvider.
 * `durationMs` overrides the spec's 5000 ms where the spec says otherwise.
 */
export function toast(message: string, variant: ToastVariant = 'default', durationMs?: number): void {
  const raised = { message, variant, durationMs };
  if (show) show(raised);
  else if (accepting) {
    waiting.push(raised);
    wake?.();
  }
}

/** The loaded host shows toasts from now on, starting with those that waited for it. */
export function attachToastHost(showToast: (t: Raised) => void): () => void {
  show = showToast;
  for (const t of waiting.splice(0)) showToast(t);
  return () => {
    if (show === showToast) show = null;
  };
}

/** Share of its width a toast must be dragged to be dismissed. */
export const DRAG_DISMISS_RATIO = 0.8;
export const TOAST_DURATION_MS = 5000;
/** At most this many toasts at once: a newer one closes the oldest. */
export const MAX_TOASTS = 3;

/** Mounted toasts in mount order: the last one is the newest. */
export const ToastRegistry = createContext<RefObject<HTMLElement[]> | null>(null);

const ToastHost = lazy(() => import('./toast-host'));

/**
 * Toasts: top-right, at most three (an equal one already shown is not raised again), 5000 ms, newest on top, close on click (or Enter/Escape), drag away at
 * 80 % of the width, Alt+T focuses the newest. Render once around the app; the toasts' region sits in <body>.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const registry = useRef<HTMLElement[]>([]);
  // The toasts' region: a child of <body>, beside the app's root (a modal dialog makes that root inert,
  // and toasts raised while it is open must still be announced and clickable). Made here, not by a
  // portal with a state-setting ref, which would make React render the page again as it first commits
  // (Lighthouse's TBT, issue 25).
  const [region] = useState(() => {
    const div = document.createElement('div');
    div.setAttribute('role', 'region');
    div.setAttribute('aria-label', 'Notifications');
    return div;
  });
  useEffect(() => {
    document.body.append(region);
    return () => region.remove();
  }, [region]);
  const [hostWanted, setHostWanted] = useState(false);

  // Set while rendering too, so that the children's first effects may already raise toasts.
  accepting = true;
  useEffect(() => {
    accepting = true;
    // A toast may be raised while some component renders: the host is asked for after it.
    wake = () => queueMicrotask(() => setHostWanted(true));
    if (waiting.length > 0) setHostWanted(true);
    return () => {
      accepting = false;
      wake = null;
      waiting.length = 0;
    };
  }, []);

  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (!e.altKey || e.ctrlKey || e.metaKey || (e.code !== 'KeyT' && e.key.toLowerCase() !== 't')) return;
      const newest = registry.current[registry.current.length - 1];
      if (newest) {
        e.preventDefault();
        newest.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastRegistry.Provider value={registry}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost region={region} />
        </Suspense>
      )}
    </ToastRegistry.Provider>
  );
}
