import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audioIn, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { appPage } from '../apps/web/src/features/site/app-content.js';
import { download } from '../apps/web/src/features/site/content/download.js';
import { type Platform, stores } from '../apps/web/src/features/site/content/landing.js';
import { ANDROID_CHROME, IPHONE_SAFARI } from '../apps/web/src/test/user-agents.js';
import { landingHydrated, listenedFor, shot, signInAs, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * What phones get: the app's download area as a phone visitor needs it (no code to scan with the
 * phone in hand, their own system first, on the landing and on /app), the header's download button
 * that scrolls to that area, the trial's results within a 360 px screen, and the KPI chart's time
 * axis legible there.
 */
const e = e2eSuite();

/** A page whose browser says it is `userAgent`, as the phone's own browser would. */
async function phonePage(userAgent: string, width: number): Promise<Page> {
  const context: BrowserContext = await e.browser.newContext({
    baseURL: e.server.baseUrl,
    viewport: { width, height: 800 },
    userAgent,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    serviceWorkers: 'block',
  });
  await e.adopt(context);
  return context.newPage();
}

/** The landing's download area, once its code has loaded (it hydrates when scrolled near). */
async function downloadArea(page: Page) {
  await page.goto('/');
  const area = page.locator('#download');
  await until(async () => {
    await area.scrollIntoViewIfNeeded();
    return area.getByRole('radio', { checked: true }).count();
  }).toBe(1);
  return area;
}

/**
 * The landing's download area on a phone of `userAgent` and `system`: no code to scan, the phone's
 * own system chosen, and a link to its install steps on /app (returned).
 */
async function phoneDownloadArea(userAgent: string, width: number, system: Platform) {
  const page = await phonePage(userAgent, width);
  const area = await downloadArea(page);
  await until(() => area.getByText(download.phoneHint).isVisible()).toBe(true);
  expect(await area.getByRole('radio', { name: stores.names[system] }).isChecked()).toBe(true);
  expect(await area.getByText(download.qrHint).count()).toBe(0);
  expect(await area.getByRole('img', { name: /^Código QR/ }).count()).toBe(0);
  const steps = area.getByRole('link', { name: download.howToOn(system) });
  expect(await steps.getAttribute('href')).toBe(`/app#${system}`);
  return { page, steps };
}

/** Whether any element of `scope` reaches past the viewport's sides (clipped or scrolling). */
const pastTheSides = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(`${selector} *`)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return out;
  }, scope);

describe('the app download area', () => {
  for (const width of [1366, 360]) {
    it(`the header's «Descargar la app» scrolls to the download area (${width} px)`, async () => {
      const page = await e.newPage({ width, height: 800 });
      await page.goto('/');
      const button = page.getByRole('main').getByRole('link', { name: 'Descargar la app' });
      await until(() => button.isVisible()).toBe(true);
      await landingHydrated(page);
      await button.click();
      await until(() =>
        page.locator('#download').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      ).toBeLessThan(100);
      expect(new URL(page.url()).pathname).toBe('/');
      // The keyboard goes on from the area, not from the top of the page.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('download');
    });
  }

  it('on a computer: Android first, the QR code to scan with the phone', async () => {
    const page = await e.newPage({ width: 1366, height: 800 });
    const area = await downloadArea(page);
    expect(await area.getByRole('radio', { name: 'Android' }).isChecked()).toBe(true);
    // Drawn once the area is near (scrolled to again while waiting: the landing's hydration may
    // have put the page back at its top).
    const qr = area.getByRole('img', { name: /^Código QR para descargar Sanarte en Android/ });
    await until(async () => {
      await area.scrollIntoViewIfNeeded();
      return qr.isVisible();
    }).toBe(true);
    expect(await area.getByText(download.qrHint).isVisible()).toBe(true);
  });

  it('an iPhone visitor: iOS chosen, no code to scan, the way to install it on this phone', async () => {
    const { page, steps } = await phoneDownloadArea(IPHONE_SAFARI, 390, 'ios');
    await shot(page, 'phone-screens/download-iphone-390');
    await steps.click();
    await until(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/app#ios');
  });

  it('an Android phone: Android chosen, no code to scan', async () => {
    const { page } = await phoneDownloadArea(ANDROID_CHROME, 360, 'android');
    expect(await pastTheSides(page, '#download')).toEqual([]);
    await shot(page, 'phone-screens/download-android-360');
  });
});

describe('/app, the install page', () => {
  /** The device sections' headings, in the order the page shows them. */
  const sectionOrder = (page: Page) =>
    page.locator('section[id] h2[id$="-title"]').evaluateAll((hs) => hs.map((h) => h.textContent));
  const deviceLinks = (page: Page) =>
    page
      .getByRole('navigation', { name: appPage.devicesLabel })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));

  it('an iPhone visitor gets the iPhone steps first, and no code meant for a computer', async () => {
    const page = await phonePage(IPHONE_SAFARI, 390);
    await page.goto('/app');
    await until(() => page.getByRole('heading', { level: 1, name: appPage.title }).isVisible()).toBe(true);
    expect(await sectionOrder(page)).toEqual(['En iPhone y iPad', 'En Android', 'En el ordenador']);
    expect(await deviceLinks(page)).toEqual(['#ios', '#android', '#desktop']);
    expect(await page.getByRole('heading', { name: appPage.qr.title }).count()).toBe(0);
    await shot(page, 'phone-screens/app-iphone-390');
  });

  it('an Android phone gets the Android steps first', async () => {
    const page = await phonePage(ANDROID_CHROME, 360);
    await page.goto('/app');
    await until(() => page.getByRole('heading', { level: 1, name: appPage.title }).isVisible()).toBe(true);
    expect(await sectionOrder(page)).toEqual(['En Android', 'En iPhone y iPad', 'En el ordenador']);
    expect(await page.getByRole('heading', { name: appPage.qr.title }).count()).toBe(0);
  });

  it('a computer gets its own steps first, and the code to open the page on the phone', async () => {
    const page = await e.newPage({ width: 1366, height: 800 });
    await page.goto('/app');
    await until(() => page.getByRole('heading', { level: 1, name: appPage.title }).isVisible()).toBe(true);
    expect(await sectionOrder(page)).toEqual(['En el ordenador', 'En Android', 'En iPhone y iPad']);
    expect(await page.getByRole('heading', { name: appPage.qr.title }).isVisible()).toBe(true);
  });
});

describe('a 360 px screen', () => {
  it('the trial’s results fit the screen', async () => {
    const trial = await buildUser(e.server, { tempUser: true, name: 'Alba' });
    const took = await trial.http.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['no_mas_insomnio', 'adios_al_estres', 'habitos_saludables'],
    });
    expect(took.status).toBe(200);
    const chose = await trial.http.put('/api/users/update-temporary-audio', {
      audioId: await audioIn(e.server, 'no_mas_insomnio'),
    });
    expect(chose.status).toBe(200);
    const page = await e.newPage({ width: 360, height: 740 });
    await signInAs(page, e, { email: trial.email, tempUser: true });
    await page.goto('/test');
    const trialCard = page.getByRole('region', { name: 'Tu audio de prueba' });
    await until(() => trialCard.isVisible()).toBe(true);
    await until(() => page.getByRole('button', { name: /^Reproducir / }).count()).toBeGreaterThan(1);
    expect(await pastTheSides(page, 'main')).toEqual([]);
    // Playing, the card shows the audio's position bar.
    await trialCard.getByRole('button', { name: /^Reproducir / }).click();
    await until(() => trialCard.getByRole('slider').isVisible()).toBe(true);
    await shot(page, 'phone-screens/trial-results-360', { fullPage: true });
    expect(await pastTheSides(page, 'main')).toEqual([]);
    await trialCard.getByRole('button', { name: /^Pausar / }).click();
  });

  it('the KPI chart’s time axis: no label runs into another, nothing leaves its card', async () => {
    const listener = await buildUser(e.server, { name: 'Laura', lastName: 'Oyente' });
    await giveSubscription(e.server, listener.id, 'full');
    const audioId = await audioIn(e.server, 'no_mas_insomnio');
    await listenedFor(e, listener, audioId, 30);
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
    for (const width of [360, 390, 1366]) {
      const page = await signedInPage(e, admin, { width, height: 800 });
      await page.goto('/admin/kpi');
      const chart = page.getByRole('region', { name: 'Audios más escuchados' });
      await until(() => chart.getByRole('table').count()).toBe(1);
      const problems = await chart.evaluate((section) => {
        const found: string[] = [];
        const card = section.getBoundingClientRect();
        const drawn = section.querySelector('[aria-hidden="true"]');
        const times = [...(drawn?.querySelectorAll('span') ?? [])].filter(
          (s) =>
            s.children.length === 0 &&
            /^\d\d:\d\d:\d\d$/.test(s.textContent ?? '') &&
            s.getClientRects().length > 0,
        );
        const boxes = times.map((s) => ({ text: s.textContent, box: s.getBoundingClientRect() }));
        for (const [i, a] of boxes.entries()) {
          if (a.box.left < card.left || a.box.right > card.right) found.push(`${a.text} leaves the card`);
          for (const b of boxes.slice(i + 1)) {
            const apart =
              a.box.right <= b.box.left ||
              b.box.right <= a.box.left ||
              a.box.bottom <= b.box.top ||
              b.box.bottom <= a.box.top;
            if (!apart) found.push(`${a.text} runs into ${b.text}`);
          }
        }
        if (times.length < 3) found.push(`only ${times.length} times drawn`);
        return found;
      });
      await shot(chart, `phone-screens/kpi-${width}`);
      expect(problems, `${width} px`).toEqual([]);
      await page.context().close();
    }
  });
});
