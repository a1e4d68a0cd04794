import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** Where media and covers come from when they are not served by this process (S3). */
function storageOrigins(config: Config): string[] {
  const s3 = config.s3?.publicUrl ?? config.s3?.endpoint;
  if (s3) return [new URL(s3).origin];
  if (config.s3) return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`];
  return [];
}

/** Security headers on every answer: a strict CSP (the tag manager only when configured), HSTS over HTTPS. */
export async function securityHeaders(app: FastifyInstance, config: Config) {
  const media = storageOrigins(config);
  const gtm = config.gtmId ? ['https://www.googletagmanager.com'] : [];
  await app.register(fastifyHelmet, {
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
}
