import { describe, expect, it } from 'vitest';
import { claimsFrom } from './claims';

describe('landing claims', () => {
  it('makes the spec claims when the catalogue reaches them', () => {
    const c = claimsFrom({
      audios: 240,
      themes: 21,
      categories: 3,
      categoryNames: ['Salud', 'Amor', 'Desarrollo Personal'],
    });
    expect(c.audios).toEqual({ value: '200', moreThan: true, count: 200 });
    expect(c.themes.value).toBe('21');
    expect(c.categories.value).toBe('3');
    expect(c.categoryNames).toBe('Salud, Amor y Desarrollo Personal');
  });

  it('shows the real counts when the catalogue is smaller', () => {
    const c = claimsFrom({ audios: 63, themes: 12, categories: 2, categoryNames: ['Salud', 'Amor'] });
    expect(c.audios).toEqual({ value: '63', moreThan: false, count: 63 });
    expect(c.themes.value).toBe('12');
    expect(c.categories.value).toBe('2');
    expect(c.categoryNames).toBe('Salud y Amor');
  });

  it('names exactly the categories it counts', () => {
    const four = claimsFrom({
      audios: 240,
      themes: 22,
      categories: 4,
      categoryNames: ['Salud', 'Amor', 'Desarrollo Personal', 'Sueño'],
    });
    expect(four.categories.value).toBe('4');
    expect(four.categoryNames).toBe('Salud, Amor, Desarrollo Personal y Sueño');
    expect(claimsFrom({ audios: 5, themes: 1, categories: 1, categoryNames: ['Sueño'] }).categoryNames).toBe(
      'Sueño',
    );
    // Names that disagree with the figure are not shown.
    expect(claimsFrom({ audios: 5, themes: 2, categories: 2, categoryNames: ['Salud'] }).categoryNames).toBe(
      null,
    );
    expect(claimsFrom({ audios: 0, themes: 0, categories: 0, categoryNames: [] }).categoryNames).toBe(null);
  });

  it('never says "more than 200" for exactly 200 audios, and survives bad input', () => {
    expect(claimsFrom({ audios: 200, themes: 21, categories: 3, categoryNames: [] }).audios.moreThan).toBe(
      false,
    );
    const c = claimsFrom({ audios: Number.NaN, themes: -1, categories: 0, categoryNames: [] });
    expect([c.audios.value, c.themes.value, c.categories.value]).toEqual(['0', '0', '0']);
  });
});
