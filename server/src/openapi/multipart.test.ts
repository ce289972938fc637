// Uploads over a real connection: the limit is enforced while the body streams in, and the
// answer comes back without waiting for (or storing) the rest of the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../test/helpers';
import { FILES } from '../../test/multipart';
import { imageRule } from '../lib/uploads';
import { FORM_MESSAGES, formLimit, MAX_FORM_FIELD_BYTES } from './multipart';

/** The update-user form's file fields: one profile image. */
const USER_FORM = { profile_image: imageRule('profile-images') };

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

/**
 * A form sent part by part over a raw connection, the request left open: `answer` settles when
 * the server answers, whether or not the client has finished sending.
 */
function streamedForm(headers: Record<string, string> = {}) {
  const boundary = '----tradepost-test-boundary';
  const req = http.request(`${base}/1/api/accounts/sm/update-user/${userId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
  });
  let answered = false;
  answer.then(
    () => (answered = true),
    () => (answered = true),
  );
  return {
    answer,
    answered: () => answered,
    // CRLF before every delimiter (before the first one it is a preamble, which parsers skip)
    field: (name: string) => req.write(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    // done when the chunk is taken, or when the server has answered (and may have closed the connection)
    write: (data: string | Buffer) =>
      Promise.race([
        new Promise<void>((resolve) => (req.write(data) ? resolve() : req.once('drain', () => resolve()))),
        answer.then(
          () => {},
          () => {},
        ),
      ]),
    close: () => req.destroy(),
  };
}

describe('multipart text fields over HTTP', () => {
  it('refuses a text field over 64 KB with 413 once the field ends, before the rest of the form is sent', async () => {
    const form = streamedForm();
    form.field('first_name');
    await form.write(Buffer.alloc(MAX_FORM_FIELD_BYTES + 1, 0x61));
    form.field('last_name'); // the next part begins: the request stays open
    const { status, body } = await form.answer;
    expect(status).toBe(413);
    expect(body).toEqual({ first_name: [FORM_MESSAGES.fieldTooLarge] });
    form.close();
    expect((await upload(FILES.jpeg)).status).toBe(200);
  });

  it('stops reading a form at its limit while it streams: one endless text field gets 413 mid-request', async () => {
    const form = streamedForm();
    form.field('first_name');
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    // A server that stops reading leaves at most the kernel's socket buffers in flight past the
    // limit (receive buffers grow to tcp_rmem's maximum, 32 MiB on some machines): the answer must
    // come before the client has sent that much more. One that read on would let it reach the bound.
    const bound = formLimit(USER_FORM) + 64 * 1024 * 1024;
    while (!form.answered() && sent < bound) {
      await form.write(chunk);
      sent += chunk.length;
    }
    expect(sent).toBeLessThan(bound);
    const { status, body } = await form.answer;
    expect(status).toBe(413);
    expect(body).toEqual({ detail: FORM_MESSAGES.formTooLarge(formLimit(USER_FORM)) });
    form.close();
    expect((await upload(FILES.jpeg)).status).toBe(200);
  });
});
