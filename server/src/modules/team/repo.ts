// A tenant's team: its members (public.memberships) and its invitations (public.team_invitations).
import type { Tx } from '../../db/database';
import type { Schemas, Wire } from '../../openapi/operations';
import type { Role } from '@shared/roles';
import { invitationStatus } from '../invitations/rules';

export interface TeamInvitationRow {
  id: number;
  tenant_id: number;
  invited_by: number | null;
  email: string;
  role: Role;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: number | null;
  revoked_at: Date | null;
}

export type TeamMember = Schemas['TeamMember'];

export function toTeamInvitation(r: TeamInvitationRow, now: Date): Wire<Schemas['TeamInvitation']> {
  return { id: r.id, email: r.email, role: r.role, status: invitationStatus(r, now), created_at: r.created_at, expires_at: r.expires_at, accepted_at: r.accepted_at };
}

const MEMBER = `SELECT u.id AS user_id, u.username, u.email, u.first_name, u.last_name, m.role
                  FROM public.memberships m JOIN public.users u ON u.id = m.user_id`;

export function listMembers(tx: Tx, tenantId: number): Promise<TeamMember[]> {
  return tx.query<TeamMember>(`${MEMBER} WHERE m.tenant_id = $1 ORDER BY lower(u.first_name || ' ' || u.last_name), lower(u.email), u.id`, [tenantId]);
}

export async function findMember(tx: Tx, tenantId: number, userId: number): Promise<TeamMember | null> {
  return (await tx.query<TeamMember>(`${MEMBER} WHERE m.tenant_id = $1 AND m.user_id = $2`, [tenantId, userId]))[0] ?? null;
}

export async function isMemberEmail(tx: Tx, tenantId: number, email: string): Promise<boolean> {
  return (await tx.query(`${MEMBER} WHERE m.tenant_id = $1 AND lower(u.email) = lower($2)`, [tenantId, email])).length > 0;
}

export type NewTeamInvitation = Pick<TeamInvitationRow, 'tenant_id' | 'invited_by' | 'email' | 'role' | 'token_hash' | 'created_at' | 'expires_at'>;

export async function insertTeamInvitation(tx: Tx, i: NewTeamInvitation): Promise<TeamInvitationRow> {
  const [row] = await tx.query<TeamInvitationRow>(
    `INSERT INTO public.team_invitations (tenant_id, invited_by, email, role, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [i.tenant_id, i.invited_by, i.email, i.role, i.token_hash, i.created_at, i.expires_at],
  );
  return row;
}

export function listTeamInvitationsOf(tx: Tx, tenantId: number): Promise<TeamInvitationRow[]> {
  return tx.query<TeamInvitationRow>('SELECT * FROM public.team_invitations WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC', [tenantId]);
}

/** Whether the email has a pending invitation to the tenant (not used, not revoked, not expired at `now`). */
export async function hasPendingTeamInvitation(tx: Tx, tenantId: number, email: string, now: Date): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM public.team_invitations WHERE tenant_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $3', [
    tenantId,
    email,
    now,
  ]);
  return rows.length > 0;
}

/** The tenant's invitation `id`, locked (null for another tenant's: they never see it). */
export async function lockTeamInvitationOf(tx: Tx, tenantId: number, id: number): Promise<TeamInvitationRow | null> {
  return (await tx.query<TeamInvitationRow>('SELECT * FROM public.team_invitations WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, tenantId]))[0] ?? null;
}

/** The invitation a link's token hash names; `lock` holds it until the transaction ends (one use per token). */
export async function findTeamInvitationByHash(tx: Tx, hash: string, lock = false): Promise<TeamInvitationRow | null> {
  return (await tx.query<TeamInvitationRow>(`SELECT * FROM public.team_invitations WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`, [hash]))[0] ?? null;
}

export async function setTeamInvitationToken(tx: Tx, id: number, hash: string, expiresAt: Date): Promise<TeamInvitationRow> {
  const [row] = await tx.query<TeamInvitationRow>('UPDATE public.team_invitations SET token_hash = $2, expires_at = $3 WHERE id = $1 RETURNING *', [id, hash, expiresAt]);
  return row;
}

export async function revokeTeamInvitationRow(tx: Tx, id: number, now: Date): Promise<TeamInvitationRow> {
  const [row] = await tx.query<TeamInvitationRow>('UPDATE public.team_invitations SET revoked_at = $2 WHERE id = $1 RETURNING *', [id, now]);
  return row;
}

export async function markTeamInvitationAccepted(tx: Tx, id: number, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE public.team_invitations SET accepted_at = $2, accepted_user_id = $3 WHERE id = $1', [id, now, userId]);
}
