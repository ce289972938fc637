// Each side's own record of the partner, in the caller's schema: a merchant's supplier
// (suppliers) or a supplier's merchant record (merchants).
import type { Tx } from '../../db/database';
import type { ConnectionSide } from '@shared/connection-rules';
import { insertSupplier } from '../merchant-suppliers/repo';
import { insertMerchant } from '../supplier-merchants/repo';

const TABLE: Record<ConnectionSide, string> = { merchant: 'suppliers', supplier: 'merchants' };

export async function recordExists(tx: Tx, side: ConnectionSide, id: number): Promise<boolean> {
  return (await tx.query(`SELECT 1 FROM ${TABLE[side]} WHERE id = $1`, [id])).length > 0;
}

/** A new record for a partner that has none yet: its name, and its contact's email. */
export async function createRecord(tx: Tx, side: ConnectionSide, partner: { name: string; email: string | null }): Promise<number> {
  if (side === 'merchant') return insertSupplier(tx, { name: partner.name, email: partner.email });
  return (await insertMerchant(tx, { merchant_name: partner.name, email: partner.email })).id;
}
