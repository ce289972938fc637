// The supplier's Connections screen calls (issue 21) as promises for its machines' actors: the
// connections and invitations together, the merchant records an accept may map to, and a
// connection as it is now (after a 409). Steps, resend and revoke are the shared calls of
// src/areas/connections.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import { CONNECTION_MESSAGES, connectionMachine, type ConnectionNow } from '../../machines/connections/connection.machine';
import { LIST_MESSAGES, type ConnectionsAndInvitations } from '../../machines/supplier/connections-list.machine';
import { stepConnection, summaryOf } from '../connections/connections.actors';
import { ACCEPT_MESSAGES } from '../../machines/supplier/accept-mapping.machine';
import { fromPromise } from 'xstate';
import type { Merchant } from './merchants.actors';

export async function loadConnectionsAndInvitations(signal?: AbortSignal): Promise<ConnectionsAndInvitations> {
  const [connections, invitations] = await Promise.all([
    dataOf(api.GET('/connections/', { signal }), LIST_MESSAGES.loadFailed),
    dataOf(api.GET('/connections/invitations/', { signal }), LIST_MESSAGES.loadFailed),
  ]);
  return { connections, invitations };
}

export const loadMerchantRecords = (signal?: AbortSignal): Promise<Merchant[]> => dataOf(api.GET('/merchants/list-merchants/', { signal }), ACCEPT_MESSAGES.loadFailed);

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
