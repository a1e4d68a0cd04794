import { es, priceLabel } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { fillContactForm, signedInPage } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

describe('landing page', () => {
  it('shows every active plan from the database, in its order, with the spec labels', async () => {
    const page = await e.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toMatch(/Inicio$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    const pricing = page.locator('#pricing');
    await expect.poll(() => pricing.getByRole('heading', { name: 'Planes' }).isVisible()).toBe(true);
    const plans = rows(
      await e.server.database.db.execute(
        sql`select name, slug, price, currency, duration_days from plans where is_active order by "order"`,
      ),
    );
    // The spec's three and the seed's «Plan Full Mensual» (in euros): the landing shows whatever staff make.
    expect(plans.map((p) => p.slug)).toEqual(['audio-prueba', 'full', 'mini', 'full-mensual']);
    await expect.poll(() => pricing.getByRole('article').count()).toBe(plans.length);
    for (const p of plans) {
      const card = pricing.getByRole('article', { name: String(p.name), exact: true });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.innerText()).toContain(
        priceLabel(Number(p.price), Number(p.duration_days), String(p.currency)),
      );
      const cta = p.slug === 'audio-prueba' ? es.home.listenNow : es.home.subscribe;
      expect(
        await card
          .getByRole('link', { name: cta })
          .or(card.getByRole('button', { name: cta }))
          .count(),
      ).toBe(1);
    }
    expect(await pricing.getByText(es.home.fullPromo).isVisible()).toBe(true);
  });

  it('reflects a price change made in the database', async () => {
    await e.server.catalogueSql(sql`update plans set price = 14.5 where slug = 'mini'`);
    const page = await e.newPage();
    await page.goto('/#pricing');
    const card = page.locator('#pricing').getByRole('article', { name: 'Plan Mini' });
    await expect.poll(() => card.innerText()).toContain('$14.50 / mes');
    await e.server.catalogueSql(sql`update plans set price = 9.99 where slug = 'mini'`);
  });

  it('pushes a page_view with the path on every route change', async () => {
    const page = await e.newPage();
    await page.goto('/');
    await page
      .getByRole('link', { name: /Iniciar sesión/ })
      .first()
      .click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
            .filter((x) => x.event === 'page_view')
            .map((x) => x.page_path),
        ),
      )
      .toEqual(['/', '/login']);
  });
});

describe("the header's section highlighting", () => {
  const nav = (page: import('playwright-core').Page) => page.getByRole('navigation', { name: 'Principal' });
  const current = (page: import('playwright-core').Page) =>
    nav(page)
      .locator('a[aria-current]')
      .evaluateAll((links) => links.map((a) => a.textContent));

  it('marks the section being read on the landing, and nothing on any other page', async () => {
    const user = await buildUser(e.server, { name: 'Irene' });
    await giveSubscription(e.server, user.id, 'full');
    const page = await signedInPage(e, user, { width: 1366, height: 850 });
    await page.goto('/');
    await nav(page).getByRole('link', { name: 'Testimonios' }).click();
    await expect.poll(() => current(page), { timeout: 8_000 }).toEqual(['Testimonios']);
    await nav(page).getByRole('link', { name: 'Contacto' }).click();
    await expect.poll(() => current(page), { timeout: 8_000 }).toEqual(['Contacto']);
    // Back on the testimonials, then to the library through the account menu.
    await page.evaluate(() => document.getElementById('testimonials')?.scrollIntoView());
    await expect.poll(() => current(page), { timeout: 8_000 }).toEqual(['Testimonios']);
    await page.getByRole('button', { name: /^Menú de usuario/ }).click();
    await page.getByRole('link', { name: es.nav.panel }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel');
    await page.getByRole('link', { name: 'Mi Biblioteca' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/biblioteca');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Mi Biblioteca', level: 1 }).isVisible())
      .toBe(true);
    // The pointer away from the bar: nothing looks highlighted either.
    await page.mouse.move(683, 600);
    expect(await current(page)).toEqual([]);
    const looks = await nav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => getComputedStyle(a).backgroundColor));
    expect(new Set(looks).size).toBe(1);
    // Scrolling the library changes nothing.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await current(page)).toEqual([]);
  });
});

describe('contact form', () => {
  it('shows the spec messages, revalidates live, then sends and thanks the visitor', async () => {
    const page = await e.newPage();
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: /Enviar/ }).click();
    for (const m of [
      es.contact.nameRequired,
      es.contact.lastNameRequired,
      es.contact.emailRequired,
      es.contact.contactNumberRequired,
      es.contact.howHeardRequired,
    ]) {
      await expect.poll(() => form.getByText(m, { exact: true }).isVisible()).toBe(true);
    }
    await form.getByLabel(/^Correo electrónico/).fill('lucia@');
    await expect.poll(() => form.getByText(es.contact.emailInvalid, { exact: true }).isVisible()).toBe(true);
    await form.getByLabel(/^Correo electrónico/).fill('lucia@example.com');
    await expect.poll(() => form.getByText(es.contact.emailInvalid, { exact: true }).count()).toBe(0);

    await form.getByLabel(/^Nombre/).fill('Lucía');
    await form.getByLabel(/^Apellido/).fill('Martín');
    await form.getByLabel(/^Número de contacto/).fill('+34 600 000 000');
    await form.getByLabel(/^¿Cómo nos conociste\?/).selectOption('Instagram');
    await form.getByLabel(/^Mensaje/).fill('¿Puedo escuchar los audios sin conexión?');
    await form.getByRole('button', { name: /Enviar/ }).click();
    await expect.poll(() => page.getByText(es.contact.success).isVisible()).toBe(true);

    const saved = rows(
      await e.server.database.db.execute(sql`select name, email, message from contact_messages`),
    );
    expect(saved).toEqual([
      { name: 'Lucía', email: 'lucia@example.com', message: '¿Puedo escuchar los audios sin conexión?' },
    ]);
    expect(await form.getByLabel(/^Nombre/).inputValue()).toBe('');
  });

  it('tells the visitor when sending fails', async () => {
    const page = await e.newPage();
    await page.route('**/api/contact/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"x"}',
      }),
    );
    const form = await fillContactForm(page, {
      name: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '600000000',
      howHeard: 'Other',
    });
    await form.getByRole('button', { name: /Enviar/ }).click();
    await expect.poll(() => page.getByText(es.contact.failure).isVisible()).toBe(true);
    // What the visitor typed is kept so they can try again.
    expect(await form.getByLabel(/^Nombre/).inputValue()).toBe('Ana');
    e.problems.length = 0; // the browser logs the simulated 503 itself
  });
});

describe('not found', () => {
  it('shows the spec text and a link home for an unknown path, answered with HTTP 404', async () => {
    const page = await e.newPage();
    const res = await page.goto('/esta/ruta/no-existe');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByText(es.common.notFound).isVisible()).toBe(true);
    await page.getByRole('link', { name: es.common.backHome }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

describe('media', () => {
  it('plays a seeded audio from a signed URL and seeks in it', async () => {
    const [audio] = rows(await e.server.database.db.execute(sql`select audio_path from audios limit 1`));
    const url = await e.server.storage.signedUrl(String(audio?.audio_path), new Date(Date.now() + 600_000));
    const page = await e.newPage();
    await page.goto('/');
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/cdn/')) statuses.push(r.status());
    });
    const result = await page.evaluate(async (src) => {
      const el = new Audio(src);
      el.muted = true;
      await el.play();
      // Until the position moves (the element announces it with 'timeupdate').
      await new Promise<void>((resolve) => {
        const moved = () => {
          if (el.currentTime <= 0) return;
          el.removeEventListener('timeupdate', moved);
          resolve();
        };
        el.addEventListener('timeupdate', moved);
        moved();
      });
      const played = el.currentTime;
      await new Promise<void>((resolve) => {
        el.addEventListener('seeked', () => resolve(), { once: true });
        el.currentTime = 1.5;
      });
      const after = el.currentTime;
      el.pause();
      return { played, after, duration: el.duration };
    }, url);
    expect(result.played).toBeGreaterThan(0);
    expect(result.after).toBeCloseTo(1.5, 0);
    expect(result.duration).toBeGreaterThan(1.5);
    expect(statuses.every((s) => s === 200 || s === 206)).toBe(true);
  });
});
