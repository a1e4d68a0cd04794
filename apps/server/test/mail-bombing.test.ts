import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_LIMIT } from '../src/lib/limiter.js';
import { type TestApp, mailsSentTo, startTestApp } from './app.js';
import { buildUser } from './factories.js';
import { HttpClient } from './http.js';
import { type RedisServer, ownRedisReason, skipOwnRedis, startRedisServer } from './redis-server.js';

/**
 * Every anonymous request that makes the service write to an address: each route sends the
 * victim's address (a trial account, not verified, so every one of them has an e-mail to send).
 */
const ROUTES: [string, (email: string) => object][] = [
  ['/api/users/reset-password-email', (email) => ({ email })],
  ['/api/users/resend-verification', (email) => ({ email })],
  ['/api/users/trial/continue', (email) => ({ email })],
  ['/api/users/trial/register', (email) => ({ name: 'Ana', lastName: 'Ruiz', email })],
  [
    '/api/users/register',
    (email) => ({ name: 'Ana', lastName: 'Ruiz', email, password: 'Calma#Serena9', phone: '' }),
  ],
];
const SOURCES = ['203.0.113.7', '198.51.100.23', '192.0.2.41'];

/** What a caller sees: the status, the body and which cookies are set. */
async function ask(t: TestApp, route: string, body: object, ip: string) {
  const res = await new HttpClient(t.baseUrl).post(route, body, { headers: { 'x-forwarded-for': ip } });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split('=')[0])
    .sort();
  return { status: res.status, body: res.body, cookies };
}

describe('account e-mails to one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  it(`at most ${ACCOUNT_MAIL_LIMIT.perRecipient} an hour from any route and source, answered as before`, async () => {
    const victim = await buildUser(t, { tempUser: true, verified: false });
    const answers = new Map<string, Awaited<ReturnType<typeof ask>>[]>();
    for (let i = 0; i < 36; i++) {
      const [route, body] = ROUTES[i % ROUTES.length] as (typeof ROUTES)[number];
      const answer = await ask(t, route, body(victim.email), SOURCES[i % SOURCES.length] as string);
      answers.set(route, [...(answers.get(route) ?? []), answer]);
    }
    // Delivered: the first ones, up to the limit; nothing after.
    expect(await mailsSentTo(t, victim.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.perRecipient);
    // Every route answered its last request (long past the limit) exactly as its first.
    for (const [route, list] of answers) {
      expect(list.length, route).toBeGreaterThan(1);
      for (const answer of list) expect(answer, route).toEqual(list[0]);
    }

    // Another address is not held back by it.
    const other = await buildUser(t, { verified: true });
    await ask(t, '/api/users/reset-password-email', { email: other.email }, SOURCES[0] as string);
    expect(await mailsSentTo(t, other.email)).toHaveLength(1);

    // An hour later the address receives again.
    t.clock.advance(ACCOUNT_MAIL_LIMIT.windowMs + 1000);
    try {
      await ask(t, '/api/users/reset-password-email', { email: victim.email }, SOURCES[1] as string);
      expect(await mailsSentTo(t, victim.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.perRecipient + 1);
    } finally {
      t.clock.reset();
    }
  });
});

describe.skipIf(skipOwnRedis)(`the limit is shared by every process${ownRedisReason}`, () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    // Two processes, one Redis (each with a database of its own: only the counter is shared).
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `bomb-${randomUUID()}:` };
    a = await startTestApp({ seed: false, env });
    b = await startTestApp({ seed: false, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.kill();
  });

  it('requests spread over two processes deliver no more than one would', async () => {
    const email = `repartido_${randomUUID().slice(0, 8)}@example.com`;
    await buildUser(a, { email });
    await buildUser(b, { email });
    for (const app of [a, b]) {
      await expect
        .poll(async () => (await fetch(`${app.baseUrl}/ready`)).json(), { timeout: 10_000 })
        .toMatchObject({ checks: { redis: 'ok' } });
    }
    for (const app of [a, b, a, b, a, b, a, b]) {
      const answer = await ask(app, '/api/users/reset-password-email', { email }, '127.0.0.1');
      expect(answer.status).toBe(200);
    }
    const delivered = (await mailsSentTo(a, email)).length + (await mailsSentTo(b, email)).length;
    expect(delivered).toBe(ACCOUNT_MAIL_LIMIT.perRecipient);
  });
});
