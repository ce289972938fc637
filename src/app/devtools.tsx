// Development aids, loaded only in development builds (never in tests or production bundles).
import { lazy, Suspense } from 'react';
import type { InspectionEvent } from 'xstate';

const inDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'test';

const Devtools = inDevelopment ? lazy(() => import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtools }))) : null;

/** The router devtools (a lazy chunk in development; nothing otherwise). */
export function RouterDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools position="bottom-right" />
    </Suspense>
  );
}

/**
 * The Stately inspector for the machines (development only, opt out with VITE_XSTATE_INSPECT=off).
 * It opens the inspector in a new window; a popup blocker may ask first.
 */
export async function devInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!inDevelopment || import.meta.env.VITE_XSTATE_INSPECT === 'off') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect as unknown as (event: InspectionEvent) => void;
}
