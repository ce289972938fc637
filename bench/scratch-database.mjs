// A fresh database on the PostgreSQL server of DATABASE_URL for one benchmark run, dropped after it.
import pg from 'pg';
import { randomBytes } from 'node:crypto';

async function onServer(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(url) {
  const name = `tradepost_bench_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
