// Access tokens: HS256 JWTs whose claims carry the user fields and the user's tenants.
import { SignJWT, jwtVerify } from 'jose';
import { readFileSync, existsSync } from 'node:fs';
import type { Tx } from '../db/database';
import type { Schemas } from '../openapi/operations';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createSecretBox, type SecretBox } from './secret-box';

/** The access token's claims, as the contract describes them (the client decodes the same type). */
export type Claims = Schemas['TokenClaims'];

export interface TokenService {
  sign(claims: Claims): Promise<string>;
  verify(token: string): Promise<Claims | null>;
  /** Seals the TOTP secrets at rest, under a key derived from the same secret. */
  totpSecrets: SecretBox;
}

/** The HKDF purpose of the TOTP secrets' key (a new purpose gives an unrelated key). */
export const TOTP_SECRET_PURPOSE = 'totp-secret';

/**
 * JWT_SECRET, else the secret kept in the database (generated once), so every server process on
 * the database signs and accepts the same tokens. An older install's DATA_DIR/jwt-secret is
 * adopted as that secret, so its tokens stay valid.
 */
export async function resolveSecret(configured: string | null, db: Tx, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  const candidate = existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('hex');
  await db.query("INSERT INTO public.app_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING", [candidate]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM public.app_secrets WHERE name = 'jwt'");
  return row.value;
}

/** Verified tokens kept, so a token's signature is checked once, not on every request. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's claims never change; only its expiry is checked again on each use.
  const verified = new Map<string, Claims & { exp: number }>();
  return {
    totpSecrets: createSecretBox(secret, TOTP_SECRET_PURPOSE),
    sign: (claims) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(`${ttlSeconds}s`).sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.user_id !== 'number' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, payload as unknown as Claims & { exp: number });
        return payload as unknown as Claims;
      } catch {
        return null;
      }
    },
  };
}
