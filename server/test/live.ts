// Live streams in server tests: a stream opened over real HTTP (inject waits for an answer's end,
// which a stream never reaches), read event by event; and a keep-alive timer ticked by hand.
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Ticker } from '../src/modules/live/streams';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  /** A comment line (`: keep-alive`). */
  comment?: string;
}

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The answer's body when it is no stream (an error). */
  body: string;
  /** The next message (comments included); rejects when the stream ends first. */
  next(): Promise<SseMessage>;
  /** The next event (comments skipped). */
  nextEvent(): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The port the app listens on (listening on a free one the first time). */
async function portOf(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export async function openStream(app: FastifyInstance, host: string, ticket: string, lastEventId?: string): Promise<OpenStream> {
  const port = await portOf(app);
  const headers: Record<string, string> = { host, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/1/api/live/stream/?ticket=${encodeURIComponent(ticket)}`, headers }, (res) => {
      const queue: SseMessage[] = [];
      const waiters: { resolve(m: SseMessage): void; reject(e: Error): void }[] = [];
      let buffer = '';
      let done = false;
      let onEnd = () => {};
      const ended = new Promise<void>((r) => (onEnd = r));
      const push = (m: SseMessage) => (waiters.length ? waiters.shift()!.resolve(m) : queue.push(m));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === '') message.comment = value;
            else message[field as 'id' | 'event' | 'data'] = value;
          }
          push(message);
        }
      });
      const finish = () => {
        done = true;
        waiters.splice(0).forEach((w) => w.reject(new Error('the stream ended')));
        onEnd();
      };
      res.on('end', finish);
      res.on('close', finish);
      const next = () =>
        queue.length ? Promise.resolve(queue.shift()!) : done ? Promise.reject(new Error('the stream ended')) : new Promise<SseMessage>((r, j) => waiters.push({ resolve: r, reject: j }));
      const stream: OpenStream = {
        status: res.statusCode!,
        headers: res.headers,
        body: '',
        next,
        async nextEvent() {
          for (;;) {
            const m = await next();
            if (m.event) return m;
          }
        },
        ended,
        close: () => req.destroy(),
      };
      if (res.statusCode === 200) return resolve(stream);
      res.on('end', () => resolve({ ...stream, body: buffer }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A keep-alive timer that fires only when the test says so. */
export function manualTicker() {
  const running = new Set<() => void>();
  const ticker: Ticker = {
    every(_ms, fn) {
      running.add(fn);
      return () => running.delete(fn);
    },
  };
  return { ticker, tick: () => running.forEach((fn) => fn()) };
}
