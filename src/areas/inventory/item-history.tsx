// An item's stock history (its ledger): every movement of its on-hand, newest first, with the
// reason (a delivery's with a link to its order), the change, the on-hand it left, who and when, and
// the cycle count it came from.
import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createListMachine } from '../../machines/list.machine';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { fetchMovementPage, type StockMovement } from './inventory.actors';
import { formatQty, formatWhen, signedQty } from './format';

export const HISTORY_TEXT = {
  title: 'Stock history',
  loading: 'Loading stock history...',
  empty: 'No stock movements yet.',
  reasons: {
    opening: 'Opening stock',
    manual_edit: 'Manual edit',
    count_finalize: 'Cycle count finalized',
    count_reopen: 'Cycle count reopened',
    import: 'Imported',
    receipt: 'Delivery received',
  } satisfies Record<StockMovement['reason'], string>,
} as const;

const historyMachine = createListMachine<StockMovement>();
const col = columnHelper<StockMovement>();
const columns = col.columns([
  col.accessor('created_at', {
    header: 'When',
    cell: (info) => formatWhen(info.getValue()),
  }),
  col.accessor('reason', {
    header: 'Reason',
    // A receipt names the order it received: a link to the merchant's order detail.
    cell: ({ row: { original: m } }) => (
      <>
        {HISTORY_TEXT.reasons[m.reason]}
        {m.purchase_order && (
          <>
            {' '}
            <Link to="/merchant/purchasing/orders-history/$id" params={{ id: String(m.purchase_order.id) }} className="text-blue-700 underline underline-offset-2">
              {m.purchase_order.number}
            </Link>
          </>
        )}
      </>
    ),
  }),
  col.accessor('delta', {
    header: 'Change',
    cell: (info) => signedQty(info.getValue()),
  }),
  col.accessor('balance', {
    header: 'On Hand',
    cell: (info) => formatQty(info.getValue()),
  }),
  col.accessor('user', {
    header: 'By',
    cell: (info) => info.getValue()?.name ?? '-',
  }),
  col.accessor('cycle_count', {
    header: 'Cycle Count',
    cell: ({ row }) =>
      row.original.cycle_count === null ? (
        '-'
      ) : (
        <Link to="/merchant/inventory/cycle-counts/$id" params={{ id: String(row.original.cycle_count) }} className="text-blue-700 hover:underline">
          {row.original.cycle_count_name || `Cycle Count #${row.original.cycle_count}`}
        </Link>
      ),
  }),
]);

export function ItemHistory({ itemId }: { itemId: number }) {
  const list = useActorRef(
    historyMachine.provide({
      actors: {
        fetchPage: fromPromise(({ signal }) => fetchMovementPage(itemId, signal)),
      },
    }),
    {
      input: { debounceMs: 0 },
    },
  );
  return (
    <section aria-label={HISTORY_TEXT.title} className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{HISTORY_TEXT.title}</h3>
      <ListTable list={list} columns={columns} getRowId={(m) => String(m.id)} text={HISTORY_TEXT} caption={HISTORY_TEXT.title} />
    </section>
  );
}
