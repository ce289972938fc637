// The supplier orders inbox's state machine (decisions.md "Supplier area"), shared by the server
// (which checks every transition) and the web app (which offers only the allowed actions):
// new → accepted → fulfilled, or new → rejected (with a reason). Rejected and fulfilled are final.

export const SUPPLIER_ORDER_STATUSES = ['new', 'accepted', 'rejected', 'fulfilled'] as const;
export type SupplierOrderStatus = (typeof SUPPLIER_ORDER_STATUSES)[number];

export type SupplierOrderAction = 'accept' | 'reject' | 'fulfill';

const TRANSITIONS: Record<SupplierOrderAction, { from: readonly SupplierOrderStatus[]; to: SupplierOrderStatus }> = {
  accept: { from: ['new'], to: 'accepted' },
  reject: { from: ['new'], to: 'rejected' },
  fulfill: { from: ['accepted'], to: 'fulfilled' },
};

export const STATUS_LABELS: Record<SupplierOrderStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  rejected: 'Rejected',
  fulfilled: 'Fulfilled',
};

const ACTION_WORDS: Record<SupplierOrderAction, string> = { accept: 'accepted', reject: 'rejected', fulfill: 'marked fulfilled' };

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(status: SupplierOrderStatus, action: SupplierOrderAction): SupplierOrderStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

/** Why an action is refused (the 409's detail), e.g. 'An order that is rejected cannot be accepted.' */
export function refusal(status: SupplierOrderStatus, action: SupplierOrderAction): string {
  return `An order that is ${status} cannot be ${ACTION_WORDS[action]}.`;
}
