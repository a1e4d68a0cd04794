import { describe, expect, it } from 'vitest';
import { claimsFrom } from './claims';

describe('landing claims', () => {
  it('makes the spec claims when the catalogue reaches them', () => {
    const c = claimsFrom({ audios: 240, themes: 21, categories: 3 });
    expect(c.audios).toEqual({ value: '200', moreThan: true, count: 200 });
    expect(c.themes.value).toBe('21');
    expect(c.categories.value).toBe('3');
    expect(c.namesCategories).toBe(true);
  });

  it('shows the real counts when the catalogue is smaller', () => {
    const c = claimsFrom({ audios: 63, themes: 12, categories: 2 });
    expect(c.audios).toEqual({ value: '63', moreThan: false, count: 63 });
    expect(c.themes.value).toBe('12');
    expect(c.categories.value).toBe('2');
    expect(c.namesCategories).toBe(false);
  });

  it('never says "more than 200" for exactly 200 audios, and survives bad input', () => {
    expect(claimsFrom({ audios: 200, themes: 21, categories: 3 }).audios.moreThan).toBe(false);
    const c = claimsFrom({ audios: Number.NaN, themes: -1, categories: 0 });
    expect([c.audios.value, c.themes.value, c.categories.value]).toEqual(['0', '0', '0']);
  });
});
