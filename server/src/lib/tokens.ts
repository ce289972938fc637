// Access tokens: HS256 JWTs whose claims carry the user fields and the user's tenants.
import { SignJWT, jwtVerify } from 'jose';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface TenantClaim {
  id: number;
  name: string;
  schema_name: string;
  domain: string;
  type: 'merchant' | 'supplier';
}

export interface Claims {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
  is_admin: boolean;
  is_active: boolean;
  is_staff: boolean;
  is_superadmin: boolean;
  is_supplier: boolean;
  is_merchant: boolean;
  tenants: TenantClaim[];
}

export interface TokenService {
  sign(claims: Claims): Promise<string>;
  verify(token: string): Promise<Claims | null>;
}

/** The secret comes from JWT_SECRET, or is generated once and kept in the data folder. */
export function resolveSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.user_id === 'number' ? (payload as unknown as Claims) : null;
      } catch {
        return null;
      }
    },
  };
}
