// `npm run dev:mock`: the dev server without the API server. index.html loads test/msw/browser.ts
// (msw's worker with the test fakes, then the app) instead of src/main.tsx, so nothing in src/
// imports from test/; msw's worker script is served from node_modules, not copied into public/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

const workerScript = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

const mswDev: Plugin = {
  name: 'tradepost-msw-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace('/src/main.tsx', '/test/msw/browser.ts'),
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(readFileSync(workerScript));
    });
  },
};

export default mergeConfig(base, { plugins: [mswDev] });
