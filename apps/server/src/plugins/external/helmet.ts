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

/**
 * Security headers on every answer: a strict CSP (the tag manager only when configured), HSTS over
 * HTTPS. Answers them, for the answers sent without Fastify's hooks (media's fast path).
 */
export async function securityHeaders(app: FastifyInstance, config: Config): Promise<Record<string, string>> {
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
