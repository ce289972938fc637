// Sign-up validation with the spec's messages, in DRF's field-error shape.
import type { Tx } from '../../db/database';
import { findUserByEmail, findUserByUsername } from '../users/repo';

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
const USERNAME = /^[\w.@+-]{1,150}$/;

export async function validateSignup(tx: Tx, input: Partial<SignupInput>): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const username = input.username?.trim() ?? '';
  const email = input.email?.trim().toLowerCase() ?? '';
  if (input.role !== 'merchant' && input.role !== 'supplier') add('role', 'Please select whether you are a merchant or supplier.');
  if (!username) add('username', 'This field is required.');
  else if (!USERNAME.test(username)) add('username', 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.');
  else if (await findUserByUsername(tx, username)) add('username', 'A user with that username already exists.');
  if (!email) add('email', 'This field is required.');
  else if (!EMAIL.test(email)) add('email', 'Enter a valid email address.');
  else if (await findUserByEmail(tx, email)) add('email', 'A user with that email already exists.');
  if (!input.password) add('password', 'This field is required.');
  else if (input.password.length < 8) add('password', 'This password is too short. It must contain at least 8 characters.');
  if (!input.password2) add('password2', 'This field is required.');
  else if (input.password && input.password !== input.password2) add('password2', 'Passwords do not match.');
  return Object.keys(errors).length ? errors : null;
}
