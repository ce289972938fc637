// The whole server as one Fastify plugin: API under /1/api, its docs, and the web app.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import './types';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenService } from './lib/tokens';
import { systemClock, type Clock } from './lib/clock';
import { HEAVY_CALLS, TenantLimiter } from './lib/tenant-limiter';
import { API_PREFIX } from './lib/api-prefix';
import { errorHandler, MAX_JSON_BYTES } from './lib/error-handler';
import { bareHost, isAdminHost } from './lib/hosts';
import { pageShell } from '@shared/page-headings';
import { pagePreloads, withPreloads, type BuildManifest } from './web/page-preloads';
import { helmetHeaders } from './lib/security-headers';
import { loadDocument } from './openapi/document';
import { registerOperations, type Handlers } from './openapi/register';
import type { AnyHandler } from './openapi/operations';
import { findTenantByDomain } from './modules/tenants/repo';
import { handlers } from './modules';
import { watchCallers } from './modules/users/callers';
import { sealPlainTotpSecrets } from './modules/auth/mfa-repo';
import { setUpMessageWorker } from './modules/messaging/plugin';
import { setUpCrossTenantWrites } from './modules/cross-tenant';
import { setUpLiveStreams, type Ticker } from './modules/live/streams';

export interface AppOptions {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Where the server reads the time (throttling); tests pass a clock they move. */
  clock?: Clock;
  /** The per-tenant turns of heavy calls; tests pass one whose slots they hold. */
  heavyCalls?: TenantLimiter;
  /** The live streams' keep-alive timer; tests pass one they tick. */
  liveTicker?: Ticker;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The Content-Security-Policy of the web app and the API: scripts only from our origin, no
 * plugins, never framed; images also from data: and blob: URLs (previews of chosen files); the
 * API also on the admin hosts (the host check of a tenant domain goes to the apex). Styles allow
 * 'unsafe-inline' because the toasts (notistack) inject their style element (docs/decisions.md).
 */
export function contentSecurityPolicy(config: Config) {
  const apexHosts = config.adminHosts.filter((h) => !h.startsWith('[')).map((h) => `${h}:*`);
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the camera's barcode reader), never a string of JavaScript.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...apexHosts],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * CORS allows exact origins only: those of CORS_ORIGINS, and our own hosts (the admin hosts and the
 * tenant domains) at this request's own scheme and port. The app needs the second for one call: a
 * tenant's page asks the apex API on the same server for the host check (http://bistro.localhost:8000
 * to http://localhost:8000; in development Vite serves and proxies both on port 5173).
 */
async function allowedOrigin(req: FastifyRequest, config: Config, db: Database): Promise<boolean> {
  // 'null' (sandboxed pages) and malformed origins are simply not allowed.
  const origin = URL.parse(req.headers.origin ?? '');
  if (!origin) return false;
  if (config.corsOrigins.includes(origin.origin)) return true;
  const own = URL.parse(`${req.protocol}://${req.host}`);
  if (!own || origin.protocol !== own.protocol || origin.port !== own.port) return false;
  const host = bareHost(origin.host);
  return isAdminHost(config, host) || (await findTenantByDomain(db, host)) !== null;
}

/** The handlers, each call kept in `running` until it settles. */
function untilSettled(handlers: Handlers, running: Set<Promise<unknown>>): Handlers {
  return Object.fromEntries(
    Object.entries(handlers as Record<string, AnyHandler>).map(([id, handler]) => [
      id,
      (req: FastifyRequest, reply: FastifyReply) => {
        const call = handler(req, reply);
        running.add(call);
        const done = () => running.delete(call);
        call.then(done, done);
        return call;
      },
    ]),
  );
}

/**
 * Hashed build output (assets/) never changes under its name: kept a year. Everything else
 * (index.html, which names the current assets) is checked with the server on each use.
 */
function cacheHeaders(webDir: string) {
  const assets = path.join(webDir, 'assets') + path.sep;
  return (reply: FastifyReply, file: string) => void reply.header('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The page preloads of the build in `webDir`, read again when its index.html changes (a new build
 * under a running server); none without a manifest.
 */
function buildPreloads(webDir: string) {
  let built: { index: string; preloads: (pathname: string) => string[] } | undefined;
  return async (index: string) => {
    if (built?.index !== index) {
      // A missing or half-written manifest gives no preloads, never a failed page.
      const manifest = await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as BuildManifest)
        .catch(() => ({}));
      built = { index, preloads: pagePreloads(manifest) };
    }
    return built.preloads;
  };
}

/** HTML made for this request, in Brotli or gzip as the client accepts, checked with the server on each use. */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? brotliCompressSync(html) : gzipSync(html));
}

export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  fastify.decorate('config', opts.config);
  fastify.decorate('db', opts.db);
  fastify.decorate('tokens', opts.tokens);
  // TOTP secrets still stored plain (from before sealing, the demo seed, an import) are sealed now.
  await sealPlainTotpSecrets(opts.db, opts.tokens.totpSecrets);
  fastify.decorate('clock', opts.clock ?? systemClock);
  fastify.decorate('heavyCalls', opts.heavyCalls ?? new TenantLimiter(HEAVY_CALLS));
  const callers = watchCallers(opts.db, fastify.clock);
  fastify.decorate('callers', callers);
  fastify.addHook('onClose', async () => callers.stop());
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('tenant', null);
  fastify.decorateRequest('role', null);
  fastify.setErrorHandler(errorHandler);
  // While the server drains (SIGTERM), a request that still arrives is sent elsewhere; closing
  // waits for every handler still running (a client that hung up leaves its handler running).
  let draining = false;
  const running = new Set<Promise<unknown>>();
  fastify.addHook('preClose', async () => {
    draining = true;
  });
  fastify.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const { 'Strict-Transport-Security': hsts, ...securityHeaders } = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeaders);
    // HSTS only over TLS (the socket's, or the trusted proxy's X-Forwarded-Proto): never on plain HTTP.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
    if (draining) reply.code(503).header('connection', 'close').send({ detail: 'The server is shutting down.' });
    else done();
  });
  setUpMessageWorker(fastify);
  setUpCrossTenantWrites(fastify);
  setUpLiveStreams(fastify, opts.liveTicker);

  await fastify.register(
    async (api) => {
      // JSON answers above 1 KB, Brotli or gzip as the client accepts; request bodies are read as sent.
      await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: /[/+]json(?:;|$)/, globalDecompression: false });
      // No API answer is kept by a browser or a proxy (a signed-in answer holds someone's data);
      // public media and avatars set their own long caching in their handlers.
      api.addHook('onRequest', (_req, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      await api.register(cors, { delegator: async (req: FastifyRequest) => ({ origin: await allowedOrigin(req, opts.config, opts.db) }) });
      await api.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 100 } });
      // An empty JSON body counts as {}; bad JSON (and __proto__ / constructor keys) is the client's mistake.
      const parseJson = api.getDefaultJsonParser('error', 'error');
      // The API reads JSON and forms only: any other body (text/plain included) is a 415.
      api.removeContentTypeParser(['application/json', 'text/plain']);
      api.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BYTES }, (req, body, done) => {
        if (body === '' || body === undefined) return done(null, undefined);
        parseJson(req, body as string, (err, value) => {
          if (err) done(Object.assign(new Error(`JSON parse error - ${err.message}`), { statusCode: 400 }), undefined);
          else done(null, value);
        });
      });
      await registerOperations(api, untilSettled(handlers, running));
      if (opts.config.apiDocs) {
        await api.register(swagger, { mode: 'static', specification: { document: loadDocument().doc } });
        await api.register(swaggerUi, { routePrefix: '/docs' });
      }
      api.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
    },
    { prefix: API_PREFIX },
  );

  // The built web app, with history fallback so deep links load the SPA.
  const webDir = opts.config.webDir;
  if (existsSync(path.join(webDir, 'index.html'))) {
    // Brotli or gzip copies written by the build (scripts/precompress.mjs), by the Accept-Encoding.
    await fastify.register(fastifyStatic, { root: webDir, wildcard: false, index: 'index.html', preCompressed: true, cacheControl: false, setHeaders: cacheHeaders(webDir) });
    const preloadsFor = buildPreloads(webDir);
    fastify.setNotFoundHandler(async (req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith(API_PREFIX)) return reply.code(404).send({ detail: 'Not found.' });
      // A page with a fixed heading has it in the HTML, shown before the app's code arrives, and the
      // HTML names all of the page's code, which the browser then fetches at once (issue 25).
      const index = await readFile(path.join(webDir, 'index.html'), 'utf8');
      const pathname = new URL(req.url, 'http://host').pathname;
      const html = withPreloads(pageShell(index, pathname), (await preloadsFor(index))(pathname));
      if (html === index) return reply.type('text/html').sendFile('index.html');
      return sendHtml(req, reply, html);
    });
  }
}
