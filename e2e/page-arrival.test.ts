import { SECTIONS, es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPage } from '../apps/web/src/features/site/app-content.js';
import { shot, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * Where a page opens and where the keyboard is when it does: a page loaded in full opens at its top
 * (and back returns to where the person was), the results of the test open at their title with the
 * focus on it, and React Router has nothing to warn about on a full load. At a desktop's width and
 * two phones'.
 */
const e = e2eSuite();

const WIDTHS = [1366, 390, 360] as const;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A page whose console warnings are kept (React Router's own say what it was missing). */
async function watchedPage(width: number) {
  const page = await e.newPage({ width, height: 800 });
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return { page, warnings };
}

describe('a page loaded in full', () => {
  for (const width of WIDTHS) {
    it(`opens at its top, and back returns to where the person was (${width} px)`, async () => {
      const { page, warnings } = await watchedPage(width);
      await page.goto('/terminos-y-condiciones');
      await until(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await until(() => scrollY(page)).toBe(1200);

      // An address typed (the same as a link from an e-mail, or the return from the payment page).
      await page.goto('/app');
      await until(() => page.getByRole('heading', { level: 1, name: appPage.title }).isVisible()).toBe(true);
      // Whatever the page still loads (its QR code, the footer) has had its chance to move it.
      await until(() => page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(await scrollY(page)).toBe(0);
      await shot(page, `page-arrival/app-typed-${width}`);

      // Another page opened from it, then back twice: each where it was left.
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await until(() => scrollY(page)).toBe(600);
      await page.goto('/politica-de-privacidad');
      await until(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await until(() => page.getByRole('heading', { level: 1, name: appPage.title }).isVisible()).toBe(true);
      await until(() => scrollY(page)).toBe(600);
      await page.goBack();
      await until(() => new URL(page.url()).pathname).toBe('/terminos-y-condiciones');
      await until(() => scrollY(page)).toBe(1200);

      expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
    });
  }

  it('the panel and the back-office load without React Router warning of a missing HydrateFallback', async () => {
    const { page, warnings } = await watchedPage(1366);
    for (const path of ['/test', '/login?mode=login', '/panel', '/admin']) {
      await page.goto(path);
      await until(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    }
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
  });
});

/** Answers all 17 questions with each question's first option and asks for the results. */
async function answerAll(page: Page) {
  for (const [i, section] of SECTIONS.entries()) {
    await until(() => page.getByText(`Sección ${i + 1} de ${SECTIONS.length}`).isVisible()).toBe(true);
    const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
    await until(() => groups.count()).toBe(section.questions.length);
    for (let q = 0; q < section.questions.length; q++) await groups.nth(q).getByRole('radio').first().check();
    await page
      .getByRole('button', { name: i === SECTIONS.length - 1 ? es.test.seeResults : es.test.next })
      .click();
  }
}

describe('after «Ver Resultados»', () => {
  for (const width of WIDTHS) {
    it(`the results open at their title, which has the focus (${width} px)`, async () => {
      const page = await e.newPage({ width, height: 800 });
      await page.goto('/test');
      await answerAll(page);
      const title = page.getByRole('heading', { level: 1, name: es.test.resultsTitle });
      await until(() => title.isVisible()).toBe(true);
      // The audios of the suggested themes have arrived below.
      await until(() => page.getByRole('heading', { name: es.test.chooseAudio }).isVisible()).toBe(true);
      await until(() =>
        page.evaluate(() => {
          const h1 = document.activeElement;
          return h1?.tagName === 'H1' ? h1.textContent : (h1?.tagName ?? null);
        }),
      ).toBe(es.test.resultsTitle);
      const box = await title.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 800) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
      expect(await scrollY(page)).toBe(0);
      await shot(page, `page-arrival/results-${width}`);
    });
  }
});

describe('the landing opened at one of its sections', () => {
  for (const width of [1366, 390] as const) {
    it(`shows that section once the page has settled (${width} px)`, async () => {
      const page = await e.newPage({ width, height: 800 });
      // Once everything the page asks for has come (the plans, the figures, the sections' code).
      await page.goto('/#download', { waitUntil: 'networkidle' });
      const download = page.locator('#download');
      await until(() => download.isVisible()).toBe(true);
      // The section starts at the top of the screen, under the header, whatever loaded above it.
      await until(async () => {
        const top = await download.evaluate((el) => el.getBoundingClientRect().top);
        return top >= 0 && top <= 120;
      }).toBe(true);
    });
  }
});
