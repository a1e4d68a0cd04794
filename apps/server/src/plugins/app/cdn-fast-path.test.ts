import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../adapters/clock.js';
import { LocalStorage } from '../../adapters/storage/local.js';
import { createMetrics } from '../../lib/metrics.js';
import { cdnService } from '../../modules/cdn/cdn.service.js';
import { cdnFastPath } from './cdn-fast-path.js';
import { requestId } from './request-log.js';

/**
 * The fast path in front of a stand-in /cdn route that counts what reaches it: which requests
 * the HTTP server answers itself, and which it leaves to Fastify.
 */
let root: string;
let app: FastifyInstance;
let base: string;
let routed: string[];
let pressure: boolean;
const metrics = createMetrics();

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cdn-fast-path-'));
  const storage = new LocalStorage(root, 'a-signing-key-a-signing-key-0123456789');
  await storage.put('covers/calma.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await storage.put('audios/prueba.mp3', Buffer.from('ID3 audio'));
  routed = [];
  pressure = false;
  app = Fastify();
  app.decorate('isUnderPressure', () => pressure);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/cdn/*',
    handler: async (req, reply) => {
      routed.push(`${req.method} ${req.url}`);
      return reply.status(299).send('route');
    },
  });
  cdnFastPath(app, {
    cdn: cdnService({ storage, clock: systemClock }),
    securityHeaders: { 'cross-origin-resource-policy': 'same-origin' },
    metrics,
    logRequests: false,
    requestId: requestId(false),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('the /cdn fast path', () => {
  it('answers a public file and a range of it before Fastify, with the media headers', async () => {
    const whole = await fetch(`${base}/cdn/covers/calma.svg`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/svg+xml');
    expect(whole.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(whole.headers.get('content-security-policy')).toContain('sandbox');
    expect(await whole.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const range = await fetch(`${base}/cdn/covers/calma.svg`, { headers: { range: 'bytes=1-3' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 1-3/41');
    expect(await range.text()).toBe('svg');
    expect(routed).toEqual([]);
    const recorded = await metrics.httpDuration.get();
    expect(recorded.values.some((v) => v.labels.route === '/cdn/*' && v.labels.status_code === '206')).toBe(
      true,
    );
  });

  it('leaves to Fastify what it does not answer: HEAD, encoded paths, no signature, other paths, load shedding', async () => {
    await fetch(`${base}/cdn/covers/calma.svg`, { method: 'HEAD' });
    await fetch(`${base}/cdn/covers/%63alma.svg`);
    await fetch(`${base}/cdn/audios/prueba.mp3`);
    await fetch(`${base}/cdn/covers/otra.svg`);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    pressure = true;
    await fetch(`${base}/cdn/covers/calma.svg`);
    expect(routed).toEqual([
      'HEAD /cdn/covers/calma.svg',
      'GET /cdn/covers/%63alma.svg',
      'GET /cdn/audios/prueba.mp3',
      'GET /cdn/covers/otra.svg',
      'GET /cdn/covers/calma.svg',
    ]);
  });

  it("refuses to install on a server whose request listener is not Fastify's alone", () => {
    const other = Fastify();
    other.server.on('request', () => {});
    expect(() =>
      cdnFastPath(other, {
        cdn: cdnService({ storage: new LocalStorage(root, 'k'.repeat(40)), clock: systemClock }),
        securityHeaders: {},
        metrics,
        logRequests: false,
        requestId: requestId(false),
      }),
    ).toThrow(/request listener/);
  });
});
