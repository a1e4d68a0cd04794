import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_ROUTE_PATTERNS } from '@sanarte/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './app.js';

/** A GET with exactly the headers given (fetch would add and decode Accept-Encoding itself). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const html = `<!doctype html><html lang="es"><head><title>Sanarte</title></head><body><div id="root">${'Escucha, respira y vuelve a ti. '.repeat(200)}</div></body></html>`;
const script = `console.log(${JSON.stringify('Sanarte '.repeat(500))});`;

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sanarte-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), html);
  const asset = path.join(dist, 'assets', 'index-abc123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  app = await startTestApp({ webDist: dist });
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the page Brotli-compressed to browsers that accept it, gzip to others, plain otherwise', async () => {
    const br = await get(`${app.baseUrl}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 5);

    const gz = await get(`${app.baseUrl}/panel/biblioteca`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);

    const plain = await get(`${app.baseUrl}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('sends the precompressed copies of hashed assets, cached for a year', async () => {
    const br = await get(`${app.baseUrl}/assets/index-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(`${app.baseUrl}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(`${app.baseUrl}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('reads Accept-Encoding as HTTP says: a coding with q=0 is refused', async () => {
    const noBrotli = await get(`${app.baseUrl}/`, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.body).toString()).toBe(html);
    const identity = await get(`${app.baseUrl}/`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(html);
  });

  it('answers 200 for every page of the app and 404 (with the app) for paths that are none', async () => {
    expect(APP_ROUTE_PATTERNS.length).toBeGreaterThan(20);
    const pages = APP_ROUTE_PATTERNS.map((p) => p.replace(/:[^/]+/g, 'full'));
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/checkout/full', '/admin/logs-ordenes', '/panel/biblioteca']),
    );
    for (const page of [...pages, '/checkout/mini', '/panel/', '/Admin/KPI', '/verify-email?token=abc']) {
      const res = await get(`${app.baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.body.toString(), page).toBe(html);
    }
    for (const unknown of [
      '/no-existe',
      '/checkout',
      '/checkout/full/otra',
      '/panel/mi-biblioteca',
      '/admin/nada',
      '/terminos',
      '/login/token',
    ]) {
      const res = await get(`${app.baseUrl}${unknown}`);
      expect(res.status, unknown).toBe(404);
      // The app still renders its not-found page.
      expect(res.body.toString(), unknown).toBe(html);
      expect(res.headers['content-type'], unknown).toMatch(/text\/html/);
    }
    // The API and files keep their JSON 404.
    for (const unknown of ['/api/no-existe', '/assets/nada.js', '/favicon-nada.png']) {
      const res = await get(`${app.baseUrl}${unknown}`);
      expect(res.status, unknown).toBe(404);
      expect(JSON.parse(res.body.toString()).success, unknown).toBe(false);
    }
  });
});
