import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../adapters/clock.js';
import { deriveKey } from '../../lib/crypto.js';

export const ACCESS_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  /** Session family: revoking it ends this access token too. */
  sid: string;
}

/** Short-lived access tokens (JWT, HS256) bound to a session family. */
export function accessTokens(appSecret: string, clock: Clock) {
  const key = new TextEncoder().encode(deriveKey(appSecret, 'access-jwt'));
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: 'sanarte',
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
