// The whole server as one Fastify plugin: API under /1/api, its docs, and the web app.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { existsSync } from 'node:fs';
import path from 'node:path';
import './types';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenService } from './lib/tokens';
import { API_PREFIX } from './lib/api-prefix';
import { errorHandler } from './lib/error-handler';
import { bareHost, isAdminHost } from './lib/hosts';
import { loadDocument } from './openapi/document';
import { registerOperations } from './openapi/register';
import { findTenantByDomain } from './modules/tenants/repo';
import { handlers } from './modules';
import { setUpMessageWorker } from './modules/messaging/plugin';

export interface AppOptions {
  config: Config;
  db: Database;
  tokens: TokenService;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  fastify.decorate('config', opts.config);
  fastify.decorate('db', opts.db);
  fastify.decorate('tokens', opts.tokens);
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('tenant', null);
  fastify.setErrorHandler(errorHandler);
  setUpMessageWorker(fastify);

  await fastify.register(async (api) => {
    // Tenant domains call the apex API (the host check), so they may cross origins.
    await api.register(cors, {
      origin: async (origin: string | undefined) => {
        // 'null' (sandboxed pages) and malformed origins are simply not allowed.
        const url = URL.parse(origin ?? '');
        if (!url) return false;
        const host = bareHost(url.host);
        return isAdminHost(opts.config, host) || (await findTenantByDomain(opts.db, host)) !== null;
      },
    });
    await api.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 100 } });
    // An empty JSON body counts as {}; bad JSON (and __proto__ / constructor keys) is the client's mistake.
    const parseJson = api.getDefaultJsonParser('error', 'error');
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body === '' || body === undefined) return done(null, undefined);
      parseJson(req, body as string, (err, value) => {
        if (err) done(Object.assign(new Error(`JSON parse error - ${err.message}`), { statusCode: 400 }), undefined);
        else done(null, value);
      });
    });
    await registerOperations(api, handlers);
    await api.register(swagger, { mode: 'static', specification: { document: loadDocument().doc } });
    await api.register(swaggerUi, { routePrefix: '/docs' });
    api.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
  }, { prefix: API_PREFIX });

  // The built web app, with history fallback so deep links load the SPA.
  const webDir = opts.config.webDir;
  if (existsSync(path.join(webDir, 'index.html'))) {
    await fastify.register(fastifyStatic, { root: webDir, wildcard: false, index: 'index.html' });
    fastify.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith(API_PREFIX)) return reply.code(404).send({ detail: 'Not found.' });
      return reply.type('text/html').sendFile('index.html');
    });
  }
}
