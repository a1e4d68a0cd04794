import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { responses } from './responses.js';

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
  return {
    config: { access: 'staff' as const },
    schema: { summary, querystring, response: responses({ 200: answer }) },
  };
}

/**
 * A signed-in person's read of their own data: any account (a trial's too), no input, its answer
 * declared by `answer`. `app.get('/api/library/progress', userRead('Get …', progressAnswer), handler)`
 */
export function userRead<A extends z.ZodType>(summary: string, answer: A) {
  return { config: { access: 'user' as const }, schema: { summary, response: responses({ 200: answer }) } };
}

/**
 * A route's options when it has one success answer: `config` says who may call it and the limit it
 * counts against, `schema` its summary and inputs (body, params, querystring), `answer` its 200.
 * `app.post('/api/library/downloads', answering({ access: 'user', rateLimit }, { summary: '…', body }, grantAnswer), handler)`
 */
export function answering<S extends { summary: string }, A extends z.ZodType>(
  config: FastifyContextConfig,
  schema: S,
  answer: A,
) {
  return { config, schema: { ...schema, response: responses({ 200: answer }) } };
}
