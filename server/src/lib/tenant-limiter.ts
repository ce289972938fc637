// A small semaphore per tenant for heavy calls (issue 27, "Per-tenant fairness"): at most
// `concurrent` of one tenant's heavy calls run at once, up to `queued` more wait their turn behind
// them, and one more is refused with 429. A burst of one tenant so queues behind itself instead of
// in front of every other tenant's requests.
import { throttled } from './errors';

export interface LimiterOptions {
  concurrent: number;
  queued: number;
  /** The Retry-After of a refused call. */
  retryAfterSeconds: number;
}

/** Finalize, place (and later import): two at once per tenant, four more waiting. */
export const HEAVY_CALLS: LimiterOptions = { concurrent: 2, queued: 4, retryAfterSeconds: 2 };

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export class TenantLimiter {
  private readonly lanes = new Map<number, Lane>();

  constructor(private readonly options: LimiterOptions) {}

  /** Runs `fn` in the tenant's turn; throws 429 (Retry-After) when its queue is full. */
  async run<T>(tenantId: number, fn: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(tenantId) ?? { running: 0, waiting: [] };
    this.lanes.set(tenantId, lane);
    if (lane.running >= this.options.concurrent) {
      if (lane.waiting.length >= this.options.queued) throw throttled(this.options.retryAfterSeconds);
      // the call that finishes hands its slot over: `running` stays counted
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else lane.running++;
    try {
      return await fn();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) this.lanes.delete(tenantId);
    }
  }

  /** How many of the tenant's calls run and wait (for tests and logs). */
  load(tenantId: number): { running: number; waiting: number } {
    const lane = this.lanes.get(tenantId);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }
}
