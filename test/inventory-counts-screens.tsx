// Test helper for the count sheet and the start screen: their routes with the real screens (the
// counts list and the areas page as stubs), the msw fake of test/msw/inventory-counts.ts, and a
// viewport for the virtualised rows (jsdom lays nothing out). Not app code.
import type { Role } from '../src/lib/roles';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CycleCountSheetScreen } from '../src/areas/inventory/cycle-count-sheet';
import { LiveOrdersProvider } from '../src/app/live-orders';
import type { liveMachine } from '../src/machines/live/live.machine';
import { StartCycleCountScreen } from '../src/areas/inventory/start-count';
import { countsHandlers, createCountsDb } from './msw/inventory-counts';
import { renderScreensAt, setupMswApi } from './screens';

function SheetAtRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <CycleCountSheetScreen key={id} id={Number(id)} />;
}

const SCREENS: Record<string, () => ReactNode> = {
  '/merchant/inventory/cycle-counts': () => null,
  '/merchant/inventory/areas': () => null,
  '/merchant/inventory/cycle-counts/start': () => <StartCycleCountScreen />,
  '/merchant/inventory/cycle-counts/$id': () => <SheetAtRoute />,
};

/** Renders the count screens at `path`; the list and areas pages are stubs. With `live`, the sheet hears that live machine (other counters' saves). */
export const renderCountsAt = (path: string, role?: Role, live?: typeof liveMachine) =>
  renderScreensAt(
    live
      ? {
          ...SCREENS,
          '/merchant/inventory/cycle-counts/$id': () => (
            <LiveOrdersProvider machine={live}>
              <SheetAtRoute />
            </LiveOrdersProvider>
          ),
        }
      : SCREENS,
    path,
    ['/merchant/inventory/cycle-counts', '/merchant/inventory/areas'],
    role,
  );

export const setupCountsApi = () => setupMswApi(createCountsDb, countsHandlers);

export { useViewport } from './viewport';
