// Merchants overview (/superadmin/merchants, platform.md section 2): a card per supplier client
// (merchants belong to suppliers); choosing one shows its merchants. The merchants overview
// machine does the behaviour.
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { fromPromise } from 'xstate';
import { merchantsOverviewMachine, type OverviewMerchant } from '../../machines/superadmin/merchants-overview.machine';
import { DataTable, columnHelper } from '../../ui/data-table';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { moneyOrDash } from '../../lib/money';
import { LoadingText } from '../../ui/spinner';
import { CLIENT_MESSAGES, fetchClients, fetchSchemaMerchants } from './clients.actors';

export const MERCHANTS_OVERVIEW_TEXT = {
  loadingClients: 'Loading clients...',
  noClients: 'No clients found.',
  choose: 'Choose a client to see its merchants.',
  loadingMerchants: 'Loading merchants...',
  empty: 'No merchants found for this client.',
} as const;

const overviewMachine = merchantsOverviewMachine.provide({
  actors: {
    listClients: fromPromise(({ signal }) => fetchClients('', signal)),
    listMerchants: fromPromise(({ input, signal }: { input: { schemaName: string }; signal: AbortSignal }) => fetchSchemaMerchants(input.schemaName, signal)),
  },
});

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');
/** Minimum order with a '$' prefix; '-' when there is none. */
export const formatMinOrder = moneyOrDash;

const col = columnHelper<OverviewMerchant>();
const columns = col.columns([
  col.accessor('id', { header: 'ID' }),
  col.accessor('merchant_name', { header: 'Name', cell: (info) => dash(info.getValue()) }),
  col.accessor('city', { header: 'City', cell: (info) => dash(info.getValue()) }),
  col.accessor('state', { header: 'State', cell: (info) => dash(info.getValue()) }),
  col.accessor('phone_number', { header: 'Phone', cell: (info) => dash(info.getValue()) }),
  col.accessor('minimum_order', { header: 'Min Order', cell: (info) => formatMinOrder(info.getValue()) }),
]);

export function MerchantsOverviewScreen() {
  const overview = useActorRef(overviewMachine);
  const clients = useSelector(overview, (s) => s.context.clients);
  const chosen = useSelector(overview, (s) => s.context.chosen);
  const merchants = useSelector(overview, (s) => s.context.merchants);
  const error = useSelector(overview, (s) => s.context.error);
  const clientsLoading = useSelector(overview, (s) => s.hasTag('clientsLoading'));
  const clientsError = useSelector(overview, (s) => s.hasTag('clientsError'));
  const clientsEmpty = useSelector(overview, (s) => s.hasTag('clientsEmpty'));
  const merchantsLoading = useSelector(overview, (s) => s.hasTag('merchantsLoading'));
  const merchantsError = useSelector(overview, (s) => s.hasTag('merchantsError'));
  const merchantsShown = useSelector(overview, (s) => s.hasTag('merchantsReady') || s.hasTag('merchantsEmpty'));
  const chosenName = clients.find((c) => c.schema_name === chosen)?.name;

  return (
    <Page title="Merchants">
      {clientsLoading && <LoadingText>{MERCHANTS_OVERVIEW_TEXT.loadingClients}</LoadingText>}
      {clientsError && <ErrorRetry message={error ?? CLIENT_MESSAGES.listFailed} onRetry={() => overview.send({ type: 'clients.retry' })} />}
      {clientsEmpty && <p className="text-sm text-slate-600">{MERCHANTS_OVERVIEW_TEXT.noClients}</p>}
      {clients.length > 0 && (
        <ul aria-label="Clients" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {clients.map((c) => {
            const pressed = c.schema_name === chosen;
            const place = [c.city, c.state].filter((p) => p && p.trim()).join(', ');
            return (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => overview.send({ type: 'client.choose', schemaName: c.schema_name })}
                  className={`w-full rounded-lg border p-4 text-left shadow-sm transition-colors ${pressed ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600' : 'border-slate-200 bg-white hover:bg-slate-50'}`}
                >
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="block text-sm text-slate-600">{place || c.schema_name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {clients.length > 0 && !chosen && <p className="text-sm text-slate-600">{MERCHANTS_OVERVIEW_TEXT.choose}</p>}
      {chosen && (
        <section aria-label={chosenName ? `Merchants of ${chosenName}` : 'Merchants'} className="space-y-2">
          {chosenName && <h2 className="text-lg font-semibold text-slate-900">{`Merchants of ${chosenName}`}</h2>}
          {merchantsError && <ErrorRetry message={error ?? CLIENT_MESSAGES.merchantsFailed} onRetry={() => overview.send({ type: 'merchants.retry' })} />}
          {(merchantsLoading || merchantsShown) && (
            <DataTable
              columns={columns}
              rows={merchants}
              getRowId={(m) => String(m.id)}
              emptyText={MERCHANTS_OVERVIEW_TEXT.empty}
              loading={merchantsLoading}
              loadingText={MERCHANTS_OVERVIEW_TEXT.loadingMerchants}
              caption={chosenName ? `Merchants of ${chosenName}` : 'Merchants'}
            />
          )}
        </section>
      )}
    </Page>
  );
}
