import { es } from '@sanarte/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import {
  chooseCard,
  headerHydrated,
  outboxLink,
  queryRows,
  signUp,
  signedInPage,
  userMenu,
} from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * The public site's journeys (issue 4): the trial modal to a temporary session, the sign-up prompt's
 * stored checkout redirect, the plan cards' rules for a subscriber, the mobile drawer, and the
 * landing's deferred code.
 */
const e = e2eSuite();
beforeAll(async () => {
  // The trial's "continue" step asks for an e-mail the server may not know: the browser logs the 4xx.
  e.allowConsole(/Failed to load resource: the server responded with a status of 40[149]/);
});

const rows = <T>(query: SQL) => queryRows<T>(e, query);

const trialPlanName = async () =>
  (await rows<{ name: string }>(sql`select name from plans where slug = 'audio-prueba'`))[0]?.name ?? '';

/** Scripts the page has requested so far (their paths). */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

describe('trial modal', () => {
  it('validates, registers a temporary user, thanks them and routes by verification', async () => {
    const planName = await trialPlanName();
    const page = await e.newPage();
    await page.goto('/');
    await headerHydrated(page);
    await page.getByRole('button', { name: es.home.trialButton }).first().click();

    const dialog = page.getByRole('dialog', { name: `${es.home.accessTo} ${planName}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /^Empezar mi prueba gratis/ }).click();
    const form = dialog.getByRole('form', { name: 'Formulario de registro para la prueba gratuita' });
    await form.getByRole('button', { name: 'Empezar' }).click();
    for (const message of [es.trial.nameRequired, es.trial.lastNameRequired, es.trial.emailRequired]) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    await form.getByLabel(/^Nombre/).fill('Carmen Rosa');
    await form.getByLabel(/^Apellido/).fill('Vidal');
    await form.getByLabel(/^Correo electrónico/).fill('carmen@');
    await form.getByRole('button', { name: 'Empezar' }).click();
    await expect.poll(() => form.getByText(es.trial.emailInvalid).isVisible()).toBe(true);
    await form.getByLabel(/^Correo electrónico/).fill('carmen.trial@example.com');
    await form.getByLabel(/^Acepto los/).check();
    await form.getByRole('button', { name: 'Empezar' }).click();

    // Thanked by first name; a new trial user is not verified yet: /email-verification.
    await expect
      .poll(() => page.getByText(`¡Gracias, Carmen! ${es.trial.nowYouCanAccess} ${planName}`).isVisible())
      .toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/email-verification');
    const [user] = await rows<{ temp_user: boolean; is_verified: boolean }>(
      sql`select temp_user, is_verified from users where email = 'carmen.trial@example.com'`,
    );
    expect(user).toEqual({ temp_user: true, is_verified: false });
    expect(await page.evaluate(() => localStorage.getItem('isTemporary'))).toBeTruthy();

    // Verified by the e-mailed link, the visitor continues the trial from another browser: /test.
    const verify = await e.newPage();
    await verify.goto(await outboxLink(e, 'carmen.trial@example.com', '/verify-email'));
    await expect.poll(() => verify.getByText('¡Correo verificado!').isVisible()).toBe(true);

    const again = await e.newPage();
    await again.goto('/#prueba-gratuita');
    await headerHydrated(again);
    await again.locator('#prueba-gratuita').getByRole('button').first().click();
    const dialog2 = again.getByRole('dialog', { name: `${es.home.accessTo} ${planName}` });
    await expect.poll(() => dialog2.isVisible()).toBe(true);
    await dialog2.getByRole('button', { name: /^Continuar mi prueba/ }).click();
    const form2 = dialog2.getByRole('form', { name: 'Formulario para continuar la prueba gratuita' });
    await form2.getByLabel(/^Correo electrónico/).fill('carmen.trial@example.com');
    await form2.getByRole('button', { name: 'Continuar' }).click();
    // No session from an address alone: a sign-in link goes to the inbox.
    await expect.poll(() => dialog2.getByText(es.trial.continueLinkSent).isVisible()).toBe(true);
    expect(await again.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(401);
    // The link, opened on this device, signs in and leads to the test.
    await again.goto(await outboxLink(e, 'carmen.trial@example.com', '/verify-email'));
    await expect.poll(() => again.getByText(es.verification.signedInByLink).isVisible()).toBe(true);
    await expect.poll(() => new URL(again.url()).pathname).toBe('/test');
  });

  it("opens in test mode from 'Iniciar test', even when clicked before the section's code arrived", async () => {
    const page = await e.newPage();
    await page.goto('/');
    await headerHydrated(page);
    // The section was prerendered; its code loads as it nears the viewport. Jump there and click at once.
    await page.evaluate(() => document.getElementById('test-de-bienestar')?.scrollIntoView());
    await page.locator('#test-de-bienestar').getByRole('button', { name: es.home.startTest }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Haz el test de bienestar' }).isVisible())
      .toBe(true);
  });
});

describe('plan cards', () => {
  it("asks a signed-out visitor to sign up, then brings them back to the plan's checkout", async () => {
    const page = await e.newPage();
    await page.goto('/#pricing');
    await headerHydrated(page);
    const full = page.locator('#pricing').getByRole('article', { name: 'Plan Full', exact: true });
    await expect.poll(() => full.getByRole('button', { name: es.home.subscribe }).isEnabled()).toBe(true);
    await full.getByRole('button', { name: es.home.subscribe }).click();

    const prompt = page.getByRole('dialog', { name: es.home.needAccount });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    for (const name of ['Iniciar sesión', 'Crear cuenta', 'Continuar con Google']) {
      expect(await prompt.getByRole('button', { name }).count()).toBe(1);
    }
    await prompt.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe('/checkout/full');

    await signUp(page, {
      name: 'Inés',
      lastName: 'Rubio',
      email: 'ines.plan@example.com',
      password: FACTORY_PASSWORD,
    });

    await page.goto(await outboxLink(e, 'ines.plan@example.com', '/verify-email'));
    await expect.poll(() => page.getByText('¡Correo verificado!').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The stored redirect: the full plan's checkout, which opens the (local) hosted payment page.
    await chooseCard(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
    const payments = await rows<{ slug: string }>(
      sql`select p.slug from payments r join plans p on p.id = r.plan_id
          join users u on u.id = r.user_id where u.email = 'ines.plan@example.com'`,
    );
    expect(payments).toEqual([{ slug: 'full' }]);
  });

  it("shows a mini subscriber 'Plan activo' on mini, 'Mejorar plan' on the full plans, 'Ya tienes acceso' on the trial", async () => {
    const user = await buildUser(e.server, { name: 'Rocío' });
    // A mini subscription always holds the two themes the buyer chose.
    const twoThemes = await rows<{ id: string }>(
      sql`select id from themes where is_active order by name limit 2`,
    );
    await giveSubscription(
      e.server,
      user.id,
      'mini',
      twoThemes.map((t) => t.id),
    );
    const planName = await trialPlanName();
    const page = await signedInPage(e, user);
    await page.goto('/#pricing');
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);

    const pricing = page.locator('#pricing');
    const mini = pricing
      .getByRole('article', { name: 'Plan Mini' })
      .getByRole('button', { name: es.home.activePlan });
    const full = pricing
      .getByRole('article', { name: 'Plan Full', exact: true })
      .getByRole('button', { name: es.home.upgradePlan });
    // A plan staff made of the whole catalogue (the seed's monthly one) is an upgrade too.
    const monthly = pricing
      .getByRole('article', { name: 'Plan Full Mensual', exact: true })
      .getByRole('button', { name: es.home.upgradePlan });
    const trial = pricing
      .getByRole('article', { name: planName })
      .getByRole('button', { name: es.home.alreadyHaveAccess });
    await expect.poll(() => mini.isVisible()).toBe(true);
    expect(await mini.isDisabled()).toBe(true);
    expect(await trial.isDisabled()).toBe(true);
    expect(await full.isEnabled()).toBe(true);
    expect(await monthly.isEnabled()).toBe(true);
    await full.click();
    await chooseCard(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dev\/checkout\/cs_sim_/);
  });
});

describe('mobile navigation at 360 px', () => {
  it('opens an accessible drawer: focus inside, Tab wraps, Escape closes, the page does not scroll', async () => {
    const page = await e.newPage({ width: 360, height: 740 });
    await page.goto('/');
    await headerHydrated(page);
    const button = page.getByRole('button', { name: 'Menú', exact: true });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null))
      .toBe(true);

    // Shift+Tab from the first element goes to the last one, Tab from there back to the first.
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(first).toBe('Cerrar menú');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(es.home.signup);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cerrar menú');

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menú');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // A link of the 'Principal' navigation closes the drawer and goes to its section.
    await button.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Precios' })
      .click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // It scrolls smoothly (about a second for the page's length), to just below the sticky header.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.abs(document.getElementById('pricing')?.getBoundingClientRect().top ?? 999),
          ),
        { timeout: 8_000 },
      )
      .toBeLessThan(120);
  });
});

describe("the landing's first screen", () => {
  it('preloads the two fonts it draws, Nunito at 400–700 and Lora, and fetches no other font', async () => {
    const page = await e.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await headerHydrated(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloads.map((p) => p.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      '/assets/nunito-latin-wght-400-700',
      '/assets/lora-latin-600-normal',
    ]);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((p) => p.endsWith('.woff2')),
    );
    expect([...new Set(fetched)].sort()).toEqual([...preloads].sort());
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`),
    );
    expect(loaded).toEqual(expect.arrayContaining(['Nunito Variable 400 700', 'Lora 600']));
  });
});

describe("the landing's JavaScript", () => {
  it('carries no panel or back-office code, and loads lower sections only as the visitor nears them', async () => {
    const page = await e.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await headerHydrated(page);
    await expect
      .poll(async () => (await scriptsLoaded(page)).some((p) => /\/assets\/index-/.test(p)))
      .toBe(true);
    const first = await scriptsLoaded(page);
    expect(first.filter((p) => /admin|panel|library|player|dashboard|kpi|charts/.test(p))).toEqual([]);
    expect(first.filter((p) => /testimonials-section|team-section|contact-section/.test(p))).toEqual([]);

    // The testimonials' carousel, prerendered as HTML, starts working once its code has come.
    await page.evaluate(() => document.getElementById('testimonials')?.scrollIntoView());
    await expect
      .poll(async () => (await scriptsLoaded(page)).some((p) => /testimonials-section/.test(p)))
      .toBe(true);
    const testimonials = page.locator('#testimonials');
    const second = testimonials.getByRole('tab', { name: /^Testimonio 2 de 9/ });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps every prerendered section and the footer while the session and the address change', async () => {
    const user = await buildUser(e.server, { name: 'Noa' });
    const page = await signedInPage(e, user);
    await page.goto('/');
    // Restoring the session re-renders the layout and the modals' provider above the deferred parts.
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    const ids = ['about', 'como-funciona', 'test-de-bienestar', 'testimonials', 'equipo', 'pricing'];
    const present = () =>
      page.evaluate(
        (list) =>
          [...list, 'prueba-gratuita', 'download', 'contact', 'pie-de-pagina'].filter(
            (id) => !document.getElementById(id),
          ),
        ids,
      );
    // The user menu shows only after the session's re-render has committed: a section it dropped
    // is gone by now and comes back only once its code has loaded, which the poll awaits.
    await expect.poll(present).toEqual([]);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.abs(document.getElementById('contact')?.getBoundingClientRect().top ?? 999),
          ),
        {
          timeout: 8_000,
        },
      )
      .toBeLessThan(120);
    expect(await present()).toEqual([]);
    // To another page through the footer, and back: the landing renders in the browser, whole.
    await page.locator('#pie-de-pagina').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terminos-y-condiciones');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(present).toEqual([]);
    // A signed-in visitor's 'Iniciar test' goes straight to the test.
    await page.locator('#test-de-bienestar').getByRole('button', { name: es.home.startTest }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/test');
  });
});
