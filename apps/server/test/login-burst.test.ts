import { es } from '@sanarte/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordGate, passwordGate } from '../src/lib/password.js';
import { type TestApp, startTestApp } from './app.js';
import { FACTORY_PASSWORD, buildUser } from './factories.js';
import { HttpClient } from './http.js';

describe('the password gate', () => {
  it('runs at most `concurrency` at once, queues the next in order, refuses beyond the queue', async () => {
    const gate = new PasswordGate(1, 2);
    const order: number[] = [];
    let release!: () => void;
    const first = gate.run(
      () =>
        new Promise<number>((r) => {
          release = () => r(1);
        }),
    );
    const second = gate.run(async () => {
      order.push(2);
      return 2;
    });
    const third = gate.run(async () => {
      order.push(3);
      return 3;
    });
    expect(gate.load).toEqual({ running: 1, queued: 2 });
    await expect(gate.run(async () => 4)).rejects.toMatchObject({
      statusCode: 503,
      message: es.errors.busy,
      headers: { 'retry-after': '5' },
    });
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(order).toEqual([2, 3]);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('queues no more than it expects to start within maxWaitMs', async () => {
    let clock = 0;
    const gate = new PasswordGate(1, 100, 300, () => clock);
    // One hash of 200 ms (on the gate's clock) teaches the gate how long one takes.
    await gate.run(async () => {
      clock += 200;
    });
    let release!: () => void;
    const running = gate.run(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const queued = gate.run(async () => 'queued');
    // A second one in the queue would start after about 2 × 200 ms > 300 ms: refused.
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ statusCode: 503 });
    release();
    await running;
    expect(await queued).toBe('queued');
  });

  it('frees the slot when a task fails', async () => {
    const gate = new PasswordGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

describe('a burst of logins against a tiny gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One hash at a time and two waiting: a burst of 24 must shed most of itself.
    t = await startTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_QUEUE_MAX: '2' } });
  });
  afterAll(() => t?.close());

  it('answers every login 200 or 503 with Retry-After, never another 5xx; queued logins succeed', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => buildUser(t)));
    expect(passwordGate.load).toEqual({ running: 0, queued: 0 });
    // Each browser with its own XSRF cookie, as the web app.
    const browsers = Array.from({ length: 24 }, () => new HttpClient(t.baseUrl));
    await Promise.all(browsers.map((b) => b.ensureXsrf()));
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.post('/api/users/login', {
          email: accounts[i % accounts.length]?.email,
          password: FACTORY_PASSWORD,
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const shed = answers.filter((a) => a.status === 503);
    expect(ok.length + shed.length).toBe(answers.length);
    // The one running and the two queued at least went through.
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) {
      expect(a.headers.get('retry-after')).toBe('5');
      expect(a.body).toEqual({ success: false, message: es.errors.busy });
    }
    for (const [i, a] of answers.entries()) {
      if (a.status !== 200) continue;
      expect(a.body.data.user.email).toBe(accounts[i % accounts.length]?.email);
      // Signed in: the session cookie works.
      expect((await browsers[i]?.get('/api/users/me'))?.status).toBe(200);
    }
    expect(passwordGate.load).toEqual({ running: 0, queued: 0 });

    // A refused login is not a failed guess: the browser signs in when it comes back.
    const again = answers.findIndex((a) => a.status === 503);
    const retry = await browsers[again]?.post('/api/users/login', {
      email: accounts[again % accounts.length]?.email,
      password: FACTORY_PASSWORD,
    });
    expect(retry?.status).toBe(200);
  });

  it('a wrong password queued behind others is still a 401, not a 5xx', async () => {
    const { email } = await buildUser(t);
    const browsers = Array.from({ length: 3 }, () => new HttpClient(t.baseUrl));
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.post('/api/users/login', { email, password: i === 2 ? 'Otra#Clave99' : FACTORY_PASSWORD }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401]);
  });
});
