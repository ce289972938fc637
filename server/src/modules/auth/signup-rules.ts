// Sign-up validation with the spec's messages, in DRF's field-error shape.
import type { Tx } from '../../db/database';
import { findUserByEmail, findUserByUsername } from '../users/repo';
import { USERNAME, USER_MESSAGES } from '../users/rules';

export interface SignupInput {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  password: string;
  password2: string;
  role?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function validateSignup(tx: Tx, input: Partial<SignupInput>): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const username = input.username?.trim() ?? '';
  const email = input.email?.trim().toLowerCase() ?? '';
  if (input.role !== 'merchant' && input.role !== 'supplier') add('role', 'Please select whether you are a merchant or supplier.');
  if (!username) add('username', USER_MESSAGES.blank);
  else if (!USERNAME.test(username)) add('username', USER_MESSAGES.badUsername);
  else if (await findUserByUsername(tx, username)) add('username', USER_MESSAGES.usernameTaken);
  if (!email) add('email', USER_MESSAGES.blank);
  else if (!EMAIL.test(email)) add('email', 'Enter a valid email address.');
  else if (await findUserByEmail(tx, email)) add('email', USER_MESSAGES.emailTaken);
  if (!input.password) add('password', 'This field is required.');
  else if (input.password.length < 8) add('password', 'This password is too short. It must contain at least 8 characters.');
  if (!input.password2) add('password2', 'This field is required.');
  else if (input.password && input.password !== input.password2) add('password2', 'Passwords do not match.');
  return Object.keys(errors).length ? errors : null;
}
