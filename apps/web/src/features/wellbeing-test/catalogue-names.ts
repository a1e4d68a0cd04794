import type { ThemeDto } from '@sanarte/shared';

/**
 * Names of themes and categories as the catalogue spells them ('Libérate de la ansiedad',
 * 'Desarrollo Personal'). A result only carries slugs: its names always come from here, never
 * from the slugs (which have lost their accents).
 */
export interface CatalogueNames {
  theme(slug: string): string | null;
  category(slug: string): string | null;
}

export function catalogueNames(themes: readonly ThemeDto[] | undefined): CatalogueNames {
  const theme = new Map<string, string>();
  const category = new Map<string, string>();
  for (const t of themes ?? []) {
    theme.set(t.slug, t.name);
    if (t.category?.slug) category.set(t.category.slug, t.category.name);
  }
  return {
    theme: (slug) => theme.get(slug) ?? null,
    category: (slug) => category.get(slug) ?? null,
  };
}

/** A category name as the results show it: uppercase, in Spanish ('DESARROLLO PERSONAL'). */
export const categoryHeading = (name: string): string => name.toLocaleUpperCase('es-ES');
