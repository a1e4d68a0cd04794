import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The files of a worker share its document and its libraries (vitest.config.ts: `isolate: false`),
// so each file starts from the app's modules as a page load would: evaluated afresh (their stores,
// caches and listeners' state), over an empty IndexedDB.
vi.resetModules();
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();
// The address the worker's document started at (recorded by the worker's first file).
const started = globalThis as { sanarteFirstAddress?: string };
started.sanarteFirstAddress ??= location.href;
history.replaceState(null, '', started.sanarteFirstAddress);
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
localStorage.clear();
sessionStorage.clear();

// Testing Library unmounts after each test only by itself when test globals are on: they are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
