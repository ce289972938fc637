// Password rules with Django's validators and wording (issue 24): at least 10 characters, not
// entirely numeric, not one of the 10,000 most common passwords (common-passwords.txt), and not
// too similar to the user's email, username or name. Applied wherever a password is set.
import { readFileSync } from 'node:fs';

export const MIN_PASSWORD_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  numeric: 'This password is entirely numeric.',
  common: 'This password is too common.',
  similar: (what: string) => `The password is too similar to the ${what}.`,
  mismatch: 'Passwords do not match.',
};

let common: Set<string> | null = null;
/** The list, read once when first needed. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Python's SequenceMatcher.quick_ratio: 2·(characters in common, as multisets) / (both lengths). */
export function quickRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const c of b) counts.set(c, (counts.get(c) ?? 0) + 1);
  let matches = 0;
  for (const c of a) {
    const n = counts.get(c) ?? 0;
    if (n > 0) {
      matches++;
      counts.set(c, n - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

const MAX_SIMILARITY = 0.7;

/** Django's UserAttributeSimilarityValidator: the whole value and each of its word parts. */
function tooSimilar(password: string, value: string): boolean {
  const pw = password.toLowerCase();
  const lower = value.toLowerCase();
  // A value far shorter than the password cannot make it weak (Django's length bound).
  if (pw.length >= 10 * lower.length && lower.length < (MAX_SIMILARITY / 2) * pw.length) return false;
  return [lower, ...lower.split(/\W+/)].some((part) => part && quickRatio(pw, part) >= MAX_SIMILARITY);
}

export interface PasswordOwner {
  email: string;
  username: string;
  first_name?: string | null;
  last_name?: string | null;
}

/** The messages for `password`, in Django's order (similarity, length, common, numeric); empty when it is fine. */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  const problems: string[] = [];
  const attributes: [string, string | null | undefined][] = [
    ['username', owner.username],
    ['first name', owner.first_name],
    ['last name', owner.last_name],
    ['email', owner.email],
  ];
  const similar = attributes.find(([, value]) => value && tooSimilar(password, value));
  if (similar) problems.push(PASSWORD_MESSAGES.similar(similar[0]));
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (commonPasswords().has(password.toLowerCase().trim())) problems.push(PASSWORD_MESSAGES.common);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}

/** Field errors for a new password and its confirmation (`password`, `password2`), or null. */
export function newPasswordErrors(password: string, password2: string, owner: PasswordOwner): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const problems = passwordProblems(password, owner);
  if (problems.length) errors.password = problems;
  if (password !== password2) errors.password2 = [PASSWORD_MESSAGES.mismatch];
  return Object.keys(errors).length ? errors : null;
}
