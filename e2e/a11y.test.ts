import AxeBuilder from '@axe-core/playwright';
import { es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { signedInPage } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

/** Serious and critical axe violations of each of `paths`, opened in turn in `page` once its h1 shows. */
async function violationsOf(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    found.push(...(await violationsNow(page, path)));
  }
  return found;
}

/** Serious and critical axe violations of the page as it is now (`label` names it in the report). */
async function violationsNow(page: Page, label: string) {
  const result = await new AxeBuilder({ page } as never)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violations', () => {
  it('public pages', async () => {
    const page = await e.newPage();
    expect(
      await violationsOf(page, [
        '/',
        '/login?mode=login',
        '/login?mode=signup',
        '/loginSetPassword',
        '/test',
        '/terminos-y-condiciones',
        '/reset-password?token=x',
        '/ruta-que-no-existe',
      ]),
    ).toEqual([]);
  });

  it('the panel, signed in as a subscriber', async () => {
    const user = await buildUser(e.server, { name: 'Nuria' });
    await giveSubscription(e.server, user.id, 'full');
    const page = await signedInPage(e, user);
    expect(
      await violationsOf(page, [
        '/panel',
        '/panel/mis-tests',
        '/panel/suscripcion',
        '/panel/biblioteca',
        '/panel/configuracion',
      ]),
    ).toEqual([]);
  });

  it('the back-office, signed in as admin', async () => {
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const page = await signedInPage(e, admin, { width: 1440 });
    expect(
      await violationsOf(page, [
        '/admin',
        '/admin/kpi',
        '/admin/usuarios',
        '/admin/clientes',
        '/admin/planes',
        '/admin/logs-ordenes',
        '/admin/codigos',
        '/admin/assets',
        '/admin/audio',
      ]),
    ).toEqual([]);
  });

  it('the cookie banner and its settings, on a first visit', async () => {
    const page = await e.newPage({ consent: 'undecided' });
    const found: string[] = [];
    for (const path of ['/', '/terminos-y-condiciones']) {
      await page.goto(path);
      const banner = page.getByRole('region', { name: es.consent.bannerLabel });
      await banner.waitFor();
      found.push(...(await violationsNow(page, `${path} (banner)`)));
      await banner.getByRole('button', { name: es.consent.configure }).click();
      await page.getByRole('dialog', { name: es.consentSettings.settingsTitle }).waitFor();
      found.push(...(await violationsNow(page, `${path} (settings)`)));
    }
    expect(found).toEqual([]);
  });
});
