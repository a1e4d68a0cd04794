import { es } from '@sanarte/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { listItem, shot, signedInPage, until, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

/** Toasts: the brand's font, top right but below the header and its user menu, on desktop and phone. */

const e = e2eSuite();

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The toast with this text, once it has slid fully into place. */
async function settledToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('.Toastify__toast[data-in="true"]').filter({ hasText: text }).first();
  await until(() => toast.isVisible()).toBe(true);
  let last = '';
  await until(async () => {
    const now = JSON.stringify(await toast.boundingBox());
    const still = now === last;
    last = now;
    return still;
  }).toBe(true);
  return toast;
}

/** The font the toast's text is drawn with: the brand's Nunito, never the browser's sans-serif. */
const fontOf = (toast: Locator) => toast.evaluate((el) => getComputedStyle(el).fontFamily);

describe('toasts', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on the panel (${label}): a toast in the brand's font does not cover the header or the user menu`, async () => {
      const user = await buildUser(e.server, { name: 'Marta' });
      const page = await signedInPage(e, user, viewport);
      await page.goto('/panel/configuracion');
      await until(() => page.getByRole('tab', { name: es.panel.profileTab }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      const toast = await settledToast(page, es.panel.profileUpdated);

      const header = page.locator('header').first();
      const headerBox = await boxOf(header);
      const toastBox = await boxOf(toast);
      expect(intersects(toastBox, headerBox), JSON.stringify({ toastBox, headerBox })).toBe(false);
      expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      // Still at the top right, just under the header.
      expect(toastBox.y).toBeLessThan(headerBox.y + headerBox.height + 40);
      expect(toastBox.x + toastBox.width).toBeGreaterThan(viewport.width - 40);
      const menu = userMenu(page);
      if (await menu.isVisible()) expect(intersects(toastBox, await boxOf(menu))).toBe(false);
      expect(await fontOf(toast)).toMatch(/^"?Nunito/);
      await shot(page, `admin-toasts/toast-panel-${label}`);
    });
  }

  it('in the back-office on a phone: the toast sits below the header with "Abrir menú"', async () => {
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
    await buildUser(e.server, { name: 'Sofía', lastName: 'Toast' });
    const page = await signedInPage(e, admin, PHONE);
    await page.goto('/admin/clientes');
    const card = listItem(page, 'Lista de clientes', 'Sofía Toast');
    await until(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Desactivar a Sofía Toast' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Desactivar la cuenta?' });
    await confirm.getByRole('button', { name: 'Desactivar', exact: true }).click();
    await until(() => confirm.count()).toBe(0);
    const toast = await settledToast(page, 'La cuenta de Sofía Toast se ha desactivado.');

    const header = page.locator('header').filter({ has: page.getByRole('button', { name: 'Abrir menú' }) });
    const headerBox = await boxOf(header);
    const toastBox = await boxOf(toast);
    expect(intersects(toastBox, headerBox), JSON.stringify({ toastBox, headerBox })).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(true);
    expect(await fontOf(toast)).toMatch(/^"?Nunito/);
    await shot(page, 'admin-toasts/toast-admin-phone');
  });
});
