// An order list (cart lines grouped by supplier) as plain text for a message, and as a clean
// printable page in its own window (merchant-operations.md "Place Orders screen" and section 8).
import { groupLines, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { toast } from '../../ui/toasts';

export const PRINT_MESSAGES = {
  nothing: 'Nothing to print.',
  popupBlocked: 'Popup blocked. Please allow popups to print.',
};

/** The heading of a group: its supplier, or 'Unassigned (Print)'. */
export const groupTitle = (supplierName: string | null) => supplierName ?? 'Unassigned (Print)';

const lineText = (l: CartLine) => `- ${l.name}${l.sku ? ` (${l.sku})` : ''} x ${l.qty}`;

/** The list as message text: each group's heading, then its lines. */
export function listText(lines: CartLine[]): string {
  return groupLines(lines)
    .map((g) => [groupTitle(g.supplierName), ...g.lines.map(lineText)].join('\n'))
    .join('\n\n');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole HTML page with the list: a title, the date, and one table per group. */
export function printableHtml(title: string, lines: CartLine[], date = new Date()): string {
  const groups = groupLines(lines)
    .map(
      (g) => `<h2>${escapeHtml(groupTitle(g.supplierName))}</h2>
<table><thead><tr><th>Product</th><th>SKU</th><th class="qty">Qty</th></tr></thead><tbody>
${g.lines.map((l) => `<tr><td>${escapeHtml(l.name)}</td><td>${escapeHtml(l.sku ?? '')}</td><td class="qty">${l.qty}</td></tr>`).join('\n')}
</tbody></table>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}h1{font-size:1.4rem;margin:0}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.3rem .5rem;text-align:left}.qty{text-align:right}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(date.toLocaleDateString(undefined, { dateStyle: 'long' }))}</p>
${groups}
</body></html>`;
}

/** Opens the list in a new window and prints it; says so when there is nothing or popups are blocked. */
export function printList(title: string, lines: CartLine[]): void {
  if (lines.length === 0) {
    toast(PRINT_MESSAGES.nothing, 'warning');
    return;
  }
  const win = window.open('', '_blank');
  if (!win) {
    toast(PRINT_MESSAGES.popupBlocked, 'error');
    return;
  }
  win.opener = null;
  win.document.open();
  win.document.write(printableHtml(title, lines));
  win.document.close();
  win.focus();
  win.print();
}
