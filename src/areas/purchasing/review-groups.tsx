// The Review & Send modal's orders (issue 22): per supplier group its lines with unit prices and
// line totals, the group's total, delivery date and minimum, then the grand total. The cart
// machine's priced groups say it all; this only renders them.
import { formatMoney, moneyOrDash } from '../../lib/money';
import { lineTotal } from '../../machines/purchasing/cart-terms.rules';
import { grandTotal, type PricedGroup } from '../../machines/purchasing/order-cart.machine';
import { type CartLine } from '../../machines/purchasing/order-cart.lines';
import { DataTable, columnHelper } from '../../ui/data-table';
import { MinimumLine } from './group-terms';
import { dayLabel } from '../../ui/priced-lines';
import { groupTitle } from './order-list';

export const REVIEW_GROUPS_TEXT = {
  groupTotal: (amount: number) => `Order total: ${formatMoney(amount)}`,
  delivery: (date: string) => `Delivery: ${dayLabel(date)}`,
  grandTotal: (amount: number) => `Grand total: ${formatMoney(amount)}`,
};

const col = columnHelper<CartLine>();
const columns = col.columns([
  col.accessor('name', { header: 'Product' }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('qty', { header: 'Qty' }),
  col.accessor('price', { header: 'Unit price', cell: (info) => moneyOrDash(info.getValue()) }),
  col.display({ id: 'total', header: 'Line total', cell: ({ row }) => moneyOrDash(lineTotal(row.original)) }),
]);

export function ReviewGroups({ groups, emptyText }: { groups: PricedGroup[]; emptyText: string }) {
  if (groups.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <div className="max-h-[45vh] space-y-4 overflow-y-auto">
      {groups.map((g) => (
        <section key={g.supplierId ?? 'none'} aria-label={groupTitle(g.supplierName)} className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-800">{groupTitle(g.supplierName)}</h3>
          <DataTable columns={columns} rows={g.lines} emptyText={emptyText} getRowId={(l) => l.key} />
          {g.supplierId !== null && (
            <div className="space-y-1 text-sm">
              <p className="font-medium text-slate-900">{REVIEW_GROUPS_TEXT.groupTotal(g.subtotal)}</p>
              {g.date && <p className="text-slate-700">{REVIEW_GROUPS_TEXT.delivery(g.date)}</p>}
              <MinimumLine group={g} />
            </div>
          )}
        </section>
      ))}
      <p className="text-base font-semibold text-slate-900">{REVIEW_GROUPS_TEXT.grandTotal(grandTotal(groups))}</p>
    </div>
  );
}
