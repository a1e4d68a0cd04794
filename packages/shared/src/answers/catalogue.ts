/** Answers of the catalogue routes (see schemas/responses.ts for the shared envelope). */
import { z } from 'zod';
import { audioDto, categoryDto, themeDto } from '../schemas/catalogue.js';
import { apiData } from '../schemas/responses.js';

export const categoryListAnswer = apiData(z.array(categoryDto));
export const themeListAnswer = apiData(z.array(themeDto));
export const audioListAnswer = apiData(z.array(audioDto));
/** One record, as the staff list shows it (create and update answer with it). */
export const categoryAnswer = apiData(categoryDto);
export const themeAnswer = apiData(themeDto);
export const audioAnswer = apiData(audioDto);

/** GET /api/catalogue/stats: the landing's real counts. */
export const catalogueStats = z.object({
  categories: z.number(),
  themes: z.number(),
  audios: z.number(),
  categoryNames: z.array(z.string()),
  /** The latest audio published by its schedule ("la terapia del mes"), for the landing's claim. */
  latestRelease: z
    .object({
      title: z.string(),
      releasedAt: z.string(),
      /**
       * The day it was published as Spain writes it ('5 dic 2026'), written here so the landing's
       * first JavaScript carries no date formatting (docs/decisions/060).
       */
      releasedOn: z.string(),
    })
    .nullable(),
});
export type CatalogueStats = z.infer<typeof catalogueStats>;
export const catalogueStatsAnswer = apiData(catalogueStats);
export type CategoryListAnswer = z.infer<typeof categoryListAnswer>;
export type ThemeListAnswer = z.infer<typeof themeListAnswer>;
export type AudioListAnswer = z.infer<typeof audioListAnswer>;
export type CategoryAnswer = z.infer<typeof categoryAnswer>;
export type ThemeAnswer = z.infer<typeof themeAnswer>;
export type AudioAnswer = z.infer<typeof audioAnswer>;
export type CatalogueStatsAnswer = z.infer<typeof catalogueStatsAnswer>;
