// Draws the app's icons (the web app manifest's and the Apple touch icon) from the brand mark in
// public/favicon.svg, into public/icons/. Run once after changing the mark, and commit the PNGs:
//   node apps/web/scripts/icons.mjs
// The SVG is rendered by the system's Chromium through playwright-core (no browser is downloaded;
// CHROMIUM_PATH overrides /usr/bin/chromium).
//  - icon-192.png, icon-512.png: the mark as the favicon draws it (rounded square, transparent corners).
//  - icon-maskable-512.png: the night gradient to the edges, the moon and waves inside the central
//    80 % that every mask keeps; opaque.
//  - apple-touch-icon.png (180): the gradient to the edges (iOS rounds the corners itself); opaque.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const outDir = path.join(publicDir, 'icons');
const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

// The favicon: a 64×64 rounded square (<rect rx>) filled with the gradient, then the drawing.
const defs = mark.match(/<defs>[\s\S]*?<\/defs>/)?.[0];
const background = mark.match(/<rect [^>]*\/>/)?.[0];
const drawing = mark.slice(mark.indexOf(background) + (background?.length ?? 0), mark.lastIndexOf('</svg>'));
if (!defs || !background || !drawing.includes('<path')) {
  throw new Error('icons: favicon.svg is not the expected mark (defs, a background rect, the drawing)');
}
const fullBleed = background.replace(/\srx="[^"]*"/, '');

/** The drawing scaled by `scale` about the centre of the 64×64 canvas. */
const scaled = (scale) => `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g>`;
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">${defs}${body}</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark, transparent: true },
  { file: 'icon-512.png', size: 512, svg: mark, transparent: true },
  // The drawing spans x 8–56 and y 13–52, its farthest point ~32 units from the centre: at 0.75 it
  // stays within a circle of radius 24, inside the maskable safe zone's 25.6 (40 % of 64).
  { file: 'icon-maskable-512.png', size: 512, svg: svg(`${fullBleed}${scaled(0.75)}`), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: svg(`${fullBleed}${scaled(0.92)}`), transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace(/<svg\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(width|height)="[^"]*"/g, '')
        .replace('<svg', `<svg width="${icon.size}" height="${icon.size}"`),
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.screenshot({
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      omitBackground: icon.transparent,
    });
    await writeFile(path.join(outDir, icon.file), png);
    console.log(`icons: ${icon.file} (${icon.size}×${icon.size}, ${(png.length / 1024).toFixed(1)} KiB)`);
  }
} finally {
  await browser.close();
}
