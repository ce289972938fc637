// A real SMTP server for tests (the smtp-server package) on a free loopback port. It records each
// accepted message, can refuse the first ones with a temporary error, and lets a test await the
// next accepted message instead of waiting on time.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { MESSAGE_ID_HEADER } from '../src/modules/messaging/transports';

export interface ReceivedMail {
  /** The queue's message id, from its header. */
  messageId: number;
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Resolves when `count` messages in all have been accepted. */
  receivedCount(count: number): Promise<void>;
  /** Refuse the next `n` messages with a temporary error (451). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export const REFUSAL = 'Mailbox busy, try again later';

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve(): void }[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return callback(Object.assign(new Error(REFUSAL), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = new RegExp(`^${MESSAGE_ID_HEADER}: (\\d+)`, 'mi').exec(raw)?.[1];
        received.push({
          messageId: Number(id),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
        for (const w of waiting.filter((w) => received.length >= w.count)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedCount: (count) => (received.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))),
    refuseNext: (n) => void (refusals = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
