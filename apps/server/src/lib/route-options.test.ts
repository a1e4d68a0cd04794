import { apiError } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rateLimitTiers } from './rate-limits.js';
import { read, routes, write } from './route-options.js';

const answer = z.object({ success: z.literal(true) });
const body = z.object({ audioId: z.uuid() });
const { writes } = rateLimitTiers(1);

describe('read', () => {
  it('lets `access` call it, declares its answer and the shared failures, and no input it was not given', () => {
    expect(read('member', 'List …', answer)).toEqual({
      config: { access: 'member' },
      schema: { summary: 'List …', response: { 200: answer, '4xx': apiError, '5xx': apiError } },
    });
  });

  it('declares its inputs between the summary and the answer, as the OpenAPI document lists them', () => {
    const options = read('staff', 'Get …', answer, { params: body });
    expect(Object.keys(options.schema)).toEqual(['summary', 'params', 'response']);
    expect(options.schema.params).toBe(body);
  });
});

describe('write', () => {
  it('lets `access` call it against the given budget (the same tier object the limiter reads)', () => {
    const options = write('user', writes, 'Save …', answer, { body });
    expect(options.config).toEqual({ access: 'user', rateLimit: writes });
    expect(options.config.rateLimit).toBe(writes);
    expect(Object.keys(options.schema)).toEqual(['summary', 'body', 'response']);
    expect(options.schema.response[200]).toBe(answer);
  });
});

describe('routes', () => {
  it('hands the plugin its app and the deps it was made with', async () => {
    const seen: unknown[] = [];
    const plugin = routes(async (app, deps: { name: string }) => {
      seen.push(app, deps.name);
    });
    const app = {} as Parameters<ReturnType<typeof plugin>>[0];
    await plugin({ name: 'library' })(app, {});
    expect(seen).toEqual([app, 'library']);
  });
});
