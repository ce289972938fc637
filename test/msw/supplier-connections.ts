// msw handlers for the supplier's side of the trading network (its connections and the invitations
// it sent), on the supplier area's store: steps follow @shared/connection-rules (a refused step is
// its 409 with the rules' detail), and an accept ties the connection to the chosen merchant record
// or creates one from the partner's name, as the server does.
import { HttpResponse } from 'msw';
import { connectionRefusal, nextConnectionStatus, type ConnectionAction } from '../../src/lib/connection-rules';
import { detail, notFound, requestLogger } from './common';
import { contract } from './contract';
import { merchant, type SupplierDb } from './supplier-area';

const NOW = '2026-11-25T12:00:00Z';

const STEPS = {
  accept: '/connections/{id}/accept/',
  decline: '/connections/{id}/decline/',
  pause: '/connections/{id}/pause/',
  resume: '/connections/{id}/resume/',
  archive: '/connections/{id}/archive/',
} as const satisfies Record<ConnectionAction, string>;

export function supplierConnectionHandlers(db: SupplierDb) {
  const log = requestLogger(db.requests);
  const find = <T extends { id: number }>(rows: T[], id: unknown) => rows.find((r) => r.id === Number(id));

  const steps = (Object.keys(STEPS) as ConnectionAction[]).map((action) =>
    contract.post(STEPS[action], async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as { merchant_id?: number }) : undefined;
      log(request, body);
      const found = find(db.connections, params.id);
      if (!found) return notFound();
      const next = nextConnectionStatus(found, 'supplier', action);
      if (!next) return detail(connectionRefusal(found, 'supplier', action), 409);
      if (action === 'accept') {
        const record = find(db.merchants, body?.merchant_id);
        const tied = record ?? merchant({ id: Math.max(0, ...db.merchants.map((m) => m.id)) + 1, merchant_name: found.partner.name });
        if (!record) db.merchants.push(tied);
        found.merchant_id = tied.id;
      }
      Object.assign(found, { status: next, updated_at: NOW });
      const record = find(db.merchants, found.merchant_id);
      if (record) record.connection = { id: found.id, status: found.status, requested_by: found.requested_by };
      return HttpResponse.json(found);
    }),
  );

  const invitationStep = (action: 'resend' | 'revoke') =>
    contract.post(action === 'resend' ? '/connections/invitations/{id}/resend/' : '/connections/invitations/{id}/revoke/', ({ request, params }) => {
      log(request);
      const found = find(db.invitations, params.id);
      if (!found) return notFound();
      if (found.status === 'accepted' || found.status === 'revoked') return detail(`An invitation that is ${found.status} cannot be ${action === 'resend' ? 'resent' : 'revoked'}.`, 409);
      Object.assign(found, action === 'resend' ? { status: 'pending', created_at: NOW, expires_at: '2026-12-09T12:00:00Z' } : { status: 'revoked' });
      return HttpResponse.json(found);
    });

  return [
    contract.get('/connections/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.connections);
    }),
    ...steps,
    contract.get('/connections/invitations/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.invitations);
    }),
    invitationStep('resend'),
    invitationStep('revoke'),
  ];
}
