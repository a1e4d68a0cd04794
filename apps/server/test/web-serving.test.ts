import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  APP_ROUTE_PATTERNS,
  IDENTITY_TOKENS,
  LISTENER_NAME_SLOT,
  LOCAL_IDENTITY,
  SITE_IDENTITY_ELEMENT_ID,
  STAFF_WELCOME_SLOT,
  escapeHtml,
  readSiteIdentity,
  staffWelcome,
  withIdentity,
} from '@sanarte/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type TestApp, startTestApp } from './app.js';
import { CONFIGURED_IDENTITY, buildUser } from './factories.js';

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

/** A store badge of the prerendered landing, as the web app renders it with no store configured. */
const badge = (platform: 'android' | 'ios') =>
  `<a data-discover="true" href="/app#${platform}" data-store="${platform}" class="badge"><span>${platform}</span></a>`;
/** The contact section and the footer as the build prerenders them: the identity as tokens. */
const contactSection = `<section id="contact"><address><a href="mailto:${IDENTITY_TOKENS.contactEmail}">${IDENTITY_TOKENS.contactEmail}</a><p>${IDENTITY_TOKENS.address}</p><p>De lunes a viernes, de 9:00 a 18:00</p></address></section>`;
const footer = `<footer id="pie-de-pagina"><p>© 2026 ${IDENTITY_TOKENS.companyName} · Todos los derechos reservados.</p></footer>`;
const html = `<!doctype html><html lang="es"><head><title>Sanarte</title></head><body><div id="root">${'Escucha, respira y vuelve a ti. '.repeat(200)}<ul><li>${badge('android')}</li><li>${badge('ios')}</li></ul><a href="/app">Descargar la app</a>${contactSection}${footer}</div></body></html>`;
/** The page as served without any configuration: the local identity in place of the tokens. */
const served = withIdentity(html, LOCAL_IDENTITY);
const script = `console.log(${JSON.stringify('Sanarte '.repeat(500))});`;
const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'cache '.repeat(300)}`;
const manifest = JSON.stringify({ name: 'Sanarte', short_name: 'Sanarte', description: 'x'.repeat(2000) });

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
  for (const [name, text] of [
    ['sw.js', serviceWorker],
    ['manifest.webmanifest', manifest],
  ] as const) {
    await writeFile(path.join(dist, name), text);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
  }
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
    expect(brotliDecompressSync(br.body).toString()).toBe(served);
    expect(br.body.length).toBeLessThan(served.length / 5);

    const gz = await get(`${app.baseUrl}/panel/biblioteca`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(served);

    const plain = await get(`${app.baseUrl}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(served);
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

  it('asks the browser to revalidate the service worker and the manifest, sent as a web app manifest', async () => {
    for (const coding of [undefined, 'br', 'gzip']) {
      const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
      const sw = await get(`${app.baseUrl}/sw.js`, headers);
      expect(sw.status).toBe(200);
      expect(sw.headers['cache-control'], coding).toBe('no-cache');
      expect(sw.headers['content-type'], coding).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers['content-encoding'], coding).toBe(coding);

      const webmanifest = await get(`${app.baseUrl}/manifest.webmanifest`, headers);
      expect(webmanifest.status).toBe(200);
      expect(webmanifest.headers['cache-control'], coding).toBe('no-cache');
      expect(webmanifest.headers['content-type'], coding).toMatch(/^application\/manifest\+json\b/);
      const body =
        coding === 'br'
          ? brotliDecompressSync(webmanifest.body)
          : coding === 'gzip'
            ? gunzipSync(webmanifest.body)
            : webmanifest.body;
      expect(JSON.parse(body.toString()).name).toBe('Sanarte');
    }
  });

  it('sends the landing as built when no store address is configured: no store meta tags', async () => {
    const page = (await get(`${app.baseUrl}/`)).body.toString();
    expect(page).toBe(served);
    expect(page).not.toMatch(/store-url/);
    expect(page).toContain(badge('android'));
    expect(page).toContain(badge('ios'));
  });

  it('reads Accept-Encoding as HTTP says: a coding with q=0 is refused', async () => {
    const noBrotli = await get(`${app.baseUrl}/`, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.body).toString()).toBe(served);
    const identity = await get(`${app.baseUrl}/`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(served);
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
      expect(res.body.toString(), page).toBe(served);
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
      expect(res.body.toString(), unknown).toBe(served);
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

describe('the pages of the signed-in areas', () => {
  const landing = `<header><h1>Sanarte</h1></header><main>${'<section><p>Escucha, respira y vuelve a ti.</p></section>'.repeat(300)}</main>`;
  const built = `<!doctype html><html lang="es"><head><title>Sanarte</title><script src="/boot.js"></script></head><body><div id="root" data-prerendered="/">${landing}</div><noscript><p>Sanarte necesita JavaScript.</p></noscript></body></html>`;
  /** Three pages' outlines as the web build writes them (scripts/prerender.mjs). */
  const outline = (page: string, heading: string, intro = '') =>
    `<div id="page-outline" data-path="${page}" inert="" aria-hidden="true"><h1>${heading}</h1>${intro}</div>`;
  const outlines = {
    '/panel/biblioteca': outline('/panel/biblioteca', 'Mi Biblioteca'),
    '/admin/kpi': outline('/admin/kpi', 'Estadísticas'),
    // An address whose query string shows another heading has its own.
    '/panel/mis-tests': outline('/panel/mis-tests', 'Mi Test'),
    '/panel/mis-tests?miniFlow=1': outline('/panel/mis-tests', 'Completar compra de plan Mini'),
    // The dashboard's: the welcome line's place marked.
    '/admin': outline('/admin', 'Panel de Control', `<p><span>${STAFF_WELCOME_SLOT}</span></p>`),
    // The panel's welcome page: the name's place in its greeting marked.
    '/panel': outline('/panel', 'Bienvenido', `<h2>Bienvenido, <span>${LISTENER_NAME_SLOT}</span></h2>`),
  };
  /** The page as built, served with the site's identity: the landing prerendered in the root. */
  const whole = withIdentity(built, LOCAL_IDENTITY);
  /** The page of a signed-in area: the root left empty. */
  const bare = whole.replace(`<div id="root" data-prerendered="/">${landing}</div>`, '<div id="root"></div>');
  /** That page with an outline (`html`) after the empty root, <html> marked. */
  const withOutline = (html: string) =>
    bare
      .replace('<html lang="es">', '<html data-outline lang="es">')
      .replace('<div id="root"></div>', `<div id="root"></div>${html}`);
  let prerendered: TestApp;
  let prerenderedDist: string;
  beforeAll(async () => {
    prerenderedDist = await mkdtemp(path.join(tmpdir(), 'sanarte-dist-'));
    await writeFile(path.join(prerenderedDist, 'index.html'), built);
    await writeFile(path.join(prerenderedDist, '.outlines.json'), JSON.stringify(outlines));
    prerendered = await startTestApp({ webDist: prerenderedDist, seed: false });
  });
  afterAll(async () => {
    await prerendered?.close();
    await rm(prerenderedDist, { recursive: true, force: true });
  });

  it('come without the prerendered landing (nothing to parse and hide before the page paints)', async () => {
    expect(bare).not.toBe(whole);
    for (const page of ['/panel/configuracion', '/admin/audio', '/Admin/KPI', '/panel/configuracion/?x=1']) {
      const res = await get(`${prerendered.baseUrl}${page}`, { 'accept-encoding': 'br' });
      expect(res.status, page).toBe(200);
      expect(brotliDecompressSync(res.body).toString(), page).toBe(bare);
    }
    // Everywhere else, the landing as built: it paints on '/', and the service worker keeps it.
    for (const page of ['/', '/login', '/test', '/panelito', '/administracion']) {
      const res = await get(`${prerendered.baseUrl}${page}`);
      expect(res.body.toString(), page).toBe(whole);
    }
  });

  it("come with their page's outline after the empty root, <html> marked, where the build made one", async () => {
    for (const [page, path] of [
      ['/panel/biblioteca', '/panel/biblioteca'],
      ['/panel/biblioteca/', '/panel/biblioteca'],
      ['/admin/kpi?desde=2026-01-01', '/admin/kpi'],
      ['/panel/mis-tests', '/panel/mis-tests'],
      ['/panel/mis-tests?miniFlow=1', '/panel/mis-tests?miniFlow=1'],
      ['/panel/mis-tests?miniFlow=0', '/panel/mis-tests'],
    ] as const) {
      const res = await get(`${prerendered.baseUrl}${page}`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding'], page).toBe('gzip');
      expect(gunzipSync(res.body).toString(), page).toBe(withOutline(outlines[path]));
    }
    // A page without one, and every page outside the signed-in areas, has none.
    for (const page of ['/admin/audio', '/panel/configuracion', '/', '/login']) {
      const body = (await get(`${prerendered.baseUrl}${page}`)).body.toString();
      expect(body, page).not.toContain('page-outline');
      expect(body, page).not.toContain('data-outline');
    }
    // The file itself is the build's, not a page of the site.
    expect((await get(`${prerendered.baseUrl}/.outlines.json`)).status).toBe(404);
  });

  it("write the back-office member's welcome line into the dashboard's outline, for that browser only", async () => {
    const dashboard = (intro: string) => withOutline(outline('/admin', 'Panel de Control', intro));
    /** The page as it may be at either end of the request (a day may begin meanwhile). */
    const welcomed = (name: string, before: Date, after: Date) =>
      [before, after].map((at) => dashboard(`<p><span>${escapeHtml(staffWelcome(name, at))}</span></p>`));

    // A name is text in the page, never markup.
    for (const [role, name] of [
      ['admin', 'Ada'],
      ['crmUser', '<img src=x onerror=alert(1)> & "Eva"'],
    ] as const) {
      const person = await buildUser(prerendered, { role, name });
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
        ['identity', (b: Buffer) => b],
      ] as const) {
        const before = new Date();
        const res = await get(`${prerendered.baseUrl}/admin/`, {
          cookie: person.http.cookieHeader(),
          'accept-encoding': coding,
        });
        const after = new Date();
        expect(res.status).toBe(200);
        const body = decode(res.body).toString();
        expect(welcomed(name, before, after), role).toContain(body);
        expect(body).not.toContain('<img');
        // Personal: no shared cache keeps it, and a cache that keeps pages by address asks again.
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(String(res.headers.vary)).toMatch(/cookie/i);
      }
    }

    // Anyone the back-office turns away, or a browser without a session: the line's place is empty,
    // the page the same for all.
    const others = [
      await buildUser(prerendered, { role: 'subscriber', name: 'Sara' }),
      await buildUser(prerendered, { role: 'admin', name: 'Nadia', verified: false }),
    ];
    for (const cookie of [...others.map((o) => o.http.cookieHeader()), 'access_token=forged', '']) {
      const res = await get(`${prerendered.baseUrl}/admin`, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.body.toString(), cookie).toBe(dashboard('<p><span></span></p>'));
      expect(res.headers['cache-control']).toBe('no-cache');
      // What a cache may keep for this address depends on the cookie.
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    // Only the dashboard greets: the other outlines are the same for everyone.
    const admin = await buildUser(prerendered, { role: 'admin', name: 'Ada' });
    const kpi = await get(`${prerendered.baseUrl}/admin/kpi`, { cookie: admin.http.cookieHeader() });
    expect(kpi.body.toString()).not.toContain('Bienvenido');
  });

  it("write the listener's name into the panel's welcome outline, for that browser only", async () => {
    const welcome = (name: string) =>
      withOutline(outline('/panel', 'Bienvenido', `<h2>Bienvenido, <span>${name}</span></h2>`));
    // Any verified account the panel lets in, its name as text, never markup.
    for (const [role, name] of [
      ['subscriber', 'Sara'],
      ['visitor', '<script>alert(1)</script> & "Lía"'],
      ['admin', 'Ada'],
    ] as const) {
      const person = await buildUser(prerendered, { role, name });
      const res = await get(`${prerendered.baseUrl}/panel/`, {
        cookie: person.http.cookieHeader(),
        'accept-encoding': 'br',
      });
      expect(res.status).toBe(200);
      expect(brotliDecompressSync(res.body).toString(), role).toBe(welcome(escapeHtml(name)));
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    // An account not verified yet (the panel sends it to verify), or no session: the place is empty.
    const unverified = await buildUser(prerendered, { name: 'Nora', verified: false });
    for (const cookie of [unverified.http.cookieHeader(), 'access_token=forged', '']) {
      const res = await get(`${prerendered.baseUrl}/panel`, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.body.toString(), cookie).toBe(welcome(''));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('serving the web app with the store addresses configured', () => {
  const play = 'https://play.google.com/store/apps/details?id=app.sanarte&hl=es';
  const appStore = 'https://apps.apple.com/es/app/sanarte/id123';
  let configured: TestApp;
  beforeAll(async () => {
    configured = await startTestApp({
      webDist: dist,
      seed: false,
      env: { PLAY_STORE_URL: play, APP_STORE_URL: appStore, GTM_ID: 'GTM-ABC123' },
    });
  });
  afterAll(() => configured?.close());

  it('hands the addresses to the page and turns the prerendered badges into links to the stores', async () => {
    const brotli = await get(`${configured.baseUrl}/`, { 'accept-encoding': 'br' });
    const page = brotliDecompressSync(brotli.body).toString();
    expect((await get(`${configured.baseUrl}/test`)).body.toString()).toBe(page);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<meta name="gtm-id" content="GTM-ABC123">');
    expect(head).toContain(
      '<meta name="play-store-url" content="https://play.google.com/store/apps/details?id=app.sanarte&amp;hl=es">',
    );
    expect(head).toContain(`<meta name="app-store-url" content="${appStore}">`);
    expect(page).toContain(
      '<a href="https://play.google.com/store/apps/details?id=app.sanarte&amp;hl=es" target="_blank" rel="noopener noreferrer" data-store="android" class="badge"><span>android</span><span class="sr-only"> (se abre en una pestaña nueva)</span></a>',
    );
    expect(page).toContain(
      `<a href="${appStore}" target="_blank" rel="noopener noreferrer" data-store="ios" class="badge"><span>ios</span><span class="sr-only"> (se abre en una pestaña nueva)</span></a>`,
    );
    expect(page).not.toContain('/app#');
    // Other links are left alone.
    expect(page).toContain('<a href="/app">Descargar la app</a>');
  });
});

describe('serving the web app with the business identity configured', () => {
  const env = CONFIGURED_IDENTITY;
  let configured: TestApp;
  beforeAll(async () => {
    configured = await startTestApp({ webDist: dist, seed: false, env });
  });
  afterAll(() => configured?.close());

  /** The identity the page carries, as the web app reads it. */
  const embedded = (page: string) => {
    const match = page.match(
      new RegExp(`<script type="application/json" id="${SITE_IDENTITY_ELEMENT_ID}">(.*?)</script>`),
    );
    return readSiteIdentity(JSON.parse(match?.[1] ?? 'null'));
  };

  it('writes it into the contact section and the footer, and as JSON for the app: no token left', async () => {
    const plain = (await get(`${configured.baseUrl}/`)).body.toString();
    const brotli = brotliDecompressSync(
      (await get(`${configured.baseUrl}/`, { 'accept-encoding': 'br' })).body,
    );
    expect(brotli.toString()).toBe(plain);
    expect((await get(`${configured.baseUrl}/aviso-legal`)).body.toString()).toBe(plain);
    expect(plain).not.toContain('%%SANARTE_');

    const contact = plain.slice(plain.indexOf('<section id="contact">'), plain.indexOf('</section>'));
    expect(contact).toContain(
      '<a href="mailto:hola@bienestar-sonoro.example">hola@bienestar-sonoro.example</a>',
    );
    expect(contact).toContain('<p>Calle del Prado 12, 28014 Madrid</p>');
    const footerHtml = plain.slice(plain.indexOf('<footer'), plain.indexOf('</footer>'));
    expect(footerHtml).toContain('© 2026 Bienestar Sonoro S.L. · Todos los derechos reservados.');

    const head = plain.slice(0, plain.indexOf('</head>'));
    expect(head).toContain(`<script type="application/json" id="${SITE_IDENTITY_ELEMENT_ID}">`);
    expect(embedded(plain)).toEqual({
      companyName: env.COMPANY_NAME,
      taxId: env.COMPANY_TAX_ID,
      address: env.COMPANY_ADDRESS,
      contactEmail: env.CONTACT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      social: { instagram: env.INSTAGRAM_URL },
    });
    // The local defaults are gone.
    expect(plain).not.toContain('sanarte.localhost');
  });

  it('escapes values with markup: text in the page, never HTML, and no way out of the JSON script', async () => {
    const hostile = {
      ...env,
      COMPANY_NAME: 'Pérez & Hijos </script><script>alert(1)</script>',
      COMPANY_ADDRESS: 'Calle <b onmouseover="alert(1)">Mayor</b> 1 & 3',
      INSTAGRAM_URL: 'https://www.instagram.com/x?a=</script><script>alert(2)</script>',
    };
    const app = await startTestApp({ webDist: dist, seed: false, env: hostile });
    try {
      const page = (await get(`${app.baseUrl}/`)).body.toString();
      expect(page).not.toContain('%%SANARTE_');
      expect(page).toContain(
        '© 2026 Pérez &amp; Hijos &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Todos los derechos reservados.',
      );
      expect(page).toContain(
        '<p>Calle &lt;b onmouseover=&quot;alert(1)&quot;&gt;Mayor&lt;/b&gt; 1 &amp; 3</p>',
      );
      // The identity's script is the page's only script, and it ends where it should.
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      expect(page).not.toMatch(/<b |alert\(2\)<\/script>/);
      expect(embedded(page)).toMatchObject({
        companyName: hostile.COMPANY_NAME,
        address: hostile.COMPANY_ADDRESS,
        social: { instagram: hostile.INSTAGRAM_URL },
      });
    } finally {
      await app.close();
    }
  });
});

describe('the store addresses in the configuration', () => {
  const base = { DATA_DIR: '/tmp/sanarte-config-test', APP_SECRET: 'x'.repeat(40) };
  it('are optional https URLs', () => {
    expect(loadConfig(base).storeUrls).toEqual({ android: undefined, ios: undefined });
    expect(
      loadConfig({ ...base, PLAY_STORE_URL: 'https://play.google.com/x', APP_STORE_URL: '' }).storeUrls,
    ).toEqual({ android: 'https://play.google.com/x', ios: undefined });
    expect(() => loadConfig({ ...base, APP_STORE_URL: 'http://apps.apple.com/x' })).toThrow(/APP_STORE_URL/);
    expect(() => loadConfig({ ...base, PLAY_STORE_URL: 'play.google.com/x' })).toThrow(/PLAY_STORE_URL/);
    expect(() => loadConfig({ ...base, PLAY_STORE_URL: 'javascript:alert(1)' })).toThrow(/PLAY_STORE_URL/);
  });
});
