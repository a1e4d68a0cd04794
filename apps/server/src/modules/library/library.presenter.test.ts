import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AudioRow } from '../catalogue/catalogue.repository.js';
import { presentLibrary } from './library.presenter.js';

const run = promisify(execFile);
const NOW = new Date('2026-11-30T12:00:00Z');
const presenterModule = fileURLToPath(new URL('./library.presenter.ts', import.meta.url));

/** A catalogue of `n` audios in 3 categories and 9 themes, as the catalogue cache holds it. */
const rowsScript = (n: number) => `Array.from({ length: ${n} }, (_, i) => Object.freeze({
  id: 'audio-' + i, title: 'Audio ' + i, description: 'Una descripción del audio. '.repeat(8),
  duration: 600, themeId: 'theme-' + (i % 9), themeName: 'Tema ' + (i % 9),
  categoryId: 'category-' + (i % 3), categoryName: 'Categoría ' + (i % 3),
  coverImageName: 'cover.webp', coverImageUrl: '/cdn/cover.webp', audioName: 'a.mp3',
  tags: Object.freeze(['calma']), order: i, isActive: true, releaseAt: null, releasedAt: null,
}))`;

describe('presentLibrary', () => {
  it('groups the open audios by category and theme, with each audio’s saved position', () => {
    const rows = new Function(`return ${rowsScript(4)}`)() as AudioRow[];
    const library = presentLibrary(rows, new Map([['audio-1', 42]]), NOW);
    expect(library.hasSubscription).toBe(true);
    expect(library.categories.map((c) => c._id)).toEqual(['category-0', 'category-1', 'category-2']);
    const audios = library.categories.flatMap((c) => c.themes.flatMap((t) => t.audios));
    expect(audios.map((a) => [a._id, a.positionSeconds])).toEqual([
      ['audio-0', 0],
      ['audio-3', 0],
      ['audio-1', 42],
      ['audio-2', 0],
    ]);
    expect(audios[2]).toMatchObject({ title: 'Audio 1', theme: { _id: 'theme-1', name: 'Tema 1' } });
  });

  it('leaves nothing of an answer behind once it is sent (no answer reaches the old generation)', async () => {
    // Answers made and serialized one after another, in a fresh process, as requests do: how much
    // the old generation takes on meanwhile. Each answer is garbage once serialized, so it should
    // die young; a copy made by spreading a fresh object (`{ ...presentAudio(r), extra }`)
    // survived young collections in V8 and filled the old generation (about 2 MiB per collection).
    const script = `
      import v8 from 'node:v8';
      const { presentLibrary } = await import(${JSON.stringify(presenterModule)});
      const rows = ${rowsScript(63)};
      const NOW = new Date();
      const old = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
      for (let i = 0; i < 2000; i++) JSON.stringify(presentLibrary(rows, new Map(), NOW));
      let grown = 0, last = old();
      for (let i = 0; i < 20000; i++) {
        JSON.stringify(presentLibrary(rows, new Map([['audio-1', i]]), NOW));
        if (i % 200 === 0) { const now = old(); if (now > last) grown += now - last; last = now; }
      }
      console.log(JSON.stringify({ grownMiB: grown / 2 ** 20 }));
    `;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 60_000,
    });
    expect(JSON.parse(stdout).grownMiB).toBeLessThan(8);
  }, 90_000);
});
