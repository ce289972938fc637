// A tenant's team (owners only, by the contract's x-roles): members and their roles, invitations to
// join, and accepting one signed in.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordEvent } from '../audit/repo';
import { recipient } from '../messaging/rules';
import { enqueueMessage } from '../messaging/repo';
import { countTowardsLimits } from '../limits/enforce';
import { findTenantById, isMember, removeMembership, setMembershipRole, type TenantRow } from '../tenants/repo';
import { requestTenant } from '../tenants/scope';
import { claimsFor, findUserById } from '../users/repo';
import { hashToken, INVITATION_MESSAGES, invitationRefusal, invitationStatus, newToken, signupLink } from '../invitations/rules';
import { acceptTeamInvitationAs } from './accept';
import { acceptLink, ROLE_NAMES, TEAM_MESSAGES, teamExpiryFrom, teamInvitationEmail } from './rules';
import {
  findMember,
  findTeamInvitationByHash,
  hasPendingTeamInvitation,
  insertTeamInvitation,
  isMemberEmail,
  listMembers,
  listTeamInvitationsOf,
  lockTeamInvitationOf,
  revokeTeamInvitationRow,
  setTeamInvitationToken,
  toTeamInvitation,
  type TeamInvitationRow,
} from './repo';

/** Queues the invitation's email in the caller's transaction; it counts like any message. */
async function queueTeamEmail(req: FastifyRequest, tx: Tx, tenant: TenantRow, row: TeamInvitationRow, token: string): Promise<void> {
  await countTowardsLimits(tx, req, { messages_per_minute: 1, messages_per_minute_per_user: 1, emails_per_day: 1 });
  const base = req.server.config.publicUrl;
  const email = teamInvitationEmail({ tenant: tenant.name, role: row.role, signupLink: signupLink(base, token), acceptLink: acceptLink(base, token), expiresAt: new Date(row.expires_at) });
  await enqueueMessage(tx, { tenant_id: tenant.id, message_type: 'email', send_to: row.email, sent_by: req.user?.id ?? null, ...email });
}

/** The caller's invitation `id` locked, refusing one that was used or revoked (409). */
async function lockOpen(req: FastifyRequest, tx: Tx, id: number): Promise<TeamInvitationRow> {
  const row = await lockTeamInvitationOf(tx, requestTenant(req).id, id);
  if (!row) throw notFound();
  const status = invitationStatus(row, req.server.clock.now());
  if (status === 'accepted' || status === 'revoked') throw conflict(INVITATION_MESSAGES.notPending(status));
  return row;
}

/** Records a team event in the tenant's log, as the calling owner. */
const audit = (tx: Tx, req: FastifyRequest, event: 'member_invited' | 'invitation_resent' | 'invitation_revoked' | 'role_changed' | 'member_removed', detail: string) =>
  recordEvent(tx, req, { event, userId: req.user!.id, email: req.user!.email, tenantIds: [requestTenant(req).id], detail });

export const handlers: Handlers = {
  async listTeamMembers(req) {
    return listMembers(req.server.db, requestTenant(req).id);
  },

  async setTeamMemberRole(req) {
    const tenant = requestTenant(req);
    const { role } = req.body;
    return req.server.db.transaction(async (tx) => {
      const member = await findMember(tx, tenant.id, req.params.user_id);
      if (!member) throw notFound(TEAM_MESSAGES.notMember);
      if (member.role === role) return member;
      await setMembershipRole(tx, member.user_id, tenant, role);
      await audit(tx, req, 'role_changed', `${member.email}: ${ROLE_NAMES[member.role]} → ${ROLE_NAMES[role]}`);
      return { ...member, role };
    });
  },

  async removeTeamMember(req, reply) {
    const tenant = requestTenant(req);
    await req.server.db.transaction(async (tx) => {
      const member = await findMember(tx, tenant.id, req.params.user_id);
      if (!member) throw notFound(TEAM_MESSAGES.notMember);
      await removeMembership(tx, member.user_id, tenant);
      await audit(tx, req, 'member_removed', member.email);
    });
    return reply.code(204).send();
  },

  async listTeamInvitations(req) {
    const now = req.server.clock.now();
    return (await listTeamInvitationsOf(req.server.db, requestTenant(req).id)).map((r) => toTeamInvitation(r, now));
  },

  async createTeamInvitation(req, reply) {
    const tenant = requestTenant(req);
    const address = recipient('email', req.body.email);
    if ('error' in address) throw badRequest({ email: [address.error] });
    const email = address.to.toLowerCase();
    const now = req.server.clock.now();
    const { token, hash } = newToken();
    const row = await req.server.db.transaction(async (tx) => {
      if (await isMemberEmail(tx, tenant.id, email)) throw badRequest({ email: [TEAM_MESSAGES.member(tenant.name)] });
      if (await hasPendingTeamInvitation(tx, tenant.id, email, now)) throw badRequest({ email: [TEAM_MESSAGES.pending] });
      const inserted = await insertTeamInvitation(tx, {
        tenant_id: tenant.id,
        invited_by: req.user!.id,
        email,
        role: req.body.role,
        token_hash: hash,
        created_at: now,
        expires_at: teamExpiryFrom(now),
      });
      await queueTeamEmail(req, tx, tenant, inserted, token);
      await audit(tx, req, 'member_invited', `${email} as ${ROLE_NAMES[inserted.role]}`);
      return inserted;
    });
    req.server.messageWorker.wake();
    reply.code(201);
    return toTeamInvitation(row, now);
  },

  async resendTeamInvitation(req) {
    const now = req.server.clock.now();
    const { token, hash } = newToken();
    const row = await req.server.db.transaction(async (tx) => {
      const open = await lockOpen(req, tx, req.params.id);
      // A new hash: the old link finds nothing any more.
      const renewed = await setTeamInvitationToken(tx, open.id, hash, teamExpiryFrom(now));
      await queueTeamEmail(req, tx, requestTenant(req), renewed, token);
      await audit(tx, req, 'invitation_resent', renewed.email);
      return renewed;
    });
    req.server.messageWorker.wake();
    return toTeamInvitation(row, now);
  },

  async revokeTeamInvitation(req) {
    const now = req.server.clock.now();
    const row = await req.server.db.transaction(async (tx) => {
      const revoked = await revokeTeamInvitationRow(tx, (await lockOpen(req, tx, req.params.id)).id, now);
      await audit(tx, req, 'invitation_revoked', revoked.email);
      return revoked;
    });
    return toTeamInvitation(row, now);
  },

  async acceptTeamInvitation(req) {
    const me = req.user!;
    const now = req.server.clock.now();
    return req.server.db.transaction(async (tx) => {
      const invitation = await findTeamInvitationByHash(tx, hashToken(req.params.token), true);
      if (!invitation) throw notFound();
      const refusal = invitationRefusal(invitationStatus(invitation, now));
      if (refusal) throw badRequest({ detail: refusal });
      const tenant = (await findTenantById(tx, invitation.tenant_id))!;
      if (await isMember(tx, me.id, tenant.id)) throw conflict(TEAM_MESSAGES.alreadyMember(tenant.name));
      const user = (await findUserById(tx, me.id))!;
      await acceptTeamInvitationAs(tx, req, invitation, user);
      const joined = { id: tenant.id, name: tenant.name, schema_name: tenant.schema_name, domain: tenant.domain, type: tenant.type, role: invitation.role };
      return { tenant: joined, access: await req.server.tokens.sign(await claimsFor(tx, user)) };
    });
  },
};
