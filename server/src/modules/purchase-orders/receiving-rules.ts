// Receiving's arithmetic (decisions.md "Fulfilment, receiving and credits (issue 23): server"): what
// a received line is owed back, and when a line and its order are settled. Pure: the tests and the
// receipt step read the same rules.
import type { Schemas } from '../../openapi/operations';
import { cents } from '../priced-catalogs/rules';
import { keptQty } from './rules';
import type { PurchaseOrderStatus } from './rules';

type Reason = Schemas['ReceiptReason'];

export const REASON_LABELS: Record<Reason, string> = { SHORT: 'Short', DAMAGED: 'Damaged', WRONG_ITEM: 'Wrong item', PRICE: 'Price', OTHER: 'Other' };

export const RECEIVE_MESSAGES = {
  notReceivable: (status: PurchaseOrderStatus) => `An order that is ${status.toLowerCase()} cannot be received.`,
  notAccepted: 'The supplier has not accepted this order yet.',
  notALine: (id: number) => `Line ${id} is not a line of this order.`,
  twice: (id: number) => `Line ${id} is listed more than once.`,
};

/** The statuses an order can be received in (a PLACED one only when no supplier's inbox holds it). */
export const RECEIVABLE: readonly PurchaseOrderStatus[] = ['PLACED', 'ACCEPTED', 'FULFILLED', 'PARTIALLY_RECEIVED'];

/** A line before this receipt: what the supplier confirmed (else what was ordered) and what arrived so far. */
export interface LineState {
  qty: number;
  unit_price: number | null;
  confirmed_qty: number | null;
  confirmed_unit_price: number | null;
  received_qty: number;
  /** An earlier receipt gave a reason: its shortfall was claimed already. */
  closed: boolean;
}

export interface Received {
  received_qty: number;
  unit_price: number | null;
  reason: Reason | null;
}

export const expectedQty = (l: LineState) => l.confirmed_qty ?? l.qty;
export const expectedPrice = (l: LineState) => l.confirmed_unit_price ?? l.unit_price;

/**
 * The credit a receipt's line asks for, or null. A reason closes the line's shortfall (confirmed
 * less everything received) and claims it; without one a short line is still expected (a later
 * delivery). A price above the confirmed one claims the difference on what arrived now.
 */
export function creditOf(line: LineState, got: Received): { shortfallQty: number; unitPrice: number | null; amount: number } | null {
  const price = expectedPrice(line);
  const overcharge = got.unit_price !== null && price !== null ? Math.max(got.unit_price - price, 0) : 0;
  if (got.reason === null && overcharge === 0) return null;
  const shortfallQty = got.reason !== null && !line.closed ? Math.max(keptQty(expectedQty(line) - line.received_qty - got.received_qty), 0) : 0;
  return { shortfallQty, unitPrice: price, amount: cents(shortfallQty * (price ?? 0) + got.received_qty * overcharge) };
}

/** A line is settled once it received at least its confirmed quantity, or a receipt gave a reason. */
export const isSettled = (line: LineState, got: Received | undefined) => line.closed || (got?.reason ?? null) !== null || line.received_qty + (got?.received_qty ?? 0) >= expectedQty(line);
