// Management tasks behind the CLI (npm run manage), kept apart so tests can call them.
import type { Tx } from './db/database';
import { hashPassword } from './lib/passwords';
import { findUserByEmail, findUserByUsername, insertUser, type UserRow } from './modules/users/repo';

export class ManageError extends Error {}

export async function createSuperadmin(tx: Tx, input: { email: string; password: string; username?: string }): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const username = (input.username ?? email.split('@')[0]).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ManageError(`Not a valid email address: ${input.email}`);
  if (input.password.length < 8) throw new ManageError('The password must have at least 8 characters.');
  if (await findUserByEmail(tx, email)) throw new ManageError(`A user with the email ${email} already exists.`);
  if (await findUserByUsername(tx, username)) throw new ManageError(`A user with the username ${username} already exists.`);
  return insertUser(tx, {
    username,
    email,
    password_hash: await hashPassword(input.password),
    is_superadmin: true,
    is_admin: true,
    is_staff: true,
  });
}
