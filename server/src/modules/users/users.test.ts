import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { createTestContext, DEMO, demoIds, HOSTS, type TestContext } from '../../../test/helpers';
import { FILES, multipart, type FormValue } from '../../../test/multipart';

let t: TestContext;
let admin: string;
let ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
  ids = await demoIds(t.db);
});
afterAll(() => t.close());

const search = (q?: string) => t.request({ url: `/1/api/accounts/sm/search-users/${q === undefined ? '' : `?search=${encodeURIComponent(q)}`}`, token: admin });
const getUser = (id: number) => t.request({ url: `/1/api/accounts/sm/get-user/${id}`, token: admin });
async function update(id: number, fields: Record<string, FormValue>, token = admin) {
  const { payload, headers } = await multipart(fields);
  return t.request({ method: 'PUT', url: `/1/api/accounts/sm/update-user/${id}`, token, payload, headers });
}
const images = async () => readdir(path.join(t.config.dataDir, 'uploads', 'profile-images')).catch(() => [] as string[]);

describe('GET accounts/sm/search-users/', () => {
  it('answers every user by id, with tenants, when the search is empty or missing', async () => {
    for (const res of [await search(), await search('')]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().map((u: any) => u.username)).toEqual(['admin', 'supplier', 'merchant', 'owner', 'staff']);
    }
    const owner = (await search()).json()[3];
    expect(owner.tenants.map((x: any) => x.name)).toEqual(['Corner Bistro', 'Harbor Cafe']);
    expect(owner.tenants[0]).toEqual({ id: expect.any(Number), name: 'Corner Bistro', schema_name: 'corner_bistro', domain: 'bistro.localhost', type: 'merchant', role: 'owner' });
    expect(owner).toMatchObject({ is_merchant: true, is_supplier: false, profile_image: null, date_joined: expect.any(String) });
  });

  it.each([
    ['LOPEZ', ['merchant']],
    ['maria lopez', ['merchant']],
    ['Owner@', ['owner']],
    ['sam', ['supplier']],
    ['example.com', ['admin', 'supplier', 'merchant', 'owner', 'staff']],
    ['%', []],
  ])('matches %j in username, email, first, last or full name', async (q, usernames) => {
    expect((await search(q)).json().map((u: any) => u.username)).toEqual(usernames);
  });
});

describe('GET accounts/sm/get-user/{id}', () => {
  it('answers the user with their tenants, or 404', async () => {
    const res = await getUser(ids.supplier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.supplier,
      username: 'supplier',
      email: DEMO.supplier,
      first_name: 'Sam',
      is_supplier: true,
      tenants: [{ name: 'Fresh Farms', type: 'supplier' }],
    });
    expect((await getUser(99999)).statusCode).toBe(404);
  });
});

describe('PUT accounts/sm/update-user/{id}', () => {
  it('updates identity fields and flags from form strings, keeping omitted fields', async () => {
    const res = await update(ids.merchant, { first_name: ' Mary ', username: 'mary', email: 'Mary@Example.com', is_admin: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'mary',
      email: 'mary@example.com',
      first_name: 'Mary',
      last_name: 'Lopez',
      is_admin: true,
      is_merchant: true,
      tenants: [{ name: 'Corner Bistro' }],
    });
    const back = await update(ids.merchant, { first_name: 'Maria', username: 'merchant', email: DEMO.merchant, is_admin: 'false' });
    expect(back.json()).toMatchObject({ username: 'merchant', is_admin: false });
  });

  it('accepts a JSON body too', async () => {
    const res = await t.request({ method: 'PUT', url: `/1/api/accounts/sm/update-user/${ids.owner}`, token: admin, payload: { last_name: 'Owens' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().last_name).toBe('Owens');
  });

  it('keeps supplier, merchant and superadmin exclusive', async () => {
    const res = await update(ids.supplier, { is_merchant: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['A user can be only one of supplier, merchant or superadmin.'] });
    const swapped = await update(ids.supplier, { is_supplier: 'false', is_merchant: 'true', is_superadmin: 'false' });
    expect(swapped.json()).toMatchObject({ is_supplier: false, is_merchant: true });
    await update(ids.supplier, { is_supplier: 'true', is_merchant: 'false', is_superadmin: 'false' });
  });

  it('makes a superadmin staff, so they can sign in on the admin host, and takes it back', async () => {
    const up = await update(ids.owner, { is_merchant: 'false', is_superadmin: 'true', is_admin: 'true' });
    expect(up.json()).toMatchObject({ is_superadmin: true, is_staff: true, is_admin: true });
    const token = await t.login(DEMO.owner, HOSTS.admin);
    expect(decodeJwt(token)).toMatchObject({ is_superadmin: true, is_staff: true });
    const down = await update(ids.owner, { is_superadmin: 'false', is_merchant: 'true', is_admin: 'false' });
    expect(down.json()).toMatchObject({ is_superadmin: false, is_staff: false });
    // Rights are read from the database: the old token no longer opens the superadmin area.
    expect((await t.request({ url: '/1/api/clients/list-clients/', token })).statusCode).toBe(403);
  });

  it('refuses a username or email another user has', async () => {
    expect((await update(ids.owner, { username: 'merchant' })).json()).toEqual({ username: ['A user with that username already exists.'] });
    expect((await update(ids.owner, { email: 'MERCHANT@example.com' })).json()).toEqual({ email: ['A user with that email already exists.'] });
    expect((await update(ids.owner, { username: 'owner', email: DEMO.owner })).statusCode).toBe(200); // their own
    expect((await update(ids.owner, { username: 'bad name!' })).json()).toEqual({
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
    });
    expect((await update(ids.owner, { email: 'nope' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await update(ids.owner, { is_active: 'maybe' })).json()).toEqual({ is_active: ['Must be a valid boolean.'] });
  });

  it('does not let a superadmin remove their own superadmin flag or deactivate themselves', async () => {
    expect((await update(ids.admin, { is_superadmin: 'false' })).json()).toEqual({ is_superadmin: ['You cannot remove your own superadmin rights.'] });
    expect((await update(ids.admin, { is_active: 'false' })).json()).toEqual({ is_active: ['You cannot deactivate your own account.'] });
    expect((await update(ids.admin, { first_name: 'Ada' })).statusCode).toBe(200);
  });

  it('deactivates another user, whose token stops working at once', async () => {
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    expect((await update(ids.owner, { is_active: 'false' })).json().is_active).toBe(false);
    expect((await t.request({ url: '/1/api/clients/list-user-tenants/', host: HOSTS.bistro, token })).statusCode).toBe(401);
    await update(ids.owner, { is_active: 'true' });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await update(99999, { first_name: 'X' })).statusCode).toBe(404);
  });
});

describe('profile images', () => {
  it('stores an image under a random name, serves it publicly with safe headers, and puts it in the token', async () => {
    const res = await update(ids.supplier, { profile_image: { name: 'holiday-photo.png', type: 'image/png', content: FILES.png } });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile_image;
    expect(url).toMatch(/^\/1\/api\/media\/profile-images\/[A-Za-z0-9_-]{24}\.png$/);
    expect(url).not.toContain('holiday');
    const img = await t.request({ url, host: 'anything.example' });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(FILES.png)).toBe(true);
    expect(img.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(img.headers['content-security-policy']).toContain("default-src 'none'");
    expect(decodeJwt(await t.login(DEMO.supplier, HOSTS.supplier)).profile_image).toBe(url);
  });

  it('replaces the old file, and ignores an empty file input', async () => {
    const before = (await getUser(ids.supplier)).json().profile_image as string;
    const res = await update(ids.supplier, { profile_image: { name: 'me.webp', type: 'image/webp', content: FILES.webp } });
    expect(res.json().profile_image).toMatch(/\.webp$/);
    expect(await images()).not.toContain(before.split('/').pop());
    expect((await t.request({ url: before })).statusCode).toBe(404);
    const empty = await update(ids.supplier, { first_name: 'Sam', profile_image: { name: '', content: '' } });
    expect(empty.json().profile_image).toBe(res.json().profile_image);
  });

  it('refuses an image over 5 MB with 413 and the spec message, keeping nothing', async () => {
    const before = await images();
    const big = Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await update(ids.merchant, { profile_image: { name: 'big.jpg', type: 'image/jpeg', content: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ profile_image: ['File too large. Max 5.0MB.'] });
    expect(await images()).toEqual(before);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const exact = Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024 - FILES.jpeg.length)]);
    const res = await update(ids.merchant, { profile_image: { name: 'exact.jpg', type: 'image/jpeg', content: exact } });
    expect(res.statusCode).toBe(200);
  });

  it('judges the type from the bytes: a PNG-named text file or an SVG is refused', async () => {
    const text = await update(ids.merchant, { profile_image: { name: 'photo.png', type: 'image/png', content: FILES.text } });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ profile_image: ['Unsupported type: text/plain.'] });
    const svg = await update(ids.merchant, { profile_image: { name: 'a.png', type: 'image/png', content: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } });
    expect(svg.json()).toEqual({ profile_image: ['Unsupported type: image/svg+xml.'] });
    const pdf = await update(ids.merchant, { profile_image: { name: 'a.pdf', type: 'application/pdf', content: FILES.pdf } });
    expect(pdf.json()).toEqual({ profile_image: ['Unsupported type: application/pdf.'] });
  });

  it('refuses a file in a field that takes none', async () => {
    const res = await update(ids.merchant, { username: { name: 'x.png', type: 'image/png', content: FILES.png } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field does not accept a file.'] });
  });

  it('serves no file outside the public areas and no malformed names', async () => {
    for (const url of [
      '/1/api/media/lead-attachments/' + 'a'.repeat(24) + '.pdf',
      '/1/api/media/profile-images/' + 'a'.repeat(24) + '.png',
      '/1/api/media/profile-images/..%2F..%2Fjwt-secret',
      '/1/api/media/x/y',
    ]) {
      expect((await t.request({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('tenant memberships', () => {
  const addTenant = (userId: number, payload: object) => t.request({ method: 'POST', url: `/1/api/accounts/sm/users/${userId}/tenants/`, token: admin, payload });
  const removeTenant = (userId: number, tenantId: number) => t.request({ method: 'DELETE', url: `/1/api/accounts/sm/users/${userId}/tenants/${tenantId}/`, token: admin });

  it('adds a tenant (once) and answers the user with their tenants', async () => {
    const res = await addTenant(ids.merchant, { tenant_id: ids.harbor_cafe });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenants.map((x: any) => x.name)).toEqual(['Corner Bistro', 'Harbor Cafe']);
    expect((await addTenant(ids.merchant, { tenant_id: ids.harbor_cafe })).json().tenants).toHaveLength(2);
    await t.login(DEMO.merchant, HOSTS.harbor);
  });

  it('removes a tenant, which takes effect at once for an issued token', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.harbor);
    const res = await removeTenant(ids.merchant, ids.harbor_cafe);
    expect(res.statusCode).toBe(200);
    expect(res.json().tenants.map((x: any) => x.name)).toEqual(['Corner Bistro']);
    expect((await t.request({ url: '/1/api/inventory/areas/', host: HOSTS.harbor, token })).statusCode).toBe(404);
    expect((await removeTenant(ids.merchant, ids.harbor_cafe)).statusCode).toBe(200); // already gone
  });

  it('refuses an unknown tenant on tenant_id, and answers 404 for an unknown user', async () => {
    expect((await addTenant(ids.merchant, { tenant_id: 9999 })).json()).toEqual({ tenant_id: ['Invalid pk "9999" - object does not exist.'] });
    expect((await addTenant(ids.merchant, {})).json()).toEqual({ tenant_id: ['This field is required.'] });
    expect((await removeTenant(ids.merchant, 9999)).json()).toEqual({ tenant_id: ['Invalid pk "9999" - object does not exist.'] });
    expect((await addTenant(99999, { tenant_id: ids.harbor_cafe })).statusCode).toBe(404);
    expect((await removeTenant(99999, ids.harbor_cafe)).statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    const owner = await t.login(DEMO.owner, HOSTS.bistro);
    const res = await t.request({ method: 'POST', url: `/1/api/accounts/sm/users/${ids.owner}/tenants/`, token: owner, payload: { tenant_id: ids.fresh_farms } });
    expect(res.statusCode).toBe(403);
  });
});
