// Purchase orders: numbers, statuses mirrored from the supplier's inbox, and the words of the
// messages that carry orders and order lists.
import type { SupplierOrderStatus } from '@shared/supplier-order-status';
import type { Schemas } from '../../openapi/operations';
import { cents, formatMoney } from '@shared/money';

export type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'];

/** The merchant's order status for each status of the supplier's inbox order. */
export const MIRRORED_STATUS: Record<SupplierOrderStatus, PurchaseOrderStatus> = {
  new: 'PLACED',
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  fulfilled: 'FULFILLED',
};

export const orderNumber = (id: number) => `PO-${String(id).padStart(6, '0')}`;

/** DRF's wording for an id that names nothing (as the membership calls answer). */
export const unknownPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** Quantities are kept to 0.001 (numeric(14,3)), as the cart keeps them. */
export const keptQty = (qty: number) => Math.round(qty * 1000) / 1000;

/** DRF's wording, as the contract answers a quantity of 0 or less. */
export const QTY_ABOVE_ZERO = 'Ensure this value is greater than 0.';

/** Placing with a supplier whose connection is PAUSED (decisions.md "Connections"). */
export const pausedConnection = (supplier: string) => `Your connection with ${supplier} is paused: orders cannot be sent to them until it is resumed.`;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request.',
};

export interface MessageLine {
  name: string;
  sku: string | null;
  qty: number;
}

/** An order's line as its message shows it: with the price it was placed at (null when unknown). */
export interface PricedMessageLine extends MessageLine {
  unit_price: number | null;
  line_total: number | null;
}

const lineText = (l: MessageLine) => `${l.name}${l.sku ? ` (${l.sku})` : ''} x ${l.qty}`;

// Prices as the app shows them (US dollars with cents); a line without one says so.
const pricedLineText = (l: PricedMessageLine) =>
  `${lineText(l)}${l.unit_price === null || l.line_total === null ? ', no price' : ` at ${formatMoney(l.unit_price)} = ${formatMoney(l.line_total)}`}`;

/** The order total of the priced lines; with a line that has no price, a word that it is left out. */
function totalText(lines: PricedMessageLine[]): string | null {
  const priced = lines.filter((l) => l.line_total !== null);
  if (priced.length === 0) return null;
  const total = `Order total: ${formatMoney(cents(priced.reduce((sum, l) => sum + l.line_total!, 0)))}`;
  return priced.length < lines.length ? `${total} (lines without a price not included)` : total;
}

interface OrderMessage {
  number: string;
  merchant: string;
  note: string | null;
  lines: PricedMessageLine[];
}

/** The email that carries an order to its supplier: each line at its price, then the order total. */
export function orderEmail(o: OrderMessage & { supplier: string }) {
  const total = totalText(o.lines);
  return {
    subject: `Purchase order ${o.number} from ${o.merchant}`,
    body: [
      `${o.merchant} has placed purchase order ${o.number} with ${o.supplier}.`,
      '',
      ...o.lines.map((l) => `- ${pricedLineText(l)}`),
      ...(total ? ['', total] : []),
      ...(o.note ? ['', `Note: ${o.note}`] : []),
    ].join('\n'),
  };
}

/** The text message that carries an order to its supplier: the same, on as few lines as it takes. */
export function orderText(o: OrderMessage) {
  const total = totalText(o.lines);
  return `${o.merchant} order ${o.number}: ${o.lines.map(pricedLineText).join('; ')}${total ? `. ${total}` : ''}${o.note ? `. Note: ${o.note}` : ''}`;
}

export const LIST_TITLES = {
  unassigned: 'Unassigned Order List',
  shopInStore: 'Shop-in-Store Order List',
} as const;

/** An order list (unassigned or shop-in-store) as a message: one item per line. */
export function listMessage(title: string, merchant: string, lines: MessageLine[]) {
  return { subject: `${title} - ${merchant}`, body: [`${title} - ${merchant}`, '', ...lines.map((l) => `- ${lineText(l)}`)].join('\n') };
}
