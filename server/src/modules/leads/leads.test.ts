import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { FILES, multipart, type FormValue } from '../../../test/multipart';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../users/repo';
import { DEMO_TOTP_SECRET } from '../../db/seed';

let t: TestContext;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
  await insertUser(t.db, {
    username: 'second-admin',
    email: 'second-admin@example.com',
    password_hash: await hashPassword(DEMO.password),
    first_name: 'Bea',
    last_name: 'Boss',
    is_superadmin: true,
    is_admin: true,
    is_staff: true,
  });
  // A superadmin signs in with a second factor: this one has set it up (decisions.md "Two-factor sign-in").
  await t.db.query("UPDATE public.users SET totp_secret = $1 WHERE email = 'second-admin@example.com'", [DEMO_TOTP_SECRET]);
  otherAdmin = await t.login('second-admin@example.com', HOSTS.admin);
});
afterAll(() => t.close());

const REQUIRED = { first_name: 'Lena', last_name: 'Park', email: 'Lena@Example.com', phone_number: '555-0101', name_of_business: 'Park Provisions' };
const stored = async () => readdir(path.join(t.config.dataDir, 'uploads', 'lead-attachments')).catch(() => [] as string[]);

async function addLead(fields: Record<string, FormValue>, token = admin) {
  const { payload, headers } = await multipart(fields);
  return t.request({ method: 'POST', url: '/1/api/leads/add-lead/', token, payload, headers });
}
const get = (url: string, token = admin) => t.request({ url: `/1/api${url}`, token });

describe('POST leads/add-lead/', () => {
  it('creates a lead with the caller as sales rep and an attachment', async () => {
    const res = await addLead({
      ...REQUIRED,
      city: 'Boise',
      state: 'ID',
      street_address: '',
      number_of_locations: '3',
      extra_information: 'Wants weekly delivery',
      attachments: { name: 'menu.pdf', type: 'application/pdf', content: FILES.pdf },
    });
    expect(res.statusCode).toBe(201);
    const lead = res.json();
    expect(lead).toMatchObject({
      ...REQUIRED,
      email: 'lena@example.com',
      city: 'Boise',
      state: 'ID',
      street_address: null,
      zip: null,
      number_of_locations: 3,
      extra_information: 'Wants weekly delivery',
      status: 'NEW',
      status_display: 'New',
      sales_rep: { id: expect.any(Number), username: 'admin', avatar_url: expect.stringMatching(/^\/1\/api\/avatars\/AA-\d+\.svg$/) },
      attachments: `/1/api/leads/${lead.id}/attachment/`,
      attachment_name: 'menu.pdf',
      attachment_type: 'application/pdf',
    });
    expect(await stored()).toHaveLength(1);
  });

  it('accepts a status, no attachment, and a JSON body', async () => {
    const res = await addLead({ ...REQUIRED, status: 'QUALIFIED' });
    expect(res.json()).toMatchObject({ status: 'QUALIFIED', status_display: 'Qualified', attachments: null, attachment_name: null });
    const json = await t.request({ method: 'POST', url: '/1/api/leads/add-lead/', token: admin, payload: { ...REQUIRED, status: 'LOST' } });
    expect(json.statusCode).toBe(201);
    expect(json.json().status_display).toBe('Lost');
  });

  it('answers field errors for missing, blank and invalid fields', async () => {
    const missing = await addLead({ city: 'Nowhere' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(Object.fromEntries(Object.keys(REQUIRED).map((k) => [k, ['This field is required.']])));
    expect((await addLead({ ...REQUIRED, first_name: '  ' })).json()).toEqual({ first_name: ['This field may not be blank.'] });
    expect((await addLead({ ...REQUIRED, email: 'not-an-email' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await addLead({ ...REQUIRED, number_of_locations: 'many' })).json()).toEqual({ number_of_locations: ['A valid integer is required.'] });
    expect((await addLead({ ...REQUIRED, status: 'HOT' })).json()).toHaveProperty('status');
  });

  it('refuses an attachment over 10 MB with 413 and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await addLead({ ...REQUIRED, attachments: { name: 'huge.pdf', type: 'application/pdf', content: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ attachments: ['File too large. Max 10.0MB.'] });
    expect(await stored()).toEqual(before);
  });

  it('judges the type from the content, not the name', async () => {
    const gif = await addLead({ ...REQUIRED, attachments: { name: 'photo.png', type: 'image/png', content: FILES.gif } });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ attachments: ['Unsupported type: image/gif.'] });
    const csv = await addLead({ ...REQUIRED, attachments: { name: 'stores.csv', type: 'text/csv', content: 'name,city\nA,B\n' } });
    expect(csv.json()).toMatchObject({ attachment_type: 'text/csv', attachment_name: 'stores.csv' });
  });

  it('keeps nothing when a text field is invalid after the file was read', async () => {
    const before = await stored();
    const res = await addLead({ attachments: { name: 'menu.pdf', content: FILES.pdf }, ...REQUIRED, email: 'bad' });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('leads: edit (updateLead)', () => {
  const patch = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/1/api/leads/${id}`, token: admin, payload });

  it('changes the fields given, the status included, and keeps the others', async () => {
    const lead = (await addLead({ ...REQUIRED, city: 'Portland', status: 'NEW' })).json();
    const res = await patch(lead.id, { status: 'CONTACTED', city: '  ', first_name: ' Ana ', email: 'ANA@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lead.id,
      status: 'CONTACTED',
      status_display: 'Contacted',
      city: null,
      first_name: 'Ana',
      email: 'ana@example.com',
      last_name: lead.last_name,
      sales_rep: lead.sales_rep,
    });
    expect((await get(`/leads/${lead.id}`)).json().data.status).toBe('CONTACTED');
    // A body without status keeps it (no default).
    expect((await patch(lead.id, { zip: '97201' })).json()).toMatchObject({ status: 'CONTACTED', zip: '97201' });
  });

  it('answers field errors, 404 for no lead, and is for superadmins only', async () => {
    const lead = (await addLead(REQUIRED)).json();
    expect((await patch(lead.id, { first_name: '  ' })).json()).toEqual({ first_name: ['This field may not be blank.'] });
    expect((await patch(lead.id, { status: 'HOT' })).json()).toHaveProperty('status');
    expect((await patch(99999, { status: 'LOST' })).statusCode).toBe(404);
    const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
    expect((await t.request({ method: 'PATCH', url: `/1/api/leads/${lead.id}`, token: supplier, payload: { status: 'LOST' } })).statusCode).toBe(403);
  });
});

describe('leads: list, get, attachment, delete', () => {
  it('lists leads newest first and gets one under data', async () => {
    const newest = (await addLead({ ...REQUIRED, first_name: 'Newest' })).json();
    const list = await get('/leads/list-leads/');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].id).toBe(newest.id);
    const one = await get(`/leads/${newest.id}`);
    expect(one.json()).toEqual({ data: newest });
    expect((await get('/leads/99999')).statusCode).toBe(404);
  });

  it('downloads the attachment with its original name, its type and safe headers', async () => {
    const lead = (await addLead({ ...REQUIRED, attachments: { name: '../Q3 final menü.pdf', type: 'application/pdf', content: FILES.pdf } })).json();
    expect(lead.attachment_name).toBe('Q3 final menü.pdf');
    const res = await get(`/leads/${lead.id}/attachment/`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Q3 final men_.pdf"; filename*=UTF-8''Q3%20final%20men%C3%BC.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Not public, and not reachable as media.
    expect((await t.request({ url: `/1/api/leads/${lead.id}/attachment/` })).statusCode).toBe(401);
    const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
    expect((await t.request({ url: `/1/api/leads/${lead.id}/attachment/`, token: supplier })).statusCode).toBe(403);
    const [file] = (await t.db.query('SELECT attachment_path FROM public.leads WHERE id = $1', [lead.id])) as { attachment_path: string }[];
    expect((await t.request({ url: `/1/api/media/${file.attachment_path}` })).statusCode).toBe(404);
  });

  it('answers 404 for the attachment of a lead without one', async () => {
    const lead = (await addLead(REQUIRED)).json();
    expect((await get(`/leads/${lead.id}/attachment/`)).statusCode).toBe(404);
  });

  it('deletes a lead with its comments and its stored file', async () => {
    const lead = (await addLead({ ...REQUIRED, attachments: { name: 'x.txt', type: 'text/plain', content: FILES.text } })).json();
    await t.request({ method: 'POST', url: `/1/api/leads/add-comment/${lead.id}`, token: admin, payload: { body: 'Call back Monday' } });
    const [{ attachment_path }] = await t.db.query('SELECT attachment_path FROM public.leads WHERE id = $1', [lead.id]);
    expect(await stored()).toContain(attachment_path.split('/')[1]);
    const res = await t.request({ method: 'DELETE', url: `/1/api/leads/${lead.id}/delete-lead/`, token: admin });
    expect(res.statusCode).toBe(204);
    expect(await stored()).not.toContain(attachment_path.split('/')[1]);
    expect(await t.db.query('SELECT 1 FROM public.lead_comments WHERE lead_id = $1', [lead.id])).toEqual([]);
    expect((await get(`/leads/${lead.id}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/1/api/leads/${lead.id}/delete-lead/`, token: admin })).statusCode).toBe(404);
  });
});

describe('lead comments', () => {
  let leadId: number;
  beforeAll(async () => {
    leadId = (await addLead({ ...REQUIRED, first_name: 'Commented' })).json().id;
  });
  const addComment = (body: unknown, token = admin, id = leadId) => t.request({ method: 'POST', url: `/1/api/leads/add-comment/${id}`, token, payload: body === undefined ? {} : { body } });
  const editComment = (id: number, body: string, token = admin) => t.request({ method: 'PUT', url: `/1/api/leads/update-comment/${id}`, token, payload: { body } });

  it('adds and lists comments oldest first, with author and a local avatar', async () => {
    const first = await addComment('  First call went well  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ lead: leadId, body: 'First call went well', username: 'admin', avatar_url: expect.stringMatching(/^\/1\/api\/avatars\/AA-\d+\.svg$/) });
    await addComment('Second note', otherAdmin);
    const list = await get(`/leads/list-comments/${leadId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: any) => [c.body, c.username])).toEqual([
      ['First call went well', 'admin'],
      ['Second note', 'second-admin'],
    ]);
    expect(list.json()[1].avatar_url).toMatch(/^\/1\/api\/avatars\/BB-\d+\.svg$/);
    const avatar = await t.request({ url: list.json()[1].avatar_url });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('>BB</text>');
  });

  it('refuses blank, whitespace-only and missing bodies', async () => {
    expect((await addComment('')).json()).toEqual({ body: ['This field may not be blank.'] });
    expect((await addComment(' \n\t ')).json()).toEqual({ body: ['This field may not be blank.'] });
    expect((await addComment(undefined)).json()).toEqual({ body: ['This field is required.'] });
  });

  it('answers 404 for comments of an unknown lead', async () => {
    expect((await get('/leads/list-comments/99999')).statusCode).toBe(404);
    expect((await addComment('x', admin, 99999)).statusCode).toBe(404);
  });

  it('lets only the author edit a comment, compared by user id', async () => {
    const mine = (await addComment('Draft')).json();
    // An hour-old comment, so the edit's new date_updated is plainly later.
    await t.db.query("UPDATE public.lead_comments SET date_updated = date_updated - interval '1 hour' WHERE id = $1", [mine.id]);
    const edited = await editComment(mine.id, 'Final wording');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: mine.id, body: 'Final wording', added_by: mine.added_by, date_created: mine.date_created });
    // Untouched it would still be an hour old.
    expect(new Date(edited.json().date_updated).getTime()).toBeGreaterThanOrEqual(new Date(mine.date_created).getTime());
    const theirs = await editComment(mine.id, 'Hijacked', otherAdmin);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ detail: 'You can only edit your own comments.' });
    expect((await get(`/leads/list-comments/${leadId}`)).json().find((c: any) => c.id === mine.id).body).toBe('Final wording');
    expect((await editComment(mine.id, '   ')).statusCode).toBe(400);
    expect((await editComment(99999, 'x')).statusCode).toBe(404);
  });
});
