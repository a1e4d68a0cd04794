import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  type IncomingMessage,
  type ServerResponse,
  createServer as createHttpServer,
  request,
} from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import { isImageKey } from '../src/adapters/storage/keys.js';
import { freePort } from './app.js';

/** The CORS rules docs/OPERATIONS.md asks for: the site may PUT presigned uploads and GET media. */
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader>
    <AllowedHeader>if-none-match</AllowedHeader>
    <AllowedHeader>range</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Every request the front let through or refused, for tests that look at what reached S3. */
export interface S3Exchange {
  method: string;
  path: string;
  status: number;
}

const REGION = 'us-east-1';

/** RFC 3986 encoding, as SigV4 canonical strings want it. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Query parameters as sent (raw, still encoded), in order. */
function rawQuery(url: string): [string, string][] {
  const q = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return q
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    });
}
const decode = (v: string) => decodeURIComponent(v);

/**
 * SigV4 as S3 checks it (presigned query or Authorization header): the canonical request rebuilt
 * from what arrived, the signature compared, the expiry or clock skew checked. Throws Refused.
 */
function verifySigV4(req: IncomingMessage, body: Buffer, secrets: Map<string, string>, now: Date) {
  const url = req.url ?? '/';
  const query = rawQuery(url).map(([k, v]) => [decode(k), decode(v)] as [string, string]);
  const q = new Map(query);
  const presigned = q.has('X-Amz-Algorithm');
  let credential: string;
  let signedHeaders: string[];
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  if (presigned) {
    if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      throw new Refused(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm');
    credential = q.get('X-Amz-Credential') ?? '';
    signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
    signature = q.get('X-Amz-Signature') ?? '';
    amzDate = q.get('X-Amz-Date') ?? '';
    const expires = Number(q.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800)
      throw new Refused(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires out of range');
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!m) throw new Refused(400, 'AuthorizationQueryParametersError', 'Bad X-Amz-Date');
    const signedAt = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
    if (now.getTime() > signedAt + expires * 1000)
      throw new Refused(403, 'AccessDenied', 'Request has expired');
    payloadHash = q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  } else {
    const header = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(
      header,
    );
    if (!m) throw new Refused(400, 'AuthorizationHeaderMalformed', 'Malformed Authorization header');
    [credential, signedHeaders, signature] = [m[1]!, m[2]!.split(';'), m[3]!];
    amzDate = String(req.headers['x-amz-date'] ?? '');
    const d = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!d) throw new Refused(403, 'AccessDenied', 'Missing x-amz-date');
    const at = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +d[4]!, +d[5]!, +d[6]!);
    if (Math.abs(now.getTime() - at) > 15 * 60_000)
      throw new Refused(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body))
      throw new Refused(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match');
    if (!/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== 'UNSIGNED-PAYLOAD')
      throw new Refused(400, 'InvalidRequest', 'Unsupported x-amz-content-sha256');
  }
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  const secret = secrets.get(accessKeyId ?? '');
  if (!secret)
    throw new Refused(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (!signedHeaders.includes('host')) throw new Refused(403, 'AccessDenied', 'host must be signed');
  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, av], [b, bv]) => (a! < b! ? -1 : a! > b! ? 1 : av! < bv! ? -1 : av! > bv! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalPath = url.split('?')[0] ?? '/';
  const canonicalRequest = [
    req.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/${terminator}`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secret}`, date ?? ''), region ?? ''), service ?? ''),
    terminator ?? '',
  );
  // Compared as the lowercase hex string S3 computes (an upper-case copy is another signature).
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Refused(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}

/** The object key of a path-style request (`/bucket/key`), or null for bucket-level requests. */
function objectKey(url: string, bucket: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  const prefix = `/${bucket}/`;
  if (!pathname.startsWith(prefix) || pathname.length === prefix.length) return null;
  return decodeURIComponent(pathname.slice(prefix.length));
}

/**
 * s3rver 3.7 does not check SigV4 signatures at all (a tampered URL, a changed Content-Type or a
 * wrong secret all pass), lets anonymous requests read and write everything, and ignores
 * If-None-Match on PUT. This front, on its own port, does what real S3 does before forwarding:
 * - SigV4 (presigned query or Authorization header) verified against the secret, expiry of
 *   presigned URLs (X-Amz-Date + X-Amz-Expires) and clock skew of signed requests checked;
 * - the bucket is private except image keys, readable anonymously (the bucket policy
 *   docs/OPERATIONS.md gives for covers);
 * - PUT with If-None-Match: * answers 412 when the object exists (S3 conditional writes);
 * - a CRC32 checksum sent with a PUT (x-amz-checksum-crc32, header or query) must match the body.
 * CORS preflights go straight to s3rver, which applies the bucket's CORS rules.
 * See docs/decisions for why the tests need it.
 */
async function startVerifyingFront(target: number, bucket: string, secrets: Map<string, string>) {
  const exchanges: S3Exchange[] = [];
  /** PUTs to the same key run one after the other, so If-None-Match cannot race. */
  const locks = new Map<string, Promise<unknown>>();

  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse) =>
    new Promise<number>((resolve, reject) => {
      const upstream = request(
        { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve(answer.statusCode ?? 502));
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const exists = (url: string) =>
    new Promise<boolean>((resolve, reject) => {
      // s3rver itself lets anonymous requests through: a HEAD of the object, without the query.
      const head = request(
        { host: '127.0.0.1', port: target, method: 'HEAD', path: url.split('?')[0] },
        (a) => {
          a.resume();
          resolve(a.statusCode === 200);
        },
      );
      head.on('error', reject);
      head.end();
    });

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<number> => {
    const url = req.url ?? '/';
    if (req.method === 'OPTIONS') return forward(req, body, res);
    const key = objectKey(url, bucket);
    const signed = url.includes('X-Amz-Algorithm=') || req.headers.authorization !== undefined;
    if (signed) {
      verifySigV4(req, body, secrets, new Date());
    } else if (!(key && (req.method === 'GET' || req.method === 'HEAD') && isImageKey(key))) {
      throw new Refused(403, 'AccessDenied', 'Access Denied');
    }
    if (req.method === 'PUT' && key) {
      const q = new Map(rawQuery(url).map(([k, v]) => [decode(k).toLowerCase(), decode(v)]));
      const checksum = String(req.headers['x-amz-checksum-crc32'] ?? q.get('x-amz-checksum-crc32') ?? '');
      if (checksum) {
        const actual = Buffer.alloc(4);
        actual.writeUInt32BE(crc32(body));
        if (checksum !== actual.toString('base64'))
          throw new Refused(
            400,
            'BadDigest',
            'The CRC32 you specified did not match the calculated checksum.',
          );
      }
      if (req.headers['if-none-match'] === '*' && (await exists(url)))
        throw new Refused(
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
    }
    return forward(req, body, res);
  };

  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const key = req.method === 'PUT' ? objectKey(req.url ?? '', bucket) : null;
    const run = async () => {
      try {
        return await handle(req, res, body);
      } catch (err) {
        if (!(err instanceof Refused)) {
          s3Error(res, 500, 'InternalError', 'front failure');
          return 500;
        }
        s3Error(res, err.status, err.code, err.message);
        return err.status;
      }
    };
    let status: number;
    if (key) {
      const previous = locks.get(key) ?? Promise.resolve();
      const mine = previous.then(run, run);
      locks.set(key, mine);
      status = await mine;
      if (locks.get(key) === mine) locks.delete(key);
    } else {
      status = await run();
    }
    exchanges.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '', status });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  return {
    port,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, in a temporary
 * directory, behind a front that enforces what s3rver does not (signatures, expiry, a private
 * bucket, conditional PUTs: see startVerifyingFront). `endpoint` is the front. `env` is what the
 * app needs to use it (the settings an operator sets for S3).
 */
export async function startS3Server(bucket = 'sanarte-media') {
  const directory = await mkdtemp(path.join(tmpdir(), 'sanarte-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  await server.run();
  // s3rver's built-in account.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const front = await startVerifyingFront(port, bucket, new Map([[accessKeyId, secretAccessKey]]));
  const endpoint = `http://127.0.0.1:${front.port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    /** What reached the front, in order (method, path, status). */
    exchanges: front.exchanges,
    /** s3rver itself, without the front: for tests that show what it would let through. */
    unverifiedEndpoint: `http://127.0.0.1:${port}`,
    async close() {
      await front.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
