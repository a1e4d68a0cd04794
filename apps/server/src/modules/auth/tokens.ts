import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../adapters/clock.js';
import { deriveKey } from '../../lib/crypto.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  /** Session family: revoking it ends this access token too. */
  sid: string;
}

/** Access tokens whose signature and claims were checked, kept until they expire. */
const VERIFIED_MAX = 10_000;

/**
 * Short-lived access tokens (JWT, HS256) bound to a session family.
 *
 * A browser sends the same access token with every call for up to 15 minutes, and checking its
 * signature (jose, through WebCrypto: a key import and an HMAC job on the thread pool) was a tenth
 * of a signed-in read's CPU. So a token that verified is remembered (its claims and expiry) until
 * it expires: the same string, signed by the same key, verifies the same way until then. Nothing
 * else invalidates an entry, and nothing else needs to: expiry is checked against the clock on
 * every use, and revocation is not a property of the token (the request auth asks the database
 * whether its session family is still alive on every request). Bounded: past VERIFIED_MAX the
 * oldest entries are dropped (they verify again on their next use).
 */
export function accessTokens(appSecret: string, clock: Clock) {
  const key = new TextEncoder().encode(deriveKey(appSecret, 'access-jwt'));
  const verified = new Map<string, AccessClaims & { expMs: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TTL_SECONDS)
        .setAudience('sanarte')
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        // jose refuses a token at its `exp` second or later (no clock tolerance): so does this.
        if (clock.now().getTime() < known.expMs) return { sub: known.sub, sid: known.sid };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: 'sanarte',
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_MAX) {
          // Maps iterate in insertion order: the first keys are the oldest.
          let drop = VERIFIED_MAX / 10;
          for (const k of verified.keys()) {
            verified.delete(k);
            if (--drop <= 0) break;
          }
        }
        verified.set(token, { sub: payload.sub, sid: payload.sid, expMs: payload.exp * 1000 });
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
