// The message queue's worker against a real database and a real SMTP server: retries with backoff,
// failure after the last attempt, the file transports, a restart without loss, and two workers
// that never send one message twice. Time moves by the worker's clock, never by waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database, Tx } from '../../db/database';
import { openDurableCopy } from '../../../test/helpers';
import { REFUSAL, startSmtp, type TestSmtp } from '../../../test/smtp';
import { deferred } from '../../../../test/promises';
import { enqueueMessage, type MessageRow } from './repo';
import { BACKOFF_BASE_MS, LEASE_MS, MAX_ATTEMPTS } from './rules';
import { smtpTransport, transportsFor, type Transports } from './transports';
import { createMessageWorker } from './worker';

const FROM = 'Tradepost <no-reply@tradepost.test>';

function testClock() {
  let t = Date.parse('2030-03-01T09:00:00Z');
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

let copy: Awaited<ReturnType<typeof openDurableCopy>>;
let db: Database;
let smtp: TestSmtp;
let tenantId: number;
beforeAll(async () => {
  copy = await openDurableCopy();
  db = copy.db;
  smtp = await startSmtp();
  [{ id: tenantId }] = await db.query<{ id: number }>(`SELECT id FROM public.tenants WHERE schema_name = 'corner_bistro'`);
});
afterAll(async () => {
  await smtp.close();
  await copy.drop();
});

const email = (tx: Tx, n: number) =>
  enqueueMessage(tx, { tenant_id: tenantId, message_type: 'email', send_to: `buyer${n}@example.com`, subject: `Order ${n}`, body: `Please send ${n} crates.` });
const reload = async (tx: Tx, id: number) => (await tx.query<MessageRow>('SELECT * FROM public.messages WHERE id = $1', [id]))[0];
const received = (id: number) => smtp.received.filter((m) => m.messageId === id);

/** Transports that record what they were asked to send (texts too). */
function recording() {
  const sent: number[] = [];
  const transports: Transports = {
    email: { send: async (m) => void sent.push(m.id) },
    sms: { send: async (m) => void sent.push(m.id) },
  };
  return { sent, transports };
}

describe('delivery through a real SMTP server', () => {
  it('retries after a temporary failure, with backoff, and then sends once', async () => {
    const clock = testClock();
    const worker = createMessageWorker({ db, transports: { ...recording().transports, email: smtpTransport(smtp.url, FROM) }, clock });
    const message = await email(db, 1);
    smtp.refuseNext(1);

    expect(await worker.runOnce()).toBe(1);
    const failed = await reload(db, message.id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sent_at: null, lease_until: null });
    expect(failed.last_error).toContain(REFUSAL);
    expect(failed.next_attempt_at).toEqual(new Date(clock.now().getTime() + BACKOFF_BASE_MS));
    expect(received(message.id)).toEqual([]);

    // Not due before its backoff is over.
    clock.advance(BACKOFF_BASE_MS - 1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toBe(1);

    expect(await reload(db, message.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: clock.now() });
    const [mail] = received(message.id);
    expect(received(message.id)).toHaveLength(1);
    expect(mail.to).toEqual(['buyer1@example.com']);
    expect(mail.from).toBe('no-reply@tradepost.test');
    expect(mail.raw).toMatch(/^From: Corner Bistro via Tradepost <no-reply@tradepost\.test>$/m);
    expect(mail.raw).toMatch(/^-- \r?\nSent by Corner Bistro through Tradepost\.$/m);
    expect(mail.raw).toMatch(/^Subject: Order 1$/m);
    expect(mail.raw).toContain('Please send 1 crates.');
    expect(await worker.runOnce()).toBe(0);
  });

  it('marks a message failed after its last attempt, each retry waiting twice as long', async () => {
    const clock = testClock();
    const worker = createMessageWorker({
      db,
      transports: { ...recording().transports, email: { send: async () => Promise.reject(new Error('connect ECONNREFUSED')) } },
      clock,
    });
    const message = await email(db, 2);
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      const row = await reload(db, message.id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, last_error: 'connect ECONNREFUSED' });
      waits.push(row.next_attempt_at!.getTime() - clock.now().getTime());
      clock.advance(waits[waits.length - 1]);
    }
    expect(waits).toEqual([1, 2, 4, 8].map((n) => n * BACKOFF_BASE_MS));
    expect(await worker.runOnce()).toBe(1);
    expect(await reload(db, message.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null, sent_at: null });
    clock.advance(24 * 3600_000);
    expect(await worker.runOnce()).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes each email as an .eml file and each text as a file under the data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-outbox-'));
    try {
      const worker = createMessageWorker({ db, transports: transportsFor({ smtpUrl: null, mailFrom: FROM, dataDir }), clock: testClock() });
      const mail = await email(db, 3);
      const text = await enqueueMessage(db, { tenant_id: tenantId, message_type: 'sms', send_to: '+15035550101', subject: null, body: 'Order PO-000001: eggs x 5' });
      expect(await worker.runOnce()).toBe(2);

      expect(await readdir(path.join(dataDir, 'outbox', 'email'))).toEqual([`${mail.id}.eml`]);
      const eml = await readFile(path.join(dataDir, 'outbox', 'email', `${mail.id}.eml`), 'utf8');
      expect(eml).toMatch(/^To: buyer3@example\.com$/m);
      expect(eml).toMatch(/^From: Corner Bistro via Tradepost <no-reply@tradepost\.test>$/m);
      expect(eml).toMatch(/^Subject: Order 3$/m);
      // Header names are case-insensitive (nodemailer writes Message-ID).
      expect(eml).toMatch(new RegExp(`^X-Tradepost-Message-Id: ${mail.id}$`, 'mi'));
      expect(eml).toContain('Please send 3 crates.');
      expect(await readFile(path.join(dataDir, 'outbox', 'sms', `${text.id}.txt`), 'utf8')).toBe('To: +15035550101\n\nCorner Bistro: Order PO-000001: eggs x 5\n');
      expect((await reload(db, text.id)).status).toBe('sent');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('every message names the sending tenant', () => {
  let dataDir: string;
  let outbox: (kind: 'email' | 'sms', file: string) => Promise<string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-naming-'));
    outbox = (kind, file) => readFile(path.join(dataDir, 'outbox', kind, file), 'utf8');
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const deliverAll = () => createMessageWorker({ db, transports: transportsFor({ smtpUrl: null, mailFrom: FROM, dataDir }), clock: testClock() }).runOnce();

  it('in the .eml: From "<tenant> via Tradepost", Reply-To the member who queued it, and a footer; a text starts with the name', async () => {
    const [merchant] = await db.query<{ id: number }>(`SELECT id FROM public.users WHERE email = 'merchant@example.com'`);
    const queued = { tenant_id: tenantId, send_to: 'orders@freshfarms.example', sent_by: merchant.id };
    const mail = await enqueueMessage(db, { ...queued, message_type: 'email', subject: 'Order 40', body: 'Please send 40 crates.' });
    const text = await enqueueMessage(db, { ...queued, message_type: 'sms', send_to: '+15035550140', subject: null, body: 'Order PO-000040: eggs x 5' });
    expect(await deliverAll()).toBe(2);

    const eml = await outbox('email', `${mail.id}.eml`);
    expect(eml).toMatch(/^From: Corner Bistro via Tradepost <no-reply@tradepost\.test>$/m);
    expect(eml).toMatch(/^Reply-To: merchant@example\.com$/m);
    expect(eml).toMatch(/^To: orders@freshfarms\.example$/m);
    expect(eml).toContain('Please send 40 crates.\n\n-- \nSent by Corner Bistro through Tradepost.\n');
    expect(await outbox('sms', `${text.id}.txt`)).toBe('To: +15035550140\n\nCorner Bistro: Order PO-000040: eggs x 5\n');
    // The queue keeps what the tenant wrote; the naming is added on the way out.
    expect((await reload(db, mail.id)).body).toBe('Please send 40 crates.');
  });

  it('reads the name at delivery, quotes it in the header, and sets no Reply-To without a contact', async () => {
    const [tenant] = await db.query<{ id: number }>(
      `INSERT INTO public.tenants (name, schema_name, domain) VALUES ('Valley Greens, Inc. "North"', 'valley_greens_north', 'valley-greens-north.localhost') RETURNING id`,
    );
    const mail = await enqueueMessage(db, { tenant_id: tenant.id, message_type: 'email', send_to: 'buyer41@example.com', subject: 'Order 41', body: 'Please send 41 crates.' });
    await db.query(`UPDATE public.tenants SET name = 'Valley Greens, Inc. "West"' WHERE id = $1`, [tenant.id]);
    expect(await deliverAll()).toBe(1);

    const eml = await outbox('email', `${mail.id}.eml`);
    // The header is folded before the address (RFC 5322).
    expect(eml).toMatch(/^From: "Valley Greens, Inc\. \\"West\\" via Tradepost"\n? <no-reply@tradepost\.test>$/m);
    expect(eml).not.toMatch(/^Reply-To:/im);
    expect(eml).toContain('Sent by Valley Greens, Inc. "West" through Tradepost.');
  });
});

describe('leases', () => {
  it('an outcome that comes back after the lease ran out (another worker took over) changes nothing', async () => {
    const clock = testClock();
    const started = deferred<void>();
    const slowSend = deferred<void>();
    const slow = createMessageWorker({
      db,
      transports: { ...recording().transports, email: { send: () => (started.resolve(), slowSend.promise) } },
      clock,
    });
    const message = await email(db, 4);
    const slowRound = slow.runOnce();
    await started.promise;

    const other = recording();
    const worker = createMessageWorker({ db, transports: other.transports, clock });
    expect(await worker.runOnce()).toBe(0);
    clock.advance(LEASE_MS);
    expect(await worker.runOnce()).toBe(1);
    expect(other.sent).toEqual([message.id]);

    slowSend.reject(new Error('timed out'));
    await slowRound;
    expect(await reload(db, message.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});

describe('a restart', () => {
  it('loses nothing: queued messages are sent after it, and one claimed by the dead process once its lease is over', async () => {
    const clock = testClock();
    const [a, b, c] = [await email(db, 5), await email(db, 6), await email(db, 7)];
    // The process dies while its worker delivers the first message.
    const started = deferred<number>();
    const dead = createMessageWorker({ db, transports: { ...recording().transports, email: { send: (m) => (started.resolve(m.id), new Promise(() => {})) } }, clock });
    void dead.runOnce();
    expect(await started.promise).toBe(a.id);

    // The database restarts with the server; a new worker starts.
    db = await copy.reopen();
    const after = recording();
    const worker = createMessageWorker({ db, transports: after.transports, clock });
    expect(await worker.runOnce()).toBe(2);
    expect(after.sent).toEqual([b.id, c.id]);
    expect(await reload(db, a.id)).toMatchObject({ status: 'queued', attempts: 1 });

    clock.advance(LEASE_MS);
    expect(await worker.runOnce()).toBe(1);
    expect(after.sent).toEqual([b.id, c.id, a.id]);
    for (const m of [a, b, c]) expect((await reload(db, m.id)).status).toBe('sent');
  });
});

describe('two server processes', () => {
  it('deliver each message exactly once', async () => {
    const clock = testClock();
    const secondDb = await copy.connectAgain();
    const messages: MessageRow[] = [];
    for (let n = 100; n < 130; n++) messages.push(await email(db, n));
    const before = smtp.received.length;
    const transports = { ...recording().transports, email: smtpTransport(smtp.url, FROM) };
    const first = createMessageWorker({ db, transports, clock });
    const second = createMessageWorker({ db: secondDb, transports, clock });

    const [byFirst, bySecond] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    // A worker may stop early when its claim loses a race; the next round (the poll) takes the rest.
    await first.runOnce();

    expect(smtp.received.length - before).toBe(messages.length);
    for (const m of messages) {
      expect(received(m.id), `message ${m.id}`).toHaveLength(1);
      expect(await reload(db, m.id)).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });
});
