// Sign-up validation with the spec's messages, in DRF's field-error shape.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import { findUserByEmail, findUserByUsername } from '../users/repo';
import { USERNAME, USER_MESSAGES } from '../users/rules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules the contract cannot say (its schema has already checked the shape, the role and the lengths). */
export async function validateSignup(tx: Tx, input: Schemas['SignupRequest']): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  if (!username) add('username', USER_MESSAGES.blank);
  else if (!USERNAME.test(username)) add('username', USER_MESSAGES.badUsername);
  else if (await findUserByUsername(tx, username)) add('username', USER_MESSAGES.usernameTaken);
  if (!email) add('email', USER_MESSAGES.blank);
  else if (!EMAIL.test(email)) add('email', 'Enter a valid email address.');
  else if (await findUserByEmail(tx, email)) add('email', USER_MESSAGES.emailTaken);
  if (input.password.length < 8) add('password', 'This password is too short. It must contain at least 8 characters.');
  if (input.password !== input.password2) add('password2', 'Passwords do not match.');
  return Object.keys(errors).length ? errors : null;
}
