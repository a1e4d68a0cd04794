import { sql } from 'drizzle-orm';
// "Para ti" as a listener meets it: on the panel's welcome page and at the top of Mi Biblioteca,
// following the wellbeing test and changing with a new take.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audioIn, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { listenedFor, shot, signedInPage, takeTest, until } from './helpers.js';
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

describe('Mi progreso', () => {
  for (const size of SIZES) {
    it(`counts a session heard past 90 %, and its minutes, on the welcome page (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Elena' });
      await giveSubscription(e.server, user.id, 'full');
      const audioId = await audioIn(e.server, 'no_mas_insomnio');
      await e.server.catalogueSql(sql`update audios set duration = 600 where id = ${audioId}`);
      const page = await signedInPage(e, user, size);
      await page.goto('/panel');
      const progress = page.getByRole('region', { name: 'Mi progreso' });
      await until(() =>
        progress
          .getByText('Cuando escuches tus terapias, aquí verás tus minutos y tus sesiones completadas.')
          .isVisible(),
      ).toBe(true);

      await listenedFor(e, user, audioId, 560);
      await page.reload();
      const figure = (label: string) =>
        progress.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
      await until(() => figure('Sesiones completadas esta semana').textContent()).toBe('1');
      expect(await figure('Minutos esta semana').textContent()).toBe('9 min');
      expect(await progress.getByRole('list', { name: 'Lo que más escuchas' }).textContent()).toContain(
        'No más insomnio',
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `for-you/progress-${size.name}`, { fullPage: true });
    });
  }
});

describe('Guardados', () => {
  for (const size of SIZES) {
    it(`saves two audios from the library and finds them on the shelf, in the library and on the welcome page (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Irene' });
      await giveSubscription(e.server, user.id, 'full');
      const library = (await user.http.get('/api/library')).body.data;
      const [first, second] = library.categories[0].themes[0].audios as { title: string }[];
      if (!first || !second) throw new Error('the seeded theme has fewer than two audios');
      const page = await signedInPage(e, user, size);
      await page.goto('/panel/biblioteca');
      const shelf = page.getByRole('region', { name: 'Guardados' });
      await until(() => shelf.getByText(/^Todavía no has guardado ningún audio/).isVisible()).toBe(true);

      for (const audio of [first, second]) {
        const save = page.getByRole('button', { name: `Guardar «${audio.title}»` }).first();
        await save.click();
        await until(() =>
          page
            .getByRole('button', { name: `Quitar «${audio.title}» de Guardados` })
            .first()
            .getAttribute('aria-pressed'),
        ).toBe('true');
      }
      // The player has it too: saved, as the library says.
      await page
        .getByRole('button', { name: `Reproducir ${first.title}` })
        .first()
        .click();
      const player = page.getByRole('region', { name: 'Reproductor' });
      if (size.name === 'phone') await player.getByRole('button', { name: 'Ampliar reproductor' }).click();
      await until(() =>
        player
          .getByRole('button', { name: `Quitar «${first.title}» de Guardados` })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      const onShelf = () =>
        shelf
          .getByRole('article')
          .evaluateAll((cards) => cards.map((c) => c.querySelector('h4')?.textContent));
      await until(onShelf).toEqual([second.title, first.title]);
      expect(await shelf.getByRole('button', { name: 'Descargar todo «Guardados»' }).isVisible()).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(shelf, `for-you/saved-library-${size.name}`);

      await page.goto('/panel');
      await until(onShelf).toEqual([second.title, first.title]);
      // Taken off from the shelf itself.
      await shelf.getByRole('button', { name: `Quitar «${first.title}» de Guardados` }).click();
      await until(onShelf).toEqual([second.title]);
    });
  }
});
