import { describe, expect, it } from 'vitest';
import { createFirstScreen } from './first-screen';

/** A clock the test moves: each idle, painted or turn wait resolves when the test steps. */
function manualClock() {
  const pending: { kind: 'idle' | 'painted' | 'turn'; resolve: () => void }[] = [];
  const wait = (kind: 'idle' | 'painted' | 'turn') => () => new Promise<void>((resolve) => pending.push({ kind, resolve }));
  return {
    clock: { idle: wait('idle'), painted: wait('painted'), turn: wait('turn') },
    /** What the first screen waits for now. */
    waitingFor: () => pending.map((p) => p.kind),
    step: () => pending.splice(0).forEach((p) => p.resolve()),
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** The clock stepped `n` times, the first screen's promises settled after each. */
async function steps(s: { step: () => void }, n: number) {
  for (let i = 0; i < n; i++) {
    s.step();
    await settle();
  }
}

function start() {
  const manual = manualClock();
  const screen = createFirstScreen(manual.clock);
  let drawn = false;
  void screen.drawn().then(() => void (drawn = true));
  return { ...manual, screen, drawn: () => drawn, request: screen.callStarted, respond: screen.callEnded };
}

describe('first screen (issue 25)', () => {
  it("waits for the app's first render, then for a quiet round: idle, then a frame painted", async () => {
    const s = start();
    await settle();
    expect(s.waitingFor()).toEqual([]);
    s.screen.markAppRendered();
    await settle();
    expect(s.waitingFor()).toEqual(['idle']);
    s.step();
    await settle();
    expect(s.waitingFor()).toEqual(['painted']);
    expect(s.drawn()).toBe(false);
    s.step();
    await settle();
    expect(s.waitingFor()).toEqual(['turn']);
    expect(s.drawn()).toBe(false);
    s.step();
    await settle();
    expect(s.drawn()).toBe(true);
  });

  it('each waiter goes on in a turn of its own (two short tasks, not one long one)', async () => {
    const s = start();
    let second = false;
    void s.screen.drawn().then(() => void (second = true));
    s.screen.markAppRendered();
    await settle();
    await steps(s, 2);
    expect(s.waitingFor()).toEqual(['turn', 'turn']);
    expect([s.drawn(), second]).toEqual([false, false]);
  });

  it('waits while API calls are in flight', async () => {
    const s = start();
    s.request();
    s.request();
    s.screen.markAppRendered();
    await settle();
    expect(s.waitingFor()).toEqual([]);
    s.respond();
    await settle();
    expect(s.waitingFor()).toEqual([]);
    s.respond();
    await settle();
    expect(s.waitingFor()).toEqual(['idle']);
  });

  it('a call made or a change to the page during a round means another round', async () => {
    const s = start();
    s.screen.markAppRendered();
    await settle();
    s.step();
    await settle();
    s.request(); // the page asks for more before its frame has painted
    s.step();
    await settle();
    expect(s.drawn()).toBe(false);
    s.respond();
    await settle();
    expect(s.waitingFor()).toEqual(['idle']);
    s.step();
    await settle();
    document.body.append(document.createElement('p')); // the answer drawn
    s.step();
    await settle();
    expect(s.drawn()).toBe(false);
    expect(s.waitingFor()).toEqual(['idle']);
    await steps(s, 3);
    expect(s.drawn()).toBe(true);
  });

  it('once drawn, later waits resolve after one turn, whatever is in flight', async () => {
    const s = start();
    s.screen.markAppRendered();
    await settle();
    await steps(s, 3);
    expect(s.drawn()).toBe(true);
    s.request();
    let again = false;
    void s.screen.drawn().then(() => void (again = true));
    await settle();
    expect(s.waitingFor()).toEqual(['turn']);
    s.step();
    await settle();
    expect(again).toBe(true);
  });
});
