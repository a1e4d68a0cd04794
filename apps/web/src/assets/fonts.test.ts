import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript without types.
import { NUNITO_FILE, NUNITO_WEIGHTS, trimmedNunito } from '../../scripts/fonts.mjs';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every source file of the app (not tests), with its text. */
async function sources(dir = SRC): Promise<{ file: string; text: string }[]> {
  const out: { file: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sources(full)));
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      out.push({ file: path.relative(SRC, full), text: await readFile(full, 'utf8') });
  }
  return out;
}

describe("the app's text font", () => {
  it('is the file scripts/fonts.mjs makes from the installed Nunito', async () => {
    const committed = await readFile(NUNITO_FILE);
    const made: Buffer = await trimmedNunito();
    expect(committed.length).toBeLessThan(30_000);
    expect(Buffer.compare(committed, made)).toBe(0);
  });

  it('is drawn only at the weights the trimmed file keeps (400–700)', async () => {
    expect(NUNITO_WEIGHTS).toEqual({ min: 400, max: 700 });
    const outside = /\bfont-(thin|extralight|light|extrabold|black)\b|font-weight:\s*(100|200|300|800|900)\b/;
    const offenders = (await sources())
      .filter(({ file }) => file !== 'index.css')
      .filter(({ text }) => outside.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
    // index.css declares the trimmed file with exactly that range.
    const css = await readFile(path.join(SRC, 'index.css'), 'utf8');
    const faces = css.match(/@font-face\s*{[^}]*nunito-latin-wght-400-700\.woff2[^}]*}/g) ?? [];
    expect(faces.length).toBe(2);
    for (const face of faces) expect(face).toContain('font-weight: 400 700;');
  });
});
