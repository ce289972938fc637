// The first screen goes first (issue 25). On a slow network the calls a page does not need to draw
// (the host check on the apex API, which needs a connection of its own, and the live stream) wait
// until the page's own calls are answered and what they brought is on screen.
// The API client counts its calls here; the app marks its first render.
export interface FirstScreenClock {
  /** Resolves after the next frame has painted. */
  painted: () => Promise<void>;
  /** Resolves when the main thread has nothing queued. */
  idle: () => Promise<void>;
  /** Resolves in a task of its own. */
  turn: () => Promise<void>;
}

// A frame's callbacks run before its paint: a task queued from one runs after that paint.
const browserPainted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
// React renders a transition in slices, each a task queued right after the last: the main thread is
// idle only once it has committed. (Safari has no requestIdleCallback: a short pause instead.)
const browserIdle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 50)));

const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createFirstScreen(clock: FirstScreenClock = { painted: browserPainted, idle: browserIdle, turn: browserTurn }) {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  let drawn: Promise<void> | null = null;
  let rendered!: () => void;
  const firstRender = new Promise<void>((resolve) => (rendered = resolve));

  const settle = () => {
    inFlight = Math.max(inFlight - 1, 0);
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };
  const callsDone = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));

  /**
   * Resolves once the first screen is drawn, and in the next task from then on: after the app's first
   * render, a round in which every API call was answered, the main thread went idle and a frame
   * painted, and the page did not change. Each waiter goes on in a task of its own: the host check
   * and the live stream's ticket, each a few ms of work and a request, are two short tasks, not one
   * long one (Lighthouse's TBT, issue 25).
   */
  function drawnOnce(): Promise<void> {
    drawn ??= (async () => {
      await firstRender;
      let changed = true;
      const observer = new MutationObserver(() => void (changed = true));
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
      while (changed) {
        changed = false;
        await callsDone();
        await clock.idle();
        await clock.painted();
        if (inFlight > 0) changed = true;
      }
      observer.disconnect();
    })();
    return drawn;
  }

  return {
    /** An API call has left (src/api/client.ts counts them). */
    callStarted: () => void (inFlight += 1),
    /** An API call was answered, or failed. */
    callEnded: settle,
    /** The app's first commit: the page's route is on screen, its data perhaps still on the way. */
    markAppRendered: () => rendered(),
    drawn: () => drawnOnce().then(clock.turn),
  };
}

/** The page's first screen, in the browser. */
export const firstScreen = createFirstScreen();
