// A page's first call, started by its route as the router resolves it (the route's loader), before
// the page's code has rendered. The page's machine takes that answer when it asks, instead of asking
// again: on a slow phone the page's first render and its commit lie between the two, most of a
// second, and the page's largest text often comes with that answer (LCP, issue 25).

/** An answer started this long ago is not taken: the machine asks again. */
export const EARLY_ANSWER_MS = 5000;

export interface EarlyCall<T> {
  /** Starts the call now; the next `take` within EARLY_ANSWER_MS gets its answer. */
  start: () => void;
  /** The answer started early (once), or the call made now. */
  take: (signal?: AbortSignal) => Promise<T>;
}

export function earlyCall<T>(call: (signal?: AbortSignal) => Promise<T>): EarlyCall<T> {
  let early: { at: number; answer: Promise<T> } | null = null;
  return {
    start() {
      const answer = call();
      // A failure is the taker's to show; one never taken is dropped, not an unhandled rejection.
      answer.catch(() => undefined);
      early = { at: Date.now(), answer };
    },
    take(signal) {
      const started = early;
      early = null;
      return started && Date.now() - started.at < EARLY_ANSWER_MS ? started.answer : call(signal);
    },
  };
}
