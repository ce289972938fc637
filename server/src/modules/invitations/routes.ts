// Invitations to join Tradepost: a tenant invites an off-system business from its record of it;
// the public preview of a link; resend and revoke.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, conflict, invalidPk, notFound } from '../../lib/errors';
import { countAttempt, uncount, THROTTLES } from '../../lib/throttle';
import { recipient } from '../messaging/rules';
import { enqueueMessage } from '../messaging/repo';
import { countTowardsLimits } from '../limits/enforce';
import { findTenantById, type TenantRow } from '../tenants/repo';
import { requestTenant } from '../tenants/scope';
import { expiryFrom, hashToken, INVITATION_MESSAGES, invitationEmail, invitationRefusal, invitationStatus, newToken, otherType, signupLink } from './rules';
import {
  findInvitationByHash,
  hasLiveConnection,
  hasPendingInvitation,
  insertInvitation,
  listInvitationsOf,
  lockInvitationOf,
  lockRecord,
  revokeInvitationRow,
  setInvitationToken,
  toInvitation,
  type InvitationRow,
  type RecordRef,
} from './repo';
import { findTeamInvitationByHash } from '../team/repo';

/** Queues the invitation's email (in the caller's transaction) with a link for `token`; it counts like any message (decisions.md "Fair use"). */
async function queueInvitationEmail(req: FastifyRequest, tx: Tx, tenant: TenantRow, row: InvitationRow, token: string): Promise<void> {
  await countTowardsLimits(tx, req, { messages_per_minute: 1, messages_per_minute_per_user: 1, emails_per_day: 1 });
  const link = signupLink(req.server.config.publicUrl, token);
  const email = invitationEmail({ inviter: tenant.name, inviterType: tenant.type, name: row.name, role: row.role, link, expiresAt: new Date(row.expires_at) });
  await enqueueMessage(tx, { tenant_id: tenant.id, message_type: 'email', send_to: row.email, sent_by: req.user?.id ?? null, ...email });
}

/** The caller's invitation `id` locked, refusing one that was used or revoked (409). */
async function lockOpenInvitation(req: FastifyRequest, tx: Tx, id: number): Promise<InvitationRow> {
  const row = await lockInvitationOf(tx, requestTenant(req).id, id);
  if (!row) throw notFound();
  const status = invitationStatus(row, req.server.clock.now());
  if (status === 'accepted' || status === 'revoked') throw conflict(INVITATION_MESSAGES.notPending(status));
  return row;
}

export const handlers: Handlers = {
  async listInvitations(req) {
    const now = req.server.clock.now();
    return (await listInvitationsOf(req.server.db, requestTenant(req).id)).map((r) => toInvitation(r, now));
  },

  async createInvitation(req, reply) {
    const tenant = requestTenant(req);
    const body = req.body;
    const column = tenant.type === 'merchant' ? 'merchant_supplier_id' : 'merchant_id';
    const recordId = body[column];
    const errors: Record<string, string[]> = {};
    const address = recipient('email', body.email);
    const email = 'to' in address ? address.to : null;
    if ('error' in address) errors.email = [address.error];
    if (recordId === undefined) errors[column] = ['This field is required.'];
    if (!email || recordId === undefined) throw badRequest(errors);
    const record: RecordRef = { column, id: recordId };
    const now = req.server.clock.now();
    const { token, hash } = newToken();
    const row = await req.server.db.transaction(async (tx) => {
      // The record's lock makes two invitations from it wait for each other.
      if (!(await lockRecord(tx, tenant.schema_name, record))) throw badRequest({ [column]: [invalidPk(record.id)] });
      if (await hasLiveConnection(tx, tenant.id, record)) throw conflict(INVITATION_MESSAGES.connected);
      if (await hasPendingInvitation(tx, tenant.id, record, now)) throw badRequest({ [column]: [INVITATION_MESSAGES.pending] });
      const inserted = await insertInvitation(tx, {
        inviter_tenant_id: tenant.id,
        invited_by: req.user!.id,
        role: otherType(tenant.type),
        email,
        name: body.name.trim(),
        merchant_supplier_id: column === 'merchant_supplier_id' ? record.id : null,
        merchant_id: column === 'merchant_id' ? record.id : null,
        token_hash: hash,
        created_at: now,
        expires_at: expiryFrom(now),
      });
      await queueInvitationEmail(req, tx, tenant, inserted, token);
      return inserted;
    });
    req.server.messageWorker.wake();
    reply.code(201);
    return toInvitation(row, now);
  },

  async resendInvitation(req) {
    const now = req.server.clock.now();
    const { token, hash } = newToken();
    const row = await req.server.db.transaction(async (tx) => {
      const open = await lockOpenInvitation(req, tx, req.params.id);
      // A new hash: the old link finds nothing any more.
      const renewed = await setInvitationToken(tx, open.id, hash, expiryFrom(now));
      await queueInvitationEmail(req, tx, requestTenant(req), renewed, token);
      return renewed;
    });
    req.server.messageWorker.wake();
    return toInvitation(row, now);
  },

  async revokeInvitation(req) {
    const now = req.server.clock.now();
    const row = await req.server.db.transaction(async (tx) => revokeInvitationRow(tx, (await lockOpenInvitation(req, tx, req.params.id)).id, now));
    return toInvitation(row, now);
  },

  async readInvitation(req) {
    const db = req.server.db;
    const now = req.server.clock.now();
    // Counted like a sign-up attempt, so tokens cannot be guessed at speed; a link that works is given back.
    const counted = await countAttempt(db, [{ rule: THROTTLES.invitationAddress, key: req.ip }], now);
    const hash = hashToken(req.params.token);
    const row = await findInvitationByHash(db, hash);
    // A team invitation shares the link's shape: the invitee joins the inviter, as its type.
    const team = row ? null : await findTeamInvitationByHash(db, hash);
    const found = row ?? team;
    if (!found) throw notFound();
    const refusal = invitationRefusal(invitationStatus(found, now));
    if (refusal) throw badRequest({ detail: refusal });
    const inviter = await findTenantById(db, row ? row.inviter_tenant_id : team!.tenant_id);
    if (!inviter) throw notFound();
    await uncount(db, counted);
    if (team) return { business: inviter.name, business_type: inviter.type, role: inviter.type, email: team.email, name: '', team_role: team.role };
    return { business: inviter.name, business_type: inviter.type, role: row!.role, email: row!.email, name: row!.name };
  },
};
