import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import { ACCESS_TTL_SECONDS, accessTokens } from './tokens.js';

const SECRET = 'a-test-secret-a-test-secret-0123456789';

describe('access tokens', () => {
  it('verifies a signed token, again from memory, and refuses it from its expiry on', async () => {
    const clock = new ManualClock();
    clock.freeze();
    const tokens = accessTokens(SECRET, clock);
    const token = await tokens.sign({ sub: 'u1', sid: 'f1' });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 'f1' });
    // Remembered: the same answer, and the same expiry rule as jose's (exp is exclusive).
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 'f1' });
    clock.advance(ACCESS_TTL_SECONDS * 1000 - 1001);
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 'f1' });
    clock.advance(1001);
    expect(await tokens.verify(token)).toBeNull();
    // A fresh instance (nothing remembered) agrees.
    expect(await accessTokens(SECRET, clock).verify(token)).toBeNull();
  });

  it('never remembers a token that did not verify', async () => {
    const clock = new ManualClock();
    const tokens = accessTokens(SECRET, clock);
    const token = await tokens.sign({ sub: 'u1', sid: 'f1' });
    const [head, body, sig] = token.split('.');
    // The signature's first character changed: it carries six whole bits of the first byte, so the
    // bytes always differ (changing the last ones was the token itself once in a thousand runs,
    // when they already read "AA").
    const first = sig?.[0] === 'A' ? 'B' : 'A';
    const forged = `${head}.${body}.${first}${sig?.slice(1)}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const other = await accessTokens('another-secret-another-secret-012345', clock).sign({
      sub: 'u2',
      sid: 'f2',
    });
    expect(await tokens.verify(other)).toBeNull();
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 'f1' });
  });
});
