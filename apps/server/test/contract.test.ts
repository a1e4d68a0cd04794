import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** `/api/users/:id` as OpenAPI writes it: `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

const t = testAppForFile();
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await fetch(`${t.baseUrl}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
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
