import type { Page } from 'playwright-core';
import type { E2E } from './browser.js';

/** The latest development-outbox link to an address containing `path` (as a person reads e-mail). */
export async function outboxLink(e: E2E, to: string, path: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${e.server.baseUrl}/api/dev/outbox`);
    const body = (await res.json()) as { data: { to: string; links: string[] }[] };
    const link = body.data.find((m) => m.to === to)?.links.find((l) => l.includes(path));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} with ${path}`);
}

export async function fillSignup(page: Page, v: { name: string; lastName: string; email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Formulario de registro' });
  await form.getByLabel(/^Nombre/).fill(v.name);
  await form.getByLabel(/^Apellido/).fill(v.lastName);
  await form.getByLabel(/^Correo electrónico/).fill(v.email);
  await form.getByLabel(/^Contraseña/).fill(v.password);
  await form.getByLabel(/^Confirmar contraseña/).fill(v.password);
  await form.getByLabel(/^Acepto los términos/).check();
  return form;
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login?mode=login');
  const form = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const userMenu = (page: Page) => page.getByRole('button', { name: /^Menú de usuario/ });
