// The message worker as part of the server: built from the configuration, started when the server
// is ready (unless MESSAGE_WORKER=0), stopped when it closes. Handlers wake it after queuing.
import type { FastifyInstance } from 'fastify';
import { transportsFor } from './transports';
import { createMessageWorker } from './worker';

export function setUpMessageWorker(fastify: FastifyInstance): void {
  const worker = createMessageWorker({ db: fastify.db, transports: transportsFor(fastify.config), log: fastify.log });
  fastify.decorate('messageWorker', worker);
  if (fastify.config.messageWorker) fastify.addHook('onReady', async () => worker.start());
  fastify.addHook('onClose', async () => worker.stop());
}
