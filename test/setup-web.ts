// Shared setup for the jsdom ("web") test project.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// jsdom has no IndexedDB (the count sheet keeps unsaved counts there): an in-memory one.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';

// findBy* waits up to 5 s: CI shares two cores between jsdom, PGlite and Chromium.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// jsdom has no ResizeObserver; Headless UI's combobox (product picker, time zone field) watches its input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await clear(createStore('tradepost', 'count-edits'));
});
