// A queued message as the API answers it (the contract's Message).
import type { MessageRow } from './repo';
import type { Schemas, Wire } from '../../openapi/operations';

export function present(m: MessageRow): Wire<Schemas['Message']> {
  return {
    id: m.id,
    message_type: m.message_type,
    send_to: m.send_to,
    subject: m.subject,
    body: m.body,
    status: m.status,
    attempts: m.attempts,
    last_error: m.last_error,
    created_at: m.created_at,
    sent_at: m.sent_at,
  };
}
