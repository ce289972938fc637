// The baseline of bench/api.mjs: a bare Fastify app on the same driver as ours (PGlite, or a pg
// Pool of the same size on DATABASE_URL) that answers every GET from one trivial query.
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const db = url ? new pg.Pool({ connectionString: url, max: 10 }) : await PGlite.create();
const app = Fastify({ logger: false });
app.get('/*', async () => (await db.query('SELECT 1 AS one')).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await db.end?.();
  await db.close?.();
  process.exit(0);
});
