import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';

/**
 * A raw HTTP request to the server at `baseUrl`: the path and the headers (Host included) are sent
 * exactly as written, where fetch would normalise dot segments and set the Host itself.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * A tiny HTTP client for API tests: keeps cookies like a browser and echoes the XSRF token on
 * unsafe requests, as the web app does.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Makes sure an XSRF cookie exists (a first GET, as a browser loading the page would). */
  async ensureXsrf() {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/plans/list');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: { headers?: Record<string, string>; xsrf?: boolean; raw?: string } = {},
  ): Promise<{ status: number; body: any; headers: Headers; text: string }> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && opts.xsrf !== false) await this.ensureXsrf();
    const headers: Record<string, string> = { ...opts.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (unsafe && opts.xsrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    this.store(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  get(path: string, opts?: { headers?: Record<string, string> }) {
    return this.request('GET', path, undefined, opts);
  }
  post(
    path: string,
    body?: unknown,
    opts?: { headers?: Record<string, string>; xsrf?: boolean; raw?: string },
  ) {
    return this.request('POST', path, body, opts);
  }
  put(path: string, body?: unknown, opts?: { headers?: Record<string, string>; xsrf?: boolean }) {
    return this.request('PUT', path, body, opts);
  }
  delete(path: string, body?: unknown, opts?: { headers?: Record<string, string>; xsrf?: boolean }) {
    return this.request('DELETE', path, body, opts);
  }
}

/** GET `path` as the client, which must answer 200: the answer's `data`. */
export async function okData(http: HttpClient, path: string): Promise<any> {
  const res = await http.get(path);
  expect(res.status).toBe(200);
  return res.body.data;
}

/**
 * Fetches `url`, by `range` when one is given, and expects these bytes back; with the status and
 * the Content-Range header when `want` names them.
 */
export async function expectBytes(
  url: string,
  range: string | null,
  want: { bytes: Buffer; status?: number; contentRange?: string },
) {
  const res = await fetch(url, range ? { headers: { range } } : {});
  if (want.status !== undefined) expect(res.status).toBe(want.status);
  if (want.contentRange !== undefined) expect(res.headers.get('content-range')).toBe(want.contentRange);
  expect(Buffer.from(await res.arrayBuffer()).equals(want.bytes)).toBe(true);
  return res;
}
