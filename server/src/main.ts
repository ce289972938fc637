// Starts the server: open the database, migrate, seed the demo once, listen, shut down cleanly.
import Fastify from 'fastify';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/open';
import type { PGliteDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { loggerOptions } from './lib/logging';
import { createTokenService, resolveSecret } from './lib/tokens';
import app from './app';
import { serveBackups } from './backup/pglite';

/** How long SIGTERM waits for requests in flight before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
// The app answers requests that arrive while it drains itself (503 in DRF's shape).
const fastify = Fastify({
  ...loggerOptions({ level: config.logLevel, tty: process.stdout.isTTY === true, development: process.env.NODE_ENV !== 'production' }),
  trustProxy: config.trustProxy,
  return503OnClosing: false,
  // The app's start-up touches the database (listeners, sealing old secrets): a busy host may need more than Fastify's 10 s.
  pluginTimeout: 60_000,
});
const db = await openDatabase(config, { onIdleError: (err) => fastify.log.warn({ err }, 'database connection lost') });
const started = performance.now();
await migrate(db);
fastify.log.info(`migrations checked in ${Math.round(performance.now() - started)} ms`);
if (config.seedDemo) await seedDemoIfEmpty(db, fastify.log);
const tokens = createTokenService(await resolveSecret(config.jwtSecret, db, config.dataDir), config.tokenTtlSeconds);
await fastify.register(app, { config, db, tokens });
// The embedded database is this process's alone: `npm run manage -- backup` asks this process for it.
const stopBackups = db.kind === 'pglite' ? await serveBackups(db as PGliteDatabase, config.dataDir, fastify.log) : async () => {};

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      fastify.log.error('requests still in flight after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stops listening, closes idle connections, waits for requests in flight; then the database.
    await fastify.close();
    await stopBackups();
    await db.close();
    fastify.log.info('shut down');
    process.exit(0);
  });
}

await fastify.listen({ port: config.port, host: config.host });
fastify.log.info(`Tradepost is serving http://localhost:${config.port} (database: ${db.kind})`);
