import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildAdmin, buildUser } from './factories.js';
import { HttpClient } from './http.js';

const t = testAppForFile();
let clients: Record<string, HttpClient>;

beforeAll(async () => {
  clients = {
    anonymous: new HttpClient(t.baseUrl),
    temporary: (await buildUser(t, { tempUser: true })).http,
    member: (await buildUser(t)).http,
    crmUser: (await buildUser(t, { role: 'crmUser' })).http,
    admin: (await buildAdmin(t)).http,
  };
  for (const c of Object.values(clients)) await c.ensureXsrf();
});

/** Routes that end the caller's own session are left out so every role stays signed in. */
const SESSION_ENDERS = [
  '/api/users/logout',
  '/api/users/refresh-token',
  '/api/users/reset-password',
  '/api/users/update-password',
  '/api/users/update-password-google',
  '/api/users/update/:id',
];
const apiRoutes = () =>
  t.deps.routes.filter(
    (r) =>
      (r.url.startsWith('/api/') || r.url.startsWith('/cdn')) &&
      r.method !== 'HEAD' &&
      !SESSION_ENDERS.includes(r.url),
  );

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%2e%2e%2f',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    'ñ'.repeat(300),
    '{{7*7}}',
    '$where',
    '__proto__',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'password',
      'token',
      'planId',
      'audioId',
      'isActive',
      'theme',
      'category',
      'q',
      '__proto__',
      'constructor',
      'sessionId',
      'price',
    ),
    hostileValue,
    { maxKeys: 6 },
  ),
  fc.array(hostileValue, { maxLength: 3 }),
  hostileString,
  fc.constant(undefined),
);

function fillParams(url: string, value: string) {
  return url.replace(/:[a-zA-Z]+/g, encodeURIComponent(value)).replace('*', encodeURIComponent(value));
}

describe('hostile input on every route, for every role', () => {
  it('never answers 5xx, never leaks a stack trace, and always explains itself in JSON', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const [role, http] of Object.entries(clients)) {
        await fc.assert(
          fc.asyncProperty(hostileString, hostileBody, hostileString, async (param, body, q) => {
            const path = `${fillParams(route.url, param || 'x')}?q=${encodeURIComponent(q)}&page=${encodeURIComponent(q)}&isDeleted=${encodeURIComponent(q)}`;
            const res = await http.request(
              route.method,
              path,
              route.method === 'GET' || route.method === 'DELETE' ? undefined : body,
            );
            sent++;
            const where = `${role} ${route.method} ${route.url} → ${res.status}`;
            if (res.status >= 500) failures.push(`${where}: ${res.text.slice(0, 200)}`);
            if (/\bat .+\.(ts|js):\d+/.test(res.text)) failures.push(`${where}: stack trace`);
            const json = res.headers.get('content-type')?.includes('application/json');
            if (res.status >= 400 && (!json || typeof res.body?.message !== 'string' || !res.body.message)) {
              failures.push(`${where}: no JSON message`);
            }
          }),
          { numRuns: 3, seed: 2026 },
        );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(routes.length * 5 * 3);
  }, 300_000);
});

describe('NUL characters and respelled paths on every route, for every role', () => {
  /** The same path as the router sees it, spelled so a raw-URL check would miss it. */
  const respelled = (path: string) => [
    path.replace(/^\/api\//, '/%61pi/'),
    path.replace(/^\/api\//, '//api/'),
    path.replace(/^\/api\//, '/api/./'),
    path.replace(/^\/api\//, '/x/../api/'),
    path.replace(/^\/api\//, '/API/'),
  ];

  it('a NUL in a path segment, the query or any body field is a 400 (or 401/403 first), never accepted', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      for (const [role, http] of Object.entries(clients)) {
        const tries: [string, unknown][] = [[`${fillParams(route.url, 'x')}?q=%00&page=1`, undefined]];
        if (/[:*]/.test(route.url)) tries.push([fillParams(route.url, 'a\u0000b'), undefined]);
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          tries.push([
            fillParams(route.url, 'x'),
            { name: 'a\u0000', email: 'n\u0000@e.com', nested: { k: ['\u0000'] } },
          ]);
        }
        for (const [path, body] of tries) {
          const res = await http.request(route.method, path, body);
          const where = `${role} ${route.method} ${route.url} (${path}) → ${res.status}`;
          if (res.status < 400 || res.status >= 500) failures.push(where);
          else if (res.status === 404 && !route.url.includes(':') && !route.url.includes('*'))
            failures.push(where);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('an unsafe route respelled never runs without the XSRF header', async () => {
    const failures: string[] = [];
    const unsafe = apiRoutes().filter(
      (r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    for (const route of unsafe) {
      // The providers' webhooks: their signature is the proof.
      if (route.url.startsWith('/api/payments/webhook/') || route.url === '/api/stats/playback') continue;
      // Local mode's curl tools (only with the checkout simulator, on 127.0.0.1) take no session.
      if (route.url.startsWith('/api/dev/')) continue;
      for (const [role, http] of Object.entries(clients)) {
        for (const path of respelled(fillParams(route.url, '00000000-0000-4000-8000-000000000000'))) {
          const res = await http.request(
            route.method,
            path,
            { name: 'Eva', isActive: true },
            { xsrf: false },
          );
          if (res.status < 400 || res.status >= 500)
            failures.push(`${role} ${route.method} ${path} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('role × route', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  /** Expected status per role: anonymous, temporary, member, crmUser, admin. */
  const table: [string, string, unknown, number[]][] = [
    ['GET', '/api/users/me', undefined, [401, 200, 200, 200, 200]],
    ['GET', '/api/library', undefined, [401, 403, 200, 200, 200]],
    ['PUT', '/api/users/profile', { name: 'A', lastName: 'B' }, [401, 403, 200, 200, 200]],
    ['POST', '/api/payments/create-checkout-session', { planId: ID }, [401, 403, 404, 404, 404]],
    ['GET', '/api/payments/withdrawal', undefined, [401, 403, 200, 200, 200]],
    ['POST', '/api/payments/withdraw', {}, [401, 403, 409, 409, 409]],
    ['GET', '/api/users/list', undefined, [401, 403, 403, 200, 200]],
    ['GET', '/api/users/export.csv', undefined, [401, 403, 403, 200, 200]],
    ['GET', '/api/payment-records/list', undefined, [401, 403, 403, 200, 200]],
    ['GET', '/api/stats/crm/dashboard', undefined, [401, 403, 403, 200, 200]],
    ['GET', '/api/stats/crm/audio-playtime/all', undefined, [401, 403, 403, 200, 200]],
    ['GET', '/api/cdnFiles', undefined, [401, 403, 403, 200, 200]],
    [
      'POST',
      '/api/users/create',
      { name: 'A', lastName: 'B', email: 'nuevo@example.com', role: 'tester' },
      [401, 403, 403, 403, 201],
    ],
    ['PUT', `/api/plans/update/${ID}`, { name: 'x', price: 1, durationDays: 30 }, [401, 403, 403, 403, 404]],
    [
      'POST',
      `/api/payment-records/${ID}/refund`,
      { note: 'Pedido por el cliente' },
      [401, 403, 403, 403, 404],
    ],
    ['POST', '/api/categories/create', { name: 'Nueva', description: 'Desc' }, [401, 403, 403, 403, 201]],
    ['DELETE', `/api/audios/delete/${ID}`, undefined, [401, 403, 403, 403, 404]],
    [
      'POST',
      '/api/upload/presign',
      { path: 'audios', fileName: 'a.mp3', contentType: 'audio/mpeg' },
      [401, 403, 403, 403, 200],
    ],
    ['GET', '/api/plans/list', undefined, [200, 200, 200, 200, 200]],
    ['GET', '/api/audios/list', undefined, [200, 200, 200, 200, 200]],
  ];
  it.each(table)('%s %s', async (method, path, body, expected) => {
    const got: number[] = [];
    for (const role of ['anonymous', 'temporary', 'member', 'crmUser', 'admin']) {
      got.push((await (clients[role] as HttpClient).request(method, path, body)).status);
    }
    expect(got).toEqual(expected);
  });
});
