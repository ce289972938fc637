// The server's idea of now, injectable so tests move time instead of waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
