// Invitations (public.invitations) and the records they come from. Every query names its schema,
// so it works whatever the search_path.
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import type { Schemas, Wire } from '../../openapi/operations';
import { invitationStatus, type TenantType } from './rules';

export interface InvitationRow {
  id: number;
  inviter_tenant_id: number;
  invited_by: number | null;
  role: TenantType;
  email: string;
  name: string;
  merchant_supplier_id: number | null;
  merchant_id: number | null;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_tenant_id: number | null;
  revoked_at: Date | null;
}

export function toInvitation(r: InvitationRow, now: Date): Wire<Schemas['Invitation']> {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    status: invitationStatus(r, now),
    role: r.role,
    created_at: r.created_at,
    expires_at: r.expires_at,
    accepted_at: r.accepted_at,
    merchant_supplier_id: r.merchant_supplier_id,
    merchant_id: r.merchant_id,
  };
}

export type NewInvitation = Pick<
  InvitationRow,
  'inviter_tenant_id' | 'invited_by' | 'role' | 'email' | 'name' | 'merchant_supplier_id' | 'merchant_id' | 'token_hash' | 'created_at' | 'expires_at'
>;

export async function insertInvitation(tx: Tx, i: NewInvitation): Promise<InvitationRow> {
  const [row] = await tx.query<InvitationRow>(
    `INSERT INTO public.invitations (inviter_tenant_id, invited_by, role, email, name, merchant_supplier_id, merchant_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [i.inviter_tenant_id, i.invited_by, i.role, i.email, i.name, i.merchant_supplier_id, i.merchant_id, i.token_hash, i.created_at, i.expires_at],
  );
  return row;
}

export function listInvitationsOf(tx: Tx, tenantId: number): Promise<InvitationRow[]> {
  return tx.query<InvitationRow>('SELECT * FROM public.invitations WHERE inviter_tenant_id = $1 ORDER BY created_at DESC, id DESC', [tenantId]);
}

/** The tenant's invitation `id`, locked (null for another tenant's: they never see it). */
export async function lockInvitationOf(tx: Tx, tenantId: number, id: number): Promise<InvitationRow | null> {
  const rows = await tx.query<InvitationRow>('SELECT * FROM public.invitations WHERE id = $1 AND inviter_tenant_id = $2 FOR UPDATE', [id, tenantId]);
  return rows[0] ?? null;
}

/** The invitation a link's token hash names; `lock` holds it until the transaction ends (one sign-up per token). */
export async function findInvitationByHash(tx: Tx, hash: string, lock = false): Promise<InvitationRow | null> {
  const rows = await tx.query<InvitationRow>(`SELECT * FROM public.invitations WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`, [hash]);
  return rows[0] ?? null;
}

export async function setInvitationToken(tx: Tx, id: number, hash: string, expiresAt: Date): Promise<InvitationRow> {
  const [row] = await tx.query<InvitationRow>('UPDATE public.invitations SET token_hash = $2, expires_at = $3 WHERE id = $1 RETURNING *', [id, hash, expiresAt]);
  return row;
}

export async function revokeInvitationRow(tx: Tx, id: number, now: Date): Promise<InvitationRow> {
  const [row] = await tx.query<InvitationRow>('UPDATE public.invitations SET revoked_at = $2 WHERE id = $1 RETURNING *', [id, now]);
  return row;
}

export async function markInvitationAccepted(tx: Tx, id: number, tenantId: number, now: Date): Promise<void> {
  await tx.query('UPDATE public.invitations SET accepted_at = $2, accepted_tenant_id = $3 WHERE id = $1', [id, now, tenantId]);
}

/** Whether the record already has a pending invitation (not used, not revoked, not expired at `now`). */
export async function hasPendingInvitation(tx: Tx, tenantId: number, record: RecordRef, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM public.invitations
      WHERE inviter_tenant_id = $1 AND ${record.column} = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $3`,
    [tenantId, record.id, now],
  );
  return rows.length > 0;
}

/** A tenant's record of a partner: a merchant supplier (merchant side) or a merchant record (supplier side). */
export interface RecordRef {
  column: 'merchant_supplier_id' | 'merchant_id';
  id: number;
}

const TABLE = { merchant_supplier_id: 'suppliers', merchant_id: 'merchants' } as const;
const TENANT_COLUMN = { merchant_supplier_id: 'merchant_tenant_id', merchant_id: 'supplier_tenant_id' } as const;

/** Locks the record in the tenant's schema (two invitations from it wait for each other); false when it does not exist. */
export async function lockRecord(tx: Tx, schema: string, record: RecordRef): Promise<boolean> {
  const rows = await tx.query(`SELECT id FROM ${quoteIdent(schema)}.${TABLE[record.column]} WHERE id = $1 FOR UPDATE`, [record.id]);
  return rows.length > 0;
}

/** Whether the record is tied to a live connection (INVITED, ACTIVE or PAUSED). */
export async function hasLiveConnection(tx: Tx, tenantId: number, record: RecordRef): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM public.connections WHERE ${TENANT_COLUMN[record.column]} = $1 AND ${record.column} = $2 AND status IN ('INVITED', 'ACTIVE', 'PAUSED')`, [
    tenantId,
    record.id,
  ]);
  return rows.length > 0;
}

/** The email of a tenant's first member (the contact a partner's new record of it gets). */
export async function firstMemberEmail(tx: Tx, tenantId: number): Promise<string | null> {
  const rows = await tx.query<{ email: string }>('SELECT u.email FROM public.memberships m JOIN public.users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY u.id LIMIT 1', [tenantId]);
  return rows[0]?.email ?? null;
}

/** Adds the record that stands for the partner in a tenant's schema: a merchant supplier or a merchant record. */
export async function insertPartnerRecord(tx: Tx, schema: string, type: TenantType, partner: { name: string; email: string | null }): Promise<number> {
  const sql =
    type === 'merchant'
      ? `INSERT INTO ${quoteIdent(schema)}.suppliers (name, email) VALUES ($1, $2) RETURNING id`
      : `INSERT INTO ${quoteIdent(schema)}.merchants (merchant_name, email) VALUES ($1, $2) RETURNING id`;
  const [row] = await tx.query<{ id: number }>(sql, [partner.name, partner.email]);
  return row.id;
}
