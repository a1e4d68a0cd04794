import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  createApi,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { es } from '@sanarte/shared';
import { local, storageKeys } from './storage';

/**
 * The RTK Query base of every call to the product's API: base '/api', cookies sent,
 * the client headers when configured, the XSRF double-submit header on unsafe methods, and the
 * session's refresh-and-replay on 401. Errors always come out as the
 * server's shape `{ success: false, message }`.
 */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A failure's body: the shared contract of every error answer. */
export type ApiErrorBody = import('@sanarte/shared').ApiError;
export type ApiError = {
  /** HTTP status, or RTK Query's code when no answer arrived ('FETCH_ERROR', 'TIMEOUT_ERROR', ...). */
  status: number | string;
  /** `message`: the server's, or when it gave none the generic text of the status. */
  data: ApiErrorBody;
  /** Whether `data.message` is the server's own (false: the generic text of the status). */
  fromServer?: boolean;
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

/** How long after the page's start the calls public/boot.js sent may still be taken (ms). */
const EARLY_ANSWERS_MS = 15_000;

/**
 * The calls public/boot.js sent on a signed-in page before the app had loaded (the session check
 * and the page's first data: GET, cookies only), handed to the app's first call of the same address
 * instead of sending it again: each once, only while the page is starting, and only when the app's
 * calls carry no client headers (boot.js does not send them). An answer that is not a success (a
 * 401 after the access cookie expired, no connection) is not used: the call is sent as usual.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | null {
  if (typeof window === 'undefined' || !window.__sanarteEarly) return null;
  if (performance.now() > EARLY_ANSWERS_MS || __CLIENT_API_KEY__ || __CLIENT_API_SECRET__) {
    window.__sanarteEarly = undefined;
    return null;
  }
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const address = url.pathname + url.search;
  const early = window.__sanarteEarly[address];
  if (!early) return null;
  delete window.__sanarteEarly[address];
  const again = () => fetch(request);
  return early.then((response) => (response.ok ? response : again()), again);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  fetchFn: (input, init) => {
    const early = input instanceof Request ? takeEarlyAnswer(input) : null;
    return early ?? fetch(input, init);
  },
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
  const said = 'data' in error ? messageOf(error.data) : null;
  return {
    status,
    data: { success: false, message: said ?? fallbackMessage(status) },
    fromServer: said !== null,
  };
}

const isFailureBody = (body: unknown): boolean =>
  Boolean(body && typeof body === 'object' && (body as { success?: unknown }).success === false);

/** Per-endpoint options of the base query (RTK Query `extraOptions`). */
export type ApiExtraOptions = {
  /**
   * Try the token refresh on a 401 even when no user is signed in yet (the start-up session check:
   * the access cookie may have expired while the refresh cookie is still valid). A failure then is
   * silent: no session-expired modal.
   */
  refreshWhenSignedOut?: boolean;
};

type Api = Parameters<BaseQueryFn>[1];
type RawResult = Awaited<ReturnType<typeof rawBaseQuery>>;

/**
 * How the base query sees the session. The auth feature plugs itself in at start-up (app/store.ts):
 * lib/ does not import features.
 */
export interface SessionHooks {
  isAuthenticated(state: unknown): boolean;
  /**
   * The server said the session is over: the refresh after a 401 was refused (expiry, revocation, a
   * password changed elsewhere, a deactivated account), or an answer said the account is deactivated.
   * Everything the session left on the device goes; `signedIn`: whether someone was signed in on
   * the page (then the expired modal shows). Never called for a call that got no answer.
   */
  onSessionEnded(dispatch: Api['dispatch'], context: { signedIn: boolean }): void;
}

let sessionHooks: SessionHooks = {
  isAuthenticated: () => false,
  onSessionEnded: () => {},
};

export function configureSessionHooks(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

/** Calls that never trigger a refresh on 401: they are the session itself. */
const NO_REFRESH_PATHS = new Set([
  '/users/login',
  '/users/logout',
  '/users/refresh-token',
  '/login-auth/google/callback',
]);
const REFRESH_PATH = '/users/refresh-token';
const VALIDATE_PATH = '/users/validate-token';

function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0] ?? url;
}

/** One call, replayed once when a first unsafe call was refused for a missing/stale XSRF cookie. */
async function send(args: string | FetchArgs, api: Api, extraOptions: object): Promise<RawResult> {
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
  return result;
}

/**
 * The one refresh in flight, shared by every request that meets a 401 meanwhile (a mutex), and a
 * counter of completed refreshes: a request that left before a refresh completed and then meets a
 * 401 is simply replayed with the new cookies instead of refreshing again.
 */
type RefreshOutcome =
  /** New cookies: replay the request. */
  | { refreshed: true }
  /** The refresh was refused: the session is over (a signed-in user sees the expired modal). */
  | { refreshed: false; unreachable: false }
  /**
   * No answer, the server is down, or an answer that says nothing about the session (too many
   * requests, a proxy's 404): nobody is signed out; the call fails with that answer.
   */
  | { refreshed: false; unreachable: true; result: RawResult };

let refreshInFlight: Promise<RefreshOutcome> | null = null;
let refreshGeneration = 0;

/**
 * Whether a refused refresh means the session is over: only the server's own refusal (401, 403, or
 * a failure body on a 2xx). No answer at all (offline, a timeout), a server or proxy that is down
 * (5xx) or any other answer (429, 408, a 404 from a proxy) says nothing about the session: ending
 * it then would delete the downloads the listener keeps precisely for when the network is away.
 */
function sessionRefused(status: number | string | undefined): boolean {
  return status === undefined || status === 401 || status === 403;
}

/**
 * The answer of a deactivated account (sign-in, Google, or any call of one): its session is over.
 * (`es.login.inactive` and `es.google.contactAdmin` are this text: read from `common`, the two
 * sections stay out of the code every page starts with.)
 */
const DEACTIVATED_MESSAGE: string = es.common.contactAdmin;

function saysDeactivated(result: RawResult): boolean {
  if (!result.error || result.error.status !== 403) return false;
  const message = 'data' in result.error ? messageOf(result.error.data) : null;
  return message !== null && message === DEACTIVATED_MESSAGE;
}

function refreshSession(api: Api, signedIn: boolean): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    refreshInFlight = (async (): Promise<RefreshOutcome> => {
      // Sent with the client headers only (and the XSRF header it needs); never retried itself.
      const result = await send({ url: REFRESH_PATH, method: 'POST' }, api, {});
      if (!result.error && !isFailureBody(result.data)) {
        refreshGeneration += 1;
        return { refreshed: true };
      }
      const status = result.error
        ? result.error.status === 'PARSING_ERROR'
          ? result.error.originalStatus
          : result.error.status
        : undefined;
      if (!sessionRefused(status)) return { refreshed: false, unreachable: true, result };
      // Signed in, or the start-up check of a browser that was: either way this session is over.
      sessionHooks.onSessionEnded(api.dispatch, { signedIn });
      return { refreshed: false, unreachable: false };
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Every call: XSRF header, then on a 401 for a signed-in user one refresh (shared with every other
 * request failing meanwhile) and one replay of the request. A refused refresh, or an answer saying
 * the account is deactivated, ends the session (`SessionHooks.onSessionEnded`); a refresh that gets
 * no answer (offline, 5xx) signs nobody out: the call fails with that error instead. Errors come out
 * as `ApiError`.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const path = pathOf(args);
  const mayRefresh = !NO_REFRESH_PATHS.has(path);
  // Requests leaving while a refresh is under way wait for it (they would only meet a 401).
  if (mayRefresh && refreshInFlight) await refreshInFlight;
  const generation = refreshGeneration;

  let result = await send(args, api, extraOptions);

  if (mayRefresh && result.error?.status === 401) {
    const signedIn = sessionHooks.isAuthenticated(api.getState());
    if (signedIn || extraOptions.refreshWhenSignedOut) {
      const outcome: RefreshOutcome =
        generation !== refreshGeneration ? { refreshed: true } : await refreshSession(api, signedIn);
      if (outcome.refreshed) result = await send(args, api, extraOptions);
      // Only a refused refresh ends the session; an unreachable service is reported as such.
      else if (outcome.unreachable) result = outcome.result;
    }
  }

  if (saysDeactivated(result)) {
    sessionHooks.onSessionEnded(api.dispatch, { signedIn: sessionHooks.isAuthenticated(api.getState()) });
  }

  // A validation answer saying the session is not valid ends the temporary-user mode.
  if (path === VALIDATE_PATH) {
    const status = result.error?.status;
    const invalidBody =
      !result.error &&
      Boolean(
        result.data &&
          typeof result.data === 'object' &&
          (result.data as { isValid?: unknown }).isValid === false,
      );
    if (status === 401 || status === 403 || invalidBody) local.remove(storageKeys.isTemporary);
  }

  if (result.error) return { error: normaliseError(result.error), meta: result.meta };
  if (isFailureBody(result.data)) {
    const status = result.meta?.response?.status ?? 200;
    const said = messageOf(result.data);
    return {
      error: {
        status,
        data: { success: false, message: said ?? fallbackMessage(status) },
        fromServer: said !== null,
      },
      meta: result.meta,
    };
  }
  return { data: result.data, meta: result.meta };
};

export function isApiError(error: unknown): error is ApiError {
  if (!error || typeof error !== 'object' || !('data' in error) || !('status' in error)) return false;
  const { data } = error as { data: unknown };
  return Boolean(data && typeof data === 'object' && typeof messageOf(data) === 'string');
}

/**
 * Failures whose generic text says what to do better than a place's fallback would (decision 041):
 * no answer at all (offline, a timeout), a gateway or service that is down, too many requests, a
 * request too large. Each still shows the server's own message when it gave one.
 */
const SAYS_WHAT_TO_DO: ReadonlySet<number | string> = new Set([
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  502,
  503,
  504,
  429,
  413,
]);

function unreached(error: ApiError): boolean {
  return SAYS_WHAT_TO_DO.has(error.status);
}

/**
 * What a failed call says worth showing: the server's own message, or the generic text of a failure
 * that says what to do (decision 041); `null` when the server answered without a message, or for
 * anything that is not a failed call (the place's fallback then).
 */
export function failureDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.fromServer !== false || unreached(error) ? error.data.message : null;
}

/**
 * The message to show for a failed call: the server's own; when it gave none, `fallback` (the
 * spec's text for that place), except when no answer came or the status says what to do: then its
 * generic text, worded by `unreachedAs` where the place says so (e.g. 'Error creating audio:
 * {message}'). `fallback` also for anything that is not a failed call.
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  unreachedAs: (generic: string) => string = (generic) => generic,
): string {
  const detail = failureDetail(error);
  if (detail === null) return fallback;
  return isApiError(error) && error.fromServer === false ? unreachedAs(detail) : detail;
}

/**
 * The application's single API slice. Features add their endpoints with `api.injectEndpoints`
 * in their own `api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Plans', 'TestHistory'],
  endpoints: () => ({}),
});
