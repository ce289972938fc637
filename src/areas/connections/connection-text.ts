// What a connection reads as on either side: its state in a sentence, the relationship status a
// list shows, and the words of each step (archive of a request this side made is 'Cancel request').
import { relationshipStatusOf, type ConnectionAction, type ConnectionSide } from '../../lib/connection-rules';
import type { ConnectionSummary } from '../../machines/connections/connection.machine';
import { statusLook, type StatusOf } from '../../ui/status';

export const CONNECTION_TEXT = {
  heading: 'Connection',
  relationship: 'Relationship Status',
  request: 'Request connection',
  cancelRequest: 'Cancel request',
  back: 'Back',
  actions: { accept: 'Accept', decline: 'Decline', pause: 'Pause', resume: 'Resume', archive: 'Archive' } satisfies Record<ConnectionAction, string>,
} as const;

/** The relationship status a record shows (a `relationship` StatusBadge); a request reads by who made it. */
export function relationshipKey(connection: ConnectionSummary | null, side: ConnectionSide): StatusOf<'relationship'> {
  const status = relationshipStatusOf(connection?.status ?? null);
  if (status === 'INVITED') return connection!.requested_by === side ? 'REQUESTED' : 'REQUEST_RECEIVED';
  return status;
}

/** The relationship status in words: 'Off system', 'Requested', 'Request received', 'Active', 'Paused'. */
export const relationshipText = (connection: ConnectionSummary | null, side: ConnectionSide): string => statusLook('relationship', relationshipKey(connection, side)).label;

/** The connection's state in a sentence, naming the partner when known. */
export function connectionSentence(connection: ConnectionSummary | null, side: ConnectionSide, partnerName: string | null): string {
  const partner = partnerName ?? (side === 'merchant' ? 'the supplier' : 'the merchant');
  if (!connection) return 'Not connected on Tradepost.';
  switch (connection.status) {
    case 'INVITED':
      return connection.requested_by === side ? `Connection requested: waiting for ${partner} to accept.` : `${capitalize(partner)} asked to connect.`;
    case 'ACTIVE':
      return `Connected with ${partner}: orders reach their inbox.`;
    case 'PAUSED':
      return `The connection with ${partner} is paused: orders cannot be sent over it.`;
    case 'DECLINED':
      return 'The connection request was declined.';
    case 'ARCHIVED':
      return 'The connection was archived.';
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A request this side made and may still take back. */
export const isOwnRequest = (connection: ConnectionSummary | null, side: ConnectionSide) => connection?.status === 'INVITED' && connection.requested_by === side;

/** The confirmation of a decline or an archive. */
export function confirmationText(action: ConnectionAction, ownRequest: boolean, partnerName: string | null) {
  const partner = partnerName ?? 'this business';
  if (action === 'decline') return { title: 'Decline connection request', message: `Decline the connection request from ${partner}?`, confirmLabel: CONNECTION_TEXT.actions.decline };
  if (ownRequest) return { title: 'Cancel connection request', message: `Cancel your connection request to ${partner}?`, confirmLabel: CONNECTION_TEXT.cancelRequest };
  return {
    title: 'Archive connection',
    message: `Archive the connection with ${partner}? Orders will no longer reach them through Tradepost, and a new request makes a new connection.`,
    confirmLabel: CONNECTION_TEXT.actions.archive,
  };
}
