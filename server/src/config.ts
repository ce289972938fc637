// All configuration comes from the environment; see the README's table.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  adminHosts: string[];
  baseDomain: string;
  seedDemo: boolean;
  webDir: string;
  logLevel: string;
  /** SMTP server for outgoing email (nodemailer URL); null writes .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** The From address of outgoing email. */
  mailFrom: string;
  /** Whether this process runs the message queue's delivery worker. */
  messageWorker: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const list = (v: string | undefined, fallback: string) =>
    (v ?? fallback).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    tokenTtlSeconds: Number(env.TOKEN_TTL ?? 12 * 60 * 60),
    adminHosts: list(env.ADMIN_HOSTS, 'localhost,127.0.0.1'),
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    seedDemo: env.SEED_DEMO !== '0',
    webDir: path.resolve(env.WEB_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tradepost <no-reply@tradepost.localhost>',
    messageWorker: env.MESSAGE_WORKER !== '0',
  };
}
