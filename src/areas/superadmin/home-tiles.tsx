// The superadmin home's tiles (issue 28), above the clients on /superadmin: tenants and users in
// all, and the tenants, sign-ups and leads of the last 30 days, each a link to its list.
import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { components } from '../../api/schema';
import { createSummaryMachine } from '../../machines/dashboard-counts.machine';
import { STAT_TILE_CLASSES, StatTile, SummaryTiles } from '../../ui/stat-tile';
import { loadPlatformDashboard } from './clients.actors';

type PlatformDashboard = components['schemas']['PlatformDashboard'];

export const PLATFORM_HOME_TEXT = {
  label: 'Platform',
  loading: 'Loading dashboard...',
  tenants: 'Tenants',
  users: 'Users',
  signups: 'Sign-ups',
  leads: 'Leads',
  last30: (n: number) => `${n} in the last 30 days`,
  signupsHint: 'Users who joined in the last 30 days',
  leadsHint: 'Added in the last 30 days',
} as const;

const homeMachine = createSummaryMachine<PlatformDashboard>().provide({
  actors: { loadCounts: fromPromise(({ signal }) => loadPlatformDashboard(signal)) },
});

export function PlatformHomeTiles() {
  const t = PLATFORM_HOME_TEXT;
  return (
    <SummaryTiles machine={homeMachine} label={t.label} loading={t.loading}>
      {(summary) => (
        <>
          <li>
            <Link to="/superadmin/clients" className={STAT_TILE_CLASSES}>
              <StatTile label={t.tenants} value={summary.tenants} hint={t.last30(summary.tenants_30d)} />
            </Link>
          </li>
          <li>
            <Link to="/superadmin/users" className={STAT_TILE_CLASSES}>
              <StatTile label={t.users} value={summary.users} hint={t.last30(summary.signups_30d)} />
            </Link>
          </li>
          <li>
            <Link to="/superadmin/users" className={STAT_TILE_CLASSES}>
              <StatTile label={t.signups} value={summary.signups_30d} hint={t.signupsHint} />
            </Link>
          </li>
          <li>
            <Link to="/superadmin/leads" className={STAT_TILE_CLASSES}>
              <StatTile label={t.leads} value={summary.leads_30d} hint={t.leadsHint} />
            </Link>
          </li>
        </>
      )}
    </SummaryTiles>
  );
}
