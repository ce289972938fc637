import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';

function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: { sequential: true, order: 'post', handler: async () => void (await precompress(outDir)) },
  };
}

/**
 * The early call's script (src/boot/main.ts), built as an entry of its own and written into
 * index.html before the app's: it sends the page's first call as soon as the HTML is parsed, without
 * waiting for the app's code (issue 25). Vite would bundle two module scripts of one page together.
 */
function earlyCallScriptPlugin(): Plugin {
  return {
    name: 'early-call-script',
    apply: 'build',
    options: (options) => ({ ...options, input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: path.resolve(import.meta.dirname, 'src/boot/main.ts') } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot');
        if (!boot) throw new Error('The early call script (src/boot/main.ts) was not built.');
        return html.replace('<script type="module"', `<script type="module" src="/${boot.fileName}"></script>\n    <script type="module"`);
      },
    },
  };
}

// Web test files that keep modules of their own. toasts-before-host resets the module registry
// (vi.resetModules), which would give the files after it other copies of the modules they imported.
// The others mount the whole app or the toasts and fail after some other files in a shared worker,
// whose files share one document too (a second Notifications region, toasts shown nowhere). One cause
// is found: in jsdom, once a Headless UI dialog has been shown in the document, a dialog in a new
// React root leaves the page behind it reachable (one root, and Chromium, are fine).
const WEB_ISOLATED = [
  'src/ui/toasts-before-host.test.tsx',
  'src/ui/toasts.test.tsx',
  'src/app/app.test.tsx',
  'src/app/signup.test.tsx',
  'src/app/password-screens.test.tsx',
  'test/flows/sign-in.flow.test.tsx',
];

// Server files whose code differs by database: the database wrappers, backups, durable copies, crashes,
// live changes. With DATABASE_URL set, the server project runs on that PostgreSQL server and these run
// again on PGlite (the server-pglite project), so one run covers both databases' own code (CI does this).
const SERVER_BY_DATABASE = [
  'server/src/db/**/*.test.ts',
  'server/src/backup/**/*.test.ts',
  'server/src/modules/cycle-counts/crash.test.ts',
  'server/src/modules/cycle-counts/concurrency.test.ts',
  'server/src/modules/imports/crash.test.ts',
  'server/src/modules/messaging/worker.test.ts',
  'server/src/modules/live/live.test.ts',
  'server/src/modules/users/callers.test.ts',
];

const serverProject = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

// Dev server proxies the API to the Node server and keeps the Host header,
// because the server finds the tenant from the Host.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    tailwindcss(),
    earlyCallScriptPlugin(),
    // Installable, and the app shell plus any count sheet opened once work with no network (issue 25).
    VitePWA({
      registerType: 'autoUpdate',
      // src/main.tsx registers the worker (production builds only): no extra script in index.html.
      injectRegister: false,
      manifest: {
        name: 'Tradepost',
        short_name: 'Tradepost',
        description: 'Tradepost: B2B ordering for merchants and suppliers',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#155dfc',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        // The API's own pages (its reference, downloads) are never the app shell.
        navigateFallbackDenylist: [/^\/1\/api\//],
        cleanupOutdatedCaches: true,
        // A new worker takes over at once, and the first one takes the open pages (the count a user
        // opens right after signing in is then kept for offline use).
        skipWaiting: true,
        clientsClaim: true,
        // Only the reads an offline count sheet needs go through the worker, network first (writes,
        // live streams and every other call never do): a count and its lines, which sign-out deletes
        // (member data), and apart from them the tenant's host check, which every page makes, the
        // sign-in page after a sign-out too (public, so it stays).
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/1\/api\/inventory\/cycle-counts\/\d+\/(lines\/)?$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: { cacheName: 'count-sheets', networkTimeoutSeconds: 10, expiration: { maxEntries: 200 }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url }) => /^\/1\/api\/clients\/get-client-from-domain\/[^/]+$/.test(url.pathname),
            method: 'GET',
            handler: 'NetworkFirst',
            options: { cacheName: 'tenant-hosts', networkTimeoutSeconds: 10, expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    // Brotli and gzip copies of the built text files, which the server sends as they are (issue 25);
    // last, so the service worker written when the bundle closes has its copies too.
    precompressPlugin(),
  ],
  // Rules shared by the web app and the server (tsconfig paths; tsx reads them for the server).
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/lib', import.meta.url)) } },
  server: {
    port: 5173,
    allowedHosts: ['.localhost'],
    proxy: { '/1/api': { target: 'http://127.0.0.1:8000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No preload map in the entry: it names every chunk of every route and grew the sign-in page's
    // JS with each screen; the router preloads a route's code on intent (hover, focus) instead.
    // index.html does preload the entry's own imports (the framework chunk): one round trip less on
    // every first load, at no cost in JavaScript (issue 25).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    manifest: true,
    // Every page needs React, the router, XState and the API client: one chunk for them rather than
    // a handful of small ones, which gzip worse (the sign-in page's budget, bench/bundle.mjs).
    // The rest of the shared code is grouped too: split by which routes use it, a merchant page
    // needed 43 files, most of them 0.1 to 3 kB, and on a slow network each costs a round trip on
    // one of the browser's six connections (LCP on slow 4G, issue 25; docs/performance.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|xstate|@xstate[\\/]react|use-sync-external-store|openapi-fetch)[\\/]/,
            },
            // What the sign-in page shares with the others: the form basics and the sign-in frame.
            { name: 'form-basics', test: /src[\\/]ui[\\/](button|field|text-field|form-error|spinner|auth-frame|brand)\.tsx$/ },
            // The entry's own modules stay in the entry (not in the shared chunk below).
            // (Not the early call's script, index.html's first: it must not wait for the app's code.)
            { name: 'app', tags: ['$initial'], test: (id: string) => !/src[\\/](boot[\\/]|api[\\/]first-call\.ts$)/.test(id) },
            // Code that six or more routes share, in one chunk: 10 to 13 files for a merchant page.
            { name: 'common', test: (id: string) => !id.includes('tsr-split') && !/src[\\/](main\.tsx|routes[\\/])/.test(id), minShareCount: 6 },
          ],
        },
      },
    },
  },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...serverProject,
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Files share a worker's loaded modules (each still opens its own database): loading the
          // server's modules again for every file was more than half its CPU (docs/performance.md).
          // Its only module state is caches; no file mocks modules or leaves fake timers behind.
          isolate: false,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                ...serverProject,
                name: 'server-pglite',
                include: SERVER_BY_DATABASE,
                // It starts a PostgreSQL cluster of its own whatever the suite's database.
                exclude: [...configDefaults.exclude, 'server/src/db/database-restart.test.ts'],
                globalSetup: ['server/test/global-setup-pglite.ts'],
                env: { DATABASE_URL: '' },
                isolate: false,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/flows/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          setupFiles: ['test/setup-web.ts'],
          // Files share a worker's loaded modules and one document (the setup file unmounts what each test
          // rendered and clears storage; the tab's title and Headless UI's portal root stay):
          // loading the app's modules again for every file was most of its time (docs/performance.md).
          isolate: false,
          // Two cores shared with the server and browser tests: allow for a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-app',
          environment: 'jsdom',
          include: WEB_ISOLATED,
          setupFiles: ['test/setup-web.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The house rules' own tests (ESLint's RuleTester).
        test: { name: 'lint', environment: 'node', include: ['eslint-rules/**/*.test.js'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // After the other projects, one file at a time: two at a time on CI's two cores took as
          // long and made timing failures (docs/performance.md). Each worker claims a server slot of
          // its own (global-setup.ts starts one per worker; server.ts claims a free one, see slots.ts).
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          // A worker's files share its loaded modules (playwright-core, axe-core, the server's seed
          // constants), loaded once instead of once per file; each file still launches its own browser.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
