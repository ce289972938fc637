// The open live streams of this server process. One LISTEN on tradepost_live (notify.ts) feeds
// them all: a notice names a tenant and an event, and only that tenant's streams get the event.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { LIVE_CHANNEL } from './notify';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** Open streams in one process: per user (tabs) and per tenant. */
export const MAX_STREAMS_PER_USER = 10;
export const MAX_STREAMS_PER_TENANT = 200;
/** Events one reconnect replays at most (a day of one tenant's changes is far fewer). */
const MAX_REPLAY = 1000;

/** Calls `fn` every `ms` until stopped; tests pass one they tick by hand. */
export interface Ticker {
  every(ms: number, fn: () => void): () => void;
}
export const realTicker: Ticker = {
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

interface EventRow {
  id: number;
  type: string;
  order_id: number | null;
  number: string | null;
  /** What a `count.lines` event carries (cycle_count_id, lines). */
  payload: Record<string, unknown> | null;
  created_at: Date | string;
}

interface Stream {
  userId: number;
  raw: ServerResponse;
  /** Events that arrived while the replay was still being written. */
  pending: EventRow[] | null;
}

/** Writes to a stream that may have closed meanwhile (a write after the end would be an error). */
const send = (raw: ServerResponse, text: string) => void (raw.writableEnded || raw.destroyed || raw.write(text));

const COLUMNS = 'id, type, order_id, number, payload, created_at';

/** One event as the stream carries it: `id`, `event`, and the LiveEvent as `data`. */
export function formatEvent(e: EventRow): string {
  const order = e.order_id === null ? {} : { order_id: e.order_id, number: e.number };
  const data = { type: e.type, ...order, ...e.payload, at: new Date(e.created_at).toISOString() };
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const STREAM_MESSAGES = {
  tooManyForUser: `Too many live streams open for you (at most ${MAX_STREAMS_PER_USER}). Close a tab and try again.`,
  tooManyForTenant: `Too many live streams open for this business (at most ${MAX_STREAMS_PER_TENANT}). Try again later.`,
} as const;

export class LiveStreams {
  private readonly byTenant = new Map<number, Set<Stream>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private stopHeartbeat: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly ticker: Ticker,
  ) {}

  /** Why one more stream for this user and tenant would be one too many (null: it is welcome). */
  refusal(tenantId: number, userId: number): string | null {
    const open = [...(this.byTenant.get(tenantId) ?? [])];
    if (open.filter((s) => s.userId === userId).length >= MAX_STREAMS_PER_USER) return STREAM_MESSAGES.tooManyForUser;
    return open.length >= MAX_STREAMS_PER_TENANT ? STREAM_MESSAGES.tooManyForTenant : null;
  }

  /**
   * Resolves once this process LISTENs. A stream answers only after it: an event committed between
   * its headers and the LISTEN would reach neither the stream nor its replay (it asked for none).
   */
  async ready(): Promise<void> {
    await this.listen();
  }

  /**
   * Starts the stream on `raw` (headers already written, after `ready()`): replays the tenant's
   * events after `afterId` of the last 24 hours, then whatever arrived meanwhile.
   */
  async open(raw: ServerResponse, tenantId: number, userId: number, afterId: number | null): Promise<void> {
    const stream: Stream = { userId, raw, pending: [] };
    const streams = this.byTenant.get(tenantId) ?? new Set<Stream>();
    this.byTenant.set(tenantId, streams.add(stream));
    raw.on('close', () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byTenant.get(tenantId) === streams) this.byTenant.delete(tenantId);
    });
    this.stopHeartbeat ??= this.ticker.every(HEARTBEAT_MS, () => this.each((s) => send(s.raw, ': keep-alive\n\n')));
    try {
      await this.listen();
      const replay =
        afterId === null
          ? []
          : await this.db.query<EventRow>(
              `SELECT ${COLUMNS} FROM public.live_events WHERE tenant_id = $1 AND id > $2 AND created_at > now() - interval '24 hours' ORDER BY id LIMIT ${MAX_REPLAY}`,
              [tenantId, afterId],
            );
      const last = replay.at(-1)?.id ?? 0;
      const arrived = (stream.pending ?? []).filter((e) => e.id > last);
      stream.pending = null;
      for (const e of [...replay, ...arrived]) send(raw, formatEvent(e));
    } catch {
      raw.end(); // the client reconnects and replays from its last event
    }
  }

  /** Ends every open stream (the server shuts down; the listening connection was lost). */
  endAll(): void {
    this.each((s) => s.raw.end());
  }

  async close(): Promise<void> {
    this.endAll();
    this.stopHeartbeat?.();
    this.stopHeartbeat = null;
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }

  private each(fn: (s: Stream) => void) {
    for (const streams of this.byTenant.values()) streams.forEach(fn);
  }

  private listen() {
    this.listening ??= this.db.listen(
      LIVE_CHANNEL,
      (payload) => void this.deliver(payload),
      () => {
        // Notices may have been missed: the clients reconnect and replay what they did not get.
        this.listening = null;
        this.endAll();
      },
    );
    this.listening.catch(() => (this.listening = null));
    return this.listening;
  }

  private async deliver(payload: string): Promise<void> {
    const [tenantId, eventId] = payload.split(':').map(Number);
    const streams = this.byTenant.get(tenantId!);
    if (!streams?.size) return;
    const [event] = await this.db.query<EventRow>(`SELECT ${COLUMNS} FROM public.live_events WHERE id = $1 AND tenant_id = $2`, [eventId, tenantId]).catch(() => []);
    if (!event) return;
    const text = formatEvent(event);
    for (const s of streams) {
      if (s.pending) s.pending.push(event);
      else send(s.raw, text);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams (modules/live/streams.ts). */
    liveStreams: LiveStreams;
  }
}

/** The app's live streams; ended before the server closes, so closing never waits on one. */
export function setUpLiveStreams(fastify: FastifyInstance, ticker: Ticker = realTicker) {
  const live = new LiveStreams(fastify.db, ticker);
  fastify.decorate('liveStreams', live);
  fastify.addHook('preClose', async () => live.endAll());
  fastify.addHook('onClose', async () => live.close());
}
