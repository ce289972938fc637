// Which purchase orders are still on their way (issue 28's dashboards): placed and not received
// yet, or only in part (issue 23's PARTIALLY_RECEIVED).

/** The statuses of an order that has not been received; an order past its delivery date in one of them is overdue. */
export const AWAITING_DELIVERY = ['PLACED', 'ACCEPTED', 'FULFILLED', 'PARTIALLY_RECEIVED'] as const;
