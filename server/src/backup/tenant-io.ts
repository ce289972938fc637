// npm run manage -- export-tenant / import-tenant: one tenant's schema, its members and its
// uploaded images as a portable file (a tar: manifest.json, data.json, uploads/), loaded into
// another installation under the same or a new schema name.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database, Tx } from '../db/database';
import { isValidSchemaName, quoteCatalogName, quoteIdent } from '../db/identifiers';
import { migrateTenant, newestVersion } from '../db/migrate';
import type { SecretBox } from '../lib/secret-box';
import { storedPath } from '../lib/uploads';
import { BackupError } from './archive';

const run = promisify(execFile);
const FORMAT = 'tradepost-tenant';
/** Columns of a tenant's tables that hold stored upload keys. */
const IMAGE_COLUMNS = ['image', 'image_high_res'];
/** Platform-wide powers never travel with a member. */
const PLATFORM_FLAGS = { is_staff: false, is_admin: false, is_superadmin: false };

type Row = Record<string, unknown>;
interface TenantFile {
  format: typeof FORMAT;
  version: 1;
  tenant: Row;
  schema_version: string;
  members: Row[];
  tables: Record<string, Row[]>;
  uploads: string[];
}

async function tablesOf(tx: Tx, schema: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1", [schema]);
  return rows.map((r) => r.name);
}

export async function exportTenant(db: Database, dataDir: string, schema: string, out: string, log = console.log): Promise<TenantFile> {
  const started = performance.now();
  const file = await db.transaction(async (tx) => {
    const [tenant] = await tx.query<Row>('SELECT * FROM public.tenants WHERE schema_name = $1', [schema]);
    if (!tenant) throw new BackupError(`No tenant with the schema ${schema}.`);
    const [{ version }] = await tx.query<{ version: string }>('SELECT max(version) AS version FROM public.schema_migrations WHERE schema_name = $1', [schema]);
    // Each member with their role in the tenant (a file from before roles has none: its members come back as owners).
    const members = await tx.query<Row>('SELECT u.*, m.role AS membership_role FROM public.users u JOIN public.memberships m ON m.user_id = u.id WHERE m.tenant_id = $1 ORDER BY u.id', [
      tenant.id,
    ]);
    const tables: Record<string, Row[]> = {};
    for (const name of await tablesOf(tx, schema)) {
      const [{ rows }] = await tx.query<{ rows: Row[] }>(`SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM ${quoteIdent(schema)}.${quoteCatalogName(name)} t`);
      tables[name] = rows;
    }
    const keys = Object.values(tables).flatMap((rows) => rows.flatMap((r) => IMAGE_COLUMNS.map((c) => r[c]).filter((k): k is string => typeof k === 'string')));
    const uploads = [...new Set(keys)].filter((k) => existsSync(storedPath(dataDir, k) ?? '')).sort();
    return { format: FORMAT, version: 1, tenant, schema_version: version, members, tables, uploads } satisfies TenantFile;
  });
  const staging = await mkdtemp(path.join(tmpdir(), 'tradepost-tenant-'));
  try {
    await writeFile(path.join(staging, 'data.json'), JSON.stringify(file));
    for (const key of file.uploads) await cp(storedPath(dataDir, key)!, path.join(staging, 'uploads', key), { recursive: true });
    await run('tar', ['-cf', path.resolve(out), '-C', staging, '.']);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const rows = Object.values(file.tables).reduce((n, r) => n + r.length, 0);
  log(
    `Exported ${file.tenant.name} (${schema}): ${file.members.length} members, ${rows} rows, ${file.uploads.length} uploaded files, ${(await stat(out)).size} bytes, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return file;
}

/**
 * A member's TOTP secrets for this installation (decisions.md "Two-factor secrets at rest"): a
 * plain one sealed with its key; one sealed under another installation's key cannot be opened here,
 * so two-factor sign-in is off for that member (they set it up again; a tenant's requirement asks).
 */
function totpHere(member: Row, box: SecretBox): Row {
  const opened = (v: unknown) => (typeof v === 'string' ? box.open(v) : null);
  const secret = opened(member.totp_secret);
  const pending = opened(member.totp_pending_secret);
  return { totp_secret: secret && box.seal(secret), totp_pending_secret: pending && box.seal(pending), ...(secret ? {} : { totp_last_step: null }) };
}

/** INSERT of the row's own columns (from our catalog), the values read by json_populate_record. */
async function insertRow(tx: Tx, table: string, row: Row): Promise<Row> {
  const cols = Object.keys(row).map(quoteCatalogName).join(', ');
  const [inserted] = await tx.query<Row>(`INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_record(null::${table}, $1::json) RETURNING *`, [JSON.stringify(row)]);
  return inserted;
}

/** `username`, or the first of username-2, username-3... that no user here has (sign-in is by email). */
async function freeUsername(tx: Tx, username: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? username : `${username}-${n}`;
    const [taken] = await tx.query('SELECT 1 FROM public.users WHERE username = $1', [candidate]);
    if (!taken) return candidate;
  }
}

/** Columns of the schema's tables that reference public.users or public.tenants. */
async function publicReferences(tx: Tx, schema: string) {
  return tx.query<{ table_name: string; column_name: string; target: string; nullable: boolean }>(
    `SELECT fc.relname AS table_name, a.attname AS column_name, tc.relname AS target, NOT a.attnotnull AS nullable
       FROM pg_constraint c
       JOIN pg_class fc ON fc.oid = c.conrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
       JOIN pg_class tc ON tc.oid = c.confrelid JOIN pg_namespace tn ON tn.oid = tc.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND fn.nspname = $1 AND tn.nspname = 'public' AND tc.relname IN ('users', 'tenants')`,
    [schema],
  );
}

export async function importTenant(
  db: Database,
  dataDir: string,
  input: string,
  options: { schema?: string; log?: (line: string) => void; totpSecrets?: SecretBox } = {},
): Promise<{ tenantId: number; schema: string }> {
  const { log = console.log } = options;
  const started = performance.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'tradepost-tenant-'));
  try {
    await run('tar', ['-xf', input, '-C', dir]).catch(() => {
      throw new BackupError(`${input} is not a Tradepost tenant file.`);
    });
    const file = JSON.parse(await readFile(path.join(dir, 'data.json'), 'utf8').catch(() => '{}')) as TenantFile;
    if (file.format !== FORMAT) throw new BackupError(`${input} is not a Tradepost tenant file.`);
    if (file.schema_version !== newestVersion('tenant'))
      throw new BackupError(`The tenant was exported at migration ${file.schema_version}; this Tradepost is at ${newestVersion('tenant')}: export and import with the same release.`);
    const schema = options.schema ?? String(file.tenant.schema_name);
    if (!isValidSchemaName(schema)) throw new BackupError(`Not a valid schema name: ${schema}`);
    const result = await db.transaction(async (tx) => {
      const [taken] = await tx.query('SELECT 1 FROM public.tenants WHERE schema_name = $1 OR name = $2 OR domain = $3', [schema, file.tenant.name, file.tenant.domain]);
      if (taken) throw new BackupError(`A tenant with the schema ${schema}, the name ${file.tenant.name} or the domain ${file.tenant.domain} already exists here.`);
      const { id: oldTenantId, ...tenantRow } = file.tenant;
      const tenant = await insertRow(tx, 'public.tenants', { ...tenantRow, schema_name: schema });
      await migrateTenant(tx, schema);
      // Members: the user of the same email here, or a new one (same password); then the membership.
      const userIds = new Map<number, number>();
      for (const { id, membership_role, ...member } of file.members) {
        const [found] = await tx.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', [member.email]);
        const username = found ? member.username : await freeUsername(tx, String(member.username));
        if (username !== member.username) log(`${member.email}: the username ${member.username} is taken here, so this member is ${username}`);
        const user = found ?? (await insertRow(tx, 'public.users', { ...member, username, ...PLATFORM_FLAGS, ...(options.totpSecrets && totpHere(member, options.totpSecrets)) }));
        userIds.set(Number(id), Number(user.id));
        await tx.query('INSERT INTO public.memberships (user_id, tenant_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [user.id, tenant.id, membership_role ?? 'owner']);
      }
      // The rows as they were: triggers and foreign keys rest while they load (the ledger's on_hand comes with its movements).
      await tx.exec("SET LOCAL session_replication_role = 'replica'");
      const s = quoteIdent(schema);
      for (const [table, rows] of Object.entries(file.tables)) {
        if (rows.length)
          await tx.query(`INSERT INTO ${s}.${quoteCatalogName(table)} SELECT * FROM json_populate_recordset(null::${s}.${quoteCatalogName(table)}, $1::json)`, [JSON.stringify(rows)]);
      }
      // Ids of public rows are this installation's: members mapped, the tenant itself mapped, others (partners, non-members) cleared.
      for (const ref of await publicReferences(tx, schema)) {
        const map = ref.target === 'users' ? [...userIds] : [[Number(oldTenantId), Number(tenant.id)]];
        const t = `${s}.${quoteCatalogName(ref.table_name)}`;
        const c = quoteCatalogName(ref.column_name);
        const [{ unmapped }] = await tx.query<{ unmapped: number }>(`SELECT count(*)::int AS unmapped FROM ${t} WHERE ${c} IS NOT NULL AND NOT (${c} = ANY($1::int[]))`, [
          map.map(([from]) => from),
        ]);
        if (unmapped && !ref.nullable) throw new BackupError(`${unmapped} rows of ${ref.table_name} belong to other tenants of the old installation (${ref.column_name}): they cannot move.`);
        await tx.query(`UPDATE ${t} SET ${c} = m.to_id FROM (SELECT * FROM unnest($1::int[], $2::int[]) AS x(from_id, to_id)) m WHERE ${t}.${c} = m.from_id`, [
          map.map(([from]) => from),
          map.map(([, to]) => to),
        ]);
        if (unmapped) await tx.query(`UPDATE ${t} SET ${c} = NULL WHERE ${c} IS NOT NULL AND NOT (${c} = ANY($1::int[]))`, [map.map(([, to]) => to)]);
      }
      await tx.exec("SET LOCAL session_replication_role = 'origin'");
      // Sequences continue after the loaded ids.
      const serials = await tx.query<{ table_name: string; column_name: string }>(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = $1 AND (column_default LIKE 'nextval%' OR is_identity = 'YES')",
        [schema],
      );
      for (const { table_name, column_name } of serials) {
        const t = `${s}.${quoteCatalogName(table_name)}`;
        const c = quoteCatalogName(column_name);
        await tx.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${c}), 0) + 1, false) FROM ${t}`, [`${schema}.${table_name}`, column_name]);
      }
      return { tenantId: Number(tenant.id), schema };
    });
    if (existsSync(path.join(dir, 'uploads'))) {
      await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await cp(path.join(dir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true, force: false });
    }
    const rows = Object.values(file.tables).reduce((n, r) => n + r.length, 0);
    log(
      `Imported ${file.tenant.name} as ${schema}: ${file.members.length} members, ${rows} rows, ${file.uploads.length} uploaded files, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
