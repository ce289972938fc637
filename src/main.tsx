import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { devInspector } from './app/devtools';
import { setInspector } from './lib/inspection';
import './styles.css';

async function main() {
  const inspect = await devInspector();
  setInspector(inspect);
  const app = createApp({ inspect });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
}

void main();

// The service worker of production builds (vite-plugin-pwa): the app shell and any count sheet
// opened once then open with no network (issue 25). Development and tests run without it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
