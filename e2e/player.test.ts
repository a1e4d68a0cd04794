import { es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { longAudio, scrollToAudio, signInAs, signedInPage } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * The app's one player: above every page of the site, the test and the panel; it keeps playing
 * while the listener moves around, offers to resume after a reload, and never makes a phone
 * page scroll sideways.
 */
const e = e2eSuite();
let audio: { id: string; title: string };
beforeAll(async () => {
  audio = await longAudio(e, 'no_mas_insomnio');
});

const elementPlaying = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('audio')].some((a) => !a.paused && a.currentTime > 0));
const position = (page: Page) =>
  page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('audio')].map((a) => a.currentTime)));
const playerRegion = (page: Page) => page.getByRole('region', { name: 'Reproductor' });

/** A subscriber on the library with the audio playing. */
async function listening(opts: { width?: number; height?: number } = {}) {
  const user = await buildUser(e.server, { name: 'Lucía' });
  await giveSubscription(e.server, user.id, 'full');
  const page = await signedInPage(e, user, opts);
  await page.goto('/panel/biblioteca');
  await scrollToAudio(page, audio.title);
  const play = page.getByRole('button', { name: `Reproducir ${audio.title}` }).first();
  await expect.poll(() => play.isVisible()).toBe(true);
  await play.click();
  await expect.poll(() => elementPlaying(page)).toBe(true);
  return { page, user };
}

/** A client-side navigation, as a link inside the app makes it (no reload). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('on a phone', () => {
  it('scrolls no page sideways at 360, 390 and 430 px with the player open, and keeps its controls on screen', async () => {
    const { page } = await listening({ width: 390, height: 844 });
    const pages = [
      '/',
      '/terminos-y-condiciones',
      '/test',
      '/panel',
      '/panel/mis-tests',
      '/panel/suscripcion',
      '/panel/biblioteca',
      '/panel/configuracion',
      '/una-pagina-que-no-existe',
    ];
    /** How far the page reaches past the viewport's right edge, and the bar's controls off screen. */
    const overflow = () =>
      page.evaluate(() => {
        const region = document.querySelector('section[aria-label="Reproductor"]');
        const off = [...(region?.querySelectorAll('button, select, input') ?? [])]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .filter(
            ({ box }) =>
              box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight,
          )
          .map(({ el }) => el.getAttribute('aria-label') ?? el.id);
        return { extra: document.documentElement.scrollWidth - window.innerWidth, off };
      });

    // The full controls: the mini-player opened.
    await playerRegion(page).getByRole('button', { name: 'Ampliar reproductor' }).click();
    // Without a sleep timer (its label is the longest) and with one (the bar then shows the minutes).
    for (const sleep of ['', '30']) {
      await playerRegion(page).getByLabel('Temporizador de apagado').selectOption(sleep);
      for (const width of [360, 390, 430]) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of pages) {
          await navigateInApp(page, path);
          // The page has rendered (its own heading) before it is measured.
          await expect.poll(() => new URL(page.url()).pathname).toBe(path);
          await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true);
          expect(await overflow(), `${path} at ${width} px, sleep timer '${sleep}'`).toEqual({
            extra: 0,
            off: [],
          });
        }
        // The site's menu drawer opens whole beside the player.
        await navigateInApp(page, '/');
        await page.getByRole('button', { name: 'Menú' }).click();
        const drawer = page.getByRole('dialog');
        // It slides in from the right: once in place, it sits wholly inside the viewport.
        await expect
          .poll(
            async () => {
              const box = await drawer.boundingBox();
              return box !== null && box.x >= 0 && Math.round(box.x + box.width) === width;
            },
            { message: `drawer at ${width} px` },
          )
          .toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => drawer.isVisible()).toBe(false);
      }
    }
    expect(await elementPlaying(page)).toBe(true);
  });
});

describe('the mini-player', () => {
  /** The full player's controls in order ("Guardar" first; on a phone, 'Reducir reproductor' before close). */
  const fullControls = (...fold: string[]) => [
    `Guardar «${audio.title}»`,
    'Retroceder 15 segundos',
    'Pausar',
    'Avanzar 15 segundos',
    'Posición de reproducción',
    'Velocidad de reproducción',
    'Temporizador de apagado',
    ...fold,
    'Cerrar reproductor',
  ];
  /** The player's height on screen, and which of its controls show. */
  const shown = (page: Page) =>
    page.evaluate(() => {
      const region = document.querySelector('section[aria-label="Reproductor"]') as HTMLElement;
      const visible = [...region.querySelectorAll('button, select, input')]
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0)
        .map(
          (el) =>
            el.getAttribute('aria-label') ?? document.querySelector(`label[for="${el.id}"]`)?.textContent,
        );
      return { height: Math.round(region.getBoundingClientRect().height), visible };
    });

  it('on a phone (390 and 360 px) takes a strip of the screen, and opens into the full controls', async () => {
    const { page } = await listening({ width: 390, height: 844 });
    for (const [width, height] of [
      [390, 844],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(async () => (await shown(page)).visible).toEqual(['Ampliar reproductor', 'Pausar']);
      const mini = await shown(page);
      // 235 px of 740 before; a mini-player is one row: at most a tenth of the screen.
      expect(mini.height, `${width} px`).toBeLessThanOrEqual(74);
      const box = await playerRegion(page).boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(height);

      await playerRegion(page).getByRole('button', { name: 'Ampliar reproductor' }).click();
      await expect.poll(async () => (await shown(page)).visible).toEqual(fullControls('Reducir reproductor'));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Reducir reproductor',
      );
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await shown(page)).height).toBe(mini.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    expect(await elementPlaying(page)).toBe(true);
  });

  it('on a desktop (1366 px) is one row with every control, and nothing to open', async () => {
    const { page } = await listening({ width: 1366, height: 768 });
    const bar = await shown(page);
    expect(bar.visible).toEqual(fullControls());
    expect(bar.height).toBeLessThanOrEqual(100);
  });
});

describe('by keyboard', () => {
  it('from the library, «Saltar al reproductor» is the second Tab; Space, K and the arrows work from the page', async () => {
    const { page } = await listening({ width: 1366, height: 768 });
    await page.reload();
    const region = playerRegion(page);
    await expect.poll(() => region.getByRole('button', { name: 'Continuar' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Mi Biblioteca' }).isVisible()).toBe(true);
    // The skip link's code is a chunk of its own, which may arrive after the player's.
    await expect.poll(() => page.getByRole('link', { name: 'Saltar al reproductor' }).count()).toBe(1);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Saltar al contenido');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Saltar al reproductor');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('Continuar');
    await page.keyboard.press('Enter');
    await expect.poll(() => elementPlaying(page)).toBe(true);

    // From the page itself (nothing focused): Space pauses, K plays, → goes 15 s ahead.
    // At the top of a page longer than the window, where the browser's own Space would scroll it a
    // screen down. (Instantly: the site scrolls smoothly, and a smooth scroll still under way would
    // move the page during the check. At the top, no late layout shift moves it either: scroll
    // anchoring acts below the top.)
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * innerHeight)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const at = await position(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(at + 14);
    await page.keyboard.press('k');
    await expect.poll(() => elementPlaying(page)).toBe(true);

    // In the search field the keys are the field's.
    const search = page.getByRole('searchbox', { name: 'Buscar por título, tema o etiqueta' });
    await search.click();
    await page.keyboard.type('k ');
    expect(await search.inputValue()).toBe('k ');
    expect(await elementPlaying(page)).toBe(true);
  });
});

describe('playback state', () => {
  it('marks the playing card "Sonando" and the paused one "En pausa"', async () => {
    const { page } = await listening();
    const card = page.getByRole('article', { name: audio.title }).first();
    await expect.poll(() => card.getByText('Sonando').isVisible()).toBe(true);
    await playerRegion(page).getByRole('button', { name: 'Pausar' }).click();
    await expect.poll(() => card.getByText('En pausa').isVisible()).toBe(true);
    expect(await card.getByText('Sonando').count()).toBe(0);
    expect(await card.getByRole('button', { name: `Reproducir ${audio.title}` }).isVisible()).toBe(true);
  });

  it('keeps playing while the listener follows links to the landing, another page and back to the panel', async () => {
    const { page } = await listening();
    const advancing = async () => {
      const from = await position(page);
      await expect.poll(() => position(page)).toBeGreaterThan(from + 0.5);
      expect(await elementPlaying(page)).toBe(true);
      expect(await playerRegion(page).getByRole('button', { name: 'Pausar' }).isVisible()).toBe(true);
    };
    // The header's logo leads to the landing.
    await page.getByRole('banner').getByRole('link', { name: 'Sanarte' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await advancing();
    // A footer link to another page of the site.
    await page.locator('#pie-de-pagina').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terminos-y-condiciones');
    await advancing();
    // And back to the panel.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/biblioteca');
    await advancing();
    expect(await page.locator('audio').count()).toBe(1);
  });

  it('offers to resume after a reload, from the same second, with a fresh signed URL', async () => {
    const { page } = await listening();
    await expect.poll(() => position(page)).toBeGreaterThan(4);
    await page.goto('/');
    const region = playerRegion(page);
    await expect.poll(() => region.isVisible()).toBe(true);
    await expect.poll(() => region.getByText(audio.title, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => region.getByText(/^Continuar desde \d+:\d\d$/).isVisible()).toBe(true);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('sanarte.player') ?? 'null'));
    expect(saved.track.audioId).toBe(audio.id);
    expect(saved.position).toBeGreaterThan(3);
    // Where the listener was, and nothing that opens anything: no URL, no signature, no token.
    expect(JSON.stringify(saved)).not.toMatch(/audioUrl|\/cdn\/audio|sig=|token|expires/i);
    // Nothing is loaded until the listener asks.
    expect(
      await page.evaluate(() => document.querySelector('audio')?.getAttribute('src') ?? null),
    ).toBeNull();

    const access = page.waitForResponse((r) => r.url().includes(`/api/audios/${audio.id}/access`));
    await region.getByRole('button', { name: 'Continuar' }).click();
    expect((await access).status()).toBe(200);
    await expect.poll(() => elementPlaying(page)).toBe(true);
    expect(await position(page)).toBeGreaterThanOrEqual(Math.floor(saved.position) - 1);
    await expect.poll(() => region.getByRole('button', { name: 'Pausar' }).isVisible()).toBe(true);
  });

  it('keeps the speed chosen after a reload', async () => {
    const { page } = await listening({ width: 1366, height: 768 });
    const speed = playerRegion(page).getByLabel('Velocidad de reproducción');
    await speed.selectOption('1.5');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.5);
    await page.reload();
    await expect
      .poll(() => playerRegion(page).getByRole('button', { name: 'Continuar' }).isVisible())
      .toBe(true);
    expect(await speed.inputValue()).toBe('1.5');
    await playerRegion(page).getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => elementPlaying(page)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.5);
  });

  it('closes the bar and forgets the place with the close button, and after signing out', async () => {
    const { page } = await listening();
    await playerRegion(page).getByRole('button', { name: 'Cerrar reproductor' }).click();
    await expect.poll(() => playerRegion(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sanarte.player'))).toBeNull();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Reproducir ${audio.title}` })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await playerRegion(page).count()).toBe(0);

    // Playing again, then the session ends: nothing of it stays in the browser.
    await page
      .getByRole('button', { name: `Reproducir ${audio.title}` })
      .first()
      .click();
    await expect.poll(() => elementPlaying(page)).toBe(true);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('hasSession'));
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sanarte.player'))).toBeNull();
    expect(await playerRegion(page).count()).toBe(0);
  });

  it('an expired trial audio: 48 hours later the test, the panel and the player say so and lead to the plans', async () => {
    e.allowConsole(/Failed to load resource: the server responded with a status of 40[13]/);
    const user = await buildUser(e.server, { tempUser: true, verified: true, name: 'Sara' });
    await user.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    expect((await user.http.put('/api/users/update-temporary-audio', { audioId: audio.id })).status).toBe(
      200,
    );
    const page = await e.newPage({ width: 390, height: 844 });
    await signInAs(page, e, { email: user.email, tempUser: true });
    await page.goto('/test');
    const card = page.getByRole('region', { name: 'Tu audio de prueba' });
    await card.getByRole('button', { name: `Reproducir ${audio.title}` }).click();
    await expect.poll(() => elementPlaying(page)).toBe(true);
    await expect.poll(() => position(page)).toBeGreaterThan(1);
    await playerRegion(page).getByRole('button', { name: 'Pausar' }).click();

    e.server.clock.advance(48 * 3600_000 + 60_000);
    try {
      // The browser's access token is refreshed on the next call, as after two days.
      await page.reload();
      await expect.poll(() => card.getByText('El audio de prueba ha expirado').isVisible()).toBe(true);
      expect(await card.getByText(es.test.trialNote).count()).toBe(0);
      expect(await card.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe(
        '/panel/suscripcion?planes=1',
      );
      const bar = playerRegion(page);
      await expect.poll(() => bar.getByText('El audio de prueba ha expirado').isVisible()).toBe(true);
      expect(await bar.getByText(/Continuar desde/).count()).toBe(0);
      expect(await bar.getByRole('link', { name: 'Ver planes' }).isVisible()).toBe(true);

      await page.goto('/panel');
      await expect
        .poll(() => page.getByRole('heading', { name: 'El audio de prueba ha expirado' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('link', { name: 'Escuchar mi audio de prueba' }).count()).toBe(0);
    } finally {
      e.server.clock.reset();
    }
  });

  it("keeps the test's trial audio playing on the way to the landing", async () => {
    const user = await buildUser(e.server, { tempUser: true, verified: true, name: 'Sara' });
    await user.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    const chosen = await user.http.put('/api/users/update-temporary-audio', { audioId: audio.id });
    expect(chosen.status).toBe(200);
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, tempUser: true });
    await page.goto('/test');
    const card = page.getByRole('region', { name: 'Tu audio de prueba' });
    const play = card.getByRole('button', { name: `Reproducir ${audio.title}` });
    await expect.poll(() => play.isVisible()).toBe(true);
    await play.click();
    await expect.poll(() => elementPlaying(page)).toBe(true);
    await expect
      .poll(() => card.getByRole('button', { name: `Pausar ${audio.title}` }).isVisible())
      .toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Sanarte' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const from = await position(page);
    await expect.poll(() => position(page)).toBeGreaterThan(from + 0.5);
    expect(await playerRegion(page).getByText(audio.title, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('audio').count()).toBe(1);
  });
});
