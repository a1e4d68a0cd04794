import { type Answers, QUESTIONS, SECTIONS, type ThemeDto, es, recommend } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, audioIn, buildUser } from '../apps/server/test/factories.js';
import { intercept, shot, signedInPage, takeTest, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
beforeAll(async () => {
  // Requests failed on purpose (network down, 503) make the browser log its own line.
  e.allowConsole(/Failed to load resource: (net::ERR_|the server responded with a status of (401|503))/);
});

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

/** Answers the 17 questions with the first or the last option of each; returns the answers given. */
async function answerAll(page: Page, pick: 'first' | 'last'): Promise<Answers> {
  const answers: Answers = {};
  for (const [i, section] of SECTIONS.entries()) {
    await expect.poll(() => page.getByText(`Sección ${i + 1} de ${SECTIONS.length}`).isVisible()).toBe(true);
    const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
    await expect.poll(() => groups.count()).toBe(section.questions.length);
    for (const [q, id] of section.questions.entries()) {
      const radios = groups.nth(q).getByRole('radio');
      await (pick === 'first' ? radios.first() : radios.last()).check();
      const options = QUESTIONS[id].opciones;
      answers[id] = pick === 'first' ? options[0] : options[options.length - 1];
    }
    await page
      .getByRole('button', { name: i === SECTIONS.length - 1 ? es.test.seeResults : es.test.next })
      .click();
  }
  return answers;
}

/** The catalogue as the API lists it: names by slug. */
async function catalogue(): Promise<{ theme: Map<string, string>; category: Map<string, string> }> {
  const res = await fetch(`${e.server.baseUrl}/api/themes/list`);
  const body = (await res.json()) as { data: ThemeDto[] };
  return {
    theme: new Map(body.data.map((t) => [t.slug, t.name])),
    category: new Map(body.data.map((t) => [t.category.slug, t.category.name])),
  };
}

describe('network errors are not logouts', () => {
  for (const size of SIZES) {
    it(`the panel says it cannot reach the service and retries, still signed in (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Nerea' });
      const page = await signedInPage(e, user, size);
      await page.goto('/panel');
      await expect.poll(() => welcomeHeading(page).isVisible()).toBe(true);

      // The network goes down: the session check gets no answer.
      const api = await intercept(page, '**/api/**', (route) => route.abort('internetdisconnected'));
      await page.reload();
      const message = page.getByRole('heading', { name: UNREACHABLE });
      await expect.poll(() => message.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/panel');
      expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');
      await expectNoSidewaysScroll(page);
      if (size.name === 'desktop') await shot(page, 'flows/unreachable-desktop');
      else await shot(page, 'flows/unreachable-phone');

      // Still down: trying again keeps the message (and the user).
      let attempts = 0;
      api.answer((route) => {
        attempts += 1;
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      });
      await page.getByRole('button', { name: RETRY }).click();
      await expect.poll(() => attempts).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('button', { name: RETRY }).isEnabled()).toBe(true);
      expect(await message.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/panel');

      // Back up: 'Intentar de nuevo' brings the panel back, signed in.
      api.restore();
      await page.getByRole('button', { name: RETRY }).click();
      await expect.poll(() => welcomeHeading(page).isVisible()).toBe(true);
      expect(await message.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/panel');
    });
  }

  it('a public page says it cannot reach the service, and "Intentar de nuevo" brings the session back', async () => {
    const user = await buildUser(e.server, { name: 'Aitana' });
    const page = await signedInPage(e, user, { width: 1366, height: 850 });
    const api = await intercept(page, '**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/test');
    const notice = page.getByRole('alert').filter({ hasText: UNREACHABLE });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');
    await expectNoSidewaysScroll(page);
    await shot(page, 'flows/unreachable-public-desktop');

    api.restore();
    await notice.getByRole('button', { name: RETRY }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    expect(await userMenu(page).innerText()).toContain('Aitana');
  });

  it('a refused session check whose refresh cannot reach the service does not sign out', async () => {
    const user = await buildUser(e.server, { name: 'Iker' });
    const page = await signedInPage(e, user);
    const check = await intercept(page, '**/api/users/validate-token', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, isValid: false, message: 'Token is not valid' }),
      }),
    );
    const refresh = await intercept(page, '**/api/users/refresh-token', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/panel/mis-tests');
    await expect.poll(() => page.getByRole('heading', { name: UNREACHABLE }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');
    expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBe('1');

    check.restore();
    refresh.restore();
    await page.getByRole('button', { name: RETRY }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: es.panel.myTestTitle }).isVisible())
      .toBe(true);
  });

  it('a panel list that answers 503 says so and loads on "Intentar de nuevo"', async () => {
    const user = await buildUser(e.server, { name: 'Olga' });
    await takeTest(user, 'salud', ['no_mas_insomnio', 'adios_al_estres', 'habitos_saludables']);
    const page = await signedInPage(e, user, { width: 390, height: 844 });
    const list = await intercept(page, '**/api/users/test-history', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.goto('/panel/mis-tests');
    const history = page.getByRole('region', { name: 'Historial de tests' });
    await expect.poll(() => page.getByText(es.errors.unavailable).isVisible()).toBe(true);
    list.restore();
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
      await shot(page, `flows/login-required-${size.name}`);

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

describe('results name themes and categories as the catalogue does', () => {
  for (const size of SIZES) {
    it(`without the catalogue the results wait for it, never showing slugs (${size.name})`, async () => {
      const page = await e.newPage(size);
      const themes = await intercept(page, '**/api/themes/list', (route) =>
        route.abort('internetdisconnected'),
      );
      await page.goto('/test');
      const answers = await answerAll(page, 'first');
      await expect
        .poll(() => page.getByRole('heading', { name: es.test.immediateResults }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText('No se pudieron cargar los temas.').first().isVisible())
        .toBe(true);
      const rec = recommend(answers);
      const text = await page.getByRole('main').innerText();
      for (const slug of rec.topTemas) {
        const fromSlug = slug.replaceAll('_', ' ');
        expect(text.toLowerCase()).not.toContain(fromSlug);
      }
      await expectNoSidewaysScroll(page);

      themes.restore();
      await page.getByRole('button', { name: RETRY }).first().click();
      const names = await catalogue();
      for (const slug of rec.topTemas) {
        const name = names.theme.get(slug) as string;
        await expect.poll(() => page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
      }
      const category = (names.category.get(rec.categoriaPrincipal) as string).toLocaleUpperCase('es-ES');
      await expect.poll(() => page.getByText(category, { exact: true }).first().isVisible()).toBe(true);
      await shot(page, `flows/immediate-results-${size.name}`, { fullPage: true });
    });
  }
});

describe('the mini flow after the test', () => {
  for (const size of SIZES) {
    it(`says to choose the 2 themes, and offers no trial audio under the picker (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Marina' });
      await takeTest(user, 'salud', ['no_mas_insomnio', 'liberate_de_la_ansiedad', 'adios_al_estres']);
      const page = await signedInPage(e, user, size);
      await page.goto('/panel/mis-tests?miniFlow=1');
      await expect
        .poll(() => page.getByRole('heading', { name: es.panel.miniFlowTitle }).isVisible())
        .toBe(true);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByText(/Ya tienes el resultado de tu test/).isVisible()).toBe(true);
      expect(await main.innerText()).not.toContain('primero completa el test');
      await shot(page, `flows/mini-mis-tests-${size.name}`, { fullPage: true });

      await page.getByRole('link', { name: 'Elegir mis 2 temas' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Elige tus 2 temas' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('heading', { name: es.test.chooseAudio }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Reproducir / }).count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await shot(page, `flows/mini-test-${size.name}`, { fullPage: true });
    });
  }
});

describe('Mis Tests', () => {
  for (const size of SIZES) {
    it(`shows the questionnaire, then retakes in place with { categoriaPrincipal, topTemas } (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Teresa' });
      const page = await signedInPage(e, user, size);
      await page.goto('/panel/mis-tests');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: es.panel.myTestTitle }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('Sección 1 de 6').isVisible()).toBe(true);
      await expectNoSidewaysScroll(page);
      await shot(page, `flows/mis-tests-questionnaire-${size.name}`, { fullPage: true });
      const first = recommend(await answerAll(page, 'first'));
      const names = await catalogue();
      const current = page.getByRole('region', { name: 'Tu resultado', exact: true });
      const earlier = page.getByRole('region', { name: 'Historial de tests' }).getByRole('listitem');
      await expect.poll(() => current.isVisible()).toBe(true);
      for (const slug of first.topTemas) expect(await current.innerText()).toContain(names.theme.get(slug));
      expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');
      const me = await user.http.get('/api/users/me');
      expect(me.body.data.user.testResult).toMatchObject(first);

      // Retake in place: the body is the panel's shape.
      const bodies: unknown[] = [];
      const retake = await intercept(page, '**/api/users/retake-test', (route) => {
        bodies.push(route.request().postDataJSON());
        return route.continue();
      });
      await page.getByRole('button', { name: es.test.retake }).click();
      const second = recommend(await answerAll(page, 'last'));
      await expect.poll(() => current.isVisible()).toBe(true);
      expect(bodies).toEqual([{ categoriaPrincipal: second.categoriaPrincipal, topTemas: second.topTemas }]);
      // The first take moves to the history.
      await expect.poll(() => earlier.count()).toBe(1);
      for (const slug of second.topTemas) {
        await expect.poll(() => current.innerText()).toContain(names.theme.get(slug) as string);
      }
      expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');

      // A retake that cannot be saved falls back to the submitted result, in place.
      retake.answer((route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
      );
      await page.getByRole('button', { name: es.test.retake }).click();
      const third = recommend(await answerAll(page, 'first'));
      const unsaved = page.getByRole('region', { name: 'Tu resultado de ahora' });
      await expect.poll(() => unsaved.isVisible()).toBe(true);
      expect(await unsaved.innerText()).toContain('No pudimos guardar este resultado');
      expect(await unsaved.innerText()).toContain(es.errors.unavailable);
      for (const slug of third.topTemas) expect(await unsaved.innerText()).toContain(names.theme.get(slug));
      expect(new URL(page.url()).pathname).toBe('/panel/mis-tests');
      await expectNoSidewaysScroll(page);
      await shot(page, `flows/mis-tests-fallback-${size.name}`, { fullPage: true });

      retake.restore();
      await page.getByRole('button', { name: 'Guardar mi resultado' }).click();
      await expect.poll(() => current.isVisible()).toBe(true);
      const history = await user.http.get('/api/users/test-history');
      expect(history.body.data).toHaveLength(3);
      expect(history.body.data[0]).toMatchObject(third);
      await expect.poll(() => earlier.count()).toBe(2);
    });
  }
});

describe('the panel welcome of a user without a plan', () => {
  for (const size of SIZES) {
    it(`points to the test, the trial audio with its time left, and the plans (${size.name})`, async () => {
      const user = await buildUser(e.server, { name: 'Rocío' });
      const page = await signedInPage(e, user, size);
      await page.goto('/panel');
      const steps = page.getByRole('region', { name: 'Tus próximos pasos' });
      await expect.poll(() => steps.isVisible()).toBe(true);
      expect(await page.getByText('Todavía no tienes un plan activo.').isVisible()).toBe(true);
      await steps.getByRole('link', { name: 'Hacer el test' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/test');
      await expect.poll(() => page.getByRole('heading', { name: es.test.title }).isVisible()).toBe(true);

      await takeTest(user, 'salud', ['no_mas_insomnio', 'liberate_de_la_ansiedad', 'adios_al_estres']);
      const audioId = await audioIn(e.server, 'no_mas_insomnio');
      const chosen = await user.http.put('/api/users/update-temporary-audio', { audioId });
      expect(chosen.status).toBe(200);
      await page.goto('/panel');
      await expect.poll(() => steps.isVisible()).toBe(true);
      await expect.poll(() => steps.getByText(/te quedan 4[78] h/).isVisible()).toBe(true);
      expect(await steps.getByRole('link', { name: 'Ver mis resultados' }).isVisible()).toBe(true);
      expect(await steps.getByRole('link', { name: 'Escuchar mi audio de prueba' }).isVisible()).toBe(true);
      await expectNoSidewaysScroll(page);
      await shot(page, `flows/welcome-${size.name}`, { fullPage: true });

      await steps.getByRole('link', { name: 'Ver planes' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/suscripcion');
      await expect.poll(() => page.getByRole('dialog', { name: 'Elige un plan' }).isVisible()).toBe(true);

      // The results page, with a trial audio chosen, shows the way to subscribe.
      await page.goto('/test');
      const invite = page.getByRole('region', { name: 'Sigue escuchando con un plan' });
      await expect.poll(() => invite.isVisible()).toBe(true);
      await expectNoSidewaysScroll(page);
      await shot(page, `flows/results-subscribe-${size.name}`, { fullPage: true });
      await invite.getByRole('link', { name: 'Ver planes' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => new URL(page.url()).hash).toBe('#pricing');
    });
  }
});
