// The message queue's rules: who a message may go to, and what happens after a failed attempt.
import { normalizePhone } from '@shared/phone';
import type { Schemas } from '../../openapi/operations';

export type MessageType = Schemas['MessageType'];
export type MessageStatus = Schemas['MessageStatus'];

/** Attempts before a message is marked failed. */
export const MAX_ATTEMPTS = 5;
/** The wait after the first failure; it doubles after each further one (30 s, 1 min, 2 min, 4 min). */
export const BACKOFF_BASE_MS = 30_000;
/**
 * How long a worker owns a claimed message. Longer than the slowest delivery (the SMTP timeouts),
 * so only a worker that died loses its claim.
 */
export const LEASE_MS = 5 * 60_000;
/** How often an idle worker looks for due messages (a new message wakes the local worker at once). */
export const POLL_MS = 2_000;

export const MESSAGING_ERRORS = {
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  notContactEmail: "This email address is not one of this client's contacts (its suppliers', merchants' or members' emails).",
  notContactPhone: "This phone number is not one of this client's contacts (its suppliers' or merchants' phones).",
  country: (codes: string[]) => `Texts go only to numbers with the country code ${codes.join(' or ')}.`,
};

/** Whether a normalised phone number starts with one of the allowed calling codes (SMS_COUNTRY_CODES). */
export function textCountryAllowed(to: string, codes: string[]): boolean {
  return codes.some((code) => to.startsWith(code));
}

/**
 * Where an order to this supplier goes: its email and its phone when valid (a phone also only in
 * an allowed country); the same answer counts the messages and queues them.
 */
export function orderRecipients(supplier: { email: string | null; phone: string | null }, codes: string[]): { email: string | null; phone: string | null } {
  const email = supplier.email ? recipient('email', supplier.email) : null;
  const phone = supplier.phone ? recipient('sms', supplier.phone) : null;
  return {
    email: email && 'to' in email ? email.to : null,
    phone: phone && 'to' in phone && textCountryAllowed(phone.to, codes) ? phone.to : null,
  };
}

// The shape Ajv's "email" format accepts, so both checks agree.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// E.164 allows at most 15 digits; anything under 7 is not a reachable number.
const PHONE = /^\+?\d{7,15}$/;

/** The address a message of this type really goes to (a phone normalised), or the field error. */
export function recipient(type: MessageType, sendTo: string): { to: string } | { error: string } {
  if (type === 'email') {
    const to = sendTo.trim();
    return EMAIL.test(to) ? { to } : { error: MESSAGING_ERRORS.email };
  }
  const to = normalizePhone(sendTo);
  return PHONE.test(to) ? { to } : { error: MESSAGING_ERRORS.phone };
}

/** After failed attempt number `attempts`: retry later with backoff, or give up. */
export function afterFailure(attempts: number, now: Date): { status: 'queued'; nextAttemptAt: Date } | { status: 'failed' } {
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'queued', nextAttemptAt: new Date(now.getTime() + BACKOFF_BASE_MS * 2 ** (attempts - 1)) };
}
