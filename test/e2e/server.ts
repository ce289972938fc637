// The e2e server this test file drives: the one of its worker slot (VITEST_POOL_ID, 1 to the e2e
// project's maxWorkers), so two files running at the same time never share a server or its data.
import { inject } from 'vitest';

function server(): { port: number; dataDir: string } {
  const servers = inject('e2eServers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}

export const port = () => server().port;

/** The server's data folder (e.g. outbox/email/*.eml, the emails it delivered). */
export const dataDir = () => server().dataDir;
