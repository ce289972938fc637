// msw handlers for the superadmin user and lead calls (search, get and update users, tenant
// memberships, the tenant list; leads, their attachment and comments), backed by a small
// in-memory store shaped like the contract's answers.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { API, detail, formFields, notFound, requestLogger, type LoggedRequest, noContent } from './common';
import { contract } from './contract';

export { API };

type User = components['schemas']['User'];
type Tenant = components['schemas']['Tenant'];
type Role = components['schemas']['Role'];
type Lead = components['schemas']['Lead'];
type LeadComment = components['schemas']['LeadComment'];

export const TENANT_LIST: Tenant[] = [
  { id: 1, name: 'Fresh Farms', schema_name: 'fresh_farms', domain: 'freshfarms.localhost', type: 'supplier' },
  { id: 2, name: 'Corner Bistro', schema_name: 'corner_bistro', domain: 'bistro.localhost', type: 'merchant' },
  { id: 3, name: 'Harbor Cafe', schema_name: 'harbor_cafe', domain: 'harbor.localhost', type: 'merchant' },
  { id: 4, name: 'Green Valley', schema_name: 'green_valley', domain: 'green-valley.localhost', type: 'supplier' },
];

export interface UsersLeadsDb {
  users: User[];
  tenants: Tenant[];
  leads: Lead[];
  comments: LeadComment[];
  /** The signed-in user (the author of new comments). */
  currentUserId: number;
  /** Every request the handlers saw: 'METHOD /path?query' with its JSON or multipart body. */
  requests: LoggedRequest[];
}

/** The user's memberships: owners of the given tenants. */
const owns = (...tenants: Tenant[]): User['tenants'] => tenants.map((t) => ({ ...t, role: 'owner' }));

const user = (u: Partial<User> & Pick<User, 'id' | 'username' | 'email'>): User => ({
  first_name: '',
  last_name: '',
  is_active: true,
  is_staff: false,
  is_supplier: false,
  is_merchant: false,
  is_superadmin: false,
  is_admin: false,
  profile_image: null,
  date_joined: '2024-03-05T12:00:00Z',
  tenants: [],
  ...u,
});

export const lead = (l: Partial<Lead> & Pick<Lead, 'id' | 'first_name' | 'last_name' | 'email'>): Lead => ({
  phone_number: '555-0100',
  name_of_business: `${l.first_name}'s Shop`,
  street_address: null,
  city: null,
  state: null,
  zip: null,
  country: null,
  number_of_locations: null,
  extra_information: null,
  attachments: null,
  attachment_name: null,
  attachment_type: null,
  status: 'NEW',
  status_display: 'New',
  sales_rep: { id: 1, username: 'admin', avatar_url: '/1/api/avatars/AL-1.svg' },
  date_created: '2024-05-01T09:00:00Z',
  date_updated: '2024-05-01T09:00:00Z',
  ...l,
});

export function createUsersLeadsDb(): UsersLeadsDb {
  const [farms, bistro, harbor, green] = TENANT_LIST;
  return {
    users: [
      user({ id: 1, username: 'admin', email: 'admin@example.com', first_name: 'Ada', last_name: 'Lovelace', is_superadmin: true, is_admin: true, is_staff: true }),
      user({
        id: 2,
        username: 'supplier',
        email: 'supplier@example.com',
        first_name: 'Sam',
        last_name: 'Stone',
        is_supplier: true,
        tenants: owns(farms),
        profile_image: '/1/api/media/profile-images/sam.png',
      }),
      user({ id: 3, username: 'owner', email: 'owner@example.com', first_name: 'Olive', last_name: 'Owens', is_merchant: true, tenants: owns(bistro, harbor, farms, green) }),
    ],
    tenants: [...TENANT_LIST],
    leads: [
      lead({
        id: 1,
        first_name: 'Mia',
        last_name: 'Chen',
        email: 'mia@example.com',
        city: 'Austin',
        attachments: '/1/api/leads/1/attachment/',
        attachment_name: 'menu.pdf',
        attachment_type: 'application/pdf',
      }),
      lead({ id: 2, first_name: 'Noah', last_name: 'Diaz', email: 'noah@example.com', status: 'CONTACTED', status_display: 'Contacted', phone_number: '555-0111' }),
    ],
    comments: [
      {
        id: 1,
        lead: 1,
        body: 'Called, wants a demo.',
        added_by: 1,
        username: 'admin',
        avatar_url: '/1/api/avatars/AL-1.svg',
        date_created: '2024-05-02T10:00:00Z',
        date_updated: '2024-05-02T10:00:00Z',
      },
      {
        id: 2,
        lead: 1,
        body: 'Sent pricing.',
        added_by: 2,
        username: 'supplier',
        avatar_url: '/1/api/avatars/SS-4.svg',
        date_created: '2024-05-03T10:00:00Z',
        date_updated: '2024-05-03T10:00:00Z',
      },
    ],
    currentUserId: 1,
    requests: [],
  };
}

const EXCLUSIVE = ['is_supplier', 'is_merchant', 'is_superadmin'] as const;

export function superadminUsersLeadsHandlers(db: UsersLeadsDb) {
  const log = requestLogger(db.requests);
  const findUser = (id: unknown) => db.users.find((u) => u.id === Number(id));
  const findLead = (id: unknown) => db.leads.find((l) => l.id === Number(id));
  return [
    // --- users
    contract.get('/accounts/sm/search-users/', ({ request }) => {
      log(request);
      const q = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const hit = (u: User) => [u.username, u.email, u.first_name, u.last_name, `${u.first_name} ${u.last_name}`].some((v) => v.toLowerCase().includes(q));
      return HttpResponse.json(db.users.filter(hit));
    }),
    contract.get('/accounts/sm/get-user/{id}', ({ request, params }) => {
      log(request);
      const found = findUser(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    contract.put('/accounts/sm/update-user/{id}', async ({ request, params }) => {
      const fields = await formFields(request);
      log(request, fields);
      const found = findUser(params.id);
      if (!found) return notFound();
      const flag = (name: string) => (typeof fields[name] === 'string' ? fields[name] === 'true' : undefined);
      const next = { ...found };
      for (const name of ['username', 'email', 'first_name', 'last_name'] as const) if (typeof fields[name] === 'string') next[name] = fields[name] as string;
      for (const name of ['is_active', ...EXCLUSIVE, 'is_admin'] as const) next[name] = flag(name) ?? next[name];
      if (EXCLUSIVE.filter((f) => next[f]).length > 1) {
        return HttpResponse.json({ non_field_errors: ['A user can be only one of supplier, merchant or superadmin.'] }, { status: 400 });
      }
      const image = fields.profile_image;
      if (typeof image === 'object') next.profile_image = `/1/api/media/profile-images/${image.file}`;
      Object.assign(found, next);
      return HttpResponse.json(found);
    }),
    contract.get('/clients/list-clients/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.tenants.map((t) => ({ ...t, city: null, state: null, on_trial: false })));
    }),
    contract.post('/accounts/sm/users/{id}/tenants/', async ({ request, params }) => {
      const body = (await request.json()) as { tenant_id: number; role?: Role };
      log(request, body);
      const found = findUser(params.id);
      if (!found) return notFound();
      const tenant = db.tenants.find((t) => t.id === body.tenant_id);
      if (!tenant) return HttpResponse.json({ tenant_id: [`Invalid pk "${body.tenant_id}" - object does not exist.`] }, { status: 400 });
      if (!found.tenants.some((t) => t.id === tenant.id)) found.tenants = [...found.tenants, { ...tenant, role: body.role ?? 'owner' }];
      return HttpResponse.json(found);
    }),
    contract.patch('/accounts/sm/users/{id}/tenants/{tenant_id}/', async ({ request, params }) => {
      const body = (await request.json()) as { role: Role };
      log(request, body);
      const found = findUser(params.id);
      if (!found) return notFound();
      const tenantId = Number(params.tenant_id);
      const owners = db.users.filter((u) => u.tenants.some((t) => t.id === tenantId && t.role === 'owner'));
      const tenant = found.tenants.find((t) => t.id === tenantId);
      if (!tenant) return HttpResponse.json({ tenant_id: ['The user is not a member of this tenant.'] }, { status: 400 });
      if (body.role !== 'owner' && owners.length === 1 && owners[0] === found) return detail(`${tenant.name} must keep at least one owner. Make another member an owner first.`, 409);
      found.tenants = found.tenants.map((t) => (t.id === tenantId ? { ...t, role: body.role } : t));
      return HttpResponse.json(found);
    }),
    contract.delete('/accounts/sm/users/{id}/tenants/{tenant_id}/', ({ request, params }) => {
      log(request);
      const found = findUser(params.id);
      if (!found) return notFound();
      found.tenants = found.tenants.filter((t) => t.id !== Number(params.tenant_id));
      return HttpResponse.json(found);
    }),

    // --- leads
    contract.get('/leads/list-leads/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.leads);
    }),
    contract.post('/leads/add-lead/', async ({ request }) => {
      const fields = await formFields(request);
      log(request, fields);
      if (typeof fields.email === 'string' && !fields.email.includes('@')) return HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 });
      const { attachments, number_of_locations, ...text } = fields as Record<string, string>;
      const created = lead({
        ...(text as Pick<Lead, 'first_name' | 'last_name' | 'email'>),
        id: Math.max(0, ...db.leads.map((l) => l.id)) + 1,
        number_of_locations: number_of_locations ? Number(number_of_locations) : null,
        attachment_name: attachments ? (attachments as unknown as { file: string }).file : null,
      });
      db.leads.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.get('/leads/list-comments/{leadId}', ({ request, params }) => {
      log(request);
      if (!findLead(params.leadId)) return notFound();
      return HttpResponse.json(db.comments.filter((c) => c.lead === Number(params.leadId)));
    }),
    contract.post('/leads/add-comment/{leadId}', async ({ request, params }) => {
      const body = (await request.json()) as { body: string };
      log(request, body);
      if (!findLead(params.leadId)) return notFound();
      if (!body.body?.trim()) return HttpResponse.json({ body: ['This field may not be blank.'] }, { status: 400 });
      const author = findUser(db.currentUserId)!;
      const now = new Date('2024-06-01T08:00:00Z').toISOString();
      const comment: LeadComment = {
        id: Math.max(0, ...db.comments.map((c) => c.id)) + 1,
        lead: Number(params.leadId),
        body: body.body,
        added_by: author.id,
        username: author.username,
        avatar_url: '/1/api/avatars/AL-1.svg',
        date_created: now,
        date_updated: now,
      };
      db.comments.push(comment);
      return HttpResponse.json(comment, { status: 201 });
    }),
    contract.put('/leads/update-comment/{commentId}', async ({ request, params }) => {
      const body = (await request.json()) as { body: string };
      log(request, body);
      const comment = db.comments.find((c) => c.id === Number(params.commentId));
      if (!comment) return notFound();
      if (comment.added_by !== db.currentUserId) return HttpResponse.json({ detail: 'You can only edit your own comments.' }, { status: 403 });
      Object.assign(comment, { body: body.body, date_updated: new Date('2024-06-02T08:00:00Z').toISOString() });
      return HttpResponse.json(comment);
    }),
    contract.delete('/leads/{id}/delete-lead/', ({ request, params }) => {
      log(request);
      if (!findLead(params.id)) return notFound();
      db.leads = db.leads.filter((l) => l.id !== Number(params.id));
      db.comments = db.comments.filter((c) => c.lead !== Number(params.id));
      return noContent();
    }),
    contract.get('/leads/{id}/attachment/', ({ request, params }) => {
      log(request);
      const found = findLead(params.id);
      if (!found?.attachments) return notFound();
      // A string body: a jsdom Blob is not a stream msw can send.
      return new HttpResponse('%PDF-1.4 menu', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${found.attachment_name}"; filename*=UTF-8''${encodeURIComponent(found.attachment_name ?? '')}`,
        },
      });
    }),
    contract.get('/leads/{id}', ({ request, params }) => {
      log(request);
      const found = findLead(params.id);
      return found ? HttpResponse.json({ data: found }) : notFound();
    }),
    contract.patch('/leads/{id}', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Lead>;
      log(request, body);
      const found = findLead(params.id);
      if (!found) return notFound();
      if (typeof body.email === 'string' && !body.email.includes('@')) return HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 });
      const labels = { NEW: 'New', CONTACTED: 'Contacted', QUALIFIED: 'Qualified', CONVERTED: 'Converted', LOST: 'Lost' } as const;
      Object.assign(found, body, body.status ? { status_display: labels[body.status] } : {});
      return HttpResponse.json(found);
    }),
  ];
}
