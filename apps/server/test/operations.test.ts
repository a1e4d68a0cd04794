import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { CONSENT_VERSION, es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './app.js';
import { buyThroughSimulator } from './billing-factories.js';
import { FACTORY_PASSWORD, buyer, playbackReport, startListening } from './factories.js';
import { HttpClient } from './http.js';
import { machineServices, machineTool } from './services.js';

/**
 * What operators rely on: liveness and readiness, Prometheus metrics behind a token, load shedding
 * under overload, and logs without personal data.
 */
const TOKEN = 'metrics-token-0123456789abcdef';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
/** One sample's value in a Prometheus exposition, 0 when the series is absent. */
const sample = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

/** Collects the JSON log lines the app writes. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = await machineServices({ redis: REDIS_URL });

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  it('/health answers while the process lives; /ready says the database answers and Redis is off', async () => {
    const health = await fetch(`${t.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.baseUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });
  });

  it('/metrics needs the bearer token', async () => {
    const none = await fetch(`${t.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it('reports request durations by route and status, the event loop, the outbox and the business counters', async () => {
    const { http } = await buyer(t, 'metrics');
    expect((await http.get('/api/plans/list')).status).toBe(200);
    await buyThroughSimulator(t, http, 'full');
    const audioId = await startListening(t, http, 'no_mas_insomnio');
    t.clock.advance(30_000);
    const report = await http.post('/api/stats/playback', playbackReport(audioId, 20));
    expect(report.status).toBe(200);

    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/plans\/list",status_code="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/users\/login",status_code="200"\} 1/,
    );
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(body).toMatch(/^sanarte_mail_outbox\{state="waiting"\} \d+$/m);
    expect(body).toMatch(/^sanarte_signups_total\{method="password"\} 1$/m);
    expect(body).toMatch(/^sanarte_payments_total\{kind="purchase",status="completed"\} 1$/m);
    expect(body).toMatch(/^sanarte_listening_seconds_total 20$/m);
  });

  it('counts the sign-ins refused by the password throttle', async () => {
    const { email } = await buyer(t, 'throttled');
    const http = new HttpClient(t.baseUrl);
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt++) {
      status = (await http.post('/api/users/login', { email, password: 'no-es-la-clave-1' })).status;
    }
    expect(status).toBe(429);
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(sample(await res.text(), 'sanarte_rate_limited_total{limiter="password_failures"}')).toBe(1);
  });
});

/**
 * `promtool check metrics` (Prometheus's own linter: names, units, counters' _total, help) on an
 * exposition: its output, empty when clean. In CI it must run (`.ci/run` installs Debian's
 * prometheus package); elsewhere a missing promtool skips the test with the reason printed.
 */
const promtool = await machineTool('promtool', ['--version']);

describe('the metrics operators alert on', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        // The contact form's budget is 5 a minute; one tenth of it lets one message through.
        RATE_LIMIT_MULTIPLIER: '0.1',
      },
    });
  });
  afterAll(() => t?.close());

  it('counts webhooks by type and outcome, 429s by limiter, job runs and e-mails', async () => {
    const forged = await fetch(`${t.baseUrl}/api/payments/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{"id":"evt_forged","type":"checkout.session.completed"}',
    });
    expect(forged.status).toBe(400);

    const contact = {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hola, una pregunta sobre los planes.',
    };
    const http = new HttpClient(t.baseUrl);
    expect((await http.post('/api/contact/', contact)).status).toBe(200);
    expect((await http.post('/api/contact/', contact)).status).toBe(429);

    const { http: member } = await buyer(t, 'alerts');
    await buyThroughSimulator(t, member, 'full');
    await t.deps.mail.flush();
    await t.deps.jobs.runDue();

    const body = await scrape();
    expect(sample(body, 'sanarte_payment_webhooks_total{type="unknown",outcome="bad_signature"}')).toBe(1);
    expect(
      sample(body, 'sanarte_payment_webhooks_total{type="checkout.session.completed",outcome="processed"}'),
    ).toBe(1);
    expect(sample(body, 'sanarte_rate_limited_total{limiter="contact"}')).toBe(1);
    expect(sample(body, 'sanarte_job_runs_total{job="renewal_reminders",outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(body, 'sanarte_job_run_duration_seconds_count{job="contact_retention"}')).toBeGreaterThan(
      0,
    );
    expect(sample(body, 'sanarte_mail_deliveries_total{outcome="sent"}')).toBeGreaterThan(0);
    expect(body).toMatch(/^# TYPE sanarte_requests_shed_total counter$/m);
    expect(body).toMatch(/^# TYPE sanarte_provider_request_duration_seconds histogram$/m);
  });

  it('counts Redis errors while Redis cannot be reached', async () => {
    // Nothing listens there: every connection attempt fails.
    const cut = await startTestApp({
      seed: false,
      env: { METRICS_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:9' },
    });
    try {
      const errors = async () => {
        const res = await fetch(`${cut.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        return sample(await res.text(), 'sanarte_redis_errors_total');
      };
      await expect.poll(errors).toBeGreaterThan(0);
      expect((await fetch(`${cut.baseUrl}/ready`)).status).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it.skipIf(promtool.skip)(`passes promtool check metrics${promtool.reason}`, async () => {
    const lint = await promtool.run(['check', 'metrics'], await scrape());
    expect(lint.output).toBe('');
    expect(lint.code).toBe(0);
  });
});

describe.skipIf(redis.skip)(`metrics off, Redis on${redis.reason}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { REDIS_URL, REDIS_PREFIX: `ops-${randomUUID()}:` } });
  });
  afterAll(() => t?.close());

  it('without METRICS_TOKEN there is no /metrics', async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('/ready checks Redis, and says 503 when a dependency does not answer', async () => {
    // Not ready until the Redis connection is up; then ready.
    await expect
      .poll(async () => (await fetch(`${t.baseUrl}/ready`)).json(), { timeout: 10_000, interval: 100 })
      .toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    // The database going away: readiness fails, liveness does not.
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await fetch(`${t.baseUrl}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'ok' } });
      expect((await fetch(`${t.baseUrl}/health`)).status).toBe(200);
    } finally {
      t.database.ping = ping;
    }
  });
});

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After while the event loop lags, and recovers', async () => {
    const http = new HttpClient(t.baseUrl);
    // Starting the app (migrations) itself held the loop: wait until the server takes work.
    await expect
      .poll(async () => (await http.get('/api/plans/list')).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
    // CPU-bound work holds the event loop in 200 ms slices for 2 s; requests get in between.
    let hogging = true;
    const hog = (async () => {
      const stop = Date.now() + 2000;
      while (Date.now() < stop) {
        const slice = Date.now() + 200;
        while (Date.now() < slice) {
          // busy
        }
        await new Promise((r) => setImmediate(r));
      }
      hogging = false;
    })();
    let shed: { status: number; headers: Headers; body: { message?: string } } | null = null;
    while (hogging && !shed) {
      const res = await http.get('/api/plans/list');
      if (res.status === 503) shed = res;
    }
    await hog;
    expect(shed?.status).toBe(503);
    expect(shed?.headers.get('retry-after')).toBe('5');
    expect(shed?.body.message).toBe(es.errors.unavailable);
    // Probes are still answered: an overloaded process is not a dead one.
    expect((await http.get('/health')).status).toBe(200);
    await expect
      .poll(async () => (await http.get('/api/plans/list')).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
  });

  it('sheds within a few turns of the loop lagging, not a second later, and takes work again once it is calm', async () => {
    const http = new HttpClient(t.baseUrl);
    await expect
      .poll(async () => (await http.get('/api/plans/list')).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
    // The loop lags for 400 ms: four turns of 100 ms (twice the threshold). From the second turn
    // on, the requests that arrive are mostly shed. (Averaged over a second, as the loop was
    // sampled before, such a lag went unseen and every request queued behind it.)
    for (let turn = 0; turn < 4; turn++) {
      const stop = Date.now() + 100;
      while (Date.now() < stop) {
        // busy
      }
      await new Promise((r) => setImmediate(r));
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => http.get('/api/plans/list')));
    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBeGreaterThanOrEqual(15);
    for (const a of shed) expect(a.headers.get('retry-after')).toBe('5');
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect((await http.get('/health')).status).toBe(200);
    // The share grows back once the loop has time to spare: soon every request is taken.
    await expect
      .poll(async () => (await http.get('/api/plans/list')).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
  });
});

describe('logs', () => {
  it('a whole journey writes no e-mail address, password, token or cookie', async () => {
    const sink = logSink();
    const t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: sink.stream });
    try {
      const http = new HttpClient(t.baseUrl);
      const email = `journey_${randomUUID().slice(0, 8)}@example.com`;
      await http.post('/api/users/register', {
        name: 'Lucía',
        lastName: 'Martín',
        email,
        password: FACTORY_PASSWORD,
      });
      await t.deps.mail.flush();
      const verifyLink = t.mail.sent.find((m) => m.to === email)?.text.match(/token=([\w-]+)/)?.[1] ?? '';
      expect(verifyLink).not.toBe('');
      await http.post('/api/users/verify', { token: verifyLink });
      expect((await http.post('/api/users/login', { email, password: FACTORY_PASSWORD })).status).toBe(200);
      await http.post('/api/users/login', { email, password: 'Mala#Clave000' });
      await http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
      await http.post('/api/users/me/consents', {
        version: CONSENT_VERSION,
        analytics: true,
        marketing: false,
      });
      const { sessionId } = await buyThroughSimulator(t, http, 'full');
      await http.get(
        `/api/payments/verify-payment-session?session_id=${sessionId}&email=${encodeURIComponent(email)}`,
      );
      await new HttpClient(t.baseUrl).post('/api/users/reset-password-request', { email });
      await http.get(`/api/users/me?token=${verifyLink}`);
      await http.get('/api/library');
      await http.post('/api/users/logout', {});
      await t.deps.mail.flush();

      const cookies = [...http.cookies.values()].filter((v) => v.length > 20);
      const log = sink.text();
      // One line per request, with its id, method, path and status (test/request-tracing.test.ts).
      const requests = sink.lines.map((l) => JSON.parse(l)).filter((l) => l.req);
      expect(requests.length).toBeGreaterThan(10);
      expect(requests.every((l) => typeof l.reqId === 'string' && l.req.url && l.res.statusCode)).toBe(true);
      expect(log).not.toContain(email);
      expect(log).not.toContain(email.split('@')[0]);
      expect(log).not.toContain(FACTORY_PASSWORD);
      expect(log).not.toContain(verifyLink);
      // A query's secret values are replaced, its path kept.
      expect(log).toContain('/api/payments/verify-payment-session?session_id=[redacted]&email=[redacted]');
      for (const c of cookies) expect(log).not.toContain(c);
      const tokens = rows<{ token_hash: string }>(
        await t.database.db.execute(sql`select token_hash from email_tokens`),
      );
      for (const r of tokens) expect(log).not.toContain(r.token_hash);
    } finally {
      await t.close();
    }
  });
});
