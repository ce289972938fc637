// npm run manage -- COMMAND: create-superadmin, backup, restore (usage below).
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { createSuperadmin, ManageError } from './manage';
import { backup, restore } from './backup/backup';
import { BackupError } from './backup/archive';

const USAGE = `usage: npm run manage -- create-superadmin --email EMAIL --password PASSWORD [--username NAME]
       npm run manage -- backup --out FILE
       npm run manage -- restore FILE [--force]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

async function createSuperadminCommand(email: string, password: string) {
  const db = await openDatabase(loadConfigOrExit());
  try {
    await migrate(db);
    const user = await createSuperadmin(db, { email, password, username: values.username });
    console.log(`Created superadmin ${user.email} (id ${user.id}).`);
  } finally {
    await db.close();
  }
}

try {
  if (command === 'create-superadmin' && values.email && values.password) await createSuperadminCommand(values.email, values.password);
  else if (command === 'backup' && values.out) await backup(loadConfigOrExit(), values.out);
  else if (command === 'restore' && file) await restore(loadConfigOrExit(), file, { force: values.force });
  else usage();
} catch (err) {
  if (!(err instanceof ManageError || err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
