// Requests an operator can trace: each has an id — the trusted proxy's X-Request-Id (as nginx
// sends `$request_id`) or a unique one — returned in X-Request-Id and written on the one log line
// the request leaves (id, method, path, route, status, time). Nothing in Redis names a person:
// the keys of sign-in throttles, rate limits and one-time claims are hashes.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './app.js';
import { buildUser } from './factories.js';
import { HttpClient } from './http.js';
import { type LogLine, jsonLogSink } from './log-sink.js';
import { machineServices } from './services.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A request's line, as request-log.ts writes it. */
type RequestLine = LogLine & {
  req?: { method: string; url: string };
  route?: string | null;
  res?: { statusCode: number };
  responseTime?: number;
};

/** The lines `id` wrote, once its request-completed line is there. */
async function linesOf(lines: RequestLine[], id: string): Promise<RequestLine[]> {
  await expect.poll(() => lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
  return lines.filter((l) => l.reqId === id);
}

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const sink = jsonLogSink();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true' }, logStream: sink.stream });
  });
  afterAll(() => t?.close());

  it("keeps the proxy's X-Request-Id: answered back and on the request's one log line", async () => {
    const id = randomUUID().replaceAll('-', '');
    const http = new HttpClient(t.baseUrl);
    const theme = (await http.get('/api/themes/list')).body.data[0] as { _id: string };
    const path = `/api/themes/${theme._id}/audios`;
    const res = await http.request('GET', path, undefined, {
      headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);

    const mine = await linesOf(sink.lines, id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: id,
      req: { method: 'GET', url: path },
      route: '/api/themes/:id/audios',
      res: { statusCode: 200 },
    });
    expect(mine[0]?.responseTime).toBeGreaterThan(0);
  });

  it('replaces an id that is not a plain token, and gives every request without one its own', async () => {
    const http = new HttpClient(t.baseUrl);
    for (const bad of ['with space', 'x'.repeat(129), 'a"b', 'semi;colon', '%0d%0aSet-Cookie']) {
      const res = await http.request('GET', '/api/plans/list', undefined, {
        headers: { 'x-request-id': bad },
      });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++)
      ids.add((await http.get('/api/plans/list')).headers.get('x-request-id') ?? '');
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('answers refusals and errors with their id too, and logs each once with its status', async () => {
    const http = new HttpClient(t.baseUrl);
    const cases = [
      { method: 'GET', path: '/api/no-existe', status: 404, route: null },
      { method: 'GET', path: '/api/users/me', status: 401, route: '/api/users/me' },
      { method: 'POST', path: '/api/users/login', status: 400, route: '/api/users/login' },
    ] as const;
    for (const c of cases) {
      const id = `proxy-${randomUUID()}`;
      const body = c.method === 'POST' ? { email: 'no-es-un-correo' } : undefined;
      const res = await http.request(c.method, c.path, body, { headers: { 'x-request-id': id } });
      expect(res.status).toBe(c.status);
      expect(res.headers.get('x-request-id')).toBe(id);
      const done = (await linesOf(sink.lines, id)).filter((l) => l.msg === 'request completed');
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({
        req: { method: c.method, url: c.path },
        route: c.route,
        res: { statusCode: c.status },
      });
    }
  });

  it('serves media on its fast path with an id and the same line', async () => {
    const http = new HttpClient(t.baseUrl);
    const cover = (await http.get('/api/categories/list')).body.data[0].coverImage.coverImageUrl as string;
    const path = new URL(cover, t.baseUrl).pathname;
    expect(path).toMatch(/^\/cdn\//);
    const id = `cdn-${randomUUID()}`;
    const res = await http.request('GET', path, undefined, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const [line] = await linesOf(sink.lines, id);
    expect(line).toMatchObject({
      req: { method: 'GET', url: path },
      route: '/cdn/*',
      res: { statusCode: 200 },
    });
  });

  it('writes one line per request at info level: none on arrival', async () => {
    const http = new HttpClient(t.baseUrl);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = `one-${i}-${randomUUID()}`;
      ids.push(id);
      await http.request('GET', i % 2 ? '/api/plans/list' : '/api/categories/list', undefined, {
        headers: { 'x-request-id': id },
      });
    }
    for (const id of ids) expect(await linesOf(sink.lines, id)).toHaveLength(1);
    expect(sink.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it("ignores a client's X-Request-Id: the id is the server's own", async () => {
    const res = await new HttpClient(t.baseUrl).request('GET', '/api/plans/list', undefined, {
      headers: { 'x-request-id': 'elegido-por-el-cliente' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await machineServices({ redis: REDIS_URL });

describe.skipIf(redis.skip)(`Redis keys${redis.reason}`, () => {
  const prefix = `trace-${randomUUID()}:`;
  let t: TestApp;
  let client: Redis;
  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL, REDIS_PREFIX: prefix, TRUST_PROXY: 'true' } });
    client = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await client?.keys(`${prefix}*`);
    if (keys?.length) await client.del(...keys);
    client?.disconnect();
    await t?.close();
  });

  it('name no e-mail or IP address: sign-in throttles and rate limits count under hashes', async () => {
    const u = await buildUser(t);
    const ip = '198.51.100.23';
    const http = new HttpClient(t.baseUrl);
    for (let i = 0; i < 3; i++) {
      const res = await http.request(
        'POST',
        '/api/users/login',
        { email: u.email, password: 'Mala#Clave000' },
        { headers: { 'x-forwarded-for': ip } },
      );
      expect(res.status).toBe(401);
    }
    // The counters are there (a failed sign-in, the login route's budget)…
    await expect.poll(async () => (await client.keys(`${prefix}login-fail:*`)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await client.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
    // …and no key says whose.
    const keys = (await client.keys(`${prefix}*`)).join('\n');
    expect(keys).not.toContain(u.email);
    expect(keys).not.toContain(u.email.split('@')[0]);
    expect(keys).not.toContain(ip);
  });
});
