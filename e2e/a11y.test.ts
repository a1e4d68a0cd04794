import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, FACTORY_PASSWORD, giveSubscription } from '../apps/server/test/factories.js';
import { type E2E, startE2E } from './browser.js';
import { signInAs } from './helpers.js';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterEach(() => {
  const problems = e.problems.splice(0);
  expect(problems).toEqual([]);
});
afterAll(() => e?.close());

/** Serious and critical axe violations of a page once it has settled. */
async function violations(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  const result = await new AxeBuilder({ page } as never)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const heading = (page: Page) => () =>
  page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });

describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violations', () => {
  it('public pages', async () => {
    const page = await e.newPage();
    const found: string[] = [];
    for (const path of [
      '/',
      '/login?mode=login',
      '/login?mode=signup',
      '/loginSetPassword',
      '/test',
      '/terminos-y-condiciones',
      '/reset-password?token=x',
      '/ruta-que-no-existe',
    ]) {
      found.push(...(await violations(page, path, heading(page))));
    }
    expect(found).toEqual([]);
  });

  it('the panel, signed in as a subscriber', async () => {
    const user = await buildUser(e.server, { name: 'Nuria' });
    await giveSubscription(e.server, user.id, 'full');
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
    const found: string[] = [];
    for (const path of [
      '/panel',
      '/panel/mis-tests',
      '/panel/suscripcion',
      '/panel/biblioteca',
      '/panel/configuracion',
    ]) {
      found.push(...(await violations(page, path, heading(page))));
    }
    expect(found).toEqual([]);
  });

  it('the back-office, signed in as admin', async () => {
    const admin = await buildUser(e.server, { role: 'admin', name: 'Ada' });
    const page = await e.newPage({ width: 1440 });
    await signInAs(page, e, { email: admin.email, password: FACTORY_PASSWORD });
    const found: string[] = [];
    for (const path of [
      '/admin',
      '/admin/kpi',
      '/admin/usuarios',
      '/admin/clientes',
      '/admin/planes',
      '/admin/logs-ordenes',
      '/admin/assets',
      '/admin/audio',
    ]) {
      found.push(...(await violations(page, path, heading(page))));
    }
    expect(found).toEqual([]);
  });
});
