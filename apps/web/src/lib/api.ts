import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { es } from '@sanarte/shared';

/**
 * The RTK Query base of every call to the product's API (seed 000 §7): base '/api', cookies sent,
 * the client headers when configured, and the XSRF double-submit header on unsafe methods.
 * Errors always come out as the server's shape `{ success: false, message }`.
 */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ApiErrorBody = { success: false; message: string };
export type ApiError = {
  /** HTTP status, or RTK Query's code when no answer arrived ('FETCH_ERROR', 'TIMEOUT_ERROR', ...). */
  status: number | string;
  data: ApiErrorBody;
};

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { arg }) => {
    if (__CLIENT_API_KEY__) headers.set('x-api-key', __CLIENT_API_KEY__);
    if (__CLIENT_API_SECRET__) headers.set('x-api-secret', __CLIENT_API_SECRET__);
    if (UNSAFE_METHODS.has(methodOf(arg))) {
      const token = readCookie(XSRF_COOKIE);
      if (token) headers.set(XSRF_HEADER, token);
    }
    return headers;
  },
});

function fallbackMessage(status: number | string): string {
  if (status === 401) return es.errors.unauthorized;
  if (status === 403) return es.errors.forbidden;
  if (status === 404) return es.errors.notFound;
  if (status === 413) return es.errors.payloadTooLarge;
  if (status === 429) return es.errors.tooManyRequests;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return es.errors.unavailable;
  if (status === 502 || status === 503 || status === 504) return es.errors.unavailable;
  return es.errors.internal;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export function normaliseError(error: FetchBaseQueryError): ApiError {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  const fromServer = 'data' in error ? messageOf(error.data) : null;
  const custom = error.status === 'CUSTOM_ERROR' ? error.error : null;
  return {
    status,
    data: { success: false, message: fromServer ?? custom ?? fallbackMessage(status) },
  };
}

const isFailureBody = (body: unknown): boolean =>
  Boolean(body && typeof body === 'object' && (body as { success?: unknown }).success === false);

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const unsafe = UNSAFE_METHODS.has(methodOf(args));
  const tokenBefore = unsafe ? readCookie(XSRF_COOKIE) : null;
  let result = await rawBaseQuery(args, api, extraOptions);
  // A first unsafe call without a valid XSRF cookie is refused with 403, and that answer sets a
  // fresh cookie: replay once with it.
  if (unsafe && result.error?.status === 403) {
    const tokenAfter = readCookie(XSRF_COOKIE);
    if (tokenAfter && tokenAfter !== tokenBefore) {
      result = await rawBaseQuery(args, api, extraOptions);
    }
  }
  if (result.error) return { error: normaliseError(result.error), meta: result.meta };
  if (isFailureBody(result.data)) {
    const status = result.meta?.response?.status ?? 200;
    const message = messageOf(result.data) ?? fallbackMessage(status);
    return { error: { status, data: { success: false, message } }, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

export function isApiError(error: unknown): error is ApiError {
  if (!error || typeof error !== 'object' || !('data' in error) || !('status' in error)) return false;
  const { data } = error as { data: unknown };
  return Boolean(data && typeof data === 'object' && typeof messageOf(data) === 'string');
}

/** The message to show for a failed call: the server's (or the generic one), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.data.message : fallback;
}

/**
 * The application's single API slice. Features add their endpoints with `api.injectEndpoints`
 * in their own `api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Plans'],
  endpoints: () => ({}),
});
