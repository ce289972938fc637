// Builds the test database template once per run: migrated and seeded with the demo data.
// PGlite: a dumped data dir each test file loads. PostgreSQL (DATABASE_URL): a template database.
import type { TestProject } from 'vitest/node';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPGlite, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';

// One template per run, so two runs on one PostgreSQL server (two checkouts) never drop each other's.
const TEMPLATE_DB = `tradepost_test_template_${randomBytes(4).toString('hex')}`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default function setup(project: TestProject) {
  return makeTemplate(project, process.env.DATABASE_URL);
}

/** The template on `url`'s server, or on PGlite when there is none. */
export async function makeTemplate(project: TestProject, url: string | undefined) {
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, TEMPLATE_DB));
    await migrate(db);
    await db.transaction((tx) => seedDemo(tx));
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', value: TEMPLATE_DB });
    return async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await a.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tradepost-test-'));
  const db = await openPGlite({});
  // initdb's result, for the tests that build an installation from nothing (empty-database.ts):
  // loading it takes about a sixth of the CPU of a new initdb.
  const empty = path.join(dir, 'empty.tgz');
  await writeFile(empty, Buffer.from(await (await db.dump()).arrayBuffer()));
  await migrate(db);
  await db.transaction((tx) => seedDemo(tx));
  const file = path.join(dir, 'template.tgz');
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('dbTemplate', { kind: 'pglite', value: file });
  project.provide('dbEmpty', empty);
  return async () => rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite' | 'postgres'; value: string };
    /** PGlite only: a dump of a new empty database. */
    dbEmpty: string;
  }
}
