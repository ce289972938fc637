// Starts the server: open the database, migrate, seed the demo once, listen, shut down cleanly.
import Fastify from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { createTokenService, resolveSecret } from './lib/tokens';
import app from './app';

const config = loadConfig();
const fastify = Fastify({ logger: { level: config.logLevel }, trustProxy: false });
const db = await openDatabase(config);
await migrate(db);
if (config.seedDemo) await seedDemoIfEmpty(db, fastify.log);
const tokens = createTokenService(resolveSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);
await fastify.register(app, { config, db, tokens });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down');
    await fastify.close();
    await db.close();
    process.exit(0);
  });
}

await fastify.listen({ port: config.port, host: config.host });
fastify.log.info(`Tradepost is serving http://localhost:${config.port} (database: ${db.kind})`);
