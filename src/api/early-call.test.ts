import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, earlyCall } from './early-call';

describe('earlyCall', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the answer started early to the first take only; later takes call again, with their signal', async () => {
    let calls = 0;
    const signals: (AbortSignal | undefined)[] = [];
    const summary = earlyCall(async (signal?: AbortSignal) => (signals.push(signal), ++calls));
    summary.start();
    expect(calls).toBe(1);
    expect(await summary.take()).toBe(1);
    const signal = new AbortController().signal;
    expect(await summary.take(signal)).toBe(2);
    expect(signals).toEqual([undefined, signal]);
  });

  it('calls when nothing was started', async () => {
    const summary = earlyCall(async () => 'fresh');
    expect(await summary.take()).toBe('fresh');
  });

  it(`does not hand over an answer started ${EARLY_ANSWER_MS} ms ago or more`, async () => {
    vi.useFakeTimers();
    let calls = 0;
    const summary = earlyCall(async () => ++calls);
    summary.start();
    vi.advanceTimersByTime(EARLY_ANSWER_MS - 1);
    expect(await summary.take()).toBe(1);
    summary.start();
    vi.advanceTimersByTime(EARLY_ANSWER_MS);
    expect(await summary.take()).toBe(3);
  });

  it('passes a failure to the take, and one never taken raises no unhandled rejection', async () => {
    const failing = earlyCall(() => Promise.reject(new Error('Failed to load the dashboard.')));
    failing.start();
    await expect(failing.take()).rejects.toThrow('Failed to load the dashboard.');
    failing.start();
    // Vitest fails the run on an unhandled rejection; let it surface if there were one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
