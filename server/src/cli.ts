// npm run manage -- COMMAND: create-superadmin, backup, restore (usage below).
import { parseArgs } from 'node:util';
import { loadConfigOrExit, type Config } from './config';
import { createTokenService, resolveSecret } from './lib/tokens';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { createSuperadmin, ManageError } from './manage';
import { backup, restore } from './backup/backup';
import { exportTenant, importTenant } from './backup/tenant-io';
import { BackupError } from './backup/archive';
import { serverRuns } from './backup/pglite';
import type { Database } from './db/database';

const USAGE = `usage: npm run manage -- create-superadmin --email EMAIL --password PASSWORD [--username NAME]
       npm run manage -- backup --out FILE
       npm run manage -- restore FILE [--force]
       npm run manage -- export-tenant --tenant SCHEMA --out FILE
       npm run manage -- import-tenant FILE [--schema NEW]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean', default: false },
    tenant: { type: 'string' },
    schema: { type: 'string' },
  },
});
const [command, file] = positionals;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

/** Runs `fn` on the migrated database (PGlite: only while no server runs on DATA_DIR). */
async function withDatabase(fn: (db: Database, dataDir: string, config: Config) => Promise<void>) {
  const config = loadConfigOrExit();
  if (!config.databaseUrl && (await serverRuns(config.dataDir))) throw new BackupError('A server is running on this DATA_DIR: stop it first.');
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await fn(db, config.dataDir, config);
  } finally {
    await db.close();
  }
}

async function createSuperadminCommand(email: string, password: string) {
  await withDatabase(async (db) => {
    const user = await createSuperadmin(db, { email, password, username: values.username });
    console.log(`Created superadmin ${user.email} (id ${user.id}).`);
  });
}

try {
  if (command === 'create-superadmin' && values.email && values.password) await createSuperadminCommand(values.email, values.password);
  else if (command === 'backup' && values.out) await backup(loadConfigOrExit(), values.out);
  else if (command === 'restore' && file) await restore(loadConfigOrExit(), file, { force: values.force });
  else if (command === 'export-tenant' && values.tenant && values.out) await withDatabase((db, dataDir) => exportTenant(db, dataDir, values.tenant!, values.out!).then(() => {}));
  else if (command === 'import-tenant' && file)
    await withDatabase(async (db, dataDir, config) => {
      // The TOTP secrets of new members are sealed with this installation's key (the server's).
      const { totpSecrets } = createTokenService(await resolveSecret(config.jwtSecret, db, dataDir), config.tokenTtlSeconds);
      await importTenant(db, dataDir, file, { schema: values.schema, totpSecrets });
    });
  else usage();
} catch (err) {
  if (!(err instanceof ManageError || err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
