// The connection between a merchant tenant and a supplier tenant (decisions.md "Connections"),
// shared by the server (which checks every step) and the web app (which offers only the allowed
// ones): INVITED → ACTIVE or DECLINED; ACTIVE ↔ PAUSED; any state but ARCHIVED → ARCHIVED (final).
// Only the side that did not ask may accept or decline; either side may pause, resume or archive.

export const CONNECTION_STATUSES = ['INVITED', 'ACTIVE', 'PAUSED', 'DECLINED', 'ARCHIVED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The statuses that hold a pair of tenants: one such connection per pair. */
export const LIVE_STATUSES: readonly ConnectionStatus[] = ['INVITED', 'ACTIVE', 'PAUSED'];

export type ConnectionSide = 'merchant' | 'supplier';
export type ConnectionAction = 'accept' | 'decline' | 'pause' | 'resume' | 'archive';

const TRANSITIONS: Record<ConnectionAction, { from: readonly ConnectionStatus[]; to: ConnectionStatus; receiverOnly: boolean }> = {
  accept: { from: ['INVITED'], to: 'ACTIVE', receiverOnly: true },
  decline: { from: ['INVITED'], to: 'DECLINED', receiverOnly: true },
  pause: { from: ['ACTIVE'], to: 'PAUSED', receiverOnly: false },
  resume: { from: ['PAUSED'], to: 'ACTIVE', receiverOnly: false },
  archive: { from: ['INVITED', 'ACTIVE', 'PAUSED', 'DECLINED'], to: 'ARCHIVED', receiverOnly: false },
};

export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  INVITED: 'Requested',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  DECLINED: 'Declined',
  ARCHIVED: 'Archived',
};

const ACTION_WORDS: Record<ConnectionAction, string> = { accept: 'accepted', decline: 'declined', pause: 'paused', resume: 'resumed', archive: 'archived' };

export interface ConnectionView {
  status: ConnectionStatus;
  requested_by: ConnectionSide;
}

/** The status `action` leads to when `side` takes it, or null when the rules refuse it. */
export function nextConnectionStatus(connection: ConnectionView, side: ConnectionSide, action: ConnectionAction): ConnectionStatus | null {
  const t = TRANSITIONS[action];
  if (!t.from.includes(connection.status)) return null;
  if (t.receiverOnly && connection.requested_by === side) return null;
  return t.to;
}

/** Every action `side` may take on the connection now, in a stable order. */
export function allowedConnectionActions(connection: ConnectionView, side: ConnectionSide): ConnectionAction[] {
  return (Object.keys(TRANSITIONS) as ConnectionAction[]).filter((a) => nextConnectionStatus(connection, side, a) !== null);
}

/** Why a step is refused (the 409's detail). */
export function connectionRefusal(connection: ConnectionView, side: ConnectionSide, action: ConnectionAction): string {
  if (TRANSITIONS[action].receiverOnly && connection.requested_by === side && connection.status === 'INVITED') {
    return `Only the invited side can ${action} a connection request.`;
  }
  return `A connection that is ${connection.status.toLowerCase()} cannot be ${ACTION_WORDS[action]}.`;
}

/** What a merchant supplier's relationship_status shows for its connection (none, declined or archived: off-system). */
export function relationshipStatusOf(status: ConnectionStatus | null): 'OFF_SYSTEM' | 'INVITED' | 'ACTIVE' | 'PAUSED' {
  return status === 'INVITED' || status === 'ACTIVE' || status === 'PAUSED' ? status : 'OFF_SYSTEM';
}
