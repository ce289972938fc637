// All configuration comes from the environment; see the README's table. A setting that could be
// turned against the server (trusting every proxy, a wildcard origin) is refused at start.
import { isIP } from 'node:net';
import path from 'node:path';
import { limitsFromEnv, smsCountryCodes, type Limits } from './lib/limits';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections per pool (a process has two: writes and public reads, tenant reads). */
  databasePoolSize: number;
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  adminHosts: string[];
  baseDomain: string;
  seedDemo: boolean;
  webDir: string;
  logLevel: string;
  /** Exact origins (scheme://host[:port]) allowed to call the API across origins, besides our own hosts. */
  corsOrigins: string[];
  /** Fastify's trustProxy: the load balancers (addresses or CIDRs) whose X-Forwarded-For and X-Forwarded-Proto count; false: none. */
  trustProxy: false | string[];
  /** Whether /1/api/docs serves the API reference. */
  apiDocs: boolean;
  /** SMTP server for outgoing email (nodemailer URL); null writes .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** The From address of outgoing email. */
  mailFrom: string;
  /** Whether this process runs the message queue's delivery worker. */
  messageWorker: boolean;
  /** The platform's admin origin (scheme://host[:port]) that emailed links point to (invitations' sign-up links). */
  publicUrl: string;
  /** Rate limits and row quotas (LIMIT_<NAME>); a superadmin may override them per client. */
  limits: Limits;
  /** The calling codes texts may go to (SMS_COUNTRY_CODES, default +1). */
  smsCountryCodes: string[];
}

/** A setting the server refuses to start with; its message names the variable and what it accepts. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const list = (v: string | undefined, fallback: string) =>
    (v ?? fallback)
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    jwtSecret: env.JWT_SECRET || null,
    tokenTtlSeconds: Number(env.TOKEN_TTL ?? 12 * 60 * 60),
    adminHosts: list(env.ADMIN_HOSTS, 'localhost,127.0.0.1'),
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    seedDemo: env.SEED_DEMO !== '0',
    webDir: path.resolve(env.WEB_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    corsOrigins: list(env.CORS_ORIGINS, '').map(exactOrigin),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiDocs: apiDocs(env.API_DOCS, env.NODE_ENV),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tradepost <no-reply@tradepost.localhost>',
    messageWorker: env.MESSAGE_WORKER !== '0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8000}`).replace(/\/+$/, ''),
    limits: limitsFromEnv(env),
    smsCountryCodes: smsCountryCodes(env.SMS_COUNTRY_CODES),
  };
}

/** loadConfig for an entry point: a refused setting ends the process with its message, not a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Tradepost cannot start: ${err.message}`);
    process.exit(1);
  }
}

/**
 * TRUST_PROXY: unset or false → off; else the load balancers' addresses or CIDRs, comma-separated.
 * `true` (every hop) or a hop count would let any client name its own address and scheme.
 */
function trustProxy(v: string | undefined): false | string[] {
  const value = (v ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrCidr))
    throw new ConfigError(
      `TRUST_PROXY=${value} is refused: it accepts only the IP addresses or CIDRs of your load balancers, comma-separated ` +
        `(e.g. 10.0.0.0/8,192.168.1.5), or false (or unset) when clients connect directly. Trusting any other hop ` +
        `would let a client choose its own address for the throttles and its own scheme.`,
    );
  return entries;
}

/** An IPv4/IPv6 address, or one with a prefix length of at least 1 (a /0 would trust every address). */
function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || address.includes('%') || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128));
}

/** A CORS_ORIGINS entry: one exact origin (http or https, host, optional port); no wildcard, path or credentials. */
function exactOrigin(entry: string): string {
  const url = URL.parse(entry);
  const exact = url && (url.protocol === 'http:' || url.protocol === 'https:') && !entry.includes('*') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!exact) throw new ConfigError(`CORS_ORIGINS accepts only exact origins, comma-separated (e.g. https://app.example.com,http://localhost:3000); "${entry}" is refused.`);
  return url.origin;
}

/** API_DOCS: 1 or 0; unset → on, except when NODE_ENV=production. */
function apiDocs(v: string | undefined, nodeEnv: string | undefined): boolean {
  const value = (v ?? '').trim();
  if (value === '') return nodeEnv !== 'production';
  if (value === '1' || value === '0') return value === '1';
  throw new ConfigError(`API_DOCS accepts 1 (serve /1/api/docs) or 0 (do not); "${value}" is refused.`);
}
