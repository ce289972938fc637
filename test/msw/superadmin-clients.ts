// msw handlers for the superadmin clients calls (list, search, create, detail, update, merchants of
// a client), backed by a small in-memory store shaped like the contract's answers.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { API, notFound, requestLogger, type LoggedRequest } from './common';
import { contract } from './contract';

export { API };

type ClientDetail = components['schemas']['ClientDetail'];
type SchemaMerchant = components['schemas']['SchemaMerchant'];
type ClientLimits = components['schemas']['ClientLimits'];
type LimitName = components['schemas']['LimitName'];
type ClientLimitsUpdate = components['schemas']['ClientLimitsUpdate'];

export const ENTITY_TYPES: Record<string, string> = { llc: 'LLC', corp: 'Corporation', sole: 'Sole proprietorship' };

export interface ClientsDb {
  clients: ClientDetail[];
  merchants: Record<string, SchemaMerchant[]>;
  /** Each client's limits (clients without an entry answer the defaults, nothing used). */
  limits: Record<number, ClientLimits>;
  /** Every request the handlers saw, as 'METHOD /path?query' with its JSON body. */
  requests: LoggedRequest[];
}

const detail = (c: Partial<ClientDetail> & Pick<ClientDetail, 'id' | 'name' | 'schema_name'>): ClientDetail => ({
  domain: `${c.schema_name.replace(/_/g, '-')}.localhost`,
  type: 'supplier',
  city: null,
  state: null,
  on_trial: false,
  EIN: null,
  sales_tax_id: null,
  street_address: null,
  zip_code: null,
  country: null,
  entity_type: null,
  ...c,
});

/** A fresh store: the demo tenants plus a supplier without merchants. */
export function createClientsDb(): ClientsDb {
  return {
    clients: [
      detail({
        id: 1,
        name: 'Fresh Farms',
        schema_name: 'fresh_farms',
        domain: 'freshfarms.localhost',
        city: 'Austin',
        state: 'TX',
        on_trial: true,
        EIN: '12-3456789',
        entity_type: 'llc',
        country: 'United States',
      }),
      detail({ id: 2, name: 'Corner Bistro', schema_name: 'corner_bistro', domain: 'bistro.localhost', type: 'merchant', city: 'Austin', state: 'TX' }),
      detail({ id: 4, name: 'Green Valley', schema_name: 'green_valley', city: 'Denver', state: null }),
    ],
    merchants: {
      fresh_farms: [
        { id: 1, merchant_name: 'Corner Bistro', city: 'Austin', state: 'TX', phone_number: '512-555-0100', email: 'bistro@example.com', is_active: true, minimum_order: 150 },
        { id: 2, merchant_name: 'Harbor Cafe', city: null, state: '', phone_number: null, email: null, is_active: true, minimum_order: null },
      ],
    },
    limits: { 1: clientLimits({ messages_per_minute: { used: 12 }, texts_per_day: { used: 150, override: 500 }, products: { used: 42 } }) },
    requests: [],
  };
}

const DEFAULTS: [LimitName, ClientLimits['limits'][number]['window'], ClientLimits['limits'][number]['per'], number][] = [
  ['messages_per_minute', 'minute', 'client', 60],
  ['messages_per_minute_per_user', 'minute', 'user', 30],
  ['emails_per_day', 'day', 'client', 1000],
  ['texts_per_day', 'day', 'client', 200],
  ['orders_per_minute', 'minute', 'client', 300],
  ['orders_per_minute_per_user', 'minute', 'user', 200],
  ['cycle_counts_per_hour', 'hour', 'client', 600],
  ['cycle_counts_per_hour_per_user', 'hour', 'user', 300],
  ['cycle_count_lines', 'stored', 'client', 500000],
  ['products', 'stored', 'client', 50000],
];

/** A client's limits at the server's defaults, with the given usage and overrides. */
export function clientLimits(changes: Partial<Record<LimitName, { used?: number; override?: number }>> = {}, allowOneOff = false): ClientLimits {
  return {
    allow_one_off_recipients: allowOneOff,
    limits: DEFAULTS.map(([name, window, per, value]) => {
      const override = changes[name]?.override ?? null;
      return { name, window, per, default: value, override, limit: override ?? value, used: changes[name]?.used ?? 0 };
    }),
  };
}

const listRow = ({ id, name, city, state, schema_name, domain, type, on_trial }: ClientDetail) => ({ id, name, city, state, schema_name, domain, type, on_trial });

export function superadminClientsHandlers(db: ClientsDb) {
  const log = requestLogger(db.requests);
  return [
    contract.get('/clients/list-clients/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.clients.map(listRow));
    }),
    contract.get('/clients/search-clients/', ({ request }) => {
      log(request);
      const q = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const hit = (v: string | null | undefined) => (v ?? '').toLowerCase().includes(q);
      return HttpResponse.json(db.clients.filter((c) => hit(c.name) || hit(c.schema_name) || hit(c.city) || hit(c.state)).map(listRow));
    }),
    contract.post('/clients/create-client/', async ({ request }) => {
      const body = (await request.json()) as { name: string; schema_name?: string; city?: string | null; state?: string | null; type?: 'supplier' | 'merchant' };
      log(request, body);
      const schema = body.schema_name ?? '';
      if (db.clients.some((c) => c.name === body.name)) return HttpResponse.json({ name: ['A client with this name already exists.'] }, { status: 400 });
      if (db.clients.some((c) => c.schema_name === schema)) return HttpResponse.json({ schema_name: ['A client with this schema name already exists.'] }, { status: 400 });
      const created = detail({
        id: Math.max(0, ...db.clients.map((c) => c.id)) + 1,
        name: body.name,
        schema_name: schema,
        city: body.city ?? null,
        state: body.state ?? null,
        type: body.type ?? 'supplier',
      });
      db.clients.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/merchants/sm/list-merchants/{schema_name}', ({ request, params }) => {
      log(request);
      const schema = String(params.schema_name);
      if (!db.clients.some((c) => c.schema_name === schema)) return notFound();
      return HttpResponse.json({ data: db.merchants[schema] ?? [] });
    }),
    contract.put('/clients/{id}/update-client/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<ClientDetail>;
      log(request, body);
      const client = db.clients.find((c) => c.id === Number(params.id));
      if (!client) return notFound();
      if (body.domain !== undefined && db.clients.some((c) => c !== client && c.domain === body.domain)) {
        return HttpResponse.json({ domain: ['A client with this domain already exists.'] }, { status: 400 });
      }
      Object.assign(client, body);
      return HttpResponse.json(client);
    }),
    contract.get('/clients/{id}/limits/', ({ request, params }) => {
      log(request);
      const id = Number(params.id);
      if (!db.clients.some((c) => c.id === id)) return notFound();
      return HttpResponse.json(db.limits[id] ?? clientLimits());
    }),
    contract.patch('/clients/{id}/limits/', async ({ request, params }) => {
      const body = (await request.json()) as ClientLimitsUpdate;
      log(request, body);
      const id = Number(params.id);
      if (!db.clients.some((c) => c.id === id)) return notFound();
      const current = db.limits[id] ?? clientLimits();
      const overrides: Partial<Record<LimitName, number | null>> = body.overrides ?? {};
      db.limits[id] = {
        allow_one_off_recipients: body.allow_one_off_recipients ?? current.allow_one_off_recipients,
        limits: current.limits.map((l) => {
          const given = overrides[l.name];
          const override = given === undefined ? l.override : given;
          return { ...l, override, limit: override ?? l.default };
        }),
      };
      return HttpResponse.json(db.limits[id]);
    }),
    contract.get('/clients/{id}', ({ request, params }) => {
      log(request);
      const client = db.clients.find((c) => c.id === Number(params.id));
      return client ? HttpResponse.json({ data: client, entity_types: ENTITY_TYPES }) : notFound();
    }),
  ];
}
