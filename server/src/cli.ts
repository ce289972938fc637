// npm run manage -- create-superadmin --email EMAIL --password PASSWORD [--username NAME]
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { createSuperadmin, ManageError } from './manage';

const USAGE = 'usage: npm run manage -- create-superadmin --email EMAIL --password PASSWORD [--username NAME]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
});
if (positionals[0] !== 'create-superadmin' || !values.email || !values.password) {
  console.error(USAGE);
  process.exit(2);
}
const db = await openDatabase(loadConfigOrExit());
try {
  await migrate(db);
  const user = await createSuperadmin(db, { email: values.email, password: values.password, username: values.username });
  console.log(`Created superadmin ${user.email} (id ${user.id}).`);
} catch (err) {
  if (!(err instanceof ManageError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
