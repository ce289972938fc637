// The e2e server this worker's test files drive, its own for the worker's whole life: on first import
// the worker claims a free slot (slots.ts, one server per slot) and holds it until it exits (the
// e2e project's files share a worker's modules), so files that run at the same time in two workers
// never share a server or its data.
import { connect } from 'node:net';
import { inject } from 'vitest';

async function claimSlot(): Promise<number> {
  const socket = connect(inject('e2eSlotKeeper'), '127.0.0.1');
  socket.setEncoding('utf8');
  const slot = await new Promise<number>((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk: string) => (answer += chunk).includes('\n') && resolve(Number(answer)));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the e2e slot keeper (global-setup.ts) closed before giving this worker a server')));
  });
  // Held open, without keeping the process alive, until the worker exits.
  socket.unref();
  socket.on('error', () => {});
  return slot;
}

const own = inject('e2eServers')[await claimSlot()];

export const port = () => own.port;

/** The server's data folder (e.g. outbox/email/*.eml, the emails it delivered). */
export const dataDir = () => own.dataDir;
