// Page speed of the landing: Lighthouse (mobile profile, simulated throttling) against a running
// build, driving Debian's Chromium (never a downloaded browser).
//
//   import { benchLighthouse } from './lighthouse.mjs';
//   const r = await benchLighthouse('http://127.0.0.1:3800');
//
// or from the command line against a server already running:
//
//   node bench/lighthouse.mjs http://127.0.0.1:3800
//
// Signed-in pages (every /panel/... page for a subscriber, every /admin/... page for an admin):
//
//   import { ADMIN_PAGES, PANEL_PAGES, benchPages, signInAdmin, signInSubscriber } from './lighthouse.mjs';
//   const admin = await signInAdmin(base, email, password);   // the server's ADMIN_EMAIL/ADMIN_PASSWORD
//   const member = await signInSubscriber(base);                // registers, verifies and pays (local mode)
//   const rows = [
//     ...(await benchPages(base, { pages: PANEL_PAGES, cookie: member })),
//     ...(await benchPages(base, { pages: ADMIN_PAGES, cookie: admin })),
//   ];
//
// or everything at once, the built server started here on a fresh local-mode data directory:
//
//   import { benchAllPages } from './lighthouse.mjs';
//   const { rows } = await benchAllPages();
//
// and from the command line, against a server already running in local mode whose ADMIN_EMAIL and
// ADMIN_PASSWORD are BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD (defaults below), or with --start to
// start one here:
//
//   node bench/lighthouse.mjs --pages http://127.0.0.1:3800
//   node bench/lighthouse.mjs --pages --start
//
// Returns the four category scores (0–100), LCP (ms), CLS, and the initial JavaScript of '/': the
// sum of the gzip sizes of the scripts the page loaded during the Lighthouse run (each script
// fetched again and compressed with zlib's default level, whatever the server sends).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT, startServer } from './lib.mjs';

export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1500,
  cls: 0.05,
  /** 150 KB read strictly: 150,000 bytes (146.5 KiB). */
  initialJsKB: 150,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Runs Lighthouse once on `${baseUrl}/` and summarises the result. Lighthouse sometimes fails to
 * record the trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, up to three
 * times.
 */
export async function benchLighthouse(baseUrl, options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(baseUrl, options);
    } catch (err) {
      if (attempt >= 3 || !/Lighthouse: (NO_|PROTOCOL_TIMEOUT)/.test(String(err))) throw err;
    }
  }
}

/** A Lighthouse report's paint and blocking times in ms, and its layout shift. */
function paintTimes(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
  };
}

async function lighthouseOnce(
  baseUrl,
  { chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {},
) {
  const url = new URL('/', baseUrl).href;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runner) throw new Error('Lighthouse returned no result');
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = [
      ...new Set(
        requests
          .filter((r) => r.resourceType === 'Script' && new URL(r.url).origin === new URL(url).origin)
          .map((r) => r.url),
      ),
    ];
    const sizes = await Promise.all(
      scripts.map(async (src) => {
        const body = Buffer.from(await (await fetch(src)).arrayBuffer());
        return { url: src, bytes: body.length, gzip: gzipSync(body).length };
      }),
    );
    const initialJsGzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
    // The element Lighthouse took as the largest contentful paint, and where its time went.
    const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpElement = lcpItems[0]?.items?.[0]?.node?.snippet ?? null;
    const lcpPhases = Object.fromEntries(
      (lcpItems[1]?.items ?? []).map((phase) => [phase.phase, Math.round(phase.timing)]),
    );

    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));

    return {
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      ...paintTimes(lhr),
      initialJsGzipKiB: Number((initialJsGzip / 1024).toFixed(1)),
      initialJsGzipKB: Number((initialJsGzip / 1000).toFixed(1)),
      lcpElement,
      lcpPhases,
      scripts: sizes.map((s) => ({ ...s, url: new URL(s.url).pathname })),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** Which targets a result misses (empty when all are met). */
export function missedTargets(r, t = LIGHTHOUSE_TARGETS) {
  const missed = [];
  if (r.performance < t.performance) missed.push(`performance ${r.performance} < ${t.performance}`);
  if (r.accessibility < t.accessibility) missed.push(`accessibility ${r.accessibility} < ${t.accessibility}`);
  if (r.bestPractices < t.bestPractices)
    missed.push(`best practices ${r.bestPractices} < ${t.bestPractices}`);
  if (r.seo < t.seo) missed.push(`SEO ${r.seo} < ${t.seo}`);
  if (r.lcpMs > t.lcpMs) missed.push(`LCP ${r.lcpMs} ms > ${t.lcpMs} ms`);
  if (r.cls > t.cls) missed.push(`CLS ${r.cls} > ${t.cls}`);
  if (r.initialJsGzipKB > t.initialJsKB)
    missed.push(`initial JS ${r.initialJsGzipKB} KB > ${t.initialJsKB} KB`);
  return missed;
}

// ————————————————————————————————————————————— Pages beyond the landing —————————————————————————

/** Targets of every signed-in page (panel and back-office). */
export const PAGE_TARGETS = { performance: 90, accessibility: 100 };

/**
 * The panel's and the back-office's paths, read from the one route list (packages/shared
 * src/routes.ts APP_ROUTES), so a new page is measured without editing this file.
 */
function routesUnder(prefix) {
  const text = readFileSync(path.join(ROOT, 'packages/shared/src/routes.ts'), 'utf8');
  const block = text.slice(text.indexOf('export const APP_ROUTES'), text.indexOf('} as const'));
  return [...block.matchAll(/:\s*'([^']+)'/g)]
    .map((m) => m[1])
    .filter((p) => p === prefix || p.startsWith(`${prefix}/`));
}
export const PANEL_PAGES = routesUnder('/panel');
export const ADMIN_PAGES = routesUnder('/admin');

/** The cookie choice as the app keeps it (apps/web/src/features/consent/store.ts). */
const CONSENT_KEY = 'sanarte.consent';
const CONSENT_VERSION = Number(
  /CONSENT_VERSION = (\d+)/.exec(
    readFileSync(path.join(ROOT, 'packages/shared/src/first-constants.ts'), 'utf8'),
  )?.[1] ?? 1,
);

export const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@sanarte.test',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'Bench#Admin2026',
};

/** A cookie jar speaking the API as the web app does (XSRF header from the XSRF-TOKEN cookie). */
function apiClient(base) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (method, url, body, type = 'application/json') => {
    if (!jar.has('XSRF-TOKEN')) keep(await fetch(`${base}/api/plans/list`));
    const res = keep(
      await fetch(base + url, {
        method,
        redirect: 'manual',
        headers: {
          cookie: cookie(),
          'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
          ...(body === undefined ? {} : { 'content-type': type }),
        },
        body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
      }),
    );
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text, location: res.headers.get('location') };
  };
  return {
    jar,
    cookie,
    get: (url) => call('GET', url),
    post: (url, body, type) => call('POST', url, body, type),
  };
}

/** The session cookies ("name=value; …") of an account signed in with its password. */
export async function signInAdmin(base, email = BENCH_ADMIN.email, password = BENCH_ADMIN.password) {
  const api = apiClient(base);
  const res = await api.post('/api/users/login', { email, password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return api.cookie();
}

/**
 * A new subscriber, made as a person would in local mode: registers, follows the verification link
 * from the outbox (/api/dev/outbox), signs in and pays the dearest plan on the checkout simulator;
 * returns the session cookies once the simulated webhook has made the subscription active.
 */
export async function signInSubscriber(base) {
  const api = apiClient(base);
  const email = `bench-member-${Date.now()}@sanarte.test`;
  const password = 'Bench#Member2026';
  const reg = await api.post('/api/users/register', { name: 'Lucía', lastName: 'Banco', email, password });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  let link;
  for (let i = 0; i < 40 && !link; i++) {
    const box = await api.get('/api/dev/outbox');
    link = box.json?.data?.find((m) => m.to === email)?.links.find((l) => /token=/.test(l));
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error('no verification e-mail in the outbox (is the server in local mode?)');
  const token = new URL(link).searchParams.get('token');
  const verified = await api.post('/api/users/verify', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  const login = await api.post('/api/users/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const plans = (await api.get('/api/plans/list')).json?.plans ?? [];
  const plan = plans.filter((p) => p.isActive && p.fullCategoryAccess).sort((a, b) => b.price - a.price)[0];
  if (!plan) throw new Error('no active plan with full access');
  const checkout = await api.post('/api/payments/create-checkout-session', { planId: plan._id });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status} ${checkout.text}`);
  const sessionPath = new URL(checkout.json.url, base).pathname;
  const paid = await api.post(`${sessionPath}/pay`, '', 'application/x-www-form-urlencoded');
  if (paid.status !== 303) throw new Error(`simulated payment failed: ${paid.status} ${paid.text}`);
  for (let i = 0; i < 80; i++) {
    const me = await api.get('/api/users/me');
    if (JSON.stringify(me.json ?? {}).match(/"(subscriptionStatus|status)":"active"/)) {
      await listenToLibrary(api);
      return api.cookie();
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the subscription never became active');
}

/**
 * Listening time on the library's audios (as the player reports it), so that the KPI screen has
 * bars to draw and the library shows where the subscriber left each audio.
 */
async function listenToLibrary(api) {
  const library = (await api.get('/api/library')).json;
  const audios = JSON.stringify(library ?? {}).match(/"_id":"[0-9a-f-]{36}","title"/g) ?? [];
  const ids = audios.map((m) => m.slice(7, 43)).slice(0, 12);
  for (const [i, audioId] of ids.entries()) {
    await api.post('/api/stats/playback', {
      audioId,
      listenedSeconds: 1 + (i % 2),
      positionSeconds: 1,
      reportId: crypto.randomUUID(),
      xsrf: api.jar.get('XSRF-TOKEN'),
    });
  }
}

/** Measured runs per page after the warm-up: the one with the median performance score is kept. */
export const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);

/**
 * Lighthouse (mobile, simulated throttling; performance and accessibility) on each path, signed in
 * with `cookie` ("name=value; …", as signInAdmin/signInSubscriber return). Each page is loaded once
 * first (discarded: it warms the server and the disk cache), then measured PAGE_RUNS times; the run
 * with the median performance score is the page's row, with every run's score beside it
 * (`performanceRuns`): on this two-core machine one page's score moves by up to ten points from
 * run to run (its blocking time most), as Lighthouse's own guidance on variability describes.
 * Every run is a new Chromium whose cookie store holds the session and whose localStorage holds the
 * app's `hasSession` hint and a cookie choice (necessary only: the banner is not shown) (Lighthouse
 * clears the HTTP cache, service workers and Cache Storage before it loads the page, not cookies or
 * localStorage), so it is a signed-in first visit. A run that ended on another path (the login
 * page, /panel for a non-member) is marked `signedIn: false`.
 */
export async function benchPages(
  baseUrl,
  { pages, cookie, warmUp = true, chromePath, runs = PAGE_RUNS } = {},
) {
  const rows = [];
  for (const page of pages) {
    if (warmUp) await pageWithRetry(baseUrl, page, cookie, chromePath);
    const measured = [];
    for (let i = 0; i < runs; i++) measured.push(await pageWithRetry(baseUrl, page, cookie, chromePath));
    const byScore = [...measured].sort((a, b) => a.performance - b.performance);
    const r = {
      ...byScore[Math.floor((byScore.length - 1) / 2)],
      performanceRuns: measured.map((m) => m.performance),
      // A page that ended signed out in any run is reported so.
      signedIn: measured.every((m) => m.signedIn),
    };
    rows.push(r);
    if (process.env.BENCH_VERBOSE !== '0') console.error(formatPageRow(r));
  }
  return rows;
}

async function pageWithRetry(baseUrl, page, cookie, chromePath) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pageOnce(baseUrl, page, cookie, chromePath);
    } catch (err) {
      if (attempt >= 3 || !/Lighthouse: (NO_|PROTOCOL_TIMEOUT)/.test(String(err))) throw err;
    }
  }
}

async function pageOnce(
  baseUrl,
  pagePath,
  cookie,
  chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
) {
  const url = new URL(pagePath, baseUrl).href;
  const origin = new URL(baseUrl).origin;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // The session: cookies in the browser's store and the app's hint, set on a page of the origin
    // that is not the app (the health check), so nothing of the app is cached or started.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const [tab] = await browser.pages();
      const cookies = (cookie ?? '')
        .split(/;\s*/)
        .filter(Boolean)
        .map((pair) => {
          const i = pair.indexOf('=');
          return { name: pair.slice(0, i), value: pair.slice(i + 1), url: origin, path: '/' };
        });
      if (cookies.length) await browser.setCookie(...cookies);
      await tab.goto(`${origin}/health`);
      if (cookies.length) await tab.evaluate(() => localStorage.setItem('hasSession', '1'));
      // A signed-in person has answered the cookie banner already (here: necessary cookies only),
      // so the page measured is the page, not the banner over it.
      await tab.evaluate(
        (key, value) => localStorage.setItem(key, value),
        CONSENT_KEY,
        JSON.stringify({
          version: CONSENT_VERSION,
          analytics: false,
          marketing: false,
          decidedAt: new Date().toISOString(),
        }),
      );
      await tab.goto('about:blank');
    } finally {
      await browser.disconnect();
    }
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!runner) throw new Error('Lighthouse returned no result');
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const finalPath = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
    const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const a11yFailing = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    const a11yNodes = a11yFailing.flatMap((id) =>
      (lhr.audits[id].details?.items ?? []).slice(0, 3).map((i) => `${id}: ${i.node?.snippet ?? '?'}`),
    );
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((t) => ({
      url: t.url,
      startMs: Math.round(t.startTime),
      durationMs: Math.round(t.duration),
    }));
    const perfFailing = lhr.categories.performance.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => ({ id: a.id, displayValue: a.displayValue }));
    return {
      path: pagePath,
      lighthouseVersion: lhr.lighthouseVersion,
      finalPath,
      signedIn: finalPath.replace(/\/$/, '') === pagePath.replace(/\/$/, ''),
      performance: score('performance'),
      accessibility: score('accessibility'),
      ...paintTimes(lhr),
      lcpElement: lcpItems[0]?.items?.[0]?.node?.snippet ?? null,
      a11yFailing,
      a11yNodes,
      perfFailing,
      longTasks,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => ({
        score: Number(i.score?.toFixed(3)),
        node: i.node?.snippet ?? null,
      })),
      ...(process.env.BENCH_KEEP_LHR ? { lhr } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** Which page targets a row misses (empty when all are met). */
export function missedPageTargets(r, t = PAGE_TARGETS) {
  const missed = [];
  if (!r.signedIn) missed.push(`ended on ${r.finalPath}, not signed in`);
  if (r.performance < t.performance) missed.push(`performance ${r.performance} < ${t.performance}`);
  if (r.accessibility < t.accessibility)
    missed.push(`accessibility ${r.accessibility} < ${t.accessibility} (${r.a11yFailing.join(', ')})`);
  return missed;
}

export function formatPageRow(r) {
  const missed = missedPageTargets(r);
  return [
    r.path.padEnd(22),
    `perf ${String(r.performance).padStart(3)}${r.performanceRuns ? ` (${r.performanceRuns.join(', ')})` : ''}`,
    `a11y ${String(r.accessibility).padStart(3)}`,
    `TBT ${String(r.tbtMs).padStart(5)} ms`,
    `LCP ${String(r.lcpMs).padStart(5)} ms`,
    `CLS ${r.cls}`,
    missed.length ? `✗ ${missed.join('; ')}` : '✓',
  ].join('  ');
}

/**
 * Every panel page as a subscriber and every back-office page as the admin. Without `baseUrl`,
 * the built server (apps/server/dist/main.js) is started here in local mode on a fresh data
 * directory, with the bench admin, and stopped at the end.
 */
export async function benchAllPages({ baseUrl, admin = BENCH_ADMIN, chromePath } = {}) {
  let server = null;
  let dataDir = null;
  if (!baseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sanarte-lh-'));
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_AUDIO_SECONDS: '2',
    });
    baseUrl = server.base;
  }
  try {
    const member = await signInSubscriber(baseUrl);
    const staff = await signInAdmin(baseUrl, admin.email, admin.password);
    const rows = [
      ...(await benchPages(baseUrl, { pages: PANEL_PAGES, cookie: member, chromePath })),
      ...(await benchPages(baseUrl, { pages: ADMIN_PAGES, cookie: staff, chromePath })),
    ];
    return { baseUrl, rows, lighthouseVersion: rows[0]?.lighthouseVersion };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args.includes('--pages')) {
    const base = args.find((a) => /^https?:/.test(a));
    const only = args
      .find((a) => a.startsWith('--only='))
      ?.slice(7)
      .split(',');
    let result;
    if (only) {
      if (!base) throw new Error('--only needs the address of a running server');
      const member = only.some((p) => p.startsWith('/panel')) ? await signInSubscriber(base) : null;
      const staff = only.some((p) => p.startsWith('/admin')) ? await signInAdmin(base) : null;
      const rows = [];
      for (const p of only)
        rows.push(
          ...(await benchPages(base, { pages: [p], cookie: p.startsWith('/panel') ? member : staff })),
        );
      result = { rows };
    } else {
      result = await benchAllPages({
        baseUrl: args.includes('--start') ? undefined : (base ?? 'http://127.0.0.1:3000'),
      });
    }
    console.log('\npage                    performance / accessibility (targets ≥ 90 / 100)');
    for (const r of result.rows) console.log(formatPageRow(r));
    if (args.includes('--json')) console.log(JSON.stringify(result.rows, null, 2));
  } else {
    const base = args[0] ?? 'http://127.0.0.1:3000';
    const result = await benchLighthouse(base);
    console.log(JSON.stringify(result, null, 2));
    const missed = missedTargets(result);
    console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : 'All targets met.');
  }
}
