import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_LIMIT, LOGIN_THROTTLE } from '../src/lib/limiter.js';
import { type TestApp, startTestApp } from './app.js';
import { FACTORY_PASSWORD, buildUser } from './factories.js';
import { HttpClient } from './http.js';
import { type RedisServer, ownRedisReason, skipOwnRedis, startRedisServer } from './redis-server.js';

/**
 * Redis holds the counters every process shares (failed sign-ins, rate limits, e-mails per
 * address, single-use marks). Losing it must cost the sharing, never the sign-in: the test stops
 * the Redis it started, mid-run, and starts it again.
 */
describe.skipIf(skipOwnRedis)(`sign-in while Redis is down${ownRedisReason}`, () => {
  let redis: RedisServer;
  let t: TestApp;
  const prefix = `outage-${randomUUID()}:`;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await startTestApp({ seed: false, env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  const readiness = async () => {
    const res = await fetch(`${t.baseUrl}/ready`);
    return { code: res.status, ...((await res.json()) as object) };
  };
  /** Readiness says, within `timeout`, that the database and Redis both answer. */
  const readyWithRedis = (timeout: number) =>
    expect
      .poll(readiness, { timeout })
      .toEqual({ code: 200, status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  const login = (http: HttpClient, email: string, password: string) =>
    http.post('/api/users/login', { email, password });

  /**
   * The login-failure keys Redis holds for this app (hashes: no key names an address), read with a
   * client of the test's own. This Redis keeps nothing across a restart.
   */
  async function failureKeys() {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      return await client.keys(`${prefix}login-fail:*`);
    } finally {
      client.disconnect();
    }
  }

  it('signs in before, during and after an outage; the counters move to the process and back', async () => {
    await readyWithRedis(10_000);
    const user = await buildUser(t);
    // Before: a failure is counted in Redis.
    expect((await login(new HttpClient(t.baseUrl), user.email, 'Mala#Clave0')).status).toBe(401);
    const before = await failureKeys();
    expect(before).not.toHaveLength(0);
    expect(before.join('\n')).not.toContain(user.email);

    await redis.kill();
    // Still serving, and says so: degraded, not unavailable (the process counts on its own).
    await expect.poll(readiness, { timeout: 10_000 }).toEqual({
      code: 200,
      status: 'degraded',
      checks: { database: 'ok', redis: 'down' },
    });
    expect((await new HttpClient(t.baseUrl).get('/health')).status).toBe(200);

    // Sign-in works (the route's rate limit and the failure counter both run without Redis).
    const during = new HttpClient(t.baseUrl);
    const ok = await login(during, user.email, FACTORY_PASSWORD);
    expect(ok.status).toBe(200);
    expect((await during.get('/api/users/me')).status).toBe(200);

    // A wrong password still counts, in-process: after the free failures the source waits.
    const guesser = await buildUser(t);
    const source = new HttpClient(t.baseUrl);
    t.clock.freeze();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_THROTTLE.freePerSource; i++) {
        statuses.push((await login(source, guesser.email, `Mala#Clave${i}`)).status);
      }
      expect(statuses).toEqual([...Array(LOGIN_THROTTLE.freePerSource).fill(401), 429]);
    } finally {
      t.clock.reset();
    }

    // The per-address limit on account e-mails holds too.
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.perRecipient + 3; i++) {
      const res = await source.post('/api/users/reset-password-email', { email: user.email });
      expect(res.status).toBe(200);
    }
    await t.deps.mail.flush();
    expect(t.mail.sent.filter((m) => m.to === user.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.perRecipient);

    // Redis returns on the same address: ready again, and the counters are Redis's again.
    await redis.restart();
    await readyWithRedis(15_000);
    const after = await buildUser(t);
    expect((await login(new HttpClient(t.baseUrl), after.email, 'Mala#Clave1')).status).toBe(401);
    await expect.poll(failureKeys, { timeout: 10_000 }).not.toHaveLength(0);
    expect((await login(new HttpClient(t.baseUrl), after.email, FACTORY_PASSWORD)).status).toBe(200);
  });
});
