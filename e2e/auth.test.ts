import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../apps/server/test/oidc.js';
import { login, outboxLink, signUp, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

let idp: Awaited<ReturnType<typeof startOidcProvider>>;
const e = e2eSuite(async () => {
  idp = await startOidcProvider();
  return {
    env: { GOOGLE_CLIENT_ID: 'sanarte-web', GOOGLE_CLIENT_SECRET: 'secreto', OIDC_ISSUER: idp.issuer },
  };
});
beforeAll(() => {
  // Deliberate failures below (wrong password, expired session) make the browser log its own 4xx line.
  e.allowConsole(/Failed to load resource: the server responded with a status of 40[013]/);
});
afterAll(() => idp?.stop());

const PASSWORD = 'Calma#Serena9';

describe('sign-up, verification, logout and login', () => {
  it('shows the sign-up messages in the spec order, verifies by e-mail and lands signed in', async () => {
    const page = await e.newPage();
    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Formulario de registro' });
    const submit = form.getByRole('button', { name: 'Crear cuenta' });
    const alertText = async () =>
      (await form.locator('[aria-invalid="true"]').first().getAttribute('aria-describedby')) ?? '';
    const firstError = async () => {
      const id = await alertText();
      return id ? (await page.locator(`#${id.split(' ')[0]}`).innerText()).trim() : '';
    };

    await submit.click();
    await expect.poll(firstError).toBe(es.signup.nameRequired);
    await form.getByLabel(/^Nombre/).fill('Lucía');
    await submit.click();
    await expect.poll(firstError).toBe(es.signup.lastNameRequired);
    await form.getByLabel(/^Apellido/).fill('Martín');
    await submit.click();
    await expect.poll(firstError).toBe(es.signup.emailRequired);
    await form.getByLabel(/^Correo electrónico/).fill('lucia@');
    await submit.click();
    await expect.poll(firstError).toBe(es.signup.emailInvalid);
    await form.getByLabel(/^Correo electrónico/).fill('lucia.e2e@example.com');
    await submit.click();
    await expect.poll(firstError).toBe(es.signup.passwordRequired);
    await form.getByLabel(/^Contraseña/).fill('corta');
    await expect.poll(firstError).toBe(es.signup.passwordMin);
    await form.getByLabel(/^Contraseña/).fill('suficientemente#larga');
    await expect.poll(firstError).toBe(es.signup.passwordUppercase);
    await form.getByLabel(/^Contraseña/).fill('Suficientemente larga');
    await expect.poll(firstError).toBe(es.signup.passwordSymbol);
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByLabel(/^Confirmar contraseña/).fill('Otra#Cosa1');
    await submit.click();
    await expect.poll(firstError).toBe(es.signup.passwordsMismatch);
    await form.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
    await submit.click();
    await expect.poll(() => form.getByText(es.signup.termsRequired).isVisible()).toBe(true);
    const checklist = form.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(await checklist.locator('li[data-met="true"]').count()).toBe(3);
    await form.getByLabel(/^Acepto los términos/).check();
    await submit.click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/email-verification');
    const link = await outboxLink(e, 'lucia.e2e@example.com', '/verify-email');
    await page.goto(link);
    await expect.poll(() => page.getByText('¡Correo verificado!').isVisible()).toBe(true);
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
  });

  it('logs out and back in', async () => {
    const page = await e.newPage();
    await login(page, 'lucia.e2e@example.com', PASSWORD);
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    await userMenu(page).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await login(page, 'lucia.e2e@example.com', 'Mal#Clave123');
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toContain(es.login.invalidCredentials);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await e.newPage();
    await page.goto('/login?mode=loginResetPassword');
    const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await dialog.getByLabel(/^Correo electrónico/).fill('lucia.e2e@example.com');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByText(es.password.resetEmailSent).first().isVisible()).toBe(true);

    const link = await outboxLink(e, 'lucia.e2e@example.com', '/reset-password');
    await page.goto(link);
    await expect.poll(() => page.getByText(es.password.resetPrompt).isVisible()).toBe(true);
    await page.getByLabel(/^Nueva contraseña/).fill('Nueva#Calma2026');
    await page.getByLabel(/^Confirmar contraseña/).fill('Nueva#Calma2026');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect.poll(() => page.getByText(es.password.resetDone).first().isVisible()).toBe(true);
    await login(page, 'lucia.e2e@example.com', 'Nueva#Calma2026');
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
  });

  it('sends an unverified account to /email-verification, where resending works', async () => {
    const page = await e.newPage();
    await page.goto('/login?mode=signup');
    await signUp(page, {
      name: 'Pablo',
      lastName: 'Gil',
      email: 'pablo.e2e@example.com',
      password: PASSWORD,
    });

    const other = await e.newPage();
    await login(other, 'pablo.e2e@example.com', PASSWORD);
    await expect.poll(() => new URL(other.url()).pathname).toBe('/email-verification');
    await other.getByRole('button', { name: 'Reenviar correo de verificación' }).click();
    await expect.poll(() => other.getByText(es.verification.resent).first().isVisible()).toBe(true);
  });

  it('tells an inactive account to contact the administrator', async () => {
    await e.server.database.db.execute(
      sql`update users set is_active = false where email = 'pablo.e2e@example.com'`,
    );
    const page = await e.newPage();
    await login(page, 'pablo.e2e@example.com', PASSWORD);
    await expect.poll(() => page.getByText(es.login.inactive).first().isVisible()).toBe(true);
  });
});

describe('Google sign-in', () => {
  it('creates the account with a local OIDC provider and returns to the stored redirect', async () => {
    idp.setIdentity({
      sub: 'g-e2e',
      email: 'ana.e2e@gmail.com',
      email_verified: true,
      given_name: 'Ana',
      family_name: 'López',
    });
    const page = await e.newPage();
    await page.goto('/login?mode=login');
    await page.evaluate(() => localStorage.setItem('loginRedirect', '/test'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/test');
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    const rows = (await e.server.database.db.execute(
      sql`select name, is_verified, google_subject from users where email = 'ana.e2e@gmail.com'`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ name: 'Ana', is_verified: true, google_subject: 'g-e2e' }]);
  });
});

describe('sessions', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const page = await e.newPage();
    await login(page, 'lucia.e2e@example.com', 'Nueva#Calma2026');
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    e.server.clock.advance(16 * 60_000);
    try {
      await page.reload();
      // validate-token (401), refresh, validate again: allow the round trips.
      await expect.poll(() => userMenu(page).isVisible()).toBe(true);
      expect(await page.getByRole('dialog', { name: es.session.expiredTitle }).count()).toBe(0);
    } finally {
      e.server.clock.reset();
    }
  });

  it('opens "Sesión Expirada" when the refresh token has been revoked', async () => {
    const page = await e.newPage();
    await login(page, 'lucia.e2e@example.com', 'Nueva#Calma2026');
    await expect.poll(() => userMenu(page).isVisible()).toBe(true);
    await e.server.database.db.execute(
      sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'lucia.e2e@example.com')`,
    );
    // The next revalidation (on window focus) finds the session gone.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const dialog = page.getByRole('dialog', { name: es.session.expiredTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(es.session.expiredText);
    await dialog.getByRole('button', { name: es.session.loginButton }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
