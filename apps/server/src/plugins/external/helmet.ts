import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { s3BrowserOrigins } from '../../adapters/storage/s3.js';
import type { Config } from '../../config.js';

/**
 * Where media and covers come from when they are not served by this process (S3): the public URL
 * of covers and the store that signed audio URLs and presigned uploads point at.
 */
function storageOrigins(config: Config): string[] {
  return config.s3 ? s3BrowserOrigins(config.s3) : [];
}

/**
 * The headers helmet sets for these options. They are the same for every answer, so they are
 * computed once from helmet itself (its middleware run against a recording response) and set by one
 * hook; @fastify/helmet builds a new helmet middleware on every request (see
 * docs/decisions/010-security-headers-and-serialization.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Of helmet's headers, those a media answer keeps. */
const MEDIA_SECURITY_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** The security headers of the two kinds of answer (see securityHeaders). */
export interface SecurityHeaders {
  /** Every answer but media: pages, the API, assets. */
  document: Record<string, string>;
  /** Media (/cdn/…): audio and images, never a document of ours. */
  media: Record<string, string>;
}

/**
 * Security headers on every answer. Pages, the API and assets get helmet's full set: a strict CSP
 * (the tag manager only when configured), framing, referrer and opener policies, HSTS over HTTPS.
 * Media answers (/cdn/…) get only what applies to a file that is never rendered as one of our
 * documents, as an object store sends: `nosniff` (audio and images are never sniffed into HTML),
 * a same-origin resource policy, and HSTS over HTTPS; an SVG adds its own sandboxing policy
 * (modules/cdn/cdn.presenter.ts). A dozen document headers on every range a player asks for cost more to send
 * and parse than the bytes themselves (docs/decisions/021-media-security-headers.md).
 * Answers both sets, for the answers sent without Fastify's hooks (media's fast path).
 */
export async function securityHeaders(app: FastifyInstance, config: Config): Promise<SecurityHeaders> {
  const media = storageOrigins(config);
  const gtm = config.gtmId ? ['https://www.googletagmanager.com'] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...gtm],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media, ...gtm],
        mediaSrc: ["'self'", 'blob:', ...media],
        connectSrc: ["'self'", ...media, ...gtm],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const mediaHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => MEDIA_SECURITY_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/cdn/') ? mediaHeaders : headers);
    done();
  });
  return { document: headers, media: mediaHeaders };
}
