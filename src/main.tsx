import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { devInspector } from './app/devtools';
import { setInspector } from './lib/inspection';
import './styles.css';

async function main() {
  const inspect = await devInspector();
  setInspector(inspect);
  const app = createApp({ inspect });
  // The first render as a transition: React renders it in slices of a few ms, yielding to the
  // browser between them, rather than in one long task (Lighthouse's TBT on a slow phone, issue 25).
  // The page shows 'Loading...' from index.html until it commits.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );
}

void main();

// The service worker of production builds (vite-plugin-pwa): the app shell and any count sheet
// opened once then open with no network (issue 25). Development and tests run without it. It is
// registered once the page has loaded and the browser is idle, so its precache (every asset) does
// not compete with the first screen's own requests on a slow network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js');
  window.addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 0)));
}
