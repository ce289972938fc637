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
