// Values kept secret at rest (the TOTP secrets): AES-256-GCM under a key derived with HKDF-SHA256
// from the server's signing secret (JWT_SECRET, else the one kept in app_secrets), so a database
// dump alone reveals nothing (decisions.md "Two-factor secrets at rest").
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value starts with; anything else is a value from before sealing (plain). */
const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `enc:v1:` and base64url(iv, tag, ciphertext): a new random iv each time. */
  seal(plain: string): string;
  /** The plain value of a sealed one (a plain one as it is); null when it cannot be opened (another key, altered). */
  open(stored: string): string | null;
  isSealed(stored: string): boolean;
}

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'tradepost', purpose, 32));
  const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);
  return {
    isSealed,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
