import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { listItem, shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

/** The back-office on a 390 × 844 phone: nothing off-screen, every row's controls at hand. */

const PHONE = { width: 390, height: 844 };

const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
  // Something in every list: a client with a started checkout (Clientes, Órdenes), a colleague, a
  // promotion code.
  const buyer = await buildUser(e.server, { name: 'Sofía', lastName: 'Compradora' });
  const plans = (await buyer.http.get('/api/plans/list')).body.plans as { _id: string; slug: string }[];
  const full = plans.find((p) => p.slug === 'full');
  const checkout = await buyer.http.post('/api/payments/create-checkout-session', { planId: full?._id });
  expect(checkout.status).toBe(200);
  await buildUser(e.server, { role: 'therapist', name: 'Teresa', lastName: 'Vidal' });
  const code = await admin.http.post('/api/promotion-codes', {
    code: 'PRIMAVERA-MOVIL-2027',
    kind: 'amount',
    amountOff: 5,
    currency: 'EUR',
    duration: 'repeating',
    durationMonths: 3,
    maxRedemptions: 250,
    planIds: [full?._id],
  });
  expect(code.status).toBe(200);
});

async function phonePage(): Promise<Page> {
  const page = await signedInPage(e, admin, PHONE);
  return page;
}

/** How far the page reaches past the viewport's right edge (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const widest = Math.max(root.scrollWidth, document.body.scrollWidth);
    return Math.max(0, widest - root.clientWidth);
  });

/** Whether the element is wholly inside the viewport horizontally (not cut off, not scrolled away). */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width && box.width > 0;
}

const SCREENS: { path: string; title: string; ready: (page: Page) => Locator }[] = [
  { path: '/admin', title: 'Panel de Control', ready: (p) => p.getByText('Usuarios totales').first() },
  {
    path: '/admin/kpi',
    title: 'Estadísticas de tiempos de reproducción',
    ready: (p) => p.getByRole('main').getByText('Sin datos').first(),
  },
  {
    path: '/admin/usuarios',
    title: 'Usuarios CRM',
    ready: (p) => p.getByRole('list', { name: 'Lista de usuarios del CRM' }).getByRole('listitem').first(),
  },
  {
    path: '/admin/clientes',
    title: 'Clientes',
    ready: (p) => p.getByRole('list', { name: 'Lista de clientes' }).getByRole('listitem').first(),
  },
  {
    path: '/admin/planes',
    title: 'Gestión de Planes',
    ready: (p) => p.getByRole('button', { name: /^Ver Detalles/ }).first(),
  },
  {
    path: '/admin/logs-ordenes',
    title: 'Órdenes',
    ready: (p) => p.getByRole('button', { name: /^Ver detalles/ }).first(),
  },
  {
    path: '/admin/codigos',
    title: 'Códigos promocionales',
    ready: (p) => p.getByRole('list', { name: 'Códigos promocionales' }).getByRole('listitem').first(),
  },
  {
    path: '/admin/assets',
    title: 'Recursos',
    ready: (p) => p.getByRole('link', { name: 'Abrir carpeta audios' }),
  },
  {
    path: '/admin/audio',
    title: 'Gestión de Audio',
    ready: (p) => p.getByRole('list', { name: 'Audios' }).getByRole('listitem').first(),
  },
];

describe('the back-office on a 390 px phone', () => {
  it('no screen scrolls sideways once its data is shown', async () => {
    const page = await phonePage();
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await until(() =>
        page.getByRole('heading', { level: 1, name: screen.title, exact: true }).isVisible(),
      ).toBe(true);
      await until(() => screen.ready(page).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), screen.path).toBe(0);
      await shot(page, `admin-phone/phone${screen.path.replaceAll('/', '-')}`);
    }
  });

  it("Gestión de Audio: each panel's first card shows its 'Activo' switch and actions on screen, and they work", async () => {
    const page = await phonePage();
    await page.goto('/admin/audio');
    for (const name of ['Categorías', 'Temas', 'Audios'] as const) {
      const panel = page.getByRole('region', { name, exact: true });
      const card = panel.getByRole('list', { name }).getByRole('listitem').first();
      await until(() => card.isVisible()).toBe(true);
      // No table scrolled off to the side on a phone: the rows are cards.
      expect(await panel.getByRole('table').count()).toBe(0);
      const title = await card.getByRole('heading').innerText();
      const toggle = card.getByRole('switch', { name: `Activo: ${title}` });
      const edit = card.getByRole('button', { name: `Editar ${title}` });
      const remove = card.getByRole('button', { name: `Eliminar ${title}` });
      await card.scrollIntoViewIfNeeded();
      for (const control of [toggle, edit, remove])
        expect(await onScreen(control), `${name}: ${title}`).toBe(true);
      expect(await card.getByText('Activo', { exact: true }).first().isVisible()).toBe(true);

      // The switch asks to confirm the change of state; Cancelar leaves it as it was.
      const wasOn = await toggle.getAttribute('aria-checked');
      await toggle.click();
      const confirm = page.getByRole('dialog', { name: wasOn === 'true' ? '¿Desactivar?' : '¿Activar?' });
      await until(() => confirm.isVisible()).toBe(true);
      expect(await confirm.getByText(`“${title}”`).isVisible()).toBe(true);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await until(() => confirm.count()).toBe(0);
      expect(await toggle.getAttribute('aria-checked')).toBe(wasOn);

      // Editar opens the item's form with its name filled in.
      await edit.click();
      const form = page.getByRole('dialog');
      await until(() => form.isVisible()).toBe(true);
      const nameField = form.getByLabel(name === 'Audios' ? /^Título/ : /^Nombre/);
      expect(await nameField.inputValue()).toBe(title);
      expect(await sidewaysOverflow(page)).toBe(0);
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await until(() => form.count()).toBe(0);

      // Eliminar asks first; Cancelar keeps the item.
      await remove.click();
      const del = page.getByRole('dialog');
      await until(() => del.isVisible()).toBe(true);
      expect(await del.getByText(`Se eliminará “${title}” del catálogo.`).isVisible()).toBe(true);
      await del.getByRole('button', { name: 'Cancelar' }).click();
      await until(() => del.count()).toBe(0);
    }
    await shot(page, 'admin-phone/phone-audio-cards', { fullPage: true });

    // The cards pass axe (WCAG 2.1 AA) like the tables do.
    const result = await new AxeBuilder({ page } as never)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  it('Clientes, Usuarios CRM and Órdenes: the first card’s actions are on screen and open their dialogs', async () => {
    const page = await phonePage();
    await page.goto('/admin/clientes');
    const client = page.getByRole('list', { name: 'Lista de clientes' }).getByRole('listitem').first();
    await until(() => client.isVisible()).toBe(true);
    const edit = client.getByRole('button', { name: /^Editar a / });
    const deactivate = client.getByRole('button', { name: /^Desactivar a / });
    for (const control of [edit, deactivate]) expect(await onScreen(control)).toBe(true);
    await deactivate.click();
    const confirm = page.getByRole('dialog', { name: '¿Desactivar la cuenta?' });
    await until(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => confirm.count()).toBe(0);

    await page.goto('/admin/usuarios');
    const colleague = listItem(page, 'Lista de usuarios del CRM', 'Teresa Vidal');
    await until(() => colleague.isVisible()).toBe(true);
    const editColleague = colleague.getByRole('button', { name: /^Editar/ });
    expect(await onScreen(editColleague)).toBe(true);
    expect(await onScreen(colleague.getByRole('button', { name: /^Desactivar a / }))).toBe(true);
    await editColleague.click();
    const editDialog = page.getByRole('dialog', { name: 'Editar Usuario' });
    await until(() => editDialog.isVisible()).toBe(true);
    expect(await editDialog.getByLabel(/^Nombre/).inputValue()).toBe('Teresa');
    await editDialog.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => editDialog.count()).toBe(0);

    await page.goto('/admin/logs-ordenes');
    const details = page.getByRole('button', { name: /^Ver detalles/ }).first();
    await until(() => details.isVisible()).toBe(true);
    expect(await onScreen(details)).toBe(true);
    await details.click();
    const payment = page.getByRole('dialog', { name: 'Detalles del Pago' });
    await until(() => payment.isVisible()).toBe(true);
    expect(await payment.getByText('Sofía Compradora').isVisible()).toBe(true);
  });

  it('Códigos promocionales: the card’s actions are on screen, and its dialogs fit from 360 px', async () => {
    const page = await phonePage();
    for (const width of [360, 430]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/admin/codigos');
      const card = listItem(page, 'Códigos promocionales', 'PRIMAVERA-MOVIL-2027');
      await until(() => card.isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
      const uses = card.getByRole('button', { name: 'Ver usos del código PRIMAVERA-MOVIL-2027' });
      const off = card.getByRole('button', { name: 'Desactivar el código PRIMAVERA-MOVIL-2027' });
      for (const control of [uses, off]) {
        const box = await control.boundingBox();
        expect(box !== null && box.x >= 0 && box.x + box.width <= width, `${width} px`).toBe(true);
      }

      await uses.click();
      const dialog = page.getByRole('dialog', { name: 'Usos del código PRIMAVERA-MOVIL-2027' });
      await until(() => dialog.getByText('Nadie ha usado este código todavía.').isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
      await until(() => dialog.count()).toBe(0);

      await page.getByRole('button', { name: 'Nuevo código' }).click();
      const form = page.getByRole('dialog', { name: 'Nuevo código' });
      await until(() => form.getByRole('checkbox').first().isVisible()).toBe(true);
      await form.getByRole('radio', { name: 'Importe fijo' }).check();
      await form.getByRole('radio', { name: 'Varios meses' }).check();
      expect(await sidewaysOverflow(page)).toBe(0);
      await shot(page, `admin-phone/phone-codigos-form-${width}`);
      await form.getByRole('button', { name: 'Cancelar' }).click();
      await until(() => form.count()).toBe(0);
    }
  });
});
