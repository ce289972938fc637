// Test helper for the inventory screens other than the count sheet and the start screen: their
// routes with the real screens (the sheet and the start screen as stubs) over the msw fake of
// test/msw/inventory.ts. Not app code.
import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AddInventoryItemScreen } from '../src/areas/inventory/add-item';
import { parseTab } from '../src/areas/inventory/cycle-count-tabs';
import { CycleCountsListScreen } from '../src/areas/inventory/cycle-counts-list';
import { InventoryDashboardScreen } from '../src/areas/inventory/inventory-dashboard';
import { InventoryItemsScreen } from '../src/areas/inventory/inventory-items';
import { StockAreasScreen } from '../src/areas/inventory/stock-areas';
import { createInventoryDb, inventoryHandlers } from './msw/inventory';
import { renderScreensAt, setupMswApi } from './screens';
import type { Role } from '../src/lib/roles';

function CountsListAtRoute() {
  return <CycleCountsListScreen tab={parseTab(useSearch({ strict: false }) as Record<string, unknown>)} />;
}

const SHEET = '/merchant/inventory/cycle-counts/$id';
const START = '/merchant/inventory/cycle-counts/start';

const SCREENS: Record<string, () => ReactNode> = {
  '/merchant/inventory': () => <InventoryDashboardScreen />,
  '/merchant/inventory/areas': () => <StockAreasScreen />,
  '/merchant/inventory/items': () => <InventoryItemsScreen />,
  '/merchant/inventory/items/new': () => <AddInventoryItemScreen />,
  '/merchant/inventory/cycle-counts': () => <CountsListAtRoute />,
  [START]: () => null,
  [SHEET]: () => null,
};

/** Renders the inventory screens at `path` (as a member with `role`, an owner by default); the sheet and the start screen are stubs. */
export const renderInventoryAt = (path: string, role?: Role) => renderScreensAt(SCREENS, path, [SHEET, START], role);

export const setupInventoryApi = () => setupMswApi(createInventoryDb, inventoryHandlers);

/** The calls the screens made, as 'METHOD /path?query', optionally only those starting with `prefix`. */
export const callsOf = (db: { requests: { call: string }[] }, prefix = '') => db.requests.map((r) => r.call).filter((c) => c.startsWith(prefix));
