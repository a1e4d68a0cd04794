import { es } from '@sanarte/shared';
import type { Clock } from '../../adapters/clock.js';
import { contentTypeOf, isImageKey, normalizeKey } from '../../adapters/storage/keys.js';
import type { LocalStorage } from '../../adapters/storage/local.js';
import { AppError } from '../../lib/errors.js';

/** Parses a single `bytes=` range. Returns null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid' as const;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid' as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid' as const;
  return { start, end };
}

/** How many admitted requests `openNow` remembers (a player asks for the same URL again and again). */
const ADMITTED_MAX = 4096;

type Query = { exp?: string | undefined; sig?: string | undefined };

/**
 * Files of local storage as /cdn/<key> serves them: images are public; every other file (audio)
 * needs a valid, unexpired signature.
 */
export function cdnService(deps: { storage: LocalStorage; clock: Clock }) {
  /**
   * Requests already admitted — the exact path and query a player repeats for every range it asks
   * for — with what admitting them found: the key, normalised, and for a signed URL its expiry,
   * checked again on every use. The signature is verified once per URL instead of once per range.
   */
  const admitted = new Map<string, { key: string; isPublic: boolean; contentType: string; expMs: number }>();
  const memoKey = (rawKey: string, q: Query) => `${rawKey}?${q.exp ?? ''}&${q.sig ?? ''}`;

  return {
    /** The open file behind a request (release it when done), with how it may be cached. */
    async open(rawKey: string, q: Query) {
      const key = normalizeKey(rawKey);
      if (key === null) throw new AppError(400, es.errors.invalidMediaPath);
      const isPublic = isImageKey(key);
      if (!isPublic && !deps.storage.verify(key, q.exp, q.sig, deps.clock.now().getTime(), 'get')) {
        throw new AppError(403, es.errors.mediaExpired);
      }
      const file = await deps.storage.openRead(key);
      if (!file) throw new AppError(404, es.errors.notFound);
      const contentType = contentTypeOf(key);
      if (admitted.size >= ADMITTED_MAX) admitted.clear();
      admitted.set(memoKey(rawKey, q), {
        key,
        isPublic,
        contentType,
        expMs: isPublic ? Number.POSITIVE_INFINITY : Number(q.exp) * 1000,
      });
      return { file, isPublic, contentType };
    },

    /**
     * What `open` answers, at once, for a request `open` admitted before whose file is still open
     * and recently checked; null otherwise (`open` then decides). An expired URL is never answered.
     */
    openNow(rawKey: string, q: Query) {
      const memo = admitted.get(memoKey(rawKey, q));
      if (!memo || memo.expMs < deps.clock.now().getTime()) return null;
      const file = deps.storage.openReadNow(memo.key);
      return file && { file, isPublic: memo.isPublic, contentType: memo.contentType };
    },
  };
}
export type CdnService = ReturnType<typeof cdnService>;
