// The e2e server this test file drives, its own for the file's whole run: on import the file claims
// a free slot (slots.ts, one server per slot) and gives it back after its last hook, so two files
// that run at the same time never share a server or its data.
import { connect } from 'node:net';
import { afterAll, inject } from 'vitest';

async function claimSlot(): Promise<number> {
  const socket = connect(inject('e2eSlotKeeper'), '127.0.0.1');
  socket.setEncoding('utf8');
  const slot = await new Promise<number>((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk: string) => (answer += chunk).includes('\n') && resolve(Number(answer)));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('the e2e slot keeper (global-setup.ts) closed before giving this file a server')));
  });
  // Held open, without keeping the process alive, until the file's last hook (the first registered runs last).
  socket.unref();
  socket.on('error', () => {});
  afterAll(() => void socket.destroy());
  return slot;
}

const own = inject('e2eServers')[await claimSlot()];

export const port = () => own.port;

/** The server's data folder (e.g. outbox/email/*.eml, the emails it delivered). */
export const dataDir = () => own.dataDir;
