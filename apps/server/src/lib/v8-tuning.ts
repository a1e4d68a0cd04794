import v8 from 'node:v8';

/**
 * V8 settings the server process runs with, set by main.ts before it opens the database
 * (docs/decisions/026-no-allocation-site-pretenuring.md).
 *
 * `--no-allocation-site-pretenuring`: V8 watches where objects are created, and when most
 * objects from one place in the code survive a young-generation collection it creates every later
 * object from there directly in the old generation. Under a burst of requests, a request's
 * short-lived objects (headers, the parsed URL, the reply) are still in flight when the young
 * generation is collected, so their places get that decision, and it is not taken back: from then
 * on every request's garbage fills the old generation, which is collected every few seconds with a
 * pause of tens of milliseconds. Measured here after two 20-second bursts: 11 to 35 full
 * collections in a 20-second run at 5,400 requests/s and p99 41–61 ms; with pretenuring off, 4 and
 * 3.0–3.6 ms, with 10–20 % more requests per second at saturation.
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

/** Applies V8_FLAGS to this process (Node keeps V8's flags writable after start-up). */
export function tuneV8() {
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
}
