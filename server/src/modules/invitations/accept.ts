// Signing up with an invitation: the new tenant's ACTIVE connection to the inviter, inside the
// sign-up's transaction.
import type { Tx } from '../../db/database';
import { insertConnection, type ConnectionRow } from '../connections/repo';
import { findTenantById, type TenantRow } from '../tenants/repo';
import { firstMemberEmail, hasLiveConnection, insertPartnerRecord, lockRecord, markInvitationAccepted, type InvitationRow, type RecordRef } from './repo';

/**
 * Connects the new tenant to the inviter and marks the invitation used. The invitation must be
 * locked by the caller (one sign-up per token). The new tenant gets a record of the inviter named
 * after it, with its first member's email; the inviter's side is tied to the record the invitation
 * came from, unless that record was deleted or tied to another live connection since.
 */
export async function acceptInvitation(tx: Tx, invitation: InvitationRow, tenant: TenantRow, now: Date): Promise<ConnectionRow> {
  const inviter = (await findTenantById(tx, invitation.inviter_tenant_id))!;
  const partnerRecord = await insertPartnerRecord(tx, tenant.schema_name, tenant.type, { name: inviter.name, email: await firstMemberEmail(tx, inviter.id) });
  const source: RecordRef = invitation.merchant_supplier_id
    ? { column: 'merchant_supplier_id', id: invitation.merchant_supplier_id }
    : { column: 'merchant_id', id: invitation.merchant_id! };
  const tied = (await lockRecord(tx, inviter.schema_name, source)) && !(await hasLiveConnection(tx, inviter.id, source)) ? source.id : null;
  const connection = await insertConnection(
    tx,
    inviter.type === 'merchant'
      ? { merchant_tenant_id: inviter.id, supplier_tenant_id: tenant.id, status: 'ACTIVE', requested_by: 'merchant', merchant_supplier_id: tied, merchant_id: partnerRecord }
      : { merchant_tenant_id: tenant.id, supplier_tenant_id: inviter.id, status: 'ACTIVE', requested_by: 'supplier', merchant_supplier_id: partnerRecord, merchant_id: tied },
  );
  await markInvitationAccepted(tx, invitation.id, tenant.id, now);
  return connection;
}
