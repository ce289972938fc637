import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { devInspector } from './app/devtools';
import './styles.css';

async function main() {
  const inspect = await devInspector();
  const app = createApp({ inspect });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
}

void main();
