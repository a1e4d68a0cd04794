import { es, formatNumericDate } from '@sanarte/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioIn, buildUser } from '../apps/server/test/factories.js';
import { shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

describe('Clientes: complimentary access', () => {
  it('staff give 30 days of Full to a client, who sees it in Mi Suscripción and plays an audio', async () => {
    const client = await buildUser(e.server, { name: 'Gala', lastName: 'Regalo' });
    expect((await client.http.get('/api/library')).body.data.hasSubscription).toBe(false);

    const page = await signedInPage(e, admin, { width: 1366, height: 850 });
    await page.goto('/admin/clientes');
    await page.getByRole('searchbox').first().fill(client.email);
    const give = page
      .getByRole('button', { name: `${es.admin.compAction} a Gala Regalo` })
      .filter({ visible: true });
    await until(() => give.count()).toBe(1);
    await give.click();
    const dialog = page.getByRole('dialog', { name: es.admin.compTitle });
    await until(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: es.admin.compPlanLabel }).inputValue()).not.toBe('');
    await dialog.getByRole('combobox', { name: es.admin.compPlanLabel }).selectOption({ label: 'Plan Full' });
    await dialog.getByRole('textbox', { name: /Nota/ }).fill('Ganadora del sorteo de Navidad');
    await shot(page, 'complimentary/grant-dialog-desktop');
    await dialog.getByRole('button', { name: es.admin.compSubmit }).click();
    await until(() => page.getByText(es.admin.compGiven('Gala Regalo')).first().isVisible()).toBe(true);
    const until30 = formatNumericDate(new Date(Date.now() + 30 * 86_400_000));
    const state = page.getByText(`Cortesía · hasta el ${until30}`).filter({ visible: true });
    await until(() => state.count()).toBeGreaterThan(0);
    await shot(page, 'complimentary/clients-row-desktop');
    await page.close();

    // The client now has the library: an audio of the catalogue is theirs to play.
    expect((await client.http.get('/api/library')).body.data.hasSubscription).toBe(true);
    const audioId = await audioIn(e.server, 'no_mas_insomnio');
    expect((await client.http.post('/api/library/downloads', { audioId })).status).toBe(200);

    const own = await signedInPage(e, client, { width: 390, height: 844 });
    await own.goto('/panel/suscripcion');
    const line = own.getByText(/^Acceso de cortesía hasta el /);
    await until(() => line.isVisible()).toBe(true);
    expect(await own.getByText(es.billing.compNote).isVisible()).toBe(true);
    expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(own, 'complimentary/panel-phone');
    await own.close();
  });
});
