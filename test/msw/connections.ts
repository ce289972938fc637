// msw handlers for the trading network's calls (connections and invitations) as one tenant on one
// side sees them, backed by an in-memory store. The steps follow @shared/connection-rules (a step
// the rules refuse is its 409), and `tie` lets the store of the side's records follow each change.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { connectionRefusal, nextConnectionStatus, type ConnectionAction, type ConnectionSide } from '../../src/lib/connection-rules';
import { API, detail, fieldErrors, notFound, requestLogger, type LoggedRequest } from './common';
import { contract } from './contract';

export { API };

export type Connection = components['schemas']['Connection'];
export type Invitation = components['schemas']['Invitation'];

export interface ConnectionsDb {
  connections: Connection[];
  invitations: Invitation[];
  requests: LoggedRequest[];
}

const NOW = '2026-11-25T12:00:00Z';

export const connection = (c: Partial<Connection> & Pick<Connection, 'id' | 'status' | 'partner'>): Connection => ({
  requested_by: 'merchant',
  created_at: NOW,
  updated_at: NOW,
  merchant_supplier_id: null,
  merchant_id: null,
  ...c,
});

export const invitation = (i: Partial<Invitation> & Pick<Invitation, 'id' | 'email' | 'name'>): Invitation => ({
  status: 'pending',
  role: 'supplier',
  created_at: NOW,
  expires_at: '2026-12-09T12:00:00Z',
  accepted_at: null,
  merchant_supplier_id: null,
  merchant_id: null,
  ...i,
});

/** The summary a record shows of its connection. */
export const summaryOf = ({ id, status, requested_by }: Connection): components['schemas']['ConnectionSummary'] => ({ id, status, requested_by });

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
const STEPS = {
  accept: '/connections/{id}/accept/',
  decline: '/connections/{id}/decline/',
  pause: '/connections/{id}/pause/',
  resume: '/connections/{id}/resume/',
  archive: '/connections/{id}/archive/',
} as const satisfies Record<ConnectionAction, string>;

/**
 * The handlers for `side`. `tie(connection)` runs after every change so the side's records can show
 * it (and an accept without a record may create one: it answers the record's id, if any).
 */
export function connectionHandlers(db: ConnectionsDb, side: ConnectionSide, tie: (c: Connection) => number | null | void = () => {}) {
  const log = requestLogger(db.requests);
  const recordField = side === 'merchant' ? 'merchant_supplier_id' : 'merchant_id';
  const find = (id: string) => db.connections.find((c) => c.id === Number(id));

  const steps = (Object.keys(STEPS) as ConnectionAction[]).map((action) =>
    contract.post(STEPS[action], async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as components['schemas']['ConnectionAccept']) : undefined;
      log(request, body);
      const found = find(params.id);
      if (!found) return notFound();
      const next = nextConnectionStatus(found, side, action);
      if (!next) return detail(connectionRefusal(found, side, action), 409);
      found.status = next;
      found.updated_at = NOW;
      if (action === 'accept') found[recordField] = body?.[recordField] ?? found[recordField];
      const record = tie(found);
      if (typeof record === 'number') found[recordField] = record;
      return HttpResponse.json(found);
    }),
  );

  return [
    contract.get('/connections/', ({ request }) => {
      log(request);
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(db.connections.filter((c) => !status || c.status === status));
    }),
    ...steps,
    contract.get('/connections/invitations/', ({ request }) => (log(request), HttpResponse.json(db.invitations))),
    contract.post('/connections/invitations/', async ({ request }) => {
      const body = await request.json();
      log(request, body);
      if (!body.email.includes('@')) return fieldErrors({ email: ['Enter a valid email address.'] });
      const record = body[recordField] ?? null;
      if (db.invitations.some((i) => i[recordField] === record && i.status === 'pending')) {
        return fieldErrors({ [recordField]: ['This record has a pending invitation: resend it instead.'] });
      }
      const created = invitation({ id: nextId(db.invitations), email: body.email, name: body.name, role: side === 'merchant' ? 'supplier' : 'merchant', [recordField]: record });
      db.invitations.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.post('/connections/invitations/{id}/resend/', ({ request, params }) => {
      log(request);
      const found = db.invitations.find((i) => i.id === Number(params.id));
      if (!found) return notFound();
      if (found.status === 'accepted' || found.status === 'revoked') return detail(`An invitation that is ${found.status} cannot be sent again.`, 409);
      Object.assign(found, { status: 'pending', expires_at: '2026-12-09T12:00:00Z' });
      return HttpResponse.json(found);
    }),
    contract.post('/connections/invitations/{id}/revoke/', ({ request, params }) => {
      log(request);
      const found = db.invitations.find((i) => i.id === Number(params.id));
      if (!found) return notFound();
      if (found.status === 'accepted' || found.status === 'revoked') return detail(`An invitation that is ${found.status} cannot be revoked.`, 409);
      found.status = 'revoked';
      return HttpResponse.json(found);
    }),
  ];
}
