import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants as zlib, brotliCompress, gzip as gzipCallback } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  LISTENER_NAME_SLOT,
  STAFF_WELCOME_SLOT,
  STORE_PLATFORMS,
  STORE_URL_META,
  type SiteIdentity,
  type StoreUrls,
  escapeHtml,
  isSignedInArea,
  staffWelcome,
  withIdentity,
  withStoreLinks,
} from '@sanarte/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web build next to the server (in the repository or in the built server's tree), if any. */
export function defaultWebDist(): string | null {
  const candidates = [
    path.resolve(import.meta.dirname, '../../../../web/dist'),
    path.resolve(import.meta.dirname, '../../web/dist'),
    path.resolve(import.meta.dirname, '../../../apps/web/dist'),
  ];
  return candidates.find((p) => existsSync(path.join(p, 'index.html'))) ?? null;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

export type SendIndex = (reply: FastifyReply) => unknown;

/** Files at the root of the build that must be checked again on every use (the PWA's own). */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** What the server writes into the built index.html: see webApp. */
export type PageSettings = { gtmId: string | undefined; storeUrls: StoreUrls; identity: SiteIdentity };

/** The name of whom a page greets, signed in on this request, or null for anyone else. */
export type NameOf = (request: FastifyRequest) => Promise<string | null>;

/**
 * Who the outlines greet by name: the back-office member on the dashboard (verified, admin or
 * crmUser: whom the back-office lets in), any verified account on the panel's welcome page.
 */
export type GreetedNames = { staff: NameOf; listener: NameOf };

/** The text a greeting writes for a request (null: none). */
type GreetingText = (request: FastifyRequest) => Promise<string | null>;

/** A place an outline leaves for a greeting, and its text. */
type Greeting = { slot: string; text: GreetingText };

/** An outlined page that greets: the page around the greeting's place, and its text. */
type GreetingPage = { parts: readonly [string, string]; text: GreetingText };

/**
 * index.html as the server sends it: the tag manager's id and the configured store addresses as
 * meta tags the app reads, and the prerendered landing's store badges rewritten into links to the
 * configured stores (the landing was rendered at build time with the install page's links), and the
 * business identity written in place of the build's tokens and as JSON (withIdentity), so the HTML
 * and the hydrated app agree.
 */
export function pageHtml(raw: string, { gtmId, storeUrls, identity }: PageSettings): string {
  const meta: string[] = [];
  if (gtmId) meta.push(`<meta name="gtm-id" content="${escapeHtml(gtmId)}">`);
  for (const platform of STORE_PLATFORMS) {
    const url = storeUrls[platform];
    if (url) meta.push(`<meta name="${STORE_URL_META[platform]}" content="${escapeHtml(url)}">`);
  }
  const html = meta.length > 0 ? raw.replace('</head>', () => `${meta.join('')}</head>`) : raw;
  return withIdentity(withStoreLinks(html, storeUrls), identity);
}

/** The root of the built index.html, holding the landing prerendered at build time. */
const PRERENDERED_ROOT = '<div id="root" data-prerendered="/">';

/**
 * index.html for the panel's and the back-office's pages: the root left empty. The browser would
 * otherwise parse the prerendered landing (tens of kilobytes of markup) only to hide it and throw
 * it away, on the main thread, before the page's first paint. The page as it is when the root is
 * not the prerendered one (a development build).
 */
export function withoutLanding(html: string): string {
  const start = html.indexOf(PRERENDERED_ROOT);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start)}<div id="root"></div>${html.slice(end + '</div>'.length)}`;
}

/** The outlines of the panel's and the back-office's pages, beside index.html (see withOutline). */
const OUTLINES_FILE = '.outlines.json';

/**
 * A signed-in page's index.html (withoutLanding) with the outline of that page after its empty
 * root: the area's frame and the page's heading, rendered at build time (the web app's
 * scripts/prerender.mjs and src/app/page-outline.tsx), painted before any script runs. The
 * `data-outline` mark on <html> tells public/boot.js to load the app after that first paint; the
 * app replaces the outline once it renders the page.
 */
export function withOutline(signedInHtml: string, outline: string): string {
  const root = '<div id="root"></div>';
  if (!signedInHtml.includes(root)) return signedInHtml;
  return signedInHtml
    .replace(root, () => `${root}${outline}`)
    .replace(/<html(?=[\s>])/, '<html data-outline');
}

/** The outlines the web build wrote, by path; none in a development build. */
async function readOutlines(root: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(path.join(root, OUTLINES_FILE), 'utf8')) as Record<string, string>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/**
 * The built web app: hashed assets cached for a year and sent from the Brotli/gzip copies the web
 * build wrote beside them (@fastify/static picks the copy the client accepts); index.html, the
 * service worker and the web app manifest never cached without asking again. The index carries
 * settings from the configuration (pageHtml), so it is compressed once at start (Brotli at its
 * best quality) and sent in the coding the client prefers. Answers the function that sends the
 * index, for the client routes of the app.
 */
export async function webApp(
  app: FastifyInstance,
  root: string,
  settings: PageSettings,
  names: GreetedNames,
): Promise<SendIndex> {
  const indexHtml = pageHtml(await readFile(path.join(root, 'index.html'), 'utf8'), settings);

  const encode = async (html: string) => ({
    plain: html,
    br: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: await gzip(html, { level: 9 }),
  });
  const page = await encode(indexHtml);
  const signedInHtml = withoutLanding(indexHtml);
  const signedInPage = await encode(signedInHtml);
  const outlinedPages = new Map<string, Awaited<ReturnType<typeof encode>>>();
  /** Each place an outline greets by name, and the text the server writes there for a request. */
  const greetings: readonly Greeting[] = [
    {
      slot: STAFF_WELCOME_SLOT,
      text: async (request) => {
        const name = await names.staff(request);
        return name === null ? null : staffWelcome(name, new Date());
      },
    },
    { slot: LISTENER_NAME_SLOT, text: names.listener },
  ];
  const welcomePages = new Map<string, GreetingPage>();
  for (const [pagePath, outline] of Object.entries(await readOutlines(root))) {
    let html = withOutline(signedInHtml, outline);
    for (const { slot, text } of greetings) {
      const [before = html, after] = html.split(slot);
      if (after === undefined) continue;
      welcomePages.set(pagePath, { parts: [before, after], text });
      // Without anyone to greet (an access token the app will refresh first, or someone the area
      // will turn away), the place is left empty.
      html = before + after;
    }
    outlinedPages.set(pagePath, await encode(html));
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // The file asked for, whether its Brotli or gzip copy is sent.
      const file = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
      if (file.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (file.endsWith('.html') || REVALIDATED.has(file)) {
        res.header('cache-control', 'no-cache');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });

  /**
   * A page whose outline greets by name (the dashboard's welcome line, the panel's greeting: texts
   * the app could only paint once its code had run and the session had answered): for the person
   * signed in, that page with their name, private to that browser (docs/decisions/030).
   */
  const welcomed = async (reply: FastifyReply, { parts, text }: GreetingPage) => {
    // The page is served whether or not the session could be read: without the name if not.
    const greeting = await text(reply.request).catch(() => null);
    if (greeting === null) return null;
    reply.header('cache-control', 'private, no-cache');
    return `${parts[0]}${escapeHtml(greeting)}${parts[1]}`;
  };
  /** One page for one request: compressed quickly, in the coding asked for only. */
  const encodeOnce = async (html: string, coding: string | null) =>
    coding === 'br'
      ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? gzip(html, { level: 6 })
        : html;

  const sendIndex: SendIndex = async (reply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const [pathname = '', query] = reply.request.url.split('?', 2);
    const pagePath = pathname.replace(/(.)\/$/, '$1');
    const signedInArea = isSignedInArea(pathname);
    const coding = negotiate(reply.request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (coding === 'br' || coding === 'gzip') reply.header('content-encoding', coding);
    const welcome = signedInArea ? welcomePages.get(pagePath) : undefined;
    if (welcome) {
      reply.header('vary', 'accept-encoding, cookie');
      const html = await welcomed(reply, welcome);
      if (html !== null) return reply.send(await encodeOnce(html, coding));
    }
    // An address whose query string shows other fixed texts has an outline of its own.
    const encoded = signedInArea
      ? (query && outlinedPages.get(`${pagePath}?${query}`)) || outlinedPages.get(pagePath) || signedInPage
      : page;
    return reply.send(coding === 'br' || coding === 'gzip' ? encoded[coding] : encoded.plain);
  };
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  return sendIndex;
}
