import { es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, buildUser } from '../apps/server/test/factories.js';
import { type E2E, startE2E } from './browser.js';
import { signInAs } from './helpers.js';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  // Requests failed on purpose (network down, 503) make the browser log its own line.
  e.allowConsole(/Failed to load resource: (net::ERR_|the server responded with a status of (401|503))/);
});
afterEach(() => {
  const problems = e.problems.splice(0);
  expect(problems).toEqual([]);
});
afterAll(() => e?.close());

const SIZES = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const UNREACHABLE = 'No podemos conectar con Sanarte';
const RETRY = es.common.retry;

/** No page may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

const welcomeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Bienvenido/ });

describe('network errors are not logouts', () => {
  for (const size of SIZES) {
    it(`the panel says it cannot reach the service and retries, still signed in (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Nerea' });
      const page = await e.newPage(size);
      await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
      await page.goto('/panel');
      await expect.poll(() => welcomeHeading(page).isVisible()).toBe(true);

      // The network goes down: the session check gets no answer.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.reload();
      const message = page.getByRole('heading', { name: UNREACHABLE });
      await expect.poll(() => message.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/panel');
      expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');
      await expectNoSidewaysScroll(page);
      if (size.name === 'desktop')
        await page.screenshot({ path: '/tmp/shots-h-flows/unreachable-desktop.png' });
      else await page.screenshot({ path: '/tmp/shots-h-flows/unreachable-phone.png' });

      // Still down: trying again keeps the message (and the user).
      let attempts = 0;
      await page.unroute('**/api/**');
      await page.route('**/api/**', (route) => {
        attempts += 1;
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      });
      await page.getByRole('button', { name: RETRY }).click();
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: RETRY }).isEnabled()).toBe(true);
      expect(await message.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/panel');

      // Back up: 'Intentar de nuevo' brings the panel back, signed in.
      await page.unroute('**/api/**');
      await page.getByRole('button', { name: RETRY }).click();
      await expect.poll(() => welcomeHeading(page).isVisible()).toBe(true);
      expect(await message.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/panel');
    });
  }

  it('a refused session check whose refresh cannot reach the service does not sign out', async () => {
    const user = await buildUser(e.server, { name: 'Iker' });
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
    await page.route('**/api/users/validate-token', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, isValid: false, message: 'Token is not valid' }),
      }),
    );
    await page.route('**/api/users/refresh-token', (route) => route.abort('internetdisconnected'));
    await page.goto('/panel/mis-tests');
    await expect.poll(() => page.getByRole('heading', { name: UNREACHABLE }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');
    expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');

    await page.unroute('**/api/users/validate-token');
    await page.unroute('**/api/users/refresh-token');
    await page.getByRole('button', { name: RETRY }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: es.panel.myTestTitle }).isVisible())
      .toBe(true);
  });

  it('a panel list that answers 503 says so and loads on "Intentar de nuevo"', async () => {
    const user = await buildUser(e.server, { name: 'Olga' });
    await user.http.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['no_mas_insomnio', 'adios_al_estres', 'habitos_saludables'],
    });
    const page = await e.newPage({ width: 390, height: 844 });
    await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
    await page.route('**/api/users/test-history', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.goto('/panel/mis-tests');
    const history = page.getByRole('region', { name: 'Historial de tests' });
    await expect.poll(() => page.getByText(es.errors.unavailable).isVisible()).toBe(true);
    await page.unroute('**/api/users/test-history');
    await page.getByRole('button', { name: RETRY }).click();
    await expect.poll(() => page.getByText(es.errors.unavailable).count()).toBe(0);
    await expect.poll(() => history.isVisible()).toBe(true);
    // Still signed in: the panel's own heading, no trip to the landing.
    expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');
    expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');
  });
});

describe('guarded pages for signed-out visitors', () => {
  for (const size of SIZES) {
    it(`go to / with "Inicia sesión para continuar", and back to the page after login (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Elena' });
      const page = await e.newPage(size);
      await page.goto('/panel/mis-tests?miniFlow=1');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      const notice = page.getByRole('heading', { name: 'Inicia sesión para continuar' });
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe(
        '/panel/mis-tests?miniFlow=1',
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/shots-h-flows/login-required-${size.name}.png` });

      await page.getByRole('link', { name: 'Iniciar sesión' }).filter({ visible: true }).first().click();
      const form = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
      await expect.poll(() => form.isVisible()).toBe(true);
      await form.getByLabel(/^Correo electrónico/).fill(user.email);
      await form.getByLabel(/^Contraseña/).fill(FACTORY_PASSWORD);
      await form.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
        .toBe('/panel/mis-tests?miniFlow=1');
      await expect
        .poll(() => page.getByRole('heading', { name: es.panel.miniFlowTitle }).isVisible())
        .toBe(true);
    });
  }

  it('the back-office and the checkout send to / with the notice; a plain visit to / shows none', async () => {
    const page = await e.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('main').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Inicia sesión para continuar' }).count()).toBe(0);
    for (const path of ['/admin', '/checkout/full']) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Inicia sesión para continuar' }).isVisible())
        .toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe(path);
    }
  });

  it('honours only same-site relative paths as the stored redirect', async () => {
    const user = await buildUser(e.server, { name: 'Pablo' });
    const page = await e.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('loginRedirect', '//example.com/robar'));
    await page.goto('/login?mode=login');
    const form = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
    await form.getByLabel(/^Correo electrónico/).fill(user.email);
    await form.getByLabel(/^Contraseña/).fill(FACTORY_PASSWORD);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).host).toBe(new URL(e.server.baseUrl).host);
  });
});
