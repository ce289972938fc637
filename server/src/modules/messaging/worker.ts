// The worker that delivers queued messages, in the server process. Each message is claimed under a
// lease (repo.ts), delivered, then marked sent, or retried later with backoff, or marked failed.
// Every server process may run one: the claim keeps them from sending a message twice, and a
// message whose worker died is taken over when its lease runs out. Its times (leases, backoff)
// come from an injectable clock, so tests move time instead of waiting.
import type { Tx } from '../../db/database';
import { textFor } from './naming';
import { claimDueMessage, markAttemptFailed, markSent, type ClaimedMessage } from './repo';
import { afterFailure, LEASE_MS, POLL_MS } from './rules';
import type { Transports } from './transports';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface MessageWorkerOptions {
  db: Tx;
  transports: Transports;
  clock?: Clock;
  log?: { error(obj: object, msg: string): void };
  pollMs?: number;
}

export interface MessageWorker {
  /** Delivers the messages due now, one after another; answers how many attempts it made. */
  runOnce(): Promise<number>;
  /** Runs now, then every poll interval, until stop(). */
  start(): void;
  /** Runs at once (a message was just queued) instead of at the next poll. */
  wake(): void;
  /** Stops claiming and waits for the delivery in hand. */
  stop(): Promise<void>;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function createMessageWorker({ db, transports, clock = systemClock, log, pollMs = POLL_MS }: MessageWorkerOptions): MessageWorker {
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let runAgain = false;

  async function deliver(message: ClaimedMessage) {
    try {
      if (message.message_type === 'email') {
        const { id, send_to: to, subject, body: text, tenant_name: tenant, reply_to: replyTo } = message;
        await transports.email.send({ id, to, subject: subject ?? '', text, tenant, replyTo });
      } else {
        await transports.sms.send({ id: message.id, to: message.send_to, body: textFor(message.body, message.tenant_name) });
      }
    } catch (err) {
      await markAttemptFailed(db, message, errorText(err), afterFailure(message.attempts, clock.now()));
      return;
    }
    await markSent(db, message, clock.now());
  }

  async function runOnce() {
    let attempts = 0;
    while (!stopped) {
      const now = clock.now();
      const message = await claimDueMessage(db, now, new Date(now.getTime() + LEASE_MS));
      if (!message) break;
      await deliver(message);
      attempts++;
    }
    return attempts;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      runAgain = true;
      return;
    }
    running = runOnce()
      .then(
        () => {},
        (err) => log?.error({ err }, 'message worker: delivery round failed'),
      )
      .finally(() => {
        running = null;
        if (runAgain && !stopped) {
          runAgain = false;
          tick();
        } else schedule();
      });
  }

  return {
    runOnce,
    start() {
      if (started || stopped) return;
      started = true;
      tick();
    },
    wake() {
      if (!started || stopped) return;
      if (timer) {
        clearTimeout(timer);
        tick();
      } else runAgain = true;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
