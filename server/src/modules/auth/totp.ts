// TOTP (RFC 6238) through the otpauth library: 30-second steps, 6 digits, SHA-1 (what every
// authenticator app reads), one step either side; recovery codes. Pure: the caller brings the time.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Tradepost';
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  badCode: 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  replay: 'This code has already been used. Wait for the next code in your authenticator app.',
  badMfaToken: 'This sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noPending: 'Start the set-up again: no new secret is waiting.',
  required: 'Two-factor sign-in is required for your account.',
};

const totpOf = (secret: string, label = '') => new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), period: TOTP_PERIOD_SECONDS });

/** A new random secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The code of `secret` at `at` (the e2e helper and tests use the same library). */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** The time step a right code belongs to (now's, or one either side); null for a wrong code. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten recovery codes, `xxxxx-xxxxx` of letters and digits without look-alikes (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** A recovery code as stored: the sha256 of its letters, without case, spaces or dashes. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Looks like a recovery code rather than a TOTP code. */
export const isRecoveryCodeShape = (code: string): boolean => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
