// Cart lines grouped by supplier, read-only: the Review & Send modal and the order list dialogs.
import { groupLines, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { DataTable, columnHelper } from '../../ui/data-table';
import { groupTitle } from './order-list';

const col = columnHelper<CartLine>();
const columns = col.columns([
  col.accessor('name', { header: 'Product' }),
  col.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  col.accessor('qty', { header: 'Qty' }),
]);

export function GroupedLines({ lines, emptyText }: { lines: CartLine[]; emptyText: string }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <div className="max-h-[50vh] space-y-4 overflow-y-auto">
      {groupLines(lines).map((g) => (
        <section key={g.supplierId ?? 'none'} aria-label={groupTitle(g.supplierName)} className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-800">{groupTitle(g.supplierName)}</h3>
          <DataTable columns={columns} rows={g.lines} emptyText={emptyText} getRowId={(l) => l.key} />
        </section>
      ))}
    </div>
  );
}
