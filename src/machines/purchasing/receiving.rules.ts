// The receiving form's rules (issue 23): which orders can be received, a line's draft, what
// 'Receive all as confirmed' fills in, the checks of the typed boxes and the body they make.
import type { components } from '../../api/schema';
import type { PurchaseOrder } from './order-detail.machine';

export type ReceiptReason = components['schemas']['ReceiptReason'];
export type ReceiveOrderRequest = components['schemas']['ReceiveOrderRequest'];
type OrderLine = PurchaseOrder['lines'][number];

export const RECEIPT_REASON_LABELS: Record<ReceiptReason, string> = {
  SHORT: 'Short delivery',
  DAMAGED: 'Damaged',
  WRONG_ITEM: 'Wrong item',
  PRICE: 'Charged more than confirmed',
  OTHER: 'Other',
};

export const RECEIVING_MESSAGES = {
  received: 'Delivery received.',
  failed: 'Failed to receive the delivery.',
  areasFailed: 'Stock areas could not be loaded: the goods go to their usual area.',
  nothingReceived: 'Enter the received quantity of at least one line.',
  qtyRequired: 'Enter the received quantity (0 if none came).',
  notANumber: 'A valid number is required.',
  negative: 'Ensure this value is greater than or equal to 0.',
};

/** The statuses a merchant receives: a PLACED order only when no on-system supplier must accept it first. */
export const canReceive = (order: Pick<PurchaseOrder, 'status' | 'in_supplier_inbox'> | null) =>
  !!order && (['ACCEPTED', 'FULFILLED', 'PARTIALLY_RECEIVED'].includes(order.status) || (order.status === 'PLACED' && !order.in_supplier_inbox));

/** One line of the form: the order line's figures and what is typed for it. */
export interface ReceiveLineDraft {
  id: number;
  /** What arrives: the substitute's name where the supplier sent one. */
  name: string;
  /** The product ordered, when a substitute stands in for it. */
  replaces: string | null;
  ordered: number;
  confirmed: number | null;
  alreadyReceived: number;
  /** The price expected: the confirmed one, else the one ordered at. */
  price: number | null;
  qty: string;
  pricePaid: string;
  reason: ReceiptReason | '';
  note: string;
}

export type DraftField = 'qty' | 'pricePaid' | 'reason' | 'note';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** What is still to come of a line: confirmed (else ordered) less received, at least 0. */
export const outstanding = (line: Pick<ReceiveLineDraft, 'ordered' | 'confirmed' | 'alreadyReceived'>) => Math.max(round3((line.confirmed ?? line.ordered) - line.alreadyReceived), 0);

export const toDraft = (l: OrderLine): ReceiveLineDraft => ({
  id: l.id,
  name: l.substitute?.name ?? l.name,
  replaces: l.substitute ? l.name : null,
  ordered: l.qty,
  confirmed: l.confirmed_qty,
  alreadyReceived: l.received_qty,
  price: l.confirmed_unit_price ?? l.unit_price,
  qty: '',
  pricePaid: '',
  reason: '',
  note: '',
});

/** 'Receive all as confirmed': every line's box holds what is still to come, with no reason. */
export const allAsConfirmed = (lines: ReceiveLineDraft[]) => lines.map((l) => ({ ...l, qty: String(outstanding(l)), pricePaid: '', reason: '' as const }));

function numberError(typed: string): string | null {
  const n = Number(typed.trim());
  if (!Number.isFinite(n)) return RECEIVING_MESSAGES.notANumber;
  return n < 0 ? RECEIVING_MESSAGES.negative : null;
}

export type LineErrors = Record<number, Partial<Record<'qty' | 'pricePaid', string>>>;

/**
 * Each line's problems. A line left blank is not in this delivery; a blank quantity with a price,
 * reason or note is a mistake; at least one line must be received.
 */
export function receivingErrors(lines: ReceiveLineDraft[]): { lines: LineErrors; form: string | null } {
  const errors: LineErrors = {};
  for (const l of lines) {
    const e: LineErrors[number] = {};
    if (l.qty.trim() === '') {
      if (l.pricePaid.trim() || l.reason || l.note.trim()) e.qty = RECEIVING_MESSAGES.qtyRequired;
    } else {
      const qty = numberError(l.qty);
      if (qty) e.qty = qty;
    }
    const price = l.pricePaid.trim() === '' ? null : numberError(l.pricePaid);
    if (price) e.pricePaid = price;
    if (e.qty || e.pricePaid) errors[l.id] = e;
  }
  const none = lines.every((l) => l.qty.trim() === '');
  return { lines: errors, form: none ? RECEIVING_MESSAGES.nothingReceived : null };
}

export const isValid = (lines: ReceiveLineDraft[]) => {
  const errors = receivingErrors(lines);
  return !errors.form && Object.keys(errors.lines).length === 0;
};

/** The receipt's body: the lines with a quantity; a price only when typed; the area only when chosen. */
export function receiveBody(lines: ReceiveLineDraft[], areaId: number | null): ReceiveOrderRequest {
  return {
    ...(areaId === null ? {} : { area_id: areaId }),
    lines: lines
      .filter((l) => l.qty.trim() !== '')
      .map((l) => ({
        id: l.id,
        received_qty: Number(l.qty.trim()),
        ...(l.pricePaid.trim() ? { unit_price: Number(l.pricePaid.trim()) } : {}),
        ...(l.reason ? { reason: l.reason } : {}),
        ...(l.note.trim() ? { note: l.note.trim() } : {}),
      })),
  };
}
