// Makes the upgrade test's fixture: the database an older Tradepost left behind. It takes that
// commit's server code (git archive, no checkout), runs its migrations and demo seed on a
// throwaway PostgreSQL cluster, and writes a plain SQL dump (INSERTs, so PGlite can load it too).
//   node --import tsx scripts/make-upgrade-fixture.ts COMMIT
// writes server/test/fixtures/upgrade-from-COMMIT.sql (docs/decisions.md, issue 29).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../test/e2e/postgres-server';

const commit = process.argv[2];
if (!commit) throw new Error('usage: node --import tsx scripts/make-upgrade-fixture.ts COMMIT');
const root = path.resolve(import.meta.dirname, '..');
const short = execFileSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).trim();
const old = mkdtempSync(path.join(tmpdir(), 'tradepost-old-'));
const postgres = await startPostgres();
try {
  execFileSync('sh', ['-c', `git archive ${short} server/src src openapi package.json tsconfig.json | tar -x -C ${old}`], { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(old, 'node_modules'));
  const seed = `
    import { openPostgres } from './server/src/db/database.ts';
    import { migrate } from './server/src/db/migrate.ts';
    import { seedDemo } from './server/src/db/seed.ts';
    const db = await openPostgres(process.env.DATABASE_URL);
    await migrate(db);
    await db.transaction((tx) => seedDemo(tx));
    await db.close();`;
  writeFileSync(path.join(old, 'make.ts'), seed);
  execFileSync(process.execPath, ['--import', 'tsx', 'make.ts'], { cwd: old, env: { ...process.env, DATABASE_URL: postgres.url }, stdio: 'inherit' });
  const dump = execFileSync(path.join(postgres.bin, 'pg_dump'), ['--inserts', '--no-owner', '--no-acl', '--dbname', postgres.url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // psql's meta-commands (\restrict) are not SQL; the header names the commit.
  const sql = dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const out = path.join(root, 'server/test/fixtures', `upgrade-from-${short}.sql`);
  writeFileSync(out, `-- The database Tradepost ${short} made (its migrations and demo seed): scripts/make-upgrade-fixture.ts\n${sql}`);
  console.log(`wrote ${path.relative(root, out)} (${Math.round(sql.length / 1024)} KB)`);
} finally {
  await postgres.stop();
  rmSync(old, { recursive: true, force: true });
}
