// Management commands for a real deployment: npm run manage -- create-superadmin --email ... --password ...
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { hashPassword } from './lib/passwords';
import { findUserByEmail, insertUser } from './modules/users/repo';

const USAGE = 'usage: npm run manage -- create-superadmin --email EMAIL --password PASSWORD [--username NAME]';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
  });
  if (positionals[0] !== 'create-superadmin' || !values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  if (values.password.length < 8) {
    console.error('The password must have at least 8 characters.');
    process.exit(2);
  }
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const email = values.email.trim().toLowerCase();
    if (await findUserByEmail(db, email)) {
      console.error(`A user with the email ${email} already exists.`);
      process.exit(1);
    }
    const user = await insertUser(db, {
      username: values.username ?? email.split('@')[0],
      email,
      password_hash: await hashPassword(values.password),
      is_superadmin: true, is_admin: true, is_staff: true,
    });
    console.log(`Created superadmin ${user.email} (id ${user.id}).`);
  } finally {
    await db.close();
  }
}

await main();
