// The merchant's order lines (issue 23): what was ordered, what the supplier confirmed ('2 of 5
// confirmed', 'Out of stock', 'Substituted: ...' with the supplier's note), what has been received,
// and the prices; then the order's credits with their status and the supplier's answer.
import type { PurchaseOrder } from '../../machines/purchasing/order-detail.machine';
import { RECEIPT_REASON_LABELS } from '../../machines/purchasing/receiving.rules';
import { formatMoney, moneyOrDash } from '../../lib/money';
import { DataTable, columnHelper } from '../../ui/data-table';

type OrderLine = PurchaseOrder['lines'][number];
type OrderCredit = PurchaseOrder['credits'][number];

export const ORDER_LINES_TEXT = {
  noLines: 'No lines.',
  notConfirmed: 'Not confirmed yet',
  confirmed: 'Confirmed',
  outOfStock: 'Out of stock',
  partly: (confirmed: number, ordered: number) => `${confirmed} of ${ordered} confirmed`,
  substituted: (name: string) => `Substituted: ${name}`,
  supplierNote: (note: string) => `Supplier's note: ${note}`,
  credits: 'Credits',
  creditStatus: { requested: 'Requested', approved: 'Approved', disputed: 'Disputed' } satisfies Record<OrderCredit['status'], string>,
  noReason: 'No reason given',
};

/** What the supplier confirmed of a line, in words. */
export function confirmationText(line: Pick<OrderLine, 'qty' | 'confirmed_qty' | 'substitute'>): string {
  const { qty, confirmed_qty: confirmed, substitute } = line;
  if (confirmed === null) return substitute ? ORDER_LINES_TEXT.substituted(substitute.name) : ORDER_LINES_TEXT.notConfirmed;
  if (confirmed === 0) return ORDER_LINES_TEXT.outOfStock;
  const amount = confirmed === qty ? null : ORDER_LINES_TEXT.partly(confirmed, qty);
  if (substitute) return [ORDER_LINES_TEXT.substituted(substitute.name), amount].filter(Boolean).join(', ');
  return amount ?? ORDER_LINES_TEXT.confirmed;
}

const lineCol = columnHelper<OrderLine>();
const lineColumns = lineCol.columns([
  lineCol.accessor('name', { header: 'Product' }),
  lineCol.accessor('sku', { header: 'SKU', cell: (info) => info.getValue() || '-' }),
  lineCol.accessor('qty', { header: 'Ordered' }),
  lineCol.display({
    id: 'confirmed',
    header: 'Confirmed',
    cell: ({ row: { original: l } }) => (
      <>
        {confirmationText(l)}
        {l.supplier_note && <span className="block text-xs text-slate-600">{ORDER_LINES_TEXT.supplierNote(l.supplier_note)}</span>}
      </>
    ),
  }),
  lineCol.accessor('received_qty', { header: 'Received' }),
  lineCol.accessor((l) => l.confirmed_unit_price ?? l.unit_price, { id: 'price', header: 'Unit price', cell: (info) => moneyOrDash(info.getValue()) }),
  lineCol.accessor('line_total', { header: 'Line total', cell: (info) => moneyOrDash(info.getValue()) }),
]);

export function OrderLinesTable({ lines }: { lines: OrderLine[] }) {
  return <DataTable columns={lineColumns} rows={lines} getRowId={(l) => String(l.id)} emptyText={ORDER_LINES_TEXT.noLines} caption="Lines" />;
}

const creditCol = columnHelper<OrderCredit>();
const creditColumns = creditCol.columns([
  creditCol.accessor('name', { header: 'Product' }),
  creditCol.accessor('reason', {
    header: 'Reason',
    cell: ({ row: { original: c } }) => (
      <>
        {c.reason ? RECEIPT_REASON_LABELS[c.reason] : ORDER_LINES_TEXT.noReason}
        {c.note && <span className="block text-xs text-slate-600">{c.note}</span>}
      </>
    ),
  }),
  creditCol.accessor('shortfall_qty', { header: 'Short' }),
  creditCol.accessor('amount', { header: 'Amount', cell: (info) => formatMoney(info.getValue()) }),
  creditCol.accessor('status', { header: 'Status', cell: (info) => ORDER_LINES_TEXT.creditStatus[info.getValue()] }),
  creditCol.accessor('approved_amount', { header: 'Approved', cell: (info) => moneyOrDash(info.getValue()) }),
  creditCol.accessor('dispute_reason', { header: 'Dispute reason', cell: (info) => info.getValue() || '-' }),
]);

/** The order's credits, when it has any. */
export function OrderCredits({ credits }: { credits: OrderCredit[] }) {
  if (credits.length === 0) return null;
  return (
    <section aria-labelledby="order-credits" className="space-y-2">
      <h2 id="order-credits" className="text-lg font-semibold text-slate-900">
        {ORDER_LINES_TEXT.credits}
      </h2>
      <DataTable columns={creditColumns} rows={credits} getRowId={(c) => String(c.id)} emptyText="" caption={ORDER_LINES_TEXT.credits} />
    </section>
  );
}
