// The browser's connection for the count sheet's machine: `connection.online` or
// `connection.offline` at once (navigator.onLine), then on each `online` / `offline` event.
import { fromCallback } from 'xstate';
import type { CycleCountEvent } from '../../machines/inventory/cycle-count.machine';

export const connectivity = fromCallback<CycleCountEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: navigator.onLine ? 'connection.online' : 'connection.offline' });
  report();
  window.addEventListener('online', report);
  window.addEventListener('offline', report);
  return () => {
    window.removeEventListener('online', report);
    window.removeEventListener('offline', report);
  };
});
