// The browser's connection in jsdom (always online there): navigator.onLine as a test sets it,
// with the window's `online` / `offline` event the browser would fire. Not app code.
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** Call once at the top of a test file; every test starts online. */
export function useConnection() {
  let onLine = true;
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  afterEach(() => {
    onLine = true;
  });
  const set = (value: boolean) =>
    act(() => {
      onLine = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });
  return { spy, goOffline: () => set(false), goOnline: () => set(true) };
}
