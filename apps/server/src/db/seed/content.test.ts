import { describe, expect, it } from 'vitest';
import { CATALOGUE, PLANS } from './content.js';
import { coverSvg } from './covers.js';

const themes = CATALOGUE.flatMap((c) => c.themes);
const audios = themes.flatMap((t) => t.audios);

/** Words that would read as a promise of a cure or a miracle (house style: no miracle claims). */
const MIRACLE = /\b(cura|curar|curación|curarás|milagro\w*|garantiza\w*|100\s?%)(?![a-záéíóúñ])/i;

describe('catalogue', () => {
  it('has the three categories in order', () => {
    expect(CATALOGUE.map((c) => c.slug)).toEqual(['salud', 'amor', 'desarrollo_personal']);
    expect(CATALOGUE.map((c) => c.name)).toEqual(['Salud', 'Amor', 'Desarrollo Personal']);
  });

  it('has 21 themes, 7 per category, with unique ASCII slugs', () => {
    for (const c of CATALOGUE) expect(c.themes).toHaveLength(7);
    expect(themes).toHaveLength(21);
    const slugs = themes.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('includes the required themes where they belong', () => {
    const bySlug = new Map(CATALOGUE.flatMap((c) => c.themes.map((t) => [t.slug, { c, t }] as const)));
    expect(bySlug.get('liberate_de_la_ansiedad')?.c.slug).toBe('salud');
    expect(bySlug.get('liberate_de_la_ansiedad')?.t.name).toBe('Libérate de la ansiedad');
    expect(bySlug.get('no_mas_insomnio')?.c.slug).toBe('salud');
    expect(bySlug.get('no_mas_insomnio')?.t.name).toBe('No más insomnio');
    expect(bySlug.get('adelgaza_facilmente')?.c.slug).toBe('salud');
    expect(bySlug.get('adelgaza_facilmente')?.t.name).toBe('Adelgaza fácilmente');
    expect(['amor', 'desarrollo_personal']).toContain(bySlug.get('duelo_y_paz')?.c.slug);
    expect(bySlug.get('duelo_y_paz')?.t.name).toBe('Duelo y paz');
  });

  it('has at least 3 audios per theme with unique, stable ASCII keys', () => {
    for (const t of themes) {
      expect(t.audios.length).toBeGreaterThanOrEqual(3);
      for (const [i, a] of t.audios.entries()) expect(a.key).toBe(`${t.slug}_${i + 1}`);
    }
    const keys = audios.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has non-empty Spanish text everywhere', () => {
    const texts = [
      ...CATALOGUE.flatMap((c) => [c.name, c.description]),
      ...themes.flatMap((t) => [t.name, t.description]),
      ...audios.flatMap((a) => [a.title, a.description]),
    ];
    for (const text of texts) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(2);
      expect(text).not.toMatch(/\s{2,}|TODO|lorem/i);
      expect(text).not.toMatch(MIRACLE);
    }
    // Descriptions are one or two full sentences.
    for (const a of audios) {
      expect(a.description).toMatch(/[.!?]$/);
      expect(a.description.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
      expect(a.title).not.toMatch(/\.$/);
    }
    // Spanish, not English: accents and "ñ" show up, and common Spanish words do.
    const all = texts.join(' ');
    expect(all).toMatch(/[áéíóúñ]/);
    expect(all).toMatch(/\b(tu|te|para|con|del?)\b/);
  });

  it('says in every health theme that it does not replace medical care', () => {
    const salud = CATALOGUE.find((c) => c.slug === 'salud');
    expect(salud?.description).toMatch(/no sustituye/i);
    for (const t of salud?.themes ?? []) expect(t.description).toMatch(/médic|sanitari|salud/i);
  });

  it('tags each audio with 2–4 lowercase Spanish words', () => {
    for (const a of audios) {
      expect(a.tags.length).toBeGreaterThanOrEqual(2);
      expect(a.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(a.tags).size).toBe(a.tags.length);
      for (const tag of a.tags) expect(tag).toMatch(/^[a-záéíóúüñ]+$/);
    }
  });

  it('gives every audio valid, varied synth params', () => {
    for (const a of audios) {
      expect(['calm', 'warm', 'bright']).toContain(a.synth.mood);
      expect(a.synth.baseHz).toBeGreaterThanOrEqual(60);
      expect(a.synth.baseHz).toBeLessThanOrEqual(400);
      expect(Number.isInteger(a.synth.seed)).toBe(true);
      expect(a.synth.seed).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(audios.map((a) => a.synth.seed)).size).toBe(audios.length);
    for (const t of themes) expect(new Set(t.audios.map((a) => a.synth.baseHz)).size).toBe(t.audios.length);
  });

  it('makes every audio a 5–15 minute bed at five to seven breaths a minute, varied per audio', () => {
    for (const a of audios) {
      expect(a.seconds).toBeGreaterThanOrEqual(5 * 60);
      expect(a.seconds).toBeLessThanOrEqual(15 * 60);
      expect(a.synth.breathSeconds).toBeGreaterThanOrEqual(9);
      expect(a.synth.breathSeconds).toBeLessThanOrEqual(12);
    }
    expect(new Set(audios.map((a) => a.seconds)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(audios.map((a) => a.synth.breathSeconds)).size).toBeGreaterThanOrEqual(10);
  });

  it('describes what the listener really hears: a bed without voice, with its pace', () => {
    for (const t of themes) {
      for (const a of t.audios) {
        expect(a.description).toMatch(/^Fondo sonoro /);
        expect(a.description).toMatch(/unas [5-7] respiraciones por minuto/);
        expect(a.description).toContain('Sin voz');
        expect(a.description).toContain(`«${t.name}»`);
        expect(a.description).not.toMatch(/guía|visualiza|recorre|imagina/i);
      }
    }
  });
});

describe('plans', () => {
  it("has the spec's three plans with the right slugs, names and order, and a monthly Full in euros", () => {
    expect(PLANS.map((p) => p.slug).sort()).toEqual(['audio-prueba', 'full', 'full-mensual', 'mini']);
    const bySlug = Object.fromEntries(PLANS.map((p) => [p.slug, p]));
    expect(bySlug['audio-prueba']).toMatchObject({
      name: 'Audio de prueba',
      price: 0,
      durationDays: 2,
      order: 1,
      fullCategoryAccess: false,
    });
    expect(bySlug.mini).toMatchObject({
      name: 'Plan Mini',
      durationDays: 30,
      order: 3,
      fullCategoryAccess: false,
    });
    expect(bySlug.full).toMatchObject({
      name: 'Plan Full',
      durationDays: 365,
      order: 2,
      fullCategoryAccess: true,
    });
    expect(bySlug['full-mensual']).toMatchObject({
      price: 9.99,
      currency: 'EUR',
      durationDays: 30,
      order: 4,
      fullCategoryAccess: true,
    });
    expect(bySlug.mini?.price).toBeGreaterThan(0);
    expect(bySlug.full?.price).toBeGreaterThan(bySlug.mini?.price ?? 0);
  });

  it('lists 3–5 Spanish features per plan, including the promised ones', () => {
    for (const p of PLANS) {
      // The spec's plans in dollars, as they were sold; the monthly Full in euros, as new plans are.
      expect(p.currency).toBe(p.slug === 'full-mensual' ? 'EUR' : 'USD');
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.features.length).toBeLessThanOrEqual(5);
      for (const f of p.features) expect(f.trim().length).toBeGreaterThan(3);
    }
    const features = (slug: string) => PLANS.find((p) => p.slug === slug)?.features.join(' | ') ?? '';
    expect(features('mini')).toMatch(/2 temas a elegir/i);
    expect(features('full')).toMatch(/acceso a todo el catálogo/i);
    expect(features('full')).toMatch(/1 terapia nueva cada mes/i);
  });
});

describe('coverSvg', () => {
  /** Checks that tags are balanced and that every `&` starts an entity: enough to catch broken XML. */
  function expectWellFormed(svg: string) {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
    const stack: string[] = [];
    for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
      const [, closing, name, selfClosing] = m;
      if (selfClosing) continue;
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name as string);
    }
    expect(stack).toEqual([]);
    // Outside tags, no stray "<" or ">" in text.
    const text = svg.replace(/<[^>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
  }

  it('returns a standalone 512×512 SVG for every variant', () => {
    for (const variant of ['category', 'theme', 'audio'] as const) {
      const svg = coverSvg({
        title: 'Libérate de la ansiedad',
        subtitle: 'Salud',
        hue: 160,
        variant,
        seed: 3,
      });
      expectWellFormed(svg);
      expect(svg).toMatch(/^<svg[^>]*\bxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/^<svg[^>]*\bwidth="512"[^>]*\bheight="512"[^>]*\bviewBox="0 0 512 512"/);
      expect(svg).toMatch(/font-family="[^"]*(serif|sans-serif)"/);
      // No external references: the only URL is the SVG namespace; fills point at local gradients.
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|@import|url\((?!#)/);
      expect(svg).toContain('Libérate de la');
    }
  });

  it('escapes markup characters in titles and subtitles', () => {
    const svg = coverSvg({
      title: 'Tú & yo <juntos> "siempre"',
      subtitle: 'A & B',
      hue: 330,
      variant: 'theme',
      seed: 1,
    });
    expectWellFormed(svg);
    expect(svg).toContain('Tú &amp; yo');
    expect(svg).toContain('&lt;juntos&gt;');
    expect(svg).not.toContain('<juntos>');
    expect(svg).toContain('A &amp; B');
  });

  it('wraps long titles into at most 3 lines', () => {
    const svg = coverSvg({
      title: 'Un título muy largo que de ninguna manera cabe en tres líneas de texto sobre la portada',
      hue: 250,
      variant: 'audio',
      seed: 9,
    });
    expectWellFormed(svg);
    expect(svg.match(/<tspan/g)?.length).toBeLessThanOrEqual(3);
    expect(svg).toContain('…');
    expect(coverSvg({ title: 'Amor', hue: 330, variant: 'category', seed: 2 }).match(/<tspan/g)?.length).toBe(
      1,
    );
  });

  it('is deterministic and varies with the seed', () => {
    const opts = { title: 'Duelo y paz', hue: 330, variant: 'theme', seed: 4 } as const;
    expect(coverSvg(opts)).toBe(coverSvg({ ...opts }));
    expect(coverSvg(opts)).not.toBe(coverSvg({ ...opts, seed: 5 }));
  });
});
