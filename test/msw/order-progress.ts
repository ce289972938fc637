// What an order carries beyond its lines as placed (issue 23): nothing confirmed, received or credited yet.
// Fixtures spread these so an order or a line of the contract's shape starts untouched.

export const UNTOUCHED_LINE = { confirmed_qty: null, confirmed_unit_price: null, substitute: null, supplier_note: null, received_qty: 0 } as const;

/** An order's totals before any confirmation or credit: ordered as placed, nothing credited. */
export const untouchedTotals = (total: number) => ({ total, ordered_total: total, credited: 0, net_total: total });

/** No credits or timeline yet (fresh arrays: fixtures mutate them). */
export const noHistory = (): { credits: never[]; events: never[] } => ({ credits: [], events: [] });
