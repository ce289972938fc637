// Which purchase orders are still on their way (issue 28's dashboards): placed and not received
// yet. A receiving status that means "not all here yet" (PARTIALLY_RECEIVED) is added to this list.

/** The statuses of an order that has not been received; an order past its delivery date in one of them is overdue. */
export const AWAITING_DELIVERY = ['PLACED', 'ACCEPTED', 'FULFILLED'] as const;
