// A tenant moves: Corner Bistro exported from the demo installation and imported into a fresh one
// (under a new schema name) keeps its rows, its uploaded image and its members, who sign in there
// and see the same stock; the ledger stays balanced.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { createTokenService } from '../lib/tokens';
import { storedPath } from '../lib/uploads';
import { openEmptyDatabase } from '../../test/empty-database';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../test/helpers';
import { expectLedgerBalanced } from '../../test/inventory';
import type { Database } from '../db/database';
import { BackupError } from './archive';
import { exportTenant, importTenant } from './tenant-io';

let source: TestContext;
let target: { db: Database; drop(): Promise<void> };
let targetDir: string;
let server: FastifyInstance;
const IMAGE = 'product-images/movedmovedmovedmovedmove.png';
const targetTokens = createTokenService('tenant-move-secret-of-at-least-32-chars', 3600);
const OWNER_TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STAFF_TOTP = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

beforeAll(async () => {
  source = await createTestContext();
  await source.db.withTenant('corner_bistro', (tx) => tx.query('UPDATE products SET image = $1 WHERE id = (SELECT min(id) FROM products)', [IMAGE]));
  await mkdir(path.dirname(storedPath(source.config.dataDir, IMAGE)!), { recursive: true });
  await writeFile(storedPath(source.config.dataDir, IMAGE)!, 'png bytes');
  // Two-factor secrets: the owner's sealed by this installation, the staff member's plain (from before sealing).
  await source.db.query('UPDATE public.users SET totp_secret = $1, totp_last_step = 5 WHERE email = $2', [source.tokens.totpSecrets.seal(OWNER_TOTP), DEMO.owner]);
  await source.db.query('UPDATE public.users SET totp_secret = $1 WHERE email = $2', [STAFF_TOTP, DEMO.staff]);
  target = await openEmptyDatabase();
  await migrate(target.db);
  targetDir = await mkdtemp(path.join(tmpdir(), 'tradepost-moved-'));
  server = Fastify({ logger: false, pluginTimeout: 60_000 });
  await server.register(app, {
    config: { ...loadConfig({}), dataDir: targetDir, messageWorker: false },
    db: target.db,
    tokens: targetTokens,
  });
  await server.ready();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await target?.drop();
  await source?.close();
  if (targetDir) await rm(targetDir, { recursive: true, force: true });
});

async function items(request: (o: object) => Promise<{ statusCode: number; json(): any }>) {
  const login = await request({ method: 'POST', url: '/1/api/auth/token/', headers: { host: HOSTS.bistro }, payload: { email: DEMO.merchant, password: DEMO.password } });
  expect(login.statusCode).toBe(200);
  const res = await request({ url: '/1/api/inventory/items/', headers: { host: HOSTS.bistro, authorization: `Bearer ${login.json().access}` } });
  expect(res.statusCode).toBe(200);
  return res.json().map((i: { product_name?: string; name?: string; on_hand: number }) => [i.product_name ?? i.name, i.on_hand]);
}

describe('export-tenant and import-tenant', () => {
  it('moves a tenant with its rows, files and members into a fresh installation', async () => {
    const file = path.join(targetDir, 'bistro.tenant');
    const lines: string[] = [];
    const exported = await exportTenant(source.db, source.config.dataDir, 'corner_bistro', file, (l) => lines.push(l));
    expect(exported.uploads).toEqual([IMAGE]);
    expect(lines[0]).toMatch(/^Exported Corner Bistro \(corner_bistro\): \d+ members, \d+ rows, 1 uploaded files/);

    // Someone here already has the staff member's username under another email: the member moves under a free one.
    const staff = exported.members.find((m) => m.email === 'staff@example.com')!;
    await target.db.query("INSERT INTO public.users (username, email, password_hash) VALUES ($1, 'someone.else@example.com', 'x')", [staff.username]);
    const imported: string[] = [];
    const { schema } = await importTenant(target.db, targetDir, file, { schema: 'bistro_moved', log: (l) => imported.push(l), totpSecrets: targetTokens.totpSecrets });
    expect(imported).toContain(`staff@example.com: the username ${staff.username} is taken here, so this member is ${staff.username}-2`);
    const [moved] = await target.db.query<{ username: string }>("SELECT username FROM public.users WHERE email = 'staff@example.com'");
    expect(moved.username).toBe(`${staff.username}-2`);
    expect(schema).toBe('bistro_moved');
    for (const [table, rows] of Object.entries(exported.tables)) {
      const [{ n }] = await target.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bistro_moved.${table}`);
      expect([table, n]).toEqual([table, rows.length]);
    }
    expect(await readFile(storedPath(targetDir, IMAGE)!, 'utf8')).toBe('png bytes');
    await expectLedgerBalanced(target.db);
    // Each member keeps their role (decisions.md "Roles").
    const roles = await target.db.query<{ email: string; role: string }>(
      "SELECT u.email, m.role FROM public.memberships m JOIN public.users u ON u.id = m.user_id JOIN public.tenants t ON t.id = m.tenant_id WHERE t.schema_name = 'bistro_moved' ORDER BY u.email",
    );
    expect(roles).toEqual([
      { email: 'merchant@example.com', role: 'owner' },
      { email: 'owner@example.com', role: 'owner' },
      { email: 'staff@example.com', role: 'staff' },
    ]);
    // A TOTP secret sealed by the other installation cannot be opened here: two-factor is off for
    // that member; a plain one is sealed with this installation's key. The file never held one plain.
    const totp = async (email: string) =>
      (await target.db.query<{ totp_secret: string | null; totp_last_step: number | null }>('SELECT totp_secret, totp_last_step FROM public.users WHERE email = $1', [email]))[0];
    expect(await totp(DEMO.owner)).toEqual({ totp_secret: null, totp_last_step: null });
    const staffSecret = (await totp(DEMO.staff)).totp_secret!;
    expect(staffSecret).toMatch(/^enc:v1:/);
    expect(targetTokens.totpSecrets.open(staffSecret)).toBe(STAFF_TOTP);
    expect(await readFile(file, 'latin1')).not.toContain(OWNER_TOTP);
    // The members sign in on the tenant's domain and see the same stock.
    const before = await items((o) => source.app.inject(o));
    expect(before.length).toBeGreaterThan(0);
    expect(await items((o) => server.inject(o))).toEqual(before);
    // Ids continue after the imported ones; a second import of the same tenant is refused.
    const [{ id }] = await target.db.withTenant('bistro_moved', (tx) => tx.query<{ id: number }>("INSERT INTO areas (name) VALUES ('New shelf') RETURNING id"));
    expect(id).toBeGreaterThan(Math.max(...exported.tables.areas.map((a) => Number(a.id))));
    await expect(importTenant(target.db, targetDir, file, { log: () => {} })).rejects.toThrow(BackupError);
  });
});
