import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging';

/** A Fastify app that logs into `lines` at `level`, with one route and one that fails. */
function appLoggingAt(level: string, development = true) {
  const lines: { level: number; msg: string; statusCode?: number }[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const { logController } = loggerOptions({ level, tty: false, development });
  const app = Fastify({ logger: { level, stream }, logController });
  app.get('/ping', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('server logging', () => {
  it('is JSON when piped, readable (pino-pretty) on a terminal', () => {
    const piped = loggerOptions({ level: 'info', tty: false, development: true }).logger as { stream?: unknown };
    expect(piped.stream).toBeUndefined();
    const watched = loggerOptions({ level: 'info', tty: true, development: true }).logger as { stream?: { write?: unknown } };
    expect(typeof watched.stream?.write).toBe('function');
  });

  it('in development a request is one debug line, not two info lines; production keeps Fastify request logs', async () => {
    const atInfo = appLoggingAt('info');
    await atInfo.app.inject({ url: '/ping' });
    expect(atInfo.lines.filter((l) => /request/.test(l.msg))).toEqual([]);
    const atDebug = appLoggingAt('debug');
    await atDebug.app.inject({ url: '/ping' });
    expect(atDebug.lines.filter((l) => /request/.test(l.msg))).toEqual([expect.objectContaining({ level: 20, msg: 'request', statusCode: 200 })]);
    // A failure is still logged as an error.
    await atInfo.app.inject({ url: '/boom' });
    expect(atInfo.lines.some((l) => l.level === 50)).toBe(true);
    const production = appLoggingAt('info', false);
    await production.app.inject({ url: '/ping' });
    expect(production.lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
