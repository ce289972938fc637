// The server's idea of now, injectable so tests move time instead of waiting.
export interface Clock {
  now(): Date;
  /** Waits `ms` (a slowed-down sign-in); a test's clock moves instead. Without it, a real timer. */
  sleep?(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

/** Waits `ms` on the clock's terms. */
export function pause(clock: Clock, ms: number): Promise<void> {
  return clock.sleep ? clock.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms));
}
