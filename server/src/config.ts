// All configuration comes from the environment; see the README's table.
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
  /** Origins (scheme://host[:port]) allowed to call the API across origins, besides our own hosts. */
  corsOrigins: string[];
  /** Fastify's trustProxy: whether X-Forwarded-For names the client (behind a load balancer). */
  trustProxy: boolean | string;
  /** SMTP server for outgoing email (nodemailer URL); null writes .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** The From address of outgoing email. */
  mailFrom: string;
  /** Whether this process runs the message queue's delivery worker. */
  messageWorker: boolean;
  /** Rate limits and row quotas (LIMIT_<NAME>); a superadmin may override them per client. */
  limits: Limits;
  /** The calling codes texts may go to (SMS_COUNTRY_CODES, default +1). */
  smsCountryCodes: string[];
}

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
    corsOrigins: list(env.CORS_ORIGINS, '').map((o) => URL.parse(o)?.origin ?? o),
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tradepost <no-reply@tradepost.localhost>',
    messageWorker: env.MESSAGE_WORKER !== '0',
    limits: limitsFromEnv(env),
    smsCountryCodes: smsCountryCodes(env.SMS_COUNTRY_CODES),
  };
}

/** TRUST_PROXY: unset or false → off; true → trust every hop; else the load balancers' addresses or CIDRs, comma-separated. */
function trustProxy(v: string | undefined): boolean | string {
  const value = (v ?? '').trim();
  if (value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}
