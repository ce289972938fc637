// PGlite in DATA_DIR by default; a PostgreSQL server when DATABASE_URL is set.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openPGlite, openPostgres, type Database, type PostgresOptions } from './database';

/** The embedded database's folder under DATA_DIR. */
export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>, options: Pick<PostgresOptions, 'onIdleError'> = {}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize, ...options });
  mkdirSync(config.dataDir, { recursive: true });
  return openPGlite({ dataDir: pgdataOf(config.dataDir) });
}
