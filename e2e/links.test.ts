import { es } from '@sanarte/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { outboxLink, signInAs } from './helpers.js';
import { e2eSuite } from './suite.js';

/** E-mailed links as people use them: on another device, twice, or after setting a first password. */
const e = e2eSuite();
beforeAll(async () => {
  // The browser logs its own line for the 401s of a visitor who is not signed in yet.
  e.allowConsole(/Failed to load resource: the server responded with a status of 401/);
});

const PHONE = { width: 390, height: 844 };

describe('e-mailed links', () => {
  it('a trial verification link opened on another device signs in there and leads to the test', async () => {
    const email = `otro.dispositivo.${Date.now()}@example.com`;
    const res = await new HttpClient(e.server.baseUrl).post('/api/users/trial/register', {
      name: 'Nora',
      lastName: 'Sanz',
      email,
    });
    expect(res.status).toBe(200);
    const phone = await e.newPage(PHONE);
    await phone.goto(await outboxLink(e, email, '/verify-email'));
    await expect.poll(() => phone.getByText(es.verification.verified).isVisible()).toBe(true);
    // No login form asking for a password the trial never had: the test, signed in.
    await expect.poll(() => new URL(phone.url()).pathname, { timeout: 10_000 }).toBe('/test');
    expect(await phone.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(200);
    expect(await phone.getByRole('textbox', { name: /contraseña/i }).count()).toBe(0);
  });

  it('a temporary user who sets a password from the link ends signed in on the panel', async () => {
    const trial = await buildUser(e.server, { tempUser: true, name: 'Rocío' });
    const page = await e.newPage();
    await signInAs(page, e, { email: trial.email, tempUser: true });
    await new HttpClient(e.server.baseUrl).post('/api/users/reset-password-email', {
      email: trial.email,
      purpose: 'set',
    });
    await page.goto(await outboxLink(e, trial.email, '/reset-password'));
    await expect.poll(() => page.getByRole('heading', { name: es.password.setTitle }).isVisible()).toBe(true);
    await page.getByLabel(/^Nueva contraseña/).fill('Rocio#Calma2026');
    await page.getByLabel(/^Confirmar contraseña/).fill('Rocio#Calma2026');
    await page.getByRole('button', { name: 'Establecer contraseña', exact: true }).click();
    await expect.poll(() => page.getByText(es.password.setDone).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/panel');
    await expect
      .poll(() =>
        page
          .getByText(/Bienvenid/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(200);
  });

  it('a reset link already used says so as soon as the page opens, with a way to ask for a new one', async () => {
    const member = await buildUser(e.server);
    const http = new HttpClient(e.server.baseUrl);
    await http.post('/api/users/reset-password-email', { email: member.email });
    const link = await outboxLink(e, member.email, '/reset-password');
    const token = new URL(link).searchParams.get('token');
    expect(
      (await http.post('/api/users/reset-password', { token, newPassword: 'Primera#Vez2026' })).status,
    ).toBe(200);

    for (const size of [undefined, PHONE]) {
      const page = await e.newPage(size);
      await page.goto(link);
      await expect
        .poll(() =>
          page.getByText('Este enlace ya se usó o ha caducado. Pide uno nuevo para continuar.').isVisible(),
        )
        .toBe(true);
      expect(await page.getByLabel(/^Nueva contraseña/).count()).toBe(0);
      await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/loginResetPassword');
    }
  });
});
