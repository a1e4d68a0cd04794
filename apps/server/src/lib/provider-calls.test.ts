import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';
import { timedProvider } from './provider-calls.js';

class Mailer {
  #sent = 0;
  get sent() {
    return this.#sent;
  }
  async send(to: string) {
    if (to === 'nadie') throw new Error('550 no such user');
    this.#sent++;
    return `250 ok ${to}`;
  }
  check(signature: string) {
    return signature === 'ok';
  }
}

const count = async (metrics: ReturnType<typeof createMetrics>, labels: string) => {
  const text = await metrics.registry.metrics();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`sanarte_provider_request_duration_seconds_count{${labels}} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('timedProvider', () => {
  it('times each asynchronous call by outcome, and keeps answers, errors and the target as `this`', async () => {
    const metrics = createMetrics();
    const mailer = timedProvider(new Mailer(), 'smtp', metrics);
    await expect(mailer.send('ana')).resolves.toBe('250 ok ana');
    await expect(mailer.send('nadie')).rejects.toThrow('550 no such user');
    expect(mailer.sent).toBe(1);
    expect(mailer).toBeInstanceOf(Mailer);
    expect(await count(metrics, 'provider="smtp",operation="send",outcome="ok"')).toBe(1);
    expect(await count(metrics, 'provider="smtp",operation="send",outcome="error"')).toBe(1);
  });

  it('passes through what answers at once: no call left the machine', async () => {
    const metrics = createMetrics();
    const mailer = timedProvider(new Mailer(), 'smtp', metrics);
    expect(mailer.check('ok')).toBe(true);
    expect(await count(metrics, 'provider="smtp",operation="check",outcome="ok"')).toBe(0);
  });
});
