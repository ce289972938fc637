// The words of the supplier's Connections screen (issue 21); a connection's own words (its steps,
// their confirmations) are the shared ones of src/areas/connections.
import { CONNECTION_TEXT, confirmationText } from '../connections/connection-text';
import type { ConnectionAction } from '../../lib/connection-rules';
import { formatDate as shortDate } from '../../ui/format-date';

export const CONNECTIONS_TEXT = {
  title: 'Connections',
  loading: 'Loading connections...',
  requests: 'Requests',
  requestsEmpty: 'No connection requests.',
  connections: 'Connected merchants',
  connectionsEmpty: 'No connections yet.',
  invitations: 'Invitations',
  invitationsEmpty: 'No invitations sent.',
  accept: {
    title: 'Accept connection request',
    question: (partner: string) => `${partner} asked to connect. Which of your merchant records stands for them?`,
    record: 'Merchant record',
    createNew: 'Create a new merchant record',
    submit: CONNECTION_TEXT.actions.accept,
  },
} as const;

export { shortDate };

/** The shared confirmation, but an archive says what it means here: the merchant's orders stop reaching the inbox. */
export function supplierConfirmation(action: ConnectionAction, ownRequest: boolean, partner: string) {
  const text = confirmationText(action, ownRequest, partner);
  if (action !== 'archive' || ownRequest) return text;
  return { ...text, message: `Archive the connection with ${partner}? Their orders will no longer reach your inbox, and a new request makes a new connection.` };
}
