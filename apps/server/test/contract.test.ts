import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** `/api/users/:id` as OpenAPI writes it: `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

const t = testAppForFile();
let source: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await fetch(`${t.baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  source = await res.text();
  doc = JSON.parse(source) as OpenApiDocument;
});

/**
 * What Redocly's recommended rules report that the API keeps on purpose, each for its reason (the
 * equivalent of a lint-ignore file; each must still occur, so the list cannot outlive its cause).
 */
const ACCEPTED: { rule: string; at: RegExp; why: string }[] = [
  {
    rule: 'no-path-trailing-slash',
    at: /^#\/paths\/~1api~1contact~1$/,
    why: "POST /api/contact/ is the contact form's published address, slash included",
  },
  {
    rule: 'no-ambiguous-paths',
    at: /^#\/paths\/~1api~1(users|themes|audios)~1(update|delete)~1\{id\}$/,
    why: 'published addresses: /api/users/update/{id} beside /api/users/{id}/test-history; the router tries a fixed segment first, so neither shadows the other',
  },
  {
    rule: 'operation-2xx-response',
    at: /^#\/paths\/~1api~1(login-auth~1google|payments~1checkout-canceled)\/get\/responses$/,
    why: "browser navigations that always redirect: to Google's sign-in, and from the checkout back to the plans",
  },
];

describe("the API contract, by Redocly's recommended rules", () => {
  it('lints clean but for the published addresses it keeps', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({
      rule: p.ruleId,
      at: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
    const accepted = (p: { rule: string; at: string }) =>
      ACCEPTED.some((a) => a.rule === p.rule && a.at.test(p.at));
    expect(found.filter((p) => !accepted(p))).toEqual([]);
    for (const a of ACCEPTED)
      expect(
        found.some((p) => p.rule === a.rule && a.at.test(p.at)),
        a.why,
      ).toBe(true);
  });

  it('documents the session cookie and the XSRF header, and which operations need them', () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'access_token' });
    expect(schemes.xsrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-xsrf-token' });
    const security = (method: string, path: string) => doc.paths[path]?.[method]?.security;
    expect(security('get', '/api/users/me')).toEqual([{ session: [] }]);
    expect(security('put', '/api/users/profile')).toEqual([{ session: [], xsrf: [] }]);
    expect(security('post', '/api/users/register')).toEqual([{ xsrf: [] }]);
    expect(security('get', '/api/plans/list')).toEqual([]);
    // Signed by the provider, not by a browser.
    expect(security('post', '/api/payments/webhook/stripe')).toEqual([]);
    expect(security('post', '/api/payments/webhook/paypal')).toEqual([]);
  });

  it('names every operation once, with a summary, and a wildcard by what it holds', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(doc.paths['/api/users/{id}/test-history']?.get?.operationId).toBe('getUsersIdTestHistory');
    expect(operations.filter((o) => !o.summary)).toEqual([]);
    expect(doc.paths['/cdn/{path}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'path', in: 'path' }),
    );
  });
});

describe('the API contract', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });

  it('documents every registered route with a success answer and the failure answer', () => {
    const routes = t.deps.routes.filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${where}: not in the document`);
        continue;
      }
      const statuses = Object.keys(operation.responses ?? {});
      // A success with its body's schema, or — for the few routes that only redirect — a 3xx.
      const success = statuses.filter((s) => /^2\d\d$/.test(s) || s === '2XX');
      const hasSuccessSchema = success.some((s) => {
        const content = operation.responses?.[s]?.content;
        return content ? Object.values(content).some((c) => c.schema) : s === '204';
      });
      const redirects = statuses.some((s) => /^3\d\d$/.test(s));
      if (!hasSuccessSchema && !redirects)
        problems.push(`${where}: no 2xx answer schema (${statuses.join(', ')})`);
      if (!statuses.includes('4XX') && !statuses.some((s) => /^4\d\d$/.test(s))) {
        problems.push(`${where}: no failure answer declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves out only the web app and the documentation pages', () => {
    const hidden = t.deps.routes.filter((r) => r.hidden).map((r) => r.url);
    for (const url of hidden) {
      expect(
        url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json',
        url,
      ).toBe(false);
    }
  });

  it('can be browsed at /api/docs in local mode, from the same document', async () => {
    const page = await fetch(`${t.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/swagger-ui/i);
    const served = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(doc.paths).sort());
  });
});
