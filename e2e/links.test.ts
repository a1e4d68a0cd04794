import { es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { outboxLink, signInAs, signedInPage, takeTest } from './helpers.js';
import { e2eSuite } from './suite.js';

/** E-mailed links as people use them: on another device, twice, or after setting a first password. */
const e = e2eSuite();
beforeAll(async () => {
  // The browser logs its own line for the 401s of a visitor who is not signed in yet.
  e.allowConsole(/Failed to load resource: the server responded with a status of 401/);
});

const PHONE = { width: 390, height: 844 };

describe('e-mailed links', () => {
  it('a trial verification link opened on another device signs in there and leads to the test', async () => {
    const email = `otro.dispositivo.${Date.now()}@example.com`;
    const res = await new HttpClient(e.server.baseUrl).post('/api/users/trial/register', {
      name: 'Nora',
      lastName: 'Sanz',
      email,
    });
    expect(res.status).toBe(200);
    const phone = await e.newPage(PHONE);
    await phone.goto(await outboxLink(e, email, '/verify-email'));
    await expect.poll(() => phone.getByText(es.verification.verified).isVisible()).toBe(true);
    // No login form asking for a password the trial never had: the test, signed in.
    await expect.poll(() => new URL(phone.url()).pathname).toBe('/test');
    expect(await phone.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(200);
    expect(await phone.getByRole('textbox', { name: /contraseña/i }).count()).toBe(0);
  });

  it('a temporary user who sets a password from the link ends signed in on the panel', async () => {
    const trial = await buildUser(e.server, { tempUser: true, name: 'Rocío' });
    const page = await e.newPage();
    await signInAs(page, e, { email: trial.email, tempUser: true });
    await new HttpClient(e.server.baseUrl).post('/api/users/reset-password-email', {
      email: trial.email,
      purpose: 'set',
    });
    await page.goto(await outboxLink(e, trial.email, '/reset-password'));
    await expect.poll(() => page.getByRole('heading', { name: es.password.setTitle }).isVisible()).toBe(true);
    await page.getByLabel(/^Nueva contraseña/).fill('Rocio#Calma2026');
    await page.getByLabel(/^Confirmar contraseña/).fill('Rocio#Calma2026');
    await page.getByRole('button', { name: 'Establecer contraseña', exact: true }).click();
    await expect.poll(() => page.getByText(es.password.setDone).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel');
    await expect
      .poll(() =>
        page
          .getByText(/Bienvenid/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(200);
  });

  it('a reset link already used says so as soon as the page opens, with a way to ask for a new one', async () => {
    const member = await buildUser(e.server);
    const http = new HttpClient(e.server.baseUrl);
    await http.post('/api/users/reset-password-email', { email: member.email });
    const link = await outboxLink(e, member.email, '/reset-password');
    const token = new URL(link).searchParams.get('token');
    expect(
      (await http.post('/api/users/reset-password', { token, newPassword: 'Primera#Vez2026' })).status,
    ).toBe(200);

    for (const size of [undefined, PHONE]) {
      const page = await e.newPage(size);
      await page.goto(link);
      await expect
        .poll(() =>
          page.getByText('Este enlace ya se usó o ha caducado. Pide uno nuevo para continuar.').isVisible(),
        )
        .toBe(true);
      expect(await page.getByLabel(/^Nueva contraseña/).count()).toBe(0);
      await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/loginResetPassword');
    }
  });
});

/** Every link's address on the page, as the browser resolves it. */
const linkTargets = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href));
const STORE_HOSTS = /play\.google\.com|apps\.apple\.com/;

/** The store badges' links: where they lead and whether they open a new tab. */
const storeBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[data-store]')].map(
      (a) => `${a.dataset.store} → ${a.getAttribute('href')}${a.target ? ` (${a.target})` : ''}`,
    ),
  );

/** Whether the element's top is in the upper part of the viewport (scrolled to). */
const scrolledTo = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight / 2,
    );

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('links to the app, with no store listing configured', () => {
  for (const size of [undefined, PHONE]) {
    const name = size ? 'phone' : 'desktop';
    it(`the landing's store badges lead to the install page (${name})`, async () => {
      const page = await e.newPage(size);
      await page.goto('/');
      // The download section hydrates when near: its QR code is drawn then. (Scrolled to again
      // while waiting: a scroll made before the landing hydrated can be reset to the top.)
      const qr = page.getByRole('img', { name: /^Código QR para descargar Sanarte en Android/ });
      await expect
        .poll(async () => {
          await page.locator('#download').scrollIntoViewIfNeeded();
          return qr.isVisible();
        })
        .toBe(true);

      expect((await linkTargets(page)).filter((href) => STORE_HOSTS.test(href))).toEqual([]);
      // The hero's pair and the download section's pair, within the site (no new tab).
      expect(await storeBadges(page)).toEqual([
        'android → /app#android',
        'ios → /app#ios',
        'android → /app#android',
        'ios → /app#ios',
      ]);
      // The header's «Descargar la app» scrolls to the download area (e2e/phone-screens.test.ts).
      expect(await page.getByRole('link', { name: 'Descargar la app' }).getAttribute('href')).toBe(
        '/#download',
      );

      await page.locator('#download a[data-store="ios"]').click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/app#ios');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: /Instala Sanarte/ }).isVisible())
        .toBe(true);
      await expect.poll(() => scrolledTo(page, '#ios')).toBe(true);
      expect(await page.title()).toBe('Sanarte | App');
      expect((await linkTargets(page)).filter((href) => STORE_HOSTS.test(href))).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  }

  it('the test results’ download block leads to the install page of the chosen system', async () => {
    const user = await buildUser(e.server, { name: 'Irene' });
    await takeTest(user, 'salud', ['no_mas_insomnio', 'adios_al_estres', 'habitos_saludables']);
    const page = await signedInPage(e, user, PHONE);
    await page.goto('/test');
    const block = page.getByRole('region', { name: 'Llévate Sanarte en tu móvil' });
    await expect.poll(() => block.isVisible()).toBe(true);
    expect(await storeBadges(page)).toEqual(['android → /app#android']);
    await block.getByRole('radio', { name: 'iOS' }).check();
    await expect.poll(() => storeBadges(page)).toEqual(['ios → /app#ios']);
    expect((await linkTargets(page)).filter((href) => STORE_HOSTS.test(href))).toEqual([]);
    await block.getByRole('link', { name: /App Store/ }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/app#ios');
  });

  it('the install page opens at its section on a small phone, and offers the browser’s install once offered', async () => {
    const page = await e.newPage({ width: 360, height: 740 });
    // The browser's offer, made as early as Chromium makes it: boot.js keeps it before the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as unknown as { prompted: number }).prompted = 1;
          },
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        });
        window.dispatchEvent(offer);
      });
    });
    await page.goto('/app#desktop');
    await expect.poll(() => scrolledTo(page, '#desktop')).toBe(true);
    for (const id of ['android', 'ios', 'desktop'])
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    const install = page.getByRole('button', { name: 'Instalar la app' });
    await expect.poll(() => install.isVisible()).toBe(true);
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    await expect.poll(() => install.count()).toBe(0);
  });
});
