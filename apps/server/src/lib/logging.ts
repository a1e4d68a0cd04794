import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config.js';

/**
 * Query parameters whose values never reach a log line: tokens of e-mailed links, OIDC codes and
 * states, signatures of media and portal links, checkout sessions, e-mail addresses.
 */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'sig',
  'signature',
  'exp',
  'session_id',
  'sessionid',
  'email',
  'password',
  'grant',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const REDACTED = '[redacted]';

/** A request URL as logged: the path, and the query with secret or personal values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(EMAIL, REDACTED);
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params].map(([key, value]) => {
    const secret = SECRET_PARAMS.has(key.toLowerCase()) || EMAIL.test(value);
    EMAIL.lastIndex = 0;
    return `${encodeURIComponent(key)}=${secret ? REDACTED : encodeURIComponent(value)}`;
  });
  return `${path}?${kept.join('&')}`;
}

/** Free text (an error's message and stack) without e-mail addresses or the parameters of a failed query. */
export function scrub(text: string): string {
  return text.replace(/params: [^\n]*/g, `params: ${REDACTED}`).replace(EMAIL, REDACTED);
}

type SerializedError = { type?: string; message?: string; stack?: string; [k: string]: unknown };

/**
 * The logger: JSON lines with request ids (production), or readable lines through pino-pretty
 * (local mode). Either way no cookie, authorization header, token, password or e-mail address is
 * written: request URLs go through loggableUrl, errors through scrub, and headers are never
 * logged whole.
 */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'password',
        'newPassword',
        'currentPassword',
        'token',
        'email',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method: string; url: string; id?: string; ip?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
      }),
      err: (err: Error & { code?: unknown }) => {
        const out: SerializedError = {
          type: err.name,
          message: scrub(String(err.message ?? '')),
          stack: scrub(String(err.stack ?? '')),
        };
        if (typeof err.code === 'string') out.code = err.code;
        return out;
      },
    },
  };
  const logger = (extra: Record<string, unknown>) =>
    ({ ...options, ...extra }) as FastifyServerOptions['logger'];
  if (stream) return logger({ stream });
  if (config.logFormat === 'pretty') {
    return logger({
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    });
  }
  return logger({});
}
