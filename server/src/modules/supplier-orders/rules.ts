// The supplier orders inbox: what an incoming order must hold, and the transition rule (shared
// with the web app through @shared/supplier-order-status).
import type { IncomingOrder } from './inbox';
import { nextStatus, refusal, type SupplierOrderAction, type SupplierOrderStatus } from '@shared/supplier-order-status';

export const INBOX_MESSAGES = {
  noLines: 'An order needs at least one line.',
  badQty: 'Each line needs a quantity above 0.',
  noName: 'Each line needs a name.',
  notSupplier: 'The supplier is not a supplier on the platform.',
  notMerchant: 'The merchant is not a merchant on the platform.',
};

/** The order's problems as DRF field errors, or null when it can be recorded. */
export function incomingOrderErrors(order: IncomingOrder): Record<string, string[]> | null {
  const lines: string[] = [];
  if (!Array.isArray(order.lines) || order.lines.length === 0) lines.push(INBOX_MESSAGES.noLines);
  else {
    if (order.lines.some((l) => typeof l.name !== 'string' || l.name.trim() === '')) lines.push(INBOX_MESSAGES.noName);
    if (order.lines.some((l) => !(Number.isFinite(l.qty) && l.qty > 0))) lines.push(INBOX_MESSAGES.badQty);
  }
  return lines.length ? { lines } : null;
}

/** The status after `action`, or the 409's detail when the order's status does not allow it. */
export function planTransition(status: SupplierOrderStatus, action: SupplierOrderAction): { status: SupplierOrderStatus } | { conflict: string } {
  const next = nextStatus(status, action);
  return next ? { status: next } : { conflict: refusal(status, action) };
}
