// Prerenders the landing into dist/index.html after `vite build` and the SSR build of
// src/entry-prerender.tsx (see package.json "build"): the page paints before any JavaScript runs
// and is indexable; main.tsx hydrates it on '/'. The app's scripts are started by public/boot.js.
//
// Also: preloads the two fonts the first screen uses, and — when PUBLIC_URL is set at build time —
// writes that origin into the canonical and Open Graph URLs, robots.txt and sitemap.xml (the
// sources carry https://sanarte.app).
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { screenData } from './screens.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');
const DEFAULT_ORIGIN = 'https://sanarte.app';
/** Where the outlines are written, beside index.html (read by the server). */
const OUTLINES_FILE = '.outlines.json';

const { render, describeScreens } = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
const markup = await render('/');
if (!markup.includes('id="pricing"')) throw new Error('prerender: the landing markup looks incomplete');

const indexPath = path.join(dist, 'index.html');
let html = await readFile(indexPath, 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!html.includes(emptyRoot))
  throw new Error('prerender: <div id="root"></div> not found in dist/index.html');
html = html.replace(emptyRoot, () => `<div id="root" data-prerendered="/">${markup}</div>`);

// The app's entry and its modules move from Vite's tags into boot.js's data attributes: on '/', the
// landing paints from HTML and CSS alone and the app loads right after (public/boot.js).
const entryTag = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
if (!entryTag) throw new Error('prerender: the module script of the entry was not found');
const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
html = html.replace(entryTag[0], '');
for (const m of modules) html = html.replace(m[0], '');
// The manifest link (vite-plugin-pwa's) leaves the HTML: the app links it once the page has loaded
// (src/features/pwa/register.ts). Linked in the HTML, the browser fetches the manifest and then its
// icon during the first paint, a chain of two more round trips beside the page's fonts (Lighthouse
// mobile: the landing's LCP 1.51 s when they started before the largest paint, 1.36 s without them).
const manifestLink = /<link rel="manifest" href="[^"]+"[^>]*>\s*/;
if (!manifestLink.test(html)) throw new Error('prerender: the manifest link was not found');
html = html.replace(manifestLink, '');
// What each panel and back-office page needs before the app runs, from the route table and the
// build manifests (scripts/screens.mjs): its route chunks, preloaded with the entry on that path,
// its first calls and its outline. The manifests are not served.
const readManifest = async (dir) =>
  JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
const screens = await screenData({
  describeScreens,
  clientManifest: await readManifest(dist),
  ssrManifest: await readManifest(ssrDir),
  ssrDir,
});
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
// boot.js may send a signed-in page's session check and first data calls itself, before the app
// has loaded, only when the app's calls carry no client headers (CLIENT_API_KEY or
// CLIENT_API_SECRET at build time, which boot.js does not know): otherwise the app sends them.
const earlySessionCheck = !process.env.CLIENT_API_KEY && !process.env.CLIENT_API_SECRET;
const bootTag = '<script src="/boot.js"></script>';
if (!html.includes(bootTag)) throw new Error('prerender: <script src="/boot.js"> not found');
html = html.replace(
  bootTag,
  () =>
    `<script src="/boot.js" data-entry="${entryTag[1]}" data-modules="${modules.map((m) => m[1]).join(' ')}" ` +
    `data-screen-files="${screens.files.join(' ')}" data-screens='${JSON.stringify(screens.routes)}'` +
    `${earlySessionCheck ? ` data-session-check data-screen-data='${JSON.stringify(screens.calls)}'` : ''}></script>`,
);

// The two fonts of the first screen, preloaded: Nunito (the text, and the largest paint: the hero's
// lead paragraph) and Lora (the headings). Left to the stylesheet, Lora is found only once the CSS
// has been parsed, one round trip later, and whether that trip fell before the largest paint
// decided it: Lighthouse mobile put the landing's LCP at 1.21, 1.36 or 1.52 s from run to run.
// Both preloaded, with the trimmed Nunito (scripts/fonts.mjs) and no manifest in the HTML (above):
// 1.36-1.38 s in eleven runs out of eleven. (With the whole 39 KB Nunito, preloading both was
// slower: 1.51 s against 1.37 s for Nunito alone.)
const assets = await readdir(path.join(dist, 'assets'));
const fonts = [/^nunito-latin-wght-400-700-.*\.woff2$/, /^lora-latin-600-normal-.*\.woff2$/]
  .map((re) => assets.find((file) => re.test(file)))
  .filter(Boolean);
if (fonts.length !== 2) throw new Error('prerender: the fonts of the first screen were not found');
const preloads = fonts
  .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
  .join('\n    ');
html = html.replace('</title>', () => `</title>\n    ${preloads}`);

const origin = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : DEFAULT_ORIGIN;
const withOrigin = (text) => text.replaceAll(DEFAULT_ORIGIN, origin);
await writeFile(indexPath, withOrigin(html));
for (const file of ['robots.txt', 'sitemap.xml']) {
  const target = path.join(dist, file);
  await writeFile(target, withOrigin(await readFile(target, 'utf8')));
}

// The outline of each panel and back-office page (src/app/page-outline.tsx): the server puts it
// after the empty root of that path's page (apps/server web.ts), so the page paints its frame and
// heading before any script runs. A file of the build that is not served (a dotfile).
for (const [page, outline] of Object.entries(screens.outlines))
  if (!outline.includes(`data-path="${page.split('?')[0]}"`))
    throw new Error(`prerender: the outline of ${page} looks incomplete`);
await writeFile(path.join(dist, OUTLINES_FILE), JSON.stringify(screens.outlines));

// public/boot.js is copied as written (with its comments): minify it, it runs on every page.
const bootPath = path.join(dist, 'boot.js');
const boot = await transform(await readFile(bootPath, 'utf8'), { minify: true, target: 'es2020' });
await writeFile(bootPath, boot.code);

await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerender: landing written into dist/index.html (${(markup.length / 1024).toFixed(1)} KiB of markup, ` +
    `${fonts.length} font preload(s), origin ${origin})`,
);
