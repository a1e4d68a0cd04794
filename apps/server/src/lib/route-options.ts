import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RateLimitTier } from './rate-limits.js';
import { responses } from './responses.js';

/** The Fastify instance a module's routes are registered on (zod schemas in, typed requests out). */
type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A module's routes as a plugin made from its dependencies, the one shape every `*.routes.ts`
 * exports (its deps type stays its own, exported beside it).
 * `export const libraryRoutes = routes(async (app, { library }: LibraryRoutesDeps) => { … })`
 */
export function routes<D>(register: (app: RoutesApp, deps: D) => Promise<void>) {
  return (deps: D): FastifyPluginAsyncZod =>
    (app) =>
      register(app, deps);
}

/** Who may call a route (see `config.access`): any signed-in account, a paying one, staff, admin. */
type Access = NonNullable<FastifyContextConfig['access']>;

/** A route's inputs, each validated by its schema. */
interface Inputs {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * A read by `access`: its summary, its one success answer and its inputs, if any.
 * `app.get('/api/audios/:id/access', read('member', 'Get …', audioAccessAnswer, { params: idParam }), handler)`
 */
export function read<A extends z.ZodType, I extends Inputs = Record<never, never>>(
  access: Access,
  summary: string,
  answer: A,
  inputs: I = {} as I,
) {
  return answering({ access }, { summary, ...inputs }, answer);
}

/**
 * A change by `access` that counts against the `rateLimit` budget (a tier of `RateLimits`): its
 * summary, its one success answer and its inputs, if any.
 * `app.post('/api/library/downloads', write('user', writes, 'Get …', grantAnswer, { body: downloadRequestSchema }), handler)`
 */
export function write<A extends z.ZodType, I extends Inputs = Record<never, never>>(
  access: Access,
  rateLimit: RateLimitTier,
  summary: string,
  answer: A,
  inputs: I = {} as I,
) {
  return answering({ access, rateLimit }, { summary, ...inputs }, answer);
}

/**
 * A back-office read's route options: for staff (admin, or crmUser, who may only read), its query
 * string validated by `querystring` and its answer declared by `answer`.
 * `app.get('/api/jobs/runs', staffRead('List …', jobRunsQuery, jobRunsPage), handler)`
 */
export function staffRead<Q extends z.ZodType, A extends z.ZodType>(
  summary: string,
  querystring: Q,
  answer: A,
) {
  return read('staff', summary, answer, { querystring });
}

/**
 * A signed-in person's read of their own data: any account (a trial's too), no input, its answer
 * declared by `answer`. `app.get('/api/library/progress', userRead('Get …', progressAnswer), handler)`
 */
export function userRead<A extends z.ZodType>(summary: string, answer: A) {
  return read('user', summary, answer);
}

/**
 * A route's options when it has one success answer but is neither a `read` nor a `write` (a public
 * route with a limit, a read that counts against one): `config` says who may call it and the limit
 * it counts against, `schema` its summary and inputs (body, params, querystring), `answer` its 200.
 * `app.post('/api/promotion-codes/check', answering({ rateLimit }, { summary: '…', body }, checkAnswer), handler)`
 */
export function answering<S extends { summary: string }, A extends z.ZodType>(
  config: FastifyContextConfig,
  schema: S,
  answer: A,
) {
  return { config, schema: { ...schema, response: responses({ 200: answer }) } };
}
