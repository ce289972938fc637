import type { AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App, assembleApp } from './app/app';
import { devInspector } from './app/devtools';
import { setInspector } from './lib/inspection';
import './styles.css';

/** Lets the browser run what waits (a paint, input) between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  // The modules' evaluation, the app's set-up and the first render are tasks of their own, not one
  // long one (Lighthouse's TBT, issue 25).
  await yieldToBrowser();
  const inspect = await devInspector();
  setInspector(inspect);
  const app = assembleApp({ inspect });
  await yieldToBrowser();
  app.session.start();
  // The session's saved state and the page's route (its guards and code) are ready before the first
  // render, so the first render, a transition, draws the whole page: React renders it in slices of a
  // few ms, yielding to the browser between them, not in one long task as an update from a store
  // would (Lighthouse's TBT on a slow phone, issue 25). Until it commits, index.html shows 'Loading...'
  // (under the page's heading, where the server wrote it).
  await waitFor(app.session, (s) => s.hasTag('hydrated'));
  // The page's route code, one route at a time: evaluating each route's modules is a task of its
  // own, not part of one long task with the route's guards and loaders (Lighthouse's TBT, issue 25).
  // A route that fails to load is the router's to show once it renders (it loads it again then).
  const routes: Map<string, AnyRoute> = new Map(Object.entries(app.router.routesById));
  for (const match of app.router.matchRoutes(app.router.state.location)) {
    const route = routes.get(match.routeId);
    await yieldToBrowser();
    if (route) await app.router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await yieldToBrowser();
  await app.router.load().catch(() => undefined);
  await yieldToBrowser();
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );
}

// The first `Intl` formatter loads ICU's data (15 to 55 ms, whichever formatter comes first), and the
// first date formatter after it its own (4 to 15 ms). Both are paid here, each in a task of its own
// while the page's code and data are on the way, not inside the render of the first rows that arrive
// (Lighthouse's TBT, issue 25).
setTimeout(() => {
  new Intl.NumberFormat().format(0);
  setTimeout(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
}, 0);
void main();

// The service worker of production builds (vite-plugin-pwa): the app shell and any count sheet
// opened once then open with no network (issue 25). Development and tests run without it. It is
// registered once the page has loaded and the browser is idle, so its precache (every asset) does
// not compete with the first screen's own requests on a slow network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js');
  window.addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 0)));
}
