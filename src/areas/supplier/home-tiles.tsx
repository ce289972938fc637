// The supplier home's tiles (issue 28), above the inbox on /supplier: new orders waiting, accepted
// orders to deliver today and merchants' connection requests, each a link to where it is handled.
import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { createSummaryMachine } from '../../machines/dashboard-counts.machine';
import { loadSupplierDashboard } from './orders.actors';
import { STAT_TILE_CLASSES, StatTile, SummaryTiles } from '../../ui/stat-tile';

type SupplierDashboard = components['schemas']['SupplierDashboard'];

export const SUPPLIER_HOME_TEXT = {
  label: 'Today',
  loading: 'Loading dashboard...',
  newOrders: 'New orders',
  newOrdersHint: 'Accept or reject them',
  shipToday: 'To deliver today',
  shipTodayHint: 'Accepted, due today',
  requests: 'Connection requests',
  requestsHint: 'Merchants waiting for an answer',
} as const;

const homeMachine = createSummaryMachine<SupplierDashboard>().provide({
  actors: { loadCounts: fromPromise(({ signal }) => loadSupplierDashboard(signal)) },
});

export function SupplierHomeTiles() {
  const t = SUPPLIER_HOME_TEXT;
  return (
    <SummaryTiles machine={homeMachine} label={t.label} loading={t.loading}>
      {(summary) => (
        <>
          <li>
            <Link to="/supplier/orders" search={{ status: 'new' }} className={STAT_TILE_CLASSES}>
              <StatTile label={t.newOrders} value={summary.new_orders} hint={t.newOrdersHint} tone={summary.new_orders ? 'attention' : 'plain'} />
            </Link>
          </li>
          <li>
            <Link to="/supplier/orders" search={{ status: 'accepted' }} className={STAT_TILE_CLASSES}>
              <StatTile label={t.shipToday} value={summary.ship_today} hint={t.shipTodayHint} />
            </Link>
          </li>
          <li>
            <Link to="/supplier/connections" className={STAT_TILE_CLASSES}>
              <StatTile label={t.requests} value={summary.pending_requests} hint={t.requestsHint} tone={summary.pending_requests ? 'attention' : 'plain'} />
            </Link>
          </li>
        </>
      )}
    </SummaryTiles>
  );
}
