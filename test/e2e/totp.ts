// Two-factor codes for the e2e tests, computed with the server's own library. A code works once,
// so the demo superadmin's sign-ins across the test files of one server take steps one after the
// other: the last one used is kept in that server's data folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/src/modules/auth/totp';
import { dataDir } from './server';

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** The code of a step the server has not accepted yet for `secret`: now's or the next (the server takes one step either side). */
export async function unusedCode(secret: string): Promise<string> {
  const file = path.join(dataDir(), `totp-step-${secret.slice(0, 8)}`);
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -Infinity;
  let step = Math.max(stepNow(), last + 1);
  // Both usable steps taken: wait for the next one to become current (at most one period).
  if (step > stepNow() + 1) {
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 200));
    step = Math.max(stepNow(), last + 1);
  }
  writeFileSync(file, String(step));
  return totpCode(secret, new Date(step * PERIOD_MS));
}

/** The code of the step after now (a step the server has not seen if now's was used just before). */
export const nextStepCode = (secret: string) => totpCode(secret, new Date((stepNow() + 1) * PERIOD_MS));
