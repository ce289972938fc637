/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.mjs';

// Dev server proxies the API to the Node server and keeps the Host header,
// because the server finds the tenant from the Host.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of the built text files, which the server sends as they are (issue 25).
    { name: 'precompress', apply: 'build', writeBundle: async ({ dir }) => void (dir && (await precompress(dir))) },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|xstate|@xstate[\\/]react|use-sync-external-store|openapi-fetch)[\\/]/,
            },
            // The form basics every form screen shares, the sign-in form first.
            { name: 'form-basics', test: /src[\\/]ui[\\/](button|field|text-field|form-error|spinner)\.tsx$/ },
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
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/flows/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-web.ts'],
          // Two cores shared with the server and browser tests: allow for a busy machine.
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
          // After the other projects, two files at a time: each worker slot has its own server and
          // data folder (global-setup.ts, server.ts). Vitest starts the longest files first.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
