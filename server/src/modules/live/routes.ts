// Live updates: a ticket for the signed-in caller (createLiveTicket), and the Server-Sent Events
// stream it opens once (openLiveStream), carrying only the ticket's tenant's events.
import type { Handlers } from '../../openapi/register';
import { HttpError, unauthorized } from '../../lib/errors';
import { requestTenant } from '../tenants/scope';
import { createTicket, LIVE_MESSAGES, useTicket } from './tickets';

/** Last-Event-ID as EventSource sends it back: one of our ids; anything else replays nothing. */
const eventIdOf = (header: string | string[] | undefined) => (typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null);

export const handlers: Handlers = {
  async createLiveTicket(req, reply) {
    const ticket = await req.server.db.transaction((tx) => createTicket(tx, req.user!.id, requestTenant(req).id, req.server.clock.now()));
    reply.code(201);
    return ticket;
  },

  async openLiveStream(req, reply) {
    const used = await req.server.db.transaction((tx) => useTicket(tx, req.query.ticket, req.server.clock.now()));
    // The ticket's holder must still be an active member of the tenant, and that tenant the Host's.
    const caller = used && (await req.server.callers.find(used.user_id, req.hostname.toLowerCase()));
    if (!used || !caller?.member || !caller.user.is_active || caller.tenant?.id !== used.tenant_id) throw unauthorized(LIVE_MESSAGES.badTicket);
    const refusal = req.server.liveStreams.refusal(used.tenant_id, used.user_id);
    if (refusal) throw new HttpError(429, { detail: refusal }, { 'retry-after': '60' });
    // LISTEN first, answer after: once the client has the headers, every event committed reaches it.
    await req.server.liveStreams.ready();
    reply.hijack();
    // The headers the hooks set (security, CORS) go out on the raw reply too.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx: pass each event on at once
    });
    reply.raw.write(': connected\n\n');
    await req.server.liveStreams.open(reply.raw, used.tenant_id, used.user_id, eventIdOf(req.headers['last-event-id']));
    return reply;
  },
};
