// Where queued messages go. Email: SMTP through nodemailer when SMTP_URL is set, otherwise .eml
// files under DATA_DIR/outbox/email that a developer can open. Text: a provider interface, whose
// default writes each text under DATA_DIR/outbox/sms. Files are named by message id, so a
// repeated delivery rewrites the same file.
import nodemailer from 'nodemailer';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { fromFor, withFooter } from './naming';

export interface OutgoingEmail {
  /** The queue's message id (also sent as the X-Tradepost-Message-Id header). */
  id: number;
  to: string;
  subject: string;
  /** The text as queued; the transport adds the footer that names the tenant. */
  text: string;
  /** The sending tenant's name (the From display name and the footer); null: the platform's own mail. */
  tenant: string | null;
  /** The tenant's contact for replies, if any. */
  replyTo: string | null;
}

export interface OutgoingText {
  id: number;
  to: string;
  /** The text as sent: it starts with the sending tenant's name. */
  body: string;
}

export interface EmailTransport {
  send(mail: OutgoingEmail): Promise<void>;
}

/** A text message provider (an SMS gateway); the default writes files. */
export interface SmsProvider {
  send(text: OutgoingText): Promise<void>;
}

export interface Transports {
  email: EmailTransport;
  sms: SmsProvider;
}

export const MESSAGE_ID_HEADER = 'X-Tradepost-Message-Id';

// Shorter than the queue's lease (rules.ts LEASE_MS): a stuck server never outlives the claim.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The message nodemailer sends: From names the tenant "via" the platform (MAIL_FROM's address), replies go to the tenant's contact. */
const toMail = (from: string, mail: OutgoingEmail) => ({
  from: fromFor(from, mail.tenant),
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  to: mail.to,
  subject: mail.subject,
  text: withFooter(mail.text, from, mail.tenant),
  headers: { [MESSAGE_ID_HEADER]: String(mail.id) },
});

/** Email through an SMTP server, e.g. smtp://user:pass@mail.example.com:587. */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail(toMail(from, mail));
    },
  };
}

/** Writes a whole file or nothing (a reader never sees half a message). */
async function writeWhole(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}

/** Email as RFC 822 .eml files in `dir`, one per message. */
export function emlFileTransport(dir: string, from: string): EmailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(toMail(from, mail));
      await writeWhole(path.join(dir, `${mail.id}.eml`), info.message as Buffer);
    },
  };
}

/** Texts as files in `dir`, one per message: the number, a blank line, the body. */
export function fileSmsProvider(dir: string): SmsProvider {
  return {
    async send(text) {
      await writeWhole(path.join(dir, `${text.id}.txt`), `To: ${text.to}\n\n${text.body}\n`);
    },
  };
}

export const outboxDir = (dataDir: string, kind: 'email' | 'sms') => path.join(dataDir, 'outbox', kind);

/** The transports the configuration asks for. */
export function transportsFor(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Transports {
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : emlFileTransport(outboxDir(config.dataDir, 'email'), config.mailFrom),
    sms: fileSmsProvider(outboxDir(config.dataDir, 'sms')),
  };
}
