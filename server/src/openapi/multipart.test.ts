// Uploads over a real connection: the limit is enforced while the body streams in, and the
// answer comes back without waiting for (or storing) the rest of the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../test/helpers';
import { FILES } from '../../test/multipart';

let t: TestContext;
let base: string;
let admin: string;
let userId: number;
beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
  userId = (await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.merchant]))[0].id;
});
afterAll(async () => {
  // fetch keeps connections alive, and one may still be draining an upload the server refused.
  t.app.server.closeAllConnections();
  await t.close();
});

function upload(content: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  form.append('first_name', 'Maria');
  form.append('profile_image', new Blob([content as BlobPart], { type: 'image/jpeg' }), name);
  return fetch(`${base}/1/api/accounts/sm/update-user/${userId}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${admin}` } });
}

describe('multipart uploads over HTTP', () => {
  it('stores a file within the limit', async () => {
    const res = await upload(FILES.jpeg);
    expect(res.status).toBe(200);
    expect((await res.json()).profile_image).toMatch(/\.jpg$/);
  });

  it('answers 413 for a file over the limit and stores nothing of it', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'profile-images');
    const before = await readdir(dir);
    const res = await upload(Buffer.concat([FILES.jpeg, Buffer.alloc(20 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ profile_image: ['File too large. Max 5.0MB.'] });
    expect(await readdir(dir)).toEqual(before);
    // The server is still fine afterwards.
    expect((await upload(FILES.jpeg)).status).toBe(200);
  });

  it('answers 400 for a wrong type as soon as the first bytes arrive', async () => {
    const res = await upload(Buffer.concat([FILES.text, Buffer.alloc(3 * 1024 * 1024, 0x61)]), 'photo.png');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ profile_image: ['Unsupported type: text/plain.'] });
  });
});
