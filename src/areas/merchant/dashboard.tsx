// Merchant dashboard (/merchant and /merchant/dashboard, merchant-operations.md section 2, issue 28):
// tiles for the day's work (items below par, orders arriving today and overdue, the open count to
// resume, the stock value), each a link to the screen that acts on it; then what the route adds
// (`panels`: the reorder and deliveries panels of purchasing); then the spec's counts of products,
// categories and suppliers and its quick links.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { formatMoney } from '../../lib/money';
import { roleMay } from '../../lib/roles';
import { createSummaryMachine } from '../../machines/dashboard-counts.machine';
import { buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { useRole } from '../../ui/role';
import { LoadingText } from '../../ui/spinner';
import { STAT_TILE_CLASSES, StatTile } from '../../ui/stat-tile';
import { loadMerchantDashboard, type MerchantDashboard } from './dashboard.actors';

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  loading: 'Loading dashboard...',
  products: 'Products',
  categories: 'Categories',
  suppliers: 'Suppliers',
  viewProducts: 'View products',
  createProduct: 'Create product',
  viewCategories: 'View categories',
  today: 'Today',
  belowPar: 'Below par',
  belowParHint: 'Order in Place Orders',
  arriving: 'Arriving today',
  overdue: 'Overdue',
  deliveriesHint: 'See them in Orders History',
  deliveriesBelow: 'See them under Deliveries',
  openCounts: 'Open cycle counts',
  resume: (name: string | null) => `Resume ${name ?? 'the open count'}`,
  startCount: 'Start a Count',
  stockValue: 'Stock value',
  stockValueHint: 'On hand × cost price',
} as const;

const merchantDashboardMachine = createSummaryMachine<MerchantDashboard>().provide({
  actors: { loadCounts: fromPromise(({ signal }) => loadMerchantDashboard(signal)) },
});

/**
 * A deliveries tile: to the Deliveries list on the page (`listId`) when it shows orders (the orders
 * history cannot be filtered by delivery date), else to the orders history.
 */
function DeliveriesTile({ listId, label, value, tone }: { listId: string | null; label: string; value: number; tone?: 'attention' | 'plain' }) {
  const tile = <StatTile label={label} value={value} hint={listId ? DASHBOARD_TEXT.deliveriesBelow : DASHBOARD_TEXT.deliveriesHint} tone={tone} />;
  return listId ? (
    <a href={`#${listId}`} className={STAT_TILE_CLASSES}>
      {tile}
    </a>
  ) : (
    <Link to="/merchant/purchasing/orders-history" className={STAT_TILE_CLASSES}>
      {tile}
    </Link>
  );
}

/** The tiles of the day's work, each a link to where it is done. */
function TodayTiles({ summary, deliveriesId }: { summary: MerchantDashboard; deliveriesId?: string }) {
  const open = summary.open_count;
  // The Deliveries list shows only when some delivery is due.
  const listId = deliveriesId && summary.arriving_today.length + summary.overdue.length > 0 ? deliveriesId : null;
  return (
    <ul aria-label={DASHBOARD_TEXT.today} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <li>
        <Link to="/merchant/purchasing/place-order" className={STAT_TILE_CLASSES}>
          <StatTile label={DASHBOARD_TEXT.belowPar} value={summary.below_par_count} hint={DASHBOARD_TEXT.belowParHint} tone={summary.below_par_count ? 'attention' : 'plain'} />
        </Link>
      </li>
      <li>
        <DeliveriesTile listId={listId} label={DASHBOARD_TEXT.arriving} value={summary.arriving_today.length} />
      </li>
      <li>
        <DeliveriesTile listId={listId} label={DASHBOARD_TEXT.overdue} value={summary.overdue.length} tone={summary.overdue.length ? 'attention' : 'plain'} />
      </li>
      <li>
        {open ? (
          <Link to="/merchant/inventory/cycle-counts/$id" params={{ id: String(open.id) }} className={STAT_TILE_CLASSES}>
            <StatTile label={DASHBOARD_TEXT.openCounts} value={summary.open_counts} hint={DASHBOARD_TEXT.resume(open.name)} />
          </Link>
        ) : (
          <Link to="/merchant/inventory/cycle-counts/start" className={STAT_TILE_CLASSES}>
            <StatTile label={DASHBOARD_TEXT.openCounts} value={0} hint={DASHBOARD_TEXT.startCount} />
          </Link>
        )}
      </li>
      <li>
        <Link to="/merchant/inventory/items" className={STAT_TILE_CLASSES}>
          <StatTile label={DASHBOARD_TEXT.stockValue} value={formatMoney(summary.stock_value)} hint={DASHBOARD_TEXT.stockValueHint} />
        </Link>
      </li>
    </ul>
  );
}

/** The spec's three counts, each a link to its list. */
function CatalogueCounts({ summary }: { summary: MerchantDashboard }) {
  const cards = [
    { label: DASHBOARD_TEXT.products, count: summary.products, to: '/merchant/products' },
    { label: DASHBOARD_TEXT.categories, count: summary.categories, to: '/merchant/categories' },
    { label: DASHBOARD_TEXT.suppliers, count: summary.suppliers, to: '/merchant/suppliers' },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {/* A labelled group per card around its own <dl>: a <dl> may only hold plain <div> groups. */}
      {cards.map((card) => (
        <div key={card.label} role="group" aria-label={card.label}>
          <Link to={card.to} className={STAT_TILE_CLASSES}>
            <dl>
              <dt className="text-sm text-slate-600">{card.label}</dt>
              <dd className="text-3xl font-semibold text-slate-900">{card.count}</dd>
            </dl>
          </Link>
        </div>
      ))}
    </div>
  );
}

/** `deliveriesId`: the id of the deliveries list among the `panels`, where the deliveries tiles lead. */
export function MerchantDashboardScreen({ panels, deliveriesId }: { panels?: (summary: MerchantDashboard) => ReactNode; deliveriesId?: string }) {
  const dashboard = useActorRef(merchantDashboardMachine);
  const summary = useSelector(dashboard, (s) => s.context.counts);
  const loading = useSelector(dashboard, (s) => s.hasTag('loading'));
  const error = useSelector(dashboard, (s) => (s.hasTag('error') ? s.context.error : null));
  // Staff may not change the catalogue (decisions.md "Roles"): no link to a form it could not save.
  const mayCreateProduct = roleMay(useRole(), 'createProduct');

  return (
    <Page title={DASHBOARD_TEXT.title}>
      {loading && <LoadingText>{DASHBOARD_TEXT.loading}</LoadingText>}
      {error && <ErrorRetry message={error} onRetry={() => dashboard.send({ type: 'retry' })} />}
      {summary && (
        <>
          <TodayTiles summary={summary} deliveriesId={deliveriesId} />
          {panels?.(summary)}
          <CatalogueCounts summary={summary} />
        </>
      )}
      {/* With the figures, not before them: they would push it down the page as they arrive (a layout shift). */}
      {!loading && (
        <nav aria-label="Quick links" className="flex flex-wrap gap-2">
          <Link to="/merchant/products" className={buttonClasses('secondary')}>
            {DASHBOARD_TEXT.viewProducts}
          </Link>
          {mayCreateProduct && (
            <Link to="/merchant/products/create" className={buttonClasses('primary')}>
              {DASHBOARD_TEXT.createProduct}
            </Link>
          )}
          <Link to="/merchant/categories" className={buttonClasses('secondary')}>
            {DASHBOARD_TEXT.viewCategories}
          </Link>
        </nav>
      )}
    </Page>
  );
}
