// An order's lines with their prices (issue 22): product, SKU, qty, unit price and line total, then
// the order's total. The merchant's and the supplier's order details both show it, alike. A price
// unknown when the order was placed shows a dash.
import { formatMoney, moneyOrDash } from '../lib/money';
import { DataTable, columnHelper } from './data-table';
import { Badge } from './status-badge';

export interface PricedLine {
  id: number;
  name: string;
  sku: string | null;
  qty: number;
  unit_price: number | null;
  line_total: number | null;
}

/** A calendar date (YYYY-MM-DD) as 'Mon, Mar 4, 2030' in the user's locale, read in UTC so no zone moves it; '-' for none. */
export const dayLabel = (date: string | null | undefined) =>
  date ? new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }) : '-';

export const PRICED_LINES_TEXT = {
  total: (amount: number) => `Total: ${formatMoney(amount)}`,
  belowMinimum: 'Below minimum',
};

const col = columnHelper<PricedLine>();
const columns = col.columns([
  col.accessor('name', { header: 'Product' }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('qty', { header: 'Qty' }),
  col.accessor('unit_price', { header: 'Unit price', cell: (info) => moneyOrDash(info.getValue()) }),
  col.accessor('line_total', { header: 'Line total', cell: (info) => moneyOrDash(info.getValue()) }),
]);

export function PricedLinesTable({ lines, total, caption, emptyText }: { lines: PricedLine[]; total: number; caption: string; emptyText: string }) {
  return (
    <div className="space-y-2">
      <DataTable columns={columns} rows={lines} getRowId={(l) => String(l.id)} emptyText={emptyText} caption={caption} />
      <p className="text-right text-base font-semibold text-slate-900">{PRICED_LINES_TEXT.total(total)}</p>
    </div>
  );
}

/** An order's total, flagged when it was placed below the supplier's soft minimum. */
export function OrderTotal({ total, belowMinimum }: { total: number; belowMinimum: boolean }) {
  return (
    <>
      {formatMoney(total)}
      {belowMinimum && (
        <>
          {' '}
          <Badge tone="warning">{PRICED_LINES_TEXT.belowMinimum}</Badge>
        </>
      )}
    </>
  );
}
