import v8 from 'node:v8';

/**
 * V8 settings the server process runs with, set by main.ts first thing at start
 * (docs/decisions/026-no-allocation-site-pretenuring.md, with the measurements).
 *
 * `--no-allocation-site-pretenuring`: V8 watches where objects are created, and when most
 * objects from one place in the code survive a young-generation collection it creates every later
 * object from there directly in the old generation. Under a burst of requests, a request's
 * short-lived objects are still in flight when the young generation is collected, so their places
 * get that decision, and it is not taken back: from then on every request's garbage fills the old
 * generation, and full collections every few seconds stall answers by tens of milliseconds.
 */
const V8_FLAGS = ['--no-allocation-site-pretenuring'];

/** Applies V8_FLAGS to this process (Node keeps V8's flags writable after start-up). */
export function tuneV8() {
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
}
