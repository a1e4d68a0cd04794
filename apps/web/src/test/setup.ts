import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The files of a worker share its document and its libraries (vitest.config.ts: `isolate: false`),
// so each file starts from the app's modules as a page load would: evaluated afresh (their stores,
// caches and listeners' state), over an empty IndexedDB.
vi.resetModules();
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();
// The document's first address (same origin: only the path, query and hash change), an empty
// document and session storage (localStorage is emptied after each test, below).
history.replaceState(null, '', '/');
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
sessionStorage.clear();

// findBy… and waitFor return as soon as what they wait for holds; their limit only stops what
// hangs. Testing Library's default (1 s) failed a passing test on CI, the two cores shared with
// the server's tests: the same room as the tests' own limits (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

// Testing Library unmounts after each test only by itself when test globals are on: they are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
