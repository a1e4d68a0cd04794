/**
 * The landing's marketing claims, checked against the live catalogue: numbers on the page are
 * true. A claim is shown only when the catalogue reaches it; below it, the real count is shown
 * instead. Themes and categories are always the real counts (21 and 3 with the seeded catalogue),
 * and the categories counted are the ones named.
 */

/** GET /api/catalogue/stats: the live counts and the categories' names, in the catalogue's order. */
export type { CatalogueStats } from '@sanarte/shared';
import { type CatalogueStats, spanishList } from '@sanarte/shared';

export const CLAIM_TARGETS = { audios: 200, themes: 21, categories: 3 } as const;

export type Claim = {
  /** The figure as written: '200' (with `moreThan`), '21', '63'... */
  value: string;
  /** 'Más de 200' rather than a plain number. */
  moreThan: boolean;
  /** The count the wording agrees with (singular or plural). */
  count: number;
};

export type Claims = {
  audios: Claim;
  themes: Claim;
  categories: Claim;
  /** "Salud, Amor y Desarrollo Personal": exactly the categories counted; null without names. */
  categoryNames: string | null;
};

const safe = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function claimsFrom(stats: Omit<CatalogueStats, 'latestRelease'>): Claims {
  const audios = safe(stats.audios);
  const themes = safe(stats.themes);
  const categories = safe(stats.categories);
  return {
    audios:
      audios > CLAIM_TARGETS.audios
        ? { value: String(CLAIM_TARGETS.audios), moreThan: true, count: CLAIM_TARGETS.audios }
        : { value: String(audios), moreThan: false, count: audios },
    themes: { value: String(themes), moreThan: false, count: themes },
    categories: { value: String(categories), moreThan: false, count: categories },
    // Named only when the names are the ones counted (a list that disagrees with the figure is dropped).
    categoryNames:
      categories > 0 && stats.categoryNames.length === categories ? spanishList(stats.categoryNames) : null,
  };
}
