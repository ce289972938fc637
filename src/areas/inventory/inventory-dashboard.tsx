// Inventory dashboard (/merchant/inventory, merchant-operations.md section 2): counts of stock
// areas, items and open cycle counts, and the spec's four links.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { countsMachine } from '../../machines/dashboard-counts.machine';
import { buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { loadInventoryCounts } from './inventory.actors';

export const DASHBOARD_TEXT = {
  title: 'Inventory',
  loading: 'Loading inventory...',
  areas: 'Stock Areas',
  items: 'Items',
  open: 'Open Cycle Counts',
  start: 'Start a Count',
} as const;

const dashboardMachine = countsMachine.provide({
  actors: {
    loadCounts: fromPromise(({ signal }) => loadInventoryCounts(signal)),
  },
});

const CARDS = [
  {
    key: 'areas',
    label: DASHBOARD_TEXT.areas,
    to: '/merchant/inventory/areas',
  },
  {
    key: 'items',
    label: DASHBOARD_TEXT.items,
    to: '/merchant/inventory/items',
  },
  {
    key: 'open',
    label: DASHBOARD_TEXT.open,
    to: '/merchant/inventory/cycle-counts',
    search: { status: 'OPEN' },
  },
] as const;

export function InventoryDashboardScreen() {
  const counts = useActorRef(dashboardMachine);
  const values = useSelector(counts, (s) => s.context.counts);
  const error = useSelector(counts, (s) => (s.hasTag('error') ? s.context.error : null));

  return (
    <Page
      title={DASHBOARD_TEXT.title}
      actions={
        <Link to="/merchant/inventory/cycle-counts/start" className={buttonClasses('primary')}>
          {DASHBOARD_TEXT.start}
        </Link>
      }
    >
      {error ? (
        <ErrorRetry message={error} onRetry={() => counts.send({ type: 'retry' })} />
      ) : !values ? (
        <LoadingText>{DASHBOARD_TEXT.loading}</LoadingText>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.key}>
              <Link to={card.to} search={'search' in card ? card.search : undefined} className="block rounded-lg border border-slate-200 bg-white p-5 hover:border-blue-400 hover:bg-blue-50">
                <span className="block text-sm text-slate-600">{card.label}</span>
                <span className="block text-3xl font-semibold text-slate-900">{values[card.key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
