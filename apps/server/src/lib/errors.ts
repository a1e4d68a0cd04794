import { es } from '@sanarte/shared';

/** An expected failure with an HTTP status and a Spanish message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with it (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = es.errors.notFound) => new AppError(404, message);
export const badRequest = (message: string = es.errors.invalidInput) => new AppError(400, message);
export const unauthorized = (message: string = es.errors.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = es.errors.forbidden) => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);

/** 429 from a limiter of the services, named for the metrics, with how long to wait. */
export class Throttled extends AppError {
  constructor(
    retryAfterSeconds: number,
    readonly limiter: string,
  ) {
    super(429, es.errors.tooManyRequests, {}, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
  }
}

export const tooManyRequests = (retryAfterSeconds: number, limiter: string) =>
  new Throttled(retryAfterSeconds, limiter);
