// Two server processes on one PostgreSQL server of this test's own (issue 14): what one process
// issues or counts holds on the other. No JWT_SECRET is given: the processes share theirs
// through the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startProcess } from '../../bench/lib.mjs';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/src/db/seed';
import { totpCode } from '../../server/src/modules/auth/totp';
import { startPostgres, type PostgresServer } from './postgres-server';

type Server = Awaited<ReturnType<typeof startProcess>>;
let postgres: PostgresServer;
let dataDir: string;
let a: Server;
let b: Server;

beforeAll(async () => {
  postgres = await startPostgres();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-two-'));
  const env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'none'),
    JWT_SECRET: '',
    LOG_LEVEL: 'warn',
  };
  // The first one migrates and seeds the empty database; the second finds it up to date.
  a = await startProcess('server/src/main.ts', { env, timeoutMs: 120_000 });
  b = await startProcess('server/src/main.ts', { env, timeoutMs: 120_000 });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const signIn = (server: Server, host: string, email: string, password = DEMO_PASSWORD) =>
  request(server.port, {
    method: 'POST',
    path: '/1/api/auth/token/',
    host,
    body: { email, password },
  });

async function token(server: Server, host: string, email: string) {
  let res = await signIn(server, host, email);
  expect(res.status, res.body).toBe(200);
  // The demo superadmin's two-factor step (these servers' own database: its first code).
  const { mfa_token } = JSON.parse(res.body) as { mfa_token?: string };
  if (mfa_token) res = await request(server.port, { method: 'POST', path: '/1/api/auth/token/mfa/', host, body: { mfa_token, code: totpCode(DEMO_TOTP_SECRET, new Date()) } });
  expect(res.status, res.body).toBe(200);
  return JSON.parse(res.body).access as string;
}

describe('two server processes on one PostgreSQL database', () => {
  it('are both healthy', async () => {
    for (const server of [a, b]) expect((await request(server.port, { path: '/1/api/health/' })).status).toBe(200);
  });

  it('accept a token issued by the other', async () => {
    const fromA = await token(a, 'bistro.localhost', 'merchant@example.com');
    const onB = await request(b.port, {
      path: '/1/api/clients/list-user-tenants/',
      host: 'bistro.localhost',
      token: fromA,
    });
    expect(onB.status, onB.body).toBe(200);
    expect(JSON.stringify(JSON.parse(onB.body))).toContain('Corner Bistro');
  });

  it('refuse at once, on the other process too, a user deactivated on one', async () => {
    const admin = await token(a, 'localhost', 'admin@example.com');
    const owner = await token(b, 'harbor.localhost', 'owner@example.com');
    const list = (server: Server) =>
      request(server.port, {
        path: '/1/api/clients/list-user-tenants/',
        host: 'harbor.localhost',
        token: owner,
      });
    expect((await list(b)).status).toBe(200);
    const found = await request(a.port, {
      path: '/1/api/accounts/sm/search-users/?search=owner%40example.com',
      token: admin,
    });
    const id = JSON.parse(found.body).find((u: { email: string }) => u.email === 'owner@example.com').id;
    const update = await request(a.port, {
      method: 'PUT',
      path: `/1/api/accounts/sm/update-user/${id}`,
      token: admin,
      body: { is_active: false },
    });
    expect(update.status, update.body).toBe(200);
    expect((await list(b)).status).toBe(401);
  });

  it('share the sign-in throttle: five failures on one, the sixth attempt on the other is refused, right password too', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(a, 'freshfarms.localhost', 'supplier@example.com', 'wrong password')).status).toBe(401);
    const sixth = await signIn(b, 'freshfarms.localhost', 'supplier@example.com');
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    expect(JSON.parse(sixth.body)).toEqual({
      detail: `Request was throttled. Expected available in ${wait} seconds.`,
    });
    // Another account is not affected, on either process.
    expect((await signIn(b, 'bistro.localhost', 'merchant@example.com')).status).toBe(200);
  });
});
