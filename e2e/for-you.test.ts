// "Para ti" as a listener meets it: on the panel's welcome page and at the top of Mi Biblioteca,
// following the wellbeing test and changing with a new take.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { shot, signedInPage, takeTest, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const forYou = (page: Page) => page.getByRole('region', { name: 'Para ti' });
const themesShown = (page: Page) =>
  forYou(page).getByRole('list', { name: 'Tus temas' }).getByRole('listitem').allTextContents();
const startWith = (page: Page) =>
  forYou(page).getByRole('region', { name: 'Para empezar' }).getByRole('article');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Para ti', () => {
  for (const size of SIZES) {
    it(`invites to the test, then follows it on the welcome page and in the library, and changes with a new take (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Lucía' });
      await giveSubscription(e.server, user.id, 'full');
      const page = await signedInPage(e, user, size);

      await page.goto('/panel');
      await until(() => forYou(page).getByRole('link', { name: 'Hacer el test' }).isVisible()).toBe(true);

      await takeTest(user, 'salud', ['no_mas_insomnio', 'adios_al_estres', 'liberate_de_la_ansiedad']);
      await page.reload();
      await until(() => themesShown(page)).toEqual([
        'No más insomnio',
        'Adiós al estrés',
        'Libérate de la ansiedad',
      ]);
      await until(() => startWith(page).count()).toBe(3);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `for-you/welcome-${size.name}`, { fullPage: true });

      await page.goto('/panel/biblioteca');
      await until(() => themesShown(page)).toEqual([
        'No más insomnio',
        'Adiós al estrés',
        'Libérate de la ansiedad',
      ]);
      await until(() => forYou(page).getByRole('region', { name: 'Aún no has escuchado' }).isVisible()).toBe(
        true,
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `for-you/library-${size.name}`);

      const retake = await user.http.put('/api/users/retake-test', {
        categoriaPrincipal: 'amor',
        topTemas: ['supera_una_ruptura', 'amor_propio'],
      });
      expect(retake.status).toBe(200);
      await page.goto('/panel');
      await until(() => themesShown(page)).toEqual(['Supera una ruptura', 'Amor propio']);
      await until(() =>
        startWith(page).first().getByText('Supera una ruptura', { exact: true }).isVisible(),
      ).toBe(true);
    });
  }
});
