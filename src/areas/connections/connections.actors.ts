// The trading network's calls both sides make (decisions.md "Connections"): a step on a connection
// and the invitations sent from one of the side's records. Each answers the outcome its machine
// branches on: a 409 is `conflict`, not a rejection.
import { api } from '../../api/client';
import { answerOf, dataOf, type Answer } from '../../api/errors';
import type { components } from '../../api/schema';
import { LIVE_STATUSES, type ConnectionSide } from '../../lib/connection-rules';
import { CONNECTION_MESSAGES, type ConnectionOutcome, type ConnectionSummary, type StepInput } from '../../machines/connections/connection.machine';
import { INVITATION_MESSAGES, type Invitation, type InvitationDraft, type InvitationOutcome } from '../../machines/connections/invitation.machine';

type Connection = components['schemas']['Connection'];

/** The field that names the side's own record of the partner. */
export const recordField = (side: ConnectionSide) => (side === 'merchant' ? 'merchant_supplier_id' : 'merchant_id');

export const summaryOf = ({ id, status, requested_by }: ConnectionSummary): ConnectionSummary => ({ id, status, requested_by });

/** A connection call's outcome; the partner's name shows while the connection is live. */
export function connectionOutcome(answer: Answer<Connection>): ConnectionOutcome {
  if (answer.ok) return { outcome: 'done', connection: summaryOf(answer.data), partnerName: LIVE_STATUSES.includes(answer.data.status) ? answer.data.partner.name : null };
  return { outcome: answer.status === 409 ? 'conflict' : 'refused', message: answer.message };
}

function stepCall({ side, id, action, recordId }: StepInput) {
  const params = { path: { id } };
  switch (action) {
    case 'accept':
      return api.POST('/connections/{id}/accept/', { params, body: recordId === null ? {} : { [recordField(side)]: recordId } });
    case 'decline':
      return api.POST('/connections/{id}/decline/', { params });
    case 'pause':
      return api.POST('/connections/{id}/pause/', { params });
    case 'resume':
      return api.POST('/connections/{id}/resume/', { params });
    case 'archive':
      return api.POST('/connections/{id}/archive/', { params });
  }
}

/** Accept (mapped to the record, if any), decline, pause, resume or archive. */
export async function stepConnection(input: StepInput): Promise<ConnectionOutcome> {
  return connectionOutcome(await answerOf(stepCall(input), CONNECTION_MESSAGES.failed));
}

/** The record's latest invitation, if any (the list is newest first). */
export async function loadInvitation({ side, recordId }: { side: ConnectionSide; recordId: number }): Promise<Invitation | null> {
  const all = await dataOf(api.GET('/connections/invitations/'), INVITATION_MESSAGES.loadFailed);
  return all.find((i) => i[recordField(side)] === recordId) ?? null;
}

function invitationOutcome(answer: Answer<Invitation>): InvitationOutcome {
  if (answer.ok) return { outcome: 'done', invitation: answer.data };
  if (answer.status === 409) return { outcome: 'conflict', message: answer.message };
  return { outcome: 'refused', message: answer.message, fieldErrors: answer.fieldErrors };
}

export async function createInvitation({ side, recordId, draft }: { side: ConnectionSide; recordId: number; draft: InvitationDraft }): Promise<InvitationOutcome> {
  const body = { email: draft.email, name: draft.name, [recordField(side)]: recordId };
  return invitationOutcome(await answerOf(api.POST('/connections/invitations/', { body }), INVITATION_MESSAGES.failed));
}

export async function resendInvitation({ id }: { id: number }): Promise<InvitationOutcome> {
  return invitationOutcome(await answerOf(api.POST('/connections/invitations/{id}/resend/', { params: { path: { id } } }), INVITATION_MESSAGES.failed));
}

export async function revokeInvitation({ id }: { id: number }): Promise<InvitationOutcome> {
  return invitationOutcome(await answerOf(api.POST('/connections/invitations/{id}/revoke/', { params: { path: { id } } }), INVITATION_MESSAGES.failed));
}
