// The app's text font, trimmed to what the app draws, into src/assets/fonts/. Run after updating
// @fontsource-variable/nunito, and commit the file (a test checks it is what this script makes):
//   node apps/web/scripts/fonts.mjs
//
// Nunito's Latin file from @fontsource-variable carries the whole weight axis, 200 to 1000; the app
// draws 400 to 700 (normal, medium, semibold, bold: a test keeps it so). The same glyphs (the
// subset's whole unicode-range) with the axis cut to 400–700 weigh 24.8 KB instead of 39.1 KB: the
// largest file of the landing's first paint after the HTML (harfbuzz's instancer, via subset-font).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@fontsource-variable/nunito/package.json'));

/** The weights the app draws with Nunito (Tailwind's font-normal to font-bold). */
export const NUNITO_WEIGHTS = { min: 400, max: 700 };
/** Where the trimmed font is written, and read by src/index.css. */
export const NUNITO_FILE = path.resolve(
  import.meta.dirname,
  '..',
  'src/assets/fonts/nunito-latin-wght-400-700.woff2',
);

/** Every code point of a CSS unicode-range ('U+0000-00FF,U+0131,…'), as a string. */
export function rangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace(/U\+/gi, '').split('-');
    const first = Number.parseInt(from, 16);
    const last = Number.parseInt(to ?? from, 16);
    for (let c = first; c <= last; c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** The Latin subset's unicode-range, as @fontsource-variable/nunito declares it. */
export async function latinRange() {
  return JSON.parse(await readFile(path.join(packageDir, 'unicode.json'), 'utf8')).latin;
}

/** Nunito's Latin file with its weight axis cut to NUNITO_WEIGHTS, every glyph kept. */
export async function trimmedNunito() {
  const source = await readFile(path.join(packageDir, 'files/nunito-latin-wght-normal.woff2'));
  return subsetFont(source, rangeText(await latinRange()), {
    targetFormat: 'woff2',
    variationAxes: { wght: NUNITO_WEIGHTS },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await trimmedNunito();
  await writeFile(NUNITO_FILE, font);
  console.log(`fonts: ${path.relative(process.cwd(), NUNITO_FILE)} (${font.length} bytes)`);
}
