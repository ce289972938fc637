// The words of the supplier's Connections screen (issue 21).
import type { ConnectionAction } from '../../lib/connection-rules';
import type { Invitation } from '../../machines/supplier/connections-list.machine';

export const CONNECTIONS_TEXT = {
  title: 'Connections',
  loading: 'Loading connections...',
  requests: 'Requests',
  requestsEmpty: 'No connection requests.',
  connections: 'Connected merchants',
  connectionsEmpty: 'No connections yet.',
  invitations: 'Invitations',
  invitationsEmpty: 'No invitations sent.',
  cancelRequest: 'Cancel request',
  back: 'Back',
  actions: { accept: 'Accept', decline: 'Decline', pause: 'Pause', resume: 'Resume', archive: 'Archive' } satisfies Record<ConnectionAction, string>,
  accept: {
    title: 'Accept connection request',
    question: (partner: string) => `${partner} asked to connect. Which of your merchant records stands for them?`,
    record: 'Merchant record',
    createNew: 'Create a new merchant record',
    submit: 'Accept',
  },
} as const;

export const INVITATION_STATUS_LABELS: Record<Invitation['status'], string> = { pending: 'Pending', accepted: 'Accepted', expired: 'Expired', revoked: 'Revoked' };

export const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The confirmation of a decline or an archive (a request the supplier made: its cancellation). */
export function confirmationText(action: ConnectionAction, ownRequest: boolean, partner: string) {
  if (action === 'decline') return { title: 'Decline connection request', message: `Decline the connection request from ${partner}?`, confirmLabel: CONNECTIONS_TEXT.actions.decline };
  if (ownRequest) return { title: 'Cancel connection request', message: `Cancel your connection request to ${partner}?`, confirmLabel: CONNECTIONS_TEXT.cancelRequest };
  return {
    title: 'Archive connection',
    message: `Archive the connection with ${partner}? Their orders will no longer reach your inbox, and a new request makes a new connection.`,
    confirmLabel: CONNECTIONS_TEXT.actions.archive,
  };
}
