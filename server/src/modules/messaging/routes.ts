// Messaging calls of a merchant (merchant-operations.md section 7): queue an email or a text, and
// wake the background sender.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { badRequest } from '../../lib/errors';
import { requestTenant } from '../tenants/scope';
import { present } from './present';
import { countQueued, enqueueMessage, type MessageRow } from './repo';
import { recipient, type MessageType } from './rules';

/**
 * Queues one message of the request's tenant to `sendTo` (a phone is normalised; `field` names the
 * address in a 400) and wakes the worker.
 */
export async function queueMessage(req: FastifyRequest, message: { type: MessageType; sendTo: string; subject: string | null; body: string; field: string }): Promise<MessageRow> {
  const address = recipient(message.type, message.sendTo);
  if ('error' in address) throw badRequest({ [message.field]: [address.error] });
  const row = await enqueueMessage(req.server.db, {
    tenant_id: requestTenant(req).id,
    message_type: message.type,
    send_to: address.to,
    subject: message.type === 'email' ? message.subject?.trim() || null : null,
    body: message.body,
    sent_by: req.user?.id ?? null,
  });
  req.server.messageWorker.wake();
  return row;
}

export const handlers: Handlers = {
  async createMessage(req, reply) {
    const m = req.body;
    const row = await queueMessage(req, { type: m.message_type, sendTo: m.send_to, subject: m.subject ?? null, body: m.body, field: 'send_to' });
    reply.code(201);
    return present(row);
  },

  async enqueueMessages(req) {
    const { type } = req.body;
    req.server.messageWorker.wake();
    return { queued: await countQueued(req.server.db, requestTenant(req).id, type) };
  },
};
