// The supplier's Connections screen calls (issue 21) as promises for its machines' actors: the
// connections and invitations together, the merchant records an accept may map to, a step on a
// connection (its 409 an outcome, not a rejection), and an invitation's resend or revoke.
import { api } from '../../api/client';
import { answerOf, dataOf } from '../../api/errors';
import { CONNECTION_MESSAGES, connectionMachine, type ConnectionNow, type ConnectionOutcome, type StepInput } from '../../machines/connections/connection.machine';
import { LIST_MESSAGES, type Connection, type ConnectionsAndInvitations, type Invitation } from '../../machines/supplier/connections-list.machine';
import { ACCEPT_MESSAGES } from '../../machines/supplier/accept-mapping.machine';
import { fromPromise } from 'xstate';
import type { Merchant } from './merchants.actors';

export const INVITATION_MESSAGES = {
  failed: 'Failed to update the invitation.',
} as const;

export async function loadConnectionsAndInvitations(signal?: AbortSignal): Promise<ConnectionsAndInvitations> {
  const [connections, invitations] = await Promise.all([
    dataOf(api.GET('/connections/', { signal }), LIST_MESSAGES.loadFailed),
    dataOf(api.GET('/connections/invitations/', { signal }), LIST_MESSAGES.loadFailed),
  ]);
  return { connections, invitations };
}

export const loadMerchantRecords = (signal?: AbortSignal): Promise<Merchant[]> => dataOf(api.GET('/merchants/list-merchants/', { signal }), ACCEPT_MESSAGES.loadFailed);

const summaryOf = ({ id, status, requested_by }: Connection) => ({ id, status, requested_by });

function stepCall({ id, action, recordId }: StepInput) {
  const params = { path: { id } };
  if (action === 'accept') return api.POST('/connections/{id}/accept/', { params, body: recordId === null ? {} : { merchant_id: recordId } });
  if (action === 'decline') return api.POST('/connections/{id}/decline/', { params });
  if (action === 'pause') return api.POST('/connections/{id}/pause/', { params });
  if (action === 'resume') return api.POST('/connections/{id}/resume/', { params });
  return api.POST('/connections/{id}/archive/', { params });
}

export async function stepConnection(input: StepInput): Promise<ConnectionOutcome> {
  const answer = await answerOf(stepCall(input), CONNECTION_MESSAGES.failed);
  if (answer.ok) return { outcome: 'done', connection: summaryOf(answer.data), partnerName: answer.data.partner.name };
  return { outcome: answer.status === 409 ? 'conflict' : 'refused', message: answer.message };
}

/** The connection as it is now (after a 409), from the tenant's list. */
export async function reloadConnection(id: number | null): Promise<ConnectionNow> {
  const found = (await dataOf(api.GET('/connections/'), CONNECTION_MESSAGES.reloadFailed)).find((c) => c.id === id);
  return { connection: found ? summaryOf(found) : null, partnerName: found?.partner.name ?? null };
}

/** The connection machine on the supplier's side, with its calls (a supplier does not search partners here). */
export const supplierConnectionMachine = connectionMachine.provide({
  actors: {
    step: fromPromise(({ input }) => stepConnection(input)),
    reload: fromPromise(({ input }) => reloadConnection(input.id)),
  },
});

export const resendInvitation = (id: number): Promise<Invitation> => dataOf(api.POST('/connections/invitations/{id}/resend/', { params: { path: { id } } }), INVITATION_MESSAGES.failed);

export const revokeInvitation = (id: number): Promise<Invitation> => dataOf(api.POST('/connections/invitations/{id}/revoke/', { params: { path: { id } } }), INVITATION_MESSAGES.failed);
