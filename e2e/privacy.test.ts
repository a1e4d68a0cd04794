import { readFile } from 'node:fs/promises';
import { type AccountExport, es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { outboxLink, signedInPage, until, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  // The browser's own lines for the refusals these journeys provoke: a wrong password (403), the
  // sign-out's call once the deleted account's session is already gone (401), a used link (400).
  e.allowConsole(/Failed to load resource: the server responded with a status of 40[013]/);
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

/** The toast showing this text (the newest if several). */
const toastWith = (page: Page, text: string) =>
  page.locator('.Toastify__toast[data-in="true"]').filter({ hasText: text }).last();

/** Whether the page scrolls sideways (it must not, on a phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Configuración › Privacidad', () => {
  it('downloads the account’s data, then deletes the account with the password and signs out', async () => {
    const customer = await buildUser(e.server, { name: 'Olga', lastName: 'Privada' });
    const taken = await customer.http.post('/api/users/take-test', {
      categorySlug: 'salud',
      themesSlugs: ['no_mas_insomnio'],
    });
    expect(taken.status).toBeLessThan(300);

    // On a phone: the tab and its dialog fit the width.
    const page = await signedInPage(e, customer, { width: 390, height: 844 });
    await page.goto('/panel/configuracion');
    await page.getByRole('tab', { name: es.privacy.tab }).click();
    await until(() => new URL(page.url()).search).toBe('?tab=privacidad');
    const panel = page.getByRole('tabpanel', { name: es.privacy.tab });
    await until(() => panel.getByRole('heading', { name: es.privacy.exportTitle }).isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);

    // «Descargar mis datos»: the server's file, with the account's e-mail and its test.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: es.privacy.exportButton }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sanarte-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountExport;
    expect(data.profile.email).toBe(customer.email);
    expect(data.testResults).toHaveLength(1);
    expect(data.testResults[0]?.themes).toContain('no_mas_insomnio');
    await until(() => toastWith(page, es.privacy.exported).isVisible()).toBe(true);

    // «Eliminar mi cuenta»: a wrong password is said on the field and the dialog stays.
    await panel.getByRole('button', { name: es.privacy.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: es.privacy.deleteConfirmTitle });
    await until(() => dialog.isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    const password = dialog.getByLabel(new RegExp(`^${es.privacy.passwordLabel}`));
    await password.fill('No#EsLaMia1');
    await dialog.getByRole('button', { name: es.privacy.deleteConfirm }).click();
    await until(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(es.privacy.wrongPassword).isVisible()).toBe(true);

    await password.fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: es.privacy.deleteConfirm }).click();
    await until(() => new URL(page.url()).pathname).toBe('/');
    await until(() => toastWith(page, es.privacy.deleted).isVisible()).toBe(true);
    // Signed out here: no user menu, no session hint, and this browser's cookies open nothing.
    await until(() => userMenu(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hasSession'))).toBeNull();
    expect(await page.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(401);
    // Home as a farewell, not as a guard's «sign in to continue» back to the deleted account's page.
    expect(await page.getByText('Inicia sesión para continuar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBeNull();

    // The account is gone: its password no longer signs in, and its old session is over.
    const again = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: customer.email,
      password: FACTORY_PASSWORD,
    });
    expect(again.status).not.toBe(200);
    expect((await customer.http.get('/api/users/me')).status).toBe(401);
  });
});

describe('An account without a password', () => {
  it('is deleted from the e-mailed link, and only on the click', async () => {
    const customer = await buildUser(e.server, { name: 'Gala', lastName: 'Singlave' });
    const page = await signedInPage(e, customer);
    // The account has no password (as one made with Google): its session stays.
    await e.server.database.db.execute(
      sql`update users set password_hash = null, password_proven_at = null where id = ${customer.id}`,
    );
    await page.goto('/panel/configuracion?tab=privacidad');
    const panel = page.getByRole('tabpanel', { name: es.privacy.tab });
    await panel.getByRole('button', { name: es.privacy.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: es.privacy.deleteConfirmTitle });
    await until(() => dialog.getByText(es.privacy.noPasswordHint).isVisible()).toBe(true);
    expect(await dialog.getByLabel(new RegExp(`^${es.privacy.passwordLabel}`)).count()).toBe(0);
    await dialog.getByRole('button', { name: es.privacy.sendConfirmation }).click();
    const sent = es.privacy.confirmationSent(customer.email);
    await until(() => dialog.getByText(sent).isVisible()).toBe(true);
    // Nothing is deleted yet: still signed in.
    expect((await customer.http.get('/api/users/me')).status).toBe(200);

    // The link, opened in another browser (signed out): arriving deletes nothing.
    const link = new URL(await outboxLink(e, customer.email, '/eliminar-cuenta'));
    const elsewhere = await e.newPage({ width: 390, height: 844 });
    await elsewhere.goto(link.pathname + link.search);
    const confirm = elsewhere.getByRole('button', { name: es.privacy.deleteConfirm });
    await until(() => confirm.isVisible()).toBe(true);
    expect(await scrollsSideways(elsewhere)).toBe(false);
    expect((await customer.http.get('/api/users/me')).status).toBe(200);

    await confirm.click();
    await until(() => new URL(elsewhere.url()).pathname).toBe('/');
    await until(() => toastWith(elsewhere, es.privacy.deleted).isVisible()).toBe(true);
    expect((await customer.http.get('/api/users/me')).status).toBe(401);

    // Used once: the same link now says it is no longer valid.
    await elsewhere.goto(link.pathname + link.search);
    await elsewhere.getByRole('button', { name: es.privacy.deleteConfirm }).click();
    await until(() => elsewhere.getByText(es.privacy.confirmInvalid).isVisible()).toBe(true);
    expect(await elsewhere.getByRole('link', { name: es.privacy.backHome }).isVisible()).toBe(true);
  });
});

describe('Clientes › «Eliminar cuenta»', () => {
  it('an admin deletes a customer, and the row then shows «Cuenta eliminada»', async () => {
    const customer = await buildUser(e.server, { name: 'Bruno', lastName: 'Borrado' });
    const page = await signedInPage(e, admin, { width: 1440 });
    await page.goto('/admin/clientes');
    const table = page.getByRole('table', { name: 'Lista de clientes' });
    const row = table.locator('tbody tr').filter({ hasText: 'Bruno Borrado' });
    await until(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Eliminar cuenta de Bruno Borrado' }).click();
    const dialog = page.getByRole('dialog', { name: es.privacy.adminDeleteTitle });
    await until(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(customer.email);
    await dialog.getByRole('button', { name: es.privacy.adminDeleteConfirm }).click();
    await until(() => toastWith(page, es.privacy.adminDeleted).isVisible()).toBe(true);
    await until(() => dialog.count()).toBe(0);

    // The refreshed list: no name, no e-mail, who deleted it and no actions.
    await until(() => row.count()).toBe(0);
    const deletedRow = table
      .locator('tbody tr')
      .filter({ hasText: es.privacy.deletedAccount })
      .filter({ hasText: /por Ada Admin/ });
    await until(() => deletedRow.count()).toBe(1);
    expect(await deletedRow.innerText()).not.toContain(customer.email);
    expect(await deletedRow.getByRole('button').count()).toBe(0);

    // Signing in as that customer no longer works.
    const login = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: customer.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).not.toBe(200);
  });
});
