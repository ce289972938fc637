// Messaging calls of a merchant (merchant-operations.md section 7): queue an email or a text, and
// wake the background sender.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { badRequest } from '../../lib/errors';
import { countTowardsLimits } from '../limits/enforce';
import { limitsInForce } from '../limits/repo';
import { inTenant, requestTenant } from '../tenants/scope';
import { isContact } from './contacts';
import { present } from './present';
import { countQueued, enqueueMessage, type MessageRow } from './repo';
import { MESSAGING_ERRORS, recipient, textCountryAllowed, type MessageType } from './rules';

/**
 * Queues one message of the request's tenant to `sendTo` (a phone is normalised; `field` names the
 * address in a 400) and wakes the worker. The address must be one of the tenant's contacts (unless
 * it may send to one-off addresses), a text must go to an allowed country, and the message counts
 * against the tenant's and the user's rate limits and the tenant's daily quota.
 */
export async function queueMessage(req: FastifyRequest, message: { type: MessageType; sendTo: string; subject: string | null; body: string; field: string }): Promise<MessageRow> {
  const address = recipient(message.type, message.sendTo);
  if ('error' in address) throw badRequest({ [message.field]: [address.error] });
  const codes = req.server.config.smsCountryCodes;
  if (message.type === 'sms' && !textCountryAllowed(address.to, codes)) throw badRequest({ [message.field]: [MESSAGING_ERRORS.country(codes)] });
  const tenantId = requestTenant(req).id;
  const row = await inTenant(req, async (tx) => {
    const { allowOneOff } = await limitsInForce(tx, req.server.config.limits, tenantId);
    if (!allowOneOff && !(await isContact(tx, tenantId, message.type, address.to))) {
      throw badRequest({ [message.field]: [message.type === 'email' ? MESSAGING_ERRORS.notContactEmail : MESSAGING_ERRORS.notContactPhone] });
    }
    await countTowardsLimits(tx, req, { messages_per_minute: 1, messages_per_minute_per_user: 1, [message.type === 'email' ? 'emails_per_day' : 'texts_per_day']: 1 });
    return enqueueMessage(tx, {
      tenant_id: tenantId,
      message_type: message.type,
      send_to: address.to,
      subject: message.type === 'email' ? message.subject?.trim() || null : null,
      body: message.body,
      sent_by: req.user?.id ?? null,
    });
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
