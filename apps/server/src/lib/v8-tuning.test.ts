import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tuneV8 } from './v8-tuning.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('V8 tuning of the server process', () => {
  it('turns allocation-site pretenuring off (a burst would otherwise leave every later request’s garbage in the old generation)', () => {
    // Spied, not applied: the flag would change the test runner's own collector.
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    tuneV8();
    expect(set.mock.calls.map(([flag]) => flag)).toEqual(['--no-allocation-site-pretenuring']);
  });
});
