// Promise helpers for tests: answers a test settles by hand, answers that never come, and a tick.

/** A promise with its resolve and reject in hand, to settle an actor's call when the test says so. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An answer that never comes (a call still in flight). */
export const never = <T>() => new Promise<T>(() => {});

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
