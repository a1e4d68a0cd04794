import type { ThemeDto } from '@sanarte/shared';
import { describe, expect, it } from 'vitest';
import { catalogueNames, categoryHeading } from './catalogue-names';

const theme = (slug: string, name: string, category: { slug: string; name: string }): ThemeDto => ({
  _id: slug,
  slug,
  name,
  description: '',
  category: { _id: category.slug, ...category },
  coverImage: null as unknown as ThemeDto['coverImage'],
  isActive: true,
  order: 0,
});

describe('catalogue names', () => {
  it('spells themes and categories as the catalogue does, and knows nothing it does not list', () => {
    const names = catalogueNames([
      theme('liberate_de_la_ansiedad', 'Libérate de la ansiedad', { slug: 'salud', name: 'Salud' }),
      theme('relajacion_para_el_dolor', 'Relajación para el dolor', { slug: 'salud', name: 'Salud' }),
      theme('habla_en_publico', 'Habla en público', {
        slug: 'desarrollo_personal',
        name: 'Desarrollo Personal',
      }),
    ]);
    expect(names.theme('liberate_de_la_ansiedad')).toBe('Libérate de la ansiedad');
    expect(names.theme('relajacion_para_el_dolor')).toBe('Relajación para el dolor');
    expect(names.category('desarrollo_personal')).toBe('Desarrollo Personal');
    expect(names.theme('no_mas_insomnio')).toBeNull();
    expect(catalogueNames(undefined).category('salud')).toBeNull();
  });

  it('writes category headings in Spanish uppercase, keeping accents', () => {
    expect(categoryHeading('Desarrollo Personal')).toBe('DESARROLLO PERSONAL');
    expect(categoryHeading('Relajación')).toBe('RELAJACIÓN');
  });
});
