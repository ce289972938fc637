// Words the purchasing screens show for the API's codes.
import type { components } from '../../api/schema';

type PurchaseOrderStatus = components['schemas']['PurchaseOrderStatus'];
type MessageStatus = components['schemas']['MessageStatus'];
type MessageType = components['schemas']['MessageType'];

export const ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  PLACED: 'Placed',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  FULFILLED: 'Fulfilled',
  PARTIALLY_RECEIVED: 'Partly received',
  RECEIVED: 'Received',
};

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { email: 'Email', sms: 'Text' };
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** How an order's messages went, e.g. 'Email sent, Text queued' ('-' when there were none). */
export function deliverySummary(messages: { message_type: MessageType; status: MessageStatus }[]): string {
  if (messages.length === 0) return '-';
  return messages.map((m) => `${MESSAGE_TYPE_LABELS[m.message_type]} ${MESSAGE_STATUS_LABELS[m.status].toLowerCase()}`).join(', ');
}

/** A local date and time, as every list writes it. */
export { formatDateTime as dateTime } from '../../ui/format-date';
