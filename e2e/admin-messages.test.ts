import AxeBuilder from '@axe-core/playwright';
import { es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { fillContactForm, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/** Mensajes (/admin/mensajes): what a visitor writes on the site reaches staff, who mark it handled. */
const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

/** Sends the landing's contact form as a visitor would. */
async function sendContactForm(page: Page, message: string) {
  const form = await fillContactForm(page, {
    name: 'Marina',
    lastName: 'Costa',
    email: 'marina.costa@example.com',
    phone: '+34 600 123 456',
    howHeard: 'Instagram',
    message,
  });
  await form.getByRole('button', { name: /Enviar/ }).click();
  await until(() => page.getByText(es.contact.success).isVisible()).toBe(true);
}

/** Serious and critical axe violations of the page as it is now. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page } as never)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('Mensajes (/admin/mensajes)', () => {
  it('shows a message sent from the contact form, found by a word of it, and the admin marks it handled', async () => {
    const visitor = await e.newPage();
    await sendContactForm(visitor, '¿Los audios de relajación sirven también para dormir a los niños?');

    const page = await signedInPage(e, admin, { width: 1440 });
    await page.goto('/admin');
    // From the back-office's menu.
    await page.getByRole('navigation').getByRole('link', { name: 'Mensajes' }).click();
    await until(() =>
      page.getByRole('heading', { level: 1, name: 'Mensajes', exact: true }).isVisible(),
    ).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/mensajes');
    await until(() => page.getByText('1 mensaje sin atender').isVisible()).toBe(true);

    const table = page.getByRole('table', { name: 'Mensajes de contacto' });
    const row = table.locator('tbody tr').filter({ hasText: 'Marina' });
    await until(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('marina.costa@example.com');
    expect(await row.innerText()).toContain('Sin atender');

    // A word of the text, without its accent, finds it; another word does not.
    const search = page.getByRole('searchbox', { name: 'Buscar por nombre, correo o texto' });
    await search.fill('relajacion ninos');
    await until(() => page.getByText(/^1 de 1 total$/).isVisible()).toBe(true);
    await search.fill('ansiedad');
    await until(() =>
      page.getByText('No se encontraron mensajes con los filtros aplicados.').isVisible(),
    ).toBe(true);
    await search.fill('relajacion');

    await row.getByRole('button', { name: 'Marcar como atendido el mensaje de Marina' }).click();
    await until(() => page.getByText('Mensaje de Marina marcado como atendido.').isVisible()).toBe(true);
    await until(() => row.innerText()).toContain('por Ada Admin');
    await until(() => page.getByText('Ningún mensaje sin atender').isVisible()).toBe(true);

    // Only what still waits: nothing.
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Sin atender' });
    await until(() => row.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Atendidos' });
    await until(() => row.count()).toBe(1);

    const stored = await admin.http.get('/api/contact/messages?status=handled');
    expect(stored.body.data[0]).toMatchObject({ name: 'Marina', handledBy: 'Ada Admin' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a 390 px phone: cards, nothing scrolling sideways', async () => {
    // A long address and a long text with no spaces to break at.
    const sent = await new HttpClient(e.server.baseUrl).post('/api/contact/', {
      name: 'Bartolomé Fernández-Villaverde',
      email: 'bartolome.fernandez.villaverde.consultas@correo-muy-largo.example.com',
      message: `Hola: ${'x'.repeat(120)} ¿podéis ayudarme con la descarga?`,
    });
    expect(sent.status).toBe(200);
    const page = await signedInPage(e, admin, { width: 390, height: 844 });
    await page.goto('/admin/mensajes');
    const card = page.getByRole('list', { name: 'Mensajes de contacto' }).getByRole('listitem').first();
    await until(() => card.isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Mensajes de contacto' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const button = card.getByRole('button', { name: /^Marcar como/ });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
