import { CONSENT_VERSION, es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../apps/web/src/features/consent/store.js';
import { until } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * Cookie consent before tracking (docs/consent.md), on the built app served with a Google Tag
 * Manager container configured. Google's script never leaves this machine: each page answers it
 * locally with an empty script, and the test counts those requests.
 */
const GTM_ID = 'GTM-TEST123';
const e = e2eSuite({ env: { GTM_ID } });

/** A first visit (no cookie choice stored) whose requests for Google's container are answered here. */
async function firstVisit(opts: { width?: number; height?: number } = {}) {
  const page = await e.newPage({ ...opts, consent: 'undecided' });
  const gtmRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return { page, gtmRequests };
}

const banner = (page: Page) => page.getByRole('region', { name: es.consent.bannerLabel });
const settings = (page: Page) => page.getByRole('dialog', { name: es.consentSettings.settingsTitle });
const gtmScripts = (page: Page) => page.locator('script[src*="googletagmanager.com/gtm.js"]').count();

/** The dataLayer as plain values: gtag's commands (Arguments objects) become arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
type ConsentCommand = ['consent', 'default' | 'update', Record<string, string>];
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter(
    (entry): entry is ConsentCommand => Array.isArray(entry) && entry[0] === 'consent',
  );
const pageViews = async (page: Page) =>
  (await dataLayer(page))
    .filter((entry) => (entry as { event?: string }).event === 'page_view')
    .map((entry) => (entry as { page_path: string }).page_path);

const ALL_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const ALL_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** Takes `choice` (a button of the banner) and waits for the banner to close. */
async function choose(page: Page, choice: string) {
  await banner(page).getByRole('button', { name: choice }).click();
  await until(() => banner(page).count()).toBe(0);
}

/** The cookie choice the app stored in the browser. */
const storedChoice = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)) ?? '');

describe('the first visit', () => {
  it('asks with the banner (after the prerendered landing, which carries none), and loads nothing of Google’s', async () => {
    const { page, gtmRequests } = await firstVisit();
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain(es.consent.bannerLabel);

    await page.goto('/');
    await banner(page).waitFor();
    for (const name of [es.consent.accept, es.consent.reject, es.consent.configure]) {
      expect(await banner(page).getByRole('button', { name }).isVisible()).toBe(true);
    }
    expect(await banner(page).getByRole('link', { name: es.consent.policyLink }).getAttribute('href')).toBe(
      '/politica-de-cookies',
    );
    // Consent Mode's defaults are in place; the container is not.
    expect(await consentCommands(page)).toEqual([
      [
        'consent',
        'default',
        {
          ...ALL_DENIED,
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
    ]);
    expect(await gtmScripts(page)).toBe(0);
    expect(await pageViews(page)).toEqual([]);
    expect(gtmRequests).toEqual([]);
    // Nothing but the choice-to-be is stored: no storage of Google's, no cookie but the app's own.
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain(CONSENT_STORAGE_KEY);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies.filter((name) => name.startsWith('_g'))).toEqual([]);
  });

  it('moves nothing on the page and never becomes its largest paint', async () => {
    const { page } = await firstVisit({ width: 412, height: 823 });
    await page.goto('/');
    await banner(page).waitFor();
    // Two frames after the banner appeared, every paint and shift it caused has been reported.
    const measures = await page.evaluate(async (label) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shifts = performance
        .getEntriesByType('layout-shift')
        .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0);
      const region = document.querySelector(`section[aria-label="${label}"]`);
      const lcp = await new Promise<Element | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve((entries.at(-1) as unknown as { element: Element | null }).element);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return {
        shifts,
        bannerIsLargestPaint: Boolean(region && lcp && region.contains(lcp)),
        bannerPosition: region ? getComputedStyle(region).position : null,
      };
    }, es.consent.bannerLabel);
    expect(measures).toEqual({ shifts: 0, bannerIsLargestPaint: false, bannerPosition: 'fixed' });
  });
});

describe('accepting', () => {
  it('«Aceptar» grants Consent Mode, loads the container exactly once and counts the page being read', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.goto('/');
    await choose(page, es.consent.accept);

    await until(() => gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    expect(await gtmScripts(page)).toBe(1);
    const commands = await consentCommands(page);
    expect(commands.map((c) => c[1])).toEqual(['default', 'update']);
    expect(commands[1]?.[2]).toEqual(ALL_GRANTED);
    expect(await pageViews(page)).toEqual(['/']);

    // Moving around counts each page, without loading the container again.
    await page
      .getByRole('link', { name: /Iniciar sesión/ })
      .first()
      .click();
    await until(() => pageViews(page)).toEqual(['/', '/login']);
    expect(await gtmScripts(page)).toBe(1);
    expect(gtmRequests).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('«Rechazar» keeps Google out, across reloads and pages, and the banner stays closed', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.goto('/');
    await choose(page, es.consent.reject);
    expect(await storedChoice(page)).toMatchObject({
      version: CONSENT_VERSION,
      analytics: false,
      marketing: false,
    });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/terminos-y-condiciones');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The app has started on this page (its dataLayer exists) and still shows no banner.
    await until(() => consentCommands(page)).toHaveLength(1);
    expect(await banner(page).count()).toBe(0);
    expect(await gtmScripts(page)).toBe(0);
    expect(await pageViews(page)).toEqual([]);
    expect(gtmRequests).toEqual([]);
  });
});

describe('a new policy version', () => {
  it('asks again, and an acceptance given for the old version loads nothing', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: CONSENT_STORAGE_KEY,
      value: JSON.stringify({
        version: CONSENT_VERSION - 1,
        analytics: true,
        marketing: true,
        decidedAt: '2025-01-01T00:00:00.000Z',
      }),
    });
    await page.goto('/');
    await banner(page).waitFor();
    expect(await consentCommands(page)).toHaveLength(1);
    expect(await gtmScripts(page)).toBe(0);
    expect(gtmRequests).toEqual([]);
  });
});

describe('«Configurar»', () => {
  it('with only Análisis switched on, the container loads with ad storage denied', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.goto('/');
    await banner(page).getByRole('button', { name: es.consent.configure }).click();
    const dialog = settings(page);
    await dialog.waitFor();
    const necessary = dialog.getByRole('switch', { name: es.consentSettings.necessary });
    expect(await necessary.getAttribute('aria-checked')).toBe('true');
    expect(await necessary.isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: es.consentSettings.analytics }).click();
    await dialog.getByRole('button', { name: es.consentSettings.save }).click();

    await until(() => settings(page).count()).toBe(0);
    expect(await banner(page).count()).toBe(0);
    await until(() => gtmRequests).toHaveLength(1);
    expect(await gtmScripts(page)).toBe(1);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ...ALL_DENIED, analytics_storage: 'granted' },
    ]);
    await until(() => page.getByText(es.consentSettings.saved).isVisible()).toBe(true);
  });

  it('closed without saving, it leaves the question open: the banner is back, nothing loaded', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.goto('/terminos-y-condiciones');
    const configure = banner(page).getByRole('button', { name: es.consent.configure });
    await configure.click();
    await settings(page).waitFor();
    await settings(page).getByRole('button', { name: es.common.close }).click();
    await until(() => settings(page).count()).toBe(0);
    expect(await banner(page).isVisible()).toBe(true);
    // Opened again from the banner, it still offers the same choices.
    await configure.click();
    await settings(page).waitFor();
    expect(
      await settings(page)
        .getByRole('switch', { name: es.consentSettings.analytics })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(gtmRequests).toEqual([]);
  });
});

describe('with the keyboard alone', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.textContent?.trim() ?? ''}`
        : '';
    });

  it('the banner comes right after the skip link, whenever it appears: its link and choices are reached with Tab, with a visible focus, and taken with Enter', async () => {
    const { page } = await firstVisit();
    // The prerendered landing has the skip link before the app (and its banner) is there: the
    // visitor may be on it before the banner appears, or after; the next stop is the banner.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Saltar al contenido');
    await banner(page).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`a ${es.consent.policyLink}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`button ${es.consent.accept}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`button ${es.consent.reject}`);
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '3px' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`button ${es.consent.configure}`);

    // The settings: focus inside the dialog, Escape closes it and gives the focus back.
    await page.keyboard.press('Enter');
    await settings(page).waitFor();
    await until(() => settings(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => focused(page)).toBe(`button ${es.consent.configure}`);
    expect(await settings(page).count()).toBe(0);

    // Back to «Rechazar», taken with Enter: the banner goes, the keyboard carries on in the content.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(`button ${es.consent.reject}`);
    await page.keyboard.press('Enter');
    await until(() => banner(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false });
  });
});

describe('on a phone', () => {
  it('at 360 px the banner and its settings fit the width, and the page under it still scrolls', async () => {
    const { page } = await firstVisit({ width: 360, height: 740 });
    await page.goto('/');
    await banner(page).waitFor();
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    const box = await banner(page).locator(':scope > div').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    // A bottom sheet, not a wall: it leaves most of the screen to the page.
    expect(box?.height).toBeLessThan(740 / 2);
    await page.mouse.wheel(0, 1200);
    await until(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await banner(page).isVisible()).toBe(true);

    await banner(page).getByRole('button', { name: es.consent.configure }).click();
    await settings(page).waitFor();
    const dialogBox = await settings(page).boundingBox();
    expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 360).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  });
});

describe('«Configurar cookies» at the foot of every page', () => {
  it('reopens the choice after «Rechazar», and a new choice applies at once', async () => {
    const { page, gtmRequests } = await firstVisit();
    await page.goto('/politica-de-cookies');
    await choose(page, es.consent.reject);

    await page.getByRole('contentinfo').getByRole('button', { name: es.consent.footerLink }).click();
    const dialog = settings(page);
    await dialog.waitFor();
    // It opens on the choice made: everything optional off.
    const analytics = dialog.getByRole('switch', { name: es.consentSettings.analytics });
    expect(await analytics.getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: es.consentSettings.acceptAll }).click();

    await until(() => settings(page).count()).toBe(0);
    await until(() => gtmRequests).toHaveLength(1);
    expect(await gtmScripts(page)).toBe(1);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', ALL_GRANTED]);
    expect(await pageViews(page)).toEqual(['/politica-de-cookies']);
  });
});

describe('a page of an address outside this machine', () => {
  it('is refused by the browser and reported, so no journey depends on the internet', async () => {
    // The browser logs the refused load as well; the report below is what the guard adds.
    e.allowConsole(/ERR_PROXY_CONNECTION_FAILED/);
    const page = await e.newPage();
    await expect(page.goto('https://www.googletagmanager.com/gtm.js?id=GTM-OUTSIDE')).rejects.toThrow(
      /ERR_PROXY_CONNECTION_FAILED/,
    );
    await until(() => e.problems.length).toBeGreaterThan(0);
    expect(e.problems.splice(0)).toEqual([
      'request outside the machine: https://www.googletagmanager.com/gtm.js?id=GTM-OUTSIDE',
    ]);
  });
});
