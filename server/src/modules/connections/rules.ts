// The connections module's words and the small checks around the shared rules
// (@shared/connection-rules holds the states and who may take which step).
import type { ConnectionSide } from '@shared/connection-rules';

export const CONNECTION_MESSAGES = {
  pairTaken: 'A connection between these businesses already exists.',
  recordTaken: 'This record is already tied to a live connection.',
  otherSidesRecord: (side: ConnectionSide) => (side === 'merchant' ? 'Only a supplier names a merchant record.' : 'Only a merchant names a merchant supplier.'),
};

/** The request field that names the caller's record of the partner, and the other side's. */
export function recordFields(side: ConnectionSide) {
  return side === 'merchant' ? ({ own: 'merchant_supplier_id', other: 'merchant_id' } as const) : ({ own: 'merchant_id', other: 'merchant_supplier_id' } as const);
}

export const otherSide = (side: ConnectionSide): ConnectionSide => (side === 'merchant' ? 'supplier' : 'merchant');
