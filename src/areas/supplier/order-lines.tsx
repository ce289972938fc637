// An inbox order's lines as both parties left them (issue 23, docs/decisions.md "the supplier's
// screens"): each line ordered, confirmed ('Out of stock', 'Substituted: …') and received, at the
// confirmed price, then the order's totals: ordered, confirmed, credited and net.
import type { components } from '../../api/schema';
import { formatMoney, moneyOrDash } from '../../lib/money';
import { columnHelper, DataTable } from '../../ui/data-table';

type Line = components['schemas']['SupplierOrderLine'];
type Totals = Pick<components['schemas']['SupplierOrder'], 'ordered_total' | 'total' | 'credited' | 'net_total'>;

export const LINES_TEXT = {
  caption: 'Order lines',
  empty: 'No lines.',
  notConfirmed: '-',
  outOfStock: 'Out of stock',
  substituted: (name: string) => `Substituted: ${name}`,
  totals: { ordered: 'Ordered total', confirmed: 'Confirmed total', credited: 'Credited', net: 'Net total' },
};

/** What the supplier confirmed of a line: not yet, out of stock, a quantity, and the substitute sent. */
function confirmedText(line: Line): string {
  if (line.confirmed_qty === null) return LINES_TEXT.notConfirmed;
  if (line.confirmed_qty === 0) return LINES_TEXT.outOfStock;
  return line.substitute ? `${line.confirmed_qty}, ${LINES_TEXT.substituted(line.substitute.name)}` : String(line.confirmed_qty);
}

const col = columnHelper<Line>();
const columns = col.columns([
  col.accessor('name', { header: 'Product' }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('qty', { header: 'Ordered' }),
  col.display({
    id: 'confirmed',
    header: 'Confirmed',
    cell: ({ row }) => (
      <>
        {confirmedText(row.original)}
        {row.original.supplier_note && <span className="block text-xs text-slate-600">{row.original.supplier_note}</span>}
      </>
    ),
  }),
  col.accessor('received_qty', { header: 'Received' }),
  col.display({ id: 'price', header: 'Unit price', cell: ({ row }) => moneyOrDash(row.original.confirmed_unit_price ?? row.original.unit_price) }),
  col.accessor('line_total', { header: 'Line total', cell: (info) => moneyOrDash(info.getValue()) }),
]);

export function SupplierOrderLines({ lines }: { lines: Line[] }) {
  return <DataTable columns={columns} rows={lines} getRowId={(l) => String(l.id)} emptyText={LINES_TEXT.empty} caption={LINES_TEXT.caption} />;
}

/** The order's totals: as ordered, as confirmed, the approved credits and what it costs. */
export function OrderTotals({ order }: { order: Totals }) {
  const rows: [string, number][] = [
    [LINES_TEXT.totals.ordered, order.ordered_total],
    [LINES_TEXT.totals.confirmed, order.total],
    [LINES_TEXT.totals.credited, order.credited],
    [LINES_TEXT.totals.net, order.net_total],
  ];
  return (
    <section aria-label="Totals" className="ml-auto max-w-xs">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
