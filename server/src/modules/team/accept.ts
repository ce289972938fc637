// Accepting a team invitation, signed in or by signing up: the membership with the invited role.
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import { recordEvent } from '../audit/repo';
import { addMembership } from '../tenants/repo';
import { ROLE_NAMES } from './rules';
import { markTeamInvitationAccepted, type TeamInvitationRow } from './repo';

/** Adds the user to the inviting tenant and marks the invitation used; the caller has locked it. */
export async function acceptTeamInvitationAs(tx: Tx, req: FastifyRequest, invitation: TeamInvitationRow, user: { id: number; email: string }): Promise<void> {
  const now = req.server.clock.now();
  await addMembership(tx, user.id, invitation.tenant_id, invitation.role);
  await markTeamInvitationAccepted(tx, invitation.id, user.id, now);
  await recordEvent(tx, req, { event: 'invitation_accepted', userId: user.id, email: user.email, tenantIds: [invitation.tenant_id], detail: ROLE_NAMES[invitation.role] });
}
