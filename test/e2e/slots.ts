// Hands each e2e worker a server of its own (global-setup.ts starts one per slot). A worker connects
// when its first file imports server.ts and is given a free slot's number; the slot is free again
// once its connection closes: the worker's exit, however it ends. Vitest's own
// VITEST_POOL_ID cannot do this: in Vitest 4.1 every file of a project that runs after another
// sequence group gets id 1 (docs/performance.md).
import { createServer, type Socket } from 'node:net';

/** Listens on a free port of 127.0.0.1; workers that find every slot taken wait their turn, first come first served. */
export async function startSlotKeeper(slots: number): Promise<{ port: number; close: () => Promise<void> }> {
  const holders: (Socket | null)[] = Array.from({ length: slots }, () => null);
  const waiting: Socket[] = [];
  const grant = () => {
    for (let free = holders.indexOf(null); free !== -1 && waiting.length; free = holders.indexOf(null)) {
      const socket = waiting.shift()!;
      holders[free] = socket;
      socket.write(`${free}\n`);
    }
  };
  const keeper = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const held = holders.indexOf(socket);
      if (held !== -1) holders[held] = null;
      if (waiting.includes(socket)) waiting.splice(waiting.indexOf(socket), 1);
      grant();
    });
    waiting.push(socket);
    grant();
  });
  await new Promise<void>((resolve, reject) => keeper.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = keeper.address() as { port: number };
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of [...holders, ...waiting]) socket?.destroy();
      keeper.close(() => resolve());
    });
  return { port, close };
}
