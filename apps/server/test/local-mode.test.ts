// Local mode's helpers cannot be reached from another site: every /api and /dev request under a
// host name other than PUBLIC_URL's or a loopback name is refused (DNS rebinding), and every unsafe
// helper — the curl tools and the checkout simulator's and portal's HTML forms — takes the XSRF
// check like the rest of the API. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { connect } from 'node:net';
import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { planId } from './billing-factories.js';
import { devFetch, submitDevForm, xsrfToken } from './dev-tools.js';
import { buyer } from './factories.js';
import { rawRequest } from './http.js';

const t = testAppForFile();
let port: string;
beforeAll(async () => {
  port = new URL(t.baseUrl).port;
});

/** A request with the Host header a browser would send for `host`. */
const underHost = (host: string, method: string, path: string) =>
  rawRequest(t.baseUrl, method, path, { host });

/** The status line of an HTTP/1.0 request without a Host header. */
function withoutHost(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c) => {
      text += c;
    });
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

/** An open checkout of the full plan, as the simulator's page shows it. */
async function openCheckout() {
  const { http } = await buyer(t, 'local');
  const res = await http.post('/api/payments/create-checkout-session', { planId: await planId(t, 'full') });
  expect(res.status).toBe(200);
  return new URL(res.body.url).pathname;
}
const checkoutStatus = async (path: string) =>
  (
    (await t.database.db.execute(
      sql`select status from simulated_checkouts where id = ${path.split('/').pop()}`,
    )) as unknown as { rows: { status: string }[] }
  ).rows[0]?.status;

describe('a foreign host name', () => {
  const foreign = () => [
    `rebound.example:${port}`,
    'rebound.example',
    `localhost.rebound.example:${port}`,
    `127.0.0.1.nip.io:${port}`,
    `localhost:${port}@rebound.example`,
  ];

  it('is refused on /api and /dev (421, the standard failure shape), reads and writes alike', async () => {
    for (const host of foreign()) {
      for (const [method, path] of [
        ['GET', '/api/dev/outbox'],
        ['GET', '/dev/outbox'],
        ['GET', '/api/plans/list'],
        ['POST', '/api/dev/payments/fail-next'],
        ['POST', '/api/users/login'],
        ['GET', '/API/dev/outbox'],
      ] as const) {
        const res = await underHost(host, method, path);
        expect(res.status, `${method} ${path} under ${host}`).toBe(421);
        expect(JSON.parse(res.text)).toEqual({ success: false, message: es.errors.foreignHost });
      }
    }
    expect(await withoutHost('/api/dev/outbox')).toMatch(/^HTTP\/1\.[01] 421 /);
  });

  it('still has its pages sent to the canonical host, and nothing else written under it', async () => {
    const page = await underHost(`rebound.example:${port}`, 'GET', '/panel');
    expect(page.status).toBe(308);
    const post = await underHost(`rebound.example:${port}`, 'POST', '/panel');
    expect(post.status).toBe(421);
  });

  it('PUBLIC_URL’s host and the loopback names (any port: a dev proxy forwards its own) are served', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'localhost:5173',
      `LOCALHOST:${port}`,
    ]) {
      const res = await underHost(host, 'GET', '/api/dev/outbox');
      expect(res.status, host).toBe(200);
    }
  });
});

describe('the curl tools of local mode', () => {
  it('refuse a call without the XSRF cookie and header, as the rest of the API', async () => {
    const before = t.clock.now().getTime();
    for (const path of ['/api/dev/payments/fail-next', '/api/dev/clock/advance']) {
      const res = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days: 30 }),
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: es.errors.xsrf });
    }
    expect(t.clock.now().getTime() - before).toBeLessThan(86_400_000);
    const token = await xsrfToken(t.baseUrl);
    const other = await xsrfToken(t.baseUrl);
    // A header that is not the cookie's token is refused too.
    const mismatched = await fetch(`${t.baseUrl}/api/dev/payments/fail-next`, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': other },
    });
    expect(mismatched.status).toBe(403);
  });

  it('answer a call with them', async () => {
    const res = await devFetch(t.baseUrl, '/api/dev/payments/fail-next');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(es.billing.failNextArmed);
    // Leave the simulator as it was: the armed decline is taken by nothing in this file.
  });
});

describe('the checkout simulator’s forms', () => {
  it('carry the visitor’s XSRF token, and a post without it changes nothing', async () => {
    const path = await openCheckout();
    const page = await (await fetch(`${t.baseUrl}${path}`)).text();
    const forms = page.match(/<form\b[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    expect(page.match(/<input type="hidden" name="xsrf" value="[^"]+">/g)).toHaveLength(2);

    // Another site's page posting the same form: no cookie of ours, or a token of its own.
    const bare = await fetch(`${t.baseUrl}${path}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(bare.status).toBe(403);
    const planted = await fetch(`${t.baseUrl}${path}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=abc.def' },
      body: 'xsrf=abc.def',
      redirect: 'manual',
    });
    expect(planted.status).toBe(403);
    expect(await checkoutStatus(path)).toBe('open');

    // The buyer's browser submits the form as served: paid.
    const { answer } = await submitDevForm(t.baseUrl, path, `${path}/pay`);
    expect(answer.status).toBe(303);
    expect(await checkoutStatus(path)).toBe('complete');
  });

  it('every unsafe /dev route refuses a request without the token', async () => {
    const unsafe = t.deps.routes.filter(
      (r) => r.url.startsWith('/dev/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(unsafe.length).toBeGreaterThanOrEqual(6);
    const path = await openCheckout();
    const id = path.split('/').pop() as string;
    for (const route of unsafe) {
      const url = route.url
        .replace(':id', id)
        .replace(':type', 'checkout.session.completed')
        .replace(':customer', 'cus_sim_x');
      const res = await fetch(`${t.baseUrl}${url}`, {
        method: route.method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'exp=1&return=%2F&sig=x',
        redirect: 'manual',
      });
      expect(res.status, `${route.method} ${url}`).toBe(403);
    }
    expect(await checkoutStatus(path)).toBe('open');
  });
});
