// Merchant dashboard (/merchant and /merchant/dashboard, merchant-operations.md section 2): the
// counts of products, categories and suppliers, and quick links to the products, a new product and
// the categories.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { countsMachine } from '../../machines/dashboard-counts.machine';
import { buttonClasses } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { loadCatalogueCounts } from './dashboard.actors';

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  loading: 'Loading dashboard...',
  products: 'Products',
  categories: 'Categories',
  suppliers: 'Suppliers',
  viewProducts: 'View products',
  createProduct: 'Create product',
  viewCategories: 'View categories',
} as const;

const merchantDashboardMachine = countsMachine.provide({
  actors: { loadCounts: fromPromise(({ signal }) => loadCatalogueCounts(signal)) },
});

export function MerchantDashboardScreen() {
  const dashboard = useActorRef(merchantDashboardMachine);
  const counts = useSelector(dashboard, (s) => s.context.counts);
  const loading = useSelector(dashboard, (s) => s.hasTag('loading'));
  const error = useSelector(dashboard, (s) => (s.hasTag('error') ? s.context.error : null));

  const cards = counts
    ? [
        { label: DASHBOARD_TEXT.products, count: counts.products },
        { label: DASHBOARD_TEXT.categories, count: counts.categories },
        { label: DASHBOARD_TEXT.suppliers, count: counts.suppliers },
      ]
    : [];

  return (
    <Page title={DASHBOARD_TEXT.title}>
      {loading && <LoadingText>{DASHBOARD_TEXT.loading}</LoadingText>}
      {error && <ErrorRetry message={error} onRetry={() => dashboard.send({ type: 'retry' })} />}
      {counts && (
        <div className="grid gap-4 sm:grid-cols-3">
          {/* A labelled group per card around its own <dl>: a <dl> may only hold plain <div> groups. */}
          {cards.map((card) => (
            <div key={card.label} role="group" aria-label={card.label} className="rounded-lg border border-slate-200 bg-white p-4">
              <dl>
                <dt className="text-sm text-slate-600">{card.label}</dt>
                <dd className="text-3xl font-semibold text-slate-900">{card.count}</dd>
              </dl>
            </div>
          ))}
        </div>
      )}
      <nav aria-label="Quick links" className="flex flex-wrap gap-2">
        <Link to="/merchant/products" className={buttonClasses('secondary')}>
          {DASHBOARD_TEXT.viewProducts}
        </Link>
        <Link to="/merchant/products/create" className={buttonClasses('primary')}>
          {DASHBOARD_TEXT.createProduct}
        </Link>
        <Link to="/merchant/categories" className={buttonClasses('secondary')}>
          {DASHBOARD_TEXT.viewCategories}
        </Link>
      </nav>
    </Page>
  );
}
