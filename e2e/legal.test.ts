import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_IDENTITY, FACTORY_PASSWORD, buildUser } from '../apps/server/test/factories.js';
import { headerHydrated, login, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * The legal pages and the business identity as a visitor meets them: the server started with an
 * identity configured, the pages, the footer, the contact section and the sign-up form showing it.
 */
const identity = CONFIGURED_IDENTITY;
const e = e2eSuite({ env: identity });

const PHONE = { width: 360, height: 740 };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const mainText = (page: Page) => page.locator('main').innerText();
/** Opens a legal page and waits for its title heading. */
async function openLegalPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect.poll(() => heading(page, title).isVisible()).toBe(true);
}
/** Whether the page scrolls sideways (wider than the viewport). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the legal pages', () => {
  it('the privacy policy names the configured controller and how to reach it', async () => {
    const page = await e.newPage();
    await openLegalPage(page, '/politica-de-privacidad', 'Política de privacidad');
    expect(await page.title()).toBe('Sanarte | Política de privacidad');
    const text = await mainText(page);
    for (const value of [
      identity.COMPANY_NAME,
      identity.COMPANY_TAX_ID,
      identity.COMPANY_ADDRESS,
      identity.PRIVACY_EMAIL,
    ]) {
      expect(text).toContain(value);
    }
    expect(await page.getByRole('link', { name: identity.PRIVACY_EMAIL }).first().getAttribute('href')).toBe(
      `mailto:${identity.PRIVACY_EMAIL}`,
    );
    expect(text).not.toMatch(/%%SANARTE_|sanarte\.localhost|Sin configurar/);
  });

  it('the legal notice identifies the owner; the cookie policy lists the cookies', async () => {
    const page = await e.newPage();
    await openLegalPage(page, '/aviso-legal', 'Aviso legal');
    expect(await page.title()).toBe('Sanarte | Aviso legal');
    const notice = await mainText(page);
    for (const value of Object.values(identity).filter((v) => !v.startsWith('https:'))) {
      expect(notice).toContain(value);
    }

    await openLegalPage(page, '/politica-de-cookies', 'Política de cookies');
    expect(await page.title()).toBe('Sanarte | Política de cookies');
    const necessary = page.getByRole('table', { name: 'Cookies necesarias de Sanarte' });
    expect(await necessary.getByRole('rowheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['__Host-access_token', '__Host-refresh_token', 'XSRF-TOKEN', 'oidc_flow']),
    );
    const analytics = page.getByRole('table', { name: 'Cookies de análisis (solo con tu consentimiento)' });
    expect(await analytics.getByRole('rowheader').allInnerTexts()).toEqual(['_ga', '_ga_<ID>']);
  });

  it('read on a 360 px phone without sideways scrolling, the cookie tables as cards', async () => {
    const page = await e.newPage(PHONE);
    for (const [path, title] of [
      ['/politica-de-privacidad', 'Política de privacidad'],
      ['/aviso-legal', 'Aviso legal'],
      ['/terminos-y-condiciones', 'Términos y condiciones'],
      ['/politica-de-cookies', 'Política de cookies'],
    ] as const) {
      await openLegalPage(page, path, title);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    // The cookie policy, the last one: the tables give way to one card per cookie, under the same caption.
    expect(await page.getByRole('table').first().isVisible()).toBe(false);
    const cards = page.getByRole('list', { name: 'Cookies necesarias de Sanarte' });
    await expect.poll(() => cards.isVisible()).toBe(true);
    expect(await cards.getByRole('listitem').first().innerText()).toContain('__Host-access_token');
  });

  it('every cookie and storage key a signed-in browser holds is in the cookie policy', async () => {
    const user = await buildUser(e.server, { name: 'Lola' });
    const page = await e.newPage();
    await login(page, user.email, FACTORY_PASSWORD);
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    // Over http the session cookies go without the __Host- prefix, which only https allows.
    const named = (name: string) =>
      ['access_token', 'refresh_token'].includes(name) ? `__Host-${name}` : name;
    const cookies = (await page.context().cookies()).map((cookie) => named(cookie.name));
    expect(cookies).toEqual(expect.arrayContaining(['__Host-access_token', 'XSRF-TOKEN', 'known_device']));
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(stored).toContain('hasSession');

    await openLegalPage(page, '/politica-de-cookies', 'Política de cookies');
    const listed = await page.getByRole('rowheader').allInnerTexts();
    for (const name of [...cookies, ...stored]) expect(listed, name).toContain(name);
  });
});

describe('the identity around the site', () => {
  it('the footer links the legal pages and signs with the company; its Instagram link is the configured one', async () => {
    const page = await e.newPage();
    await page.goto('/');
    await headerHydrated(page);
    const footer = page.locator('#pie-de-pagina');
    await footer.scrollIntoViewIfNeeded();
    await expect
      .poll(() => footer.getByRole('link', { name: /^Instagram/ }).getAttribute('href'))
      .toBe(identity.INSTAGRAM_URL);
    expect(await footer.innerText()).toContain(`${identity.COMPANY_NAME} · Todos los derechos reservados.`);
    expect(await footer.getByRole('button', { name: 'Configurar cookies' }).isVisible()).toBe(true);

    for (const [name, path, title] of [
      ['Política de privacidad', '/politica-de-privacidad', 'Política de privacidad'],
      ['Política de cookies', '/politica-de-cookies', 'Política de cookies'],
      ['Aviso legal', '/aviso-legal', 'Aviso legal'],
    ] as const) {
      await page.locator('#pie-de-pagina').getByRole('link', { name, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => heading(page, title).isVisible()).toBe(true);
    }
  });

  it('the contact section shows the configured e-mail and address, with no build token left', async () => {
    const page = await e.newPage();
    const answer = await page.goto('/');
    const served = (await answer?.text()) ?? '';
    expect(served).not.toContain('%%SANARTE_');
    expect(served).toContain(identity.COMPANY_ADDRESS);
    await headerHydrated(page);
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    const email = contact.getByRole('link', { name: identity.CONTACT_EMAIL });
    expect(await email.getAttribute('href')).toBe(`mailto:${identity.CONTACT_EMAIL}`);
    const text = await contact.innerText();
    expect(text).toContain(identity.COMPANY_ADDRESS);
    expect(text).toContain('Horario de atención');
    // The form's data-protection notice names the company and links the policy in a new tab.
    const form = contact.getByRole('form', { name: 'Formulario de contacto' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.innerText()).toContain(`Responsable: ${identity.COMPANY_NAME}`);
    const policy = form.getByRole('link', { name: /política de privacidad/ });
    expect(await policy.getAttribute('href')).toBe('/politica-de-privacidad');
    expect(await policy.getAttribute('target')).toBe('_blank');
  });

  it('the sign-up form links the terms and the privacy policy, each opening in a new tab', async () => {
    const page = await e.newPage();
    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Formulario de registro' });
    await expect.poll(() => form.isVisible()).toBe(true);
    const privacy = form.getByRole('link', { name: 'política de privacidad' });
    expect(await privacy.getAttribute('href')).toBe('/politica-de-privacidad');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await form.getByRole('link', { name: 'términos y condiciones' }).getAttribute('href')).toBe(
      '/terminos-y-condiciones',
    );
    const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
    await expect.poll(() => heading(tab, 'Política de privacidad').isVisible()).toBe(true);
    expect(await tab.locator('main').innerText()).toContain(identity.COMPANY_NAME);
  });
});
