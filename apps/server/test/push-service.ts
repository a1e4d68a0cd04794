// A Web Push service on 127.0.0.1, as the browsers' push services are to the server: HTTPS (a
// certificate for 127.0.0.1 in fixtures/push-service, which the test's agent trusts), one address
// per subscription, answering 201 unless told otherwise. A subscription is made as a browser makes
// it (a P-256 key pair and a 16-byte secret), so the test can decrypt what the server sent it.
import { type ECDH, createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'push-service');
const cert = readFileSync(path.join(DIR, 'cert.pem'));
const key = readFileSync(path.join(DIR, 'key.pem'));

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's own key, to decrypt what it receives. */
  ecdh: ECDH;
}

export async function startPushService() {
  const received: PushRequest[] = [];
  /** The status each address answers (default 201 Created, as the push services do). */
  const answers = new Map<string, number>();
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = req.url ?? '';
      received.push({ path: at, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(at) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The https agent that trusts this service's certificate. */
    agent: new Agent({ ca: cert }),
    /** A browser's subscription to this service. */
    subscribe(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
    },
    /** Makes the address of `sub` answer `status` from now on (410: the browser unsubscribed). */
    answer(sub: BrowserSubscription, status: number) {
      answers.set(new URL(sub.endpoint).pathname, status);
    },
    to: (sub: BrowserSubscription) => received.filter((r) => r.path === new URL(sub.endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushServiceStub = Awaited<ReturnType<typeof startPushService>>;

/** What the browser reads of a message (RFC 8291, aes128gcm). */
export function decryptPush(sub: BrowserSubscription, body: Buffer): unknown {
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.keys.auth });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID proof of a request (RFC 8292): `vapid t=<JWT>, k=<public key>`. Answers the JWT's
 * claims when its ES256 signature verifies with `k`, which must be `publicKey`; throws otherwise.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [, header = '', claims = '', signature = '', k = ''] = m;
  if (k !== publicKey) throw new Error('signed with another key');
  const raw = Buffer.from(k, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
