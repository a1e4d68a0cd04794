import { type Answers, QUESTIONS, type QuestionId, SECTIONS, es, recommend } from '@sanarte/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, buildAdmin, buildUser } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { headerHydrated, makePng, outboxLink, queryRows, signedInPage, until, userMenu } from './helpers.js';
import { e2eSuite } from './suite.js';

/**
 * Every form of the product with the keyboard alone (issue: "every form usable by keyboard
 * alone"): fields are reached with Tab / Shift+Tab, typed into, checkboxes ticked with Space,
 * radio groups and selects moved with the arrow keys, dialogs opened with Enter and closed with
 * Escape, and forms submitted with Enter. The form's controls are never clicked or filled: locators
 * only name the element that should have the focus. Each journey ends on what the person sees
 * (the spec's text, a redirect) and, where the form stores something, on the stored row.
 */
const e = e2eSuite();

/** Polls with room for real work (lazy code, list refreshes, uploads). */

const rows = <T>(query: SQL) => queryRows<T>(e, query);

// ── Keyboard helpers ────────────────────────────────────────────────────────────────────────

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 });

/** The focused element, for failure messages: tag, id and accessible-ish name. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
        ? [...(el.labels ?? [])].map((l) => l.textContent).join(' ')
        : (el.textContent ?? ''));
    return `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}> "${name.trim().slice(0, 60)}"`;
  });

/** True when the focus is inside `container` (a dialog, a form). */
const focusInside = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 5_000 });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` — a locator that names one element by its
 * role and accessible name or its label — has the focus. Fails after `max` presses instead of
 * looping; returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 50 } = {}): Promise<number> {
  await until(() => target.count()).toBe(1);
  for (let presses = 0; ; presses++) {
    if (await isFocused(target)) return presses;
    if (presses === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${String(target)} not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus is on ${await focusedElement(page)}`,
  );
}

/**
 * The focused control shows where the focus is: it matches :focus-visible and it (or the option
 * card, the label around it) has a real outline.
 */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const outline = (node: Element | null) => {
      if (!node) return null;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
        ? `${style.outlineStyle} ${style.outlineWidth}`
        : null;
    };
    return {
      focused: el === document.activeElement,
      focusVisible: el.matches(':focus-visible'),
      outline: outline(el) ?? outline(el.closest('label')),
    };
  });
  expect(ring.focused).toBe(true);
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline, 'the focused control has no visible outline').not.toBeNull();
}

/** Types into the focused control, checking first that it is `target`. */
async function typeInto(page: Page, target: Locator, text: string) {
  await expect
    .poll(() => isFocused(target), { message: `${String(target)} should have the focus` })
    .toBe(true);
  await page.keyboard.type(text);
}

const toast = (page: Page, text: string) =>
  until(() => page.locator('.Toastify__toast').filter({ hasText: text }).first().isVisible()).toBe(true);

// ── The public site ─────────────────────────────────────────────────────────────────────────

describe('the landing', () => {
  it('contact form: reached from the header link, filled, a select moved with arrows, sent with Enter', async () => {
    const page = await e.newPage();
    await page.goto('/');
    await headerHydrated(page);

    // The header's 'Contacto' link scrolls there and moves the focus to the section.
    const header = page.getByRole('navigation', { name: 'Principal' });
    await tabTo(page, header.getByRole('link', { name: 'Contacto' }));
    await page.keyboard.press('Enter');
    await until(() => page.evaluate(() => document.activeElement?.id)).toBe('contact');

    // The form's code loads as the section nears the viewport.
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await until(() => form.isVisible()).toBe(true);
    const name = form.getByLabel(/^Nombre/);
    // From the section: its e-mail link, then the first field.
    await tabTo(page, name, { max: 3 });
    await expectFocusRing(name);
    await typeInto(page, name, 'Elena');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Apellido/), 'Teclado');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Correo electrónico/), 'elena.teclado@example.com');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Número de contacto/), '+34 600 111 222');

    // '¿Cómo nos conociste?': a native select, moved with the arrow keys.
    const howHeard = form.getByLabel(/^¿Cómo nos conociste\?/);
    await tabTo(page, howHeard, { max: 1 });
    await expectFocusRing(howHeard);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await until(() => howHeard.inputValue()).toBe('Instagram');

    const message = form.getByLabel(/^Mensaje/);
    await tabTo(page, message, { max: 1 });
    await page.keyboard.type('Escribo sin ratón: ¿me ayudáis a elegir un plan?');
    // Shift+Tab goes back to the phone number; a correction there, then forward again.
    const phone = form.getByLabel(/^Número de contacto/);
    await tabTo(page, phone, { back: true, max: 2 });
    await page.keyboard.press('End');
    await page.keyboard.type('3');
    await until(() => phone.inputValue()).toBe('+34 600 111 2223');

    // The honeypot is out of the tab order: after the message comes the submit button.
    const submit = form.getByRole('button', { name: 'Enviar mensaje' });
    await tabTo(page, submit, { max: 3 });
    await expectFocusRing(submit);
    await page.keyboard.press('Enter');

    await toast(page, es.contact.success);
    await until(() => name.inputValue()).toBe('');
    const stored = await rows<{ name: string; message: string }>(
      sql`select name, message from contact_messages where email = 'elena.teclado@example.com'`,
    );
    expect(stored).toEqual([{ name: 'Elena', message: 'Escribo sin ratón: ¿me ayudáis a elegir un plan?' }]);
  });

  it("trial modal: 'Prueba Gratis' opened with Enter, the register step filled, terms ticked with Space", async () => {
    const [plan] = await rows<{ name: string }>(sql`select name from plans where slug = 'audio-prueba'`);
    const planName = plan?.name ?? '';
    const page = await e.newPage();
    await page.goto('/');
    await headerHydrated(page);

    const trigger = page.getByRole('button', { name: es.home.trialButton }).first();
    await tabTo(page, trigger);
    await expectFocusRing(trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${es.home.accessTo} ${planName}` });
    await until(() => dialog.isVisible()).toBe(true);

    // The dialog takes the focus: its first choice.
    const start = dialog.getByRole('button', { name: /^Empezar mi prueba gratis/ });
    await until(() => isFocused(start)).toBe(true);
    await expectFocusRing(start);
    await page.keyboard.press('Enter');

    const form = dialog.getByRole('form', { name: 'Formulario de registro para la prueba gratuita' });
    await until(() => form.isVisible()).toBe(true);
    // The step changed under the focus: it stays in the dialog.
    await until(() => focusInside(dialog)).toBe(true);
    const name = form.getByLabel(/^Nombre/);
    await tabTo(page, name, { max: 5 });
    await expectFocusRing(name);
    await typeInto(page, name, 'Carmen Rosa');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Apellido/), 'Vidal');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Correo electrónico/), 'carmen.teclado@example.com');

    const terms = form.getByRole('checkbox', { name: /^Acepto los/ });
    await tabTo(page, terms, { max: 1 });
    await expectFocusRing(terms);
    await page.keyboard.press('Space');
    await until(() => terms.isChecked()).toBe(true);

    // The terms and privacy policy links and 'Volver' come before the submit button.
    const submit = form.getByRole('button', { name: 'Empezar' });
    await tabTo(page, submit, { max: 4 });
    await page.keyboard.press('Enter');

    await toast(page, `¡Gracias, Carmen! ${es.trial.nowYouCanAccess} ${planName}`);
    await until(() => new URL(page.url()).pathname).toBe('/email-verification');
    const stored = await rows<{ name: string; last_name: string; temp_user: boolean }>(
      sql`select name, last_name, temp_user from users where email = 'carmen.teclado@example.com'`,
    );
    expect(stored).toEqual([{ name: 'Carmen Rosa', last_name: 'Vidal', temp_user: true }]);
  });
});

// ── Sign-up, login and the reset request ────────────────────────────────────────────────────

describe('account forms', () => {
  it('sign-up (/login?mode=signup): every field by Tab, the terms by Space, sent with Enter', async () => {
    const page = await e.newPage();
    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Formulario de registro' });
    await until(() => form.isVisible()).toBe(true);

    const name = form.getByLabel(/^Nombre/);
    await tabTo(page, name);
    await expectFocusRing(name);
    await typeInto(page, name, 'Inés');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Apellido/), 'Rubio');
    await page.keyboard.press('Tab');
    await typeInto(page, form.getByLabel(/^Correo electrónico/), 'ines.teclado@example.com');
    await page.keyboard.press('Tab');
    const password = form.getByLabel(/^Contraseña/);
    await typeInto(page, password, FACTORY_PASSWORD);

    // The show/hide toggle is a real button, next in the tab order; Space shows the password.
    const show = form.getByRole('button', { name: 'Mostrar contraseña' });
    await tabTo(page, show, { max: 1 });
    await expectFocusRing(show);
    await page.keyboard.press('Space');
    await until(() => password.getAttribute('type')).toBe('text');
    await until(() => isFocused(form.getByRole('button', { name: 'Ocultar contraseña' }))).toBe(true);

    const confirm = form.getByLabel(/^Confirmar contraseña/);
    await tabTo(page, confirm, { max: 1 });
    await page.keyboard.type(FACTORY_PASSWORD);
    await tabTo(page, form.getByLabel(/^Teléfono/), { max: 2 });
    await page.keyboard.type('600123123');

    const terms = form.getByRole('checkbox', { name: /^Acepto los términos/ });
    await tabTo(page, terms, { max: 1 });
    await expectFocusRing(terms);
    await page.keyboard.press('Space');
    await until(() => terms.isChecked()).toBe(true);
    // The terms and privacy policy links come before the submit button.
    const submit = form.getByRole('button', { name: 'Crear cuenta' });
    await tabTo(page, submit, { max: 3 });
    await expectFocusRing(submit);
    await page.keyboard.press('Enter');

    await until(() => new URL(page.url()).pathname).toBe('/email-verification');
    await toast(page, es.signup.registered);
    const stored = await rows<{ name: string; phone: string; is_verified: boolean }>(
      sql`select name, phone, is_verified from users where email = 'ines.teclado@example.com'`,
    );
    expect(stored).toEqual([{ name: 'Inés', phone: '600123123', is_verified: false }]);
  });

  it('login (/login?mode=login): e-mail and password by Tab, Enter in the password field signs in', async () => {
    const user = await buildUser(e.server, { name: 'Lucía' });
    const page = await e.newPage();
    await page.goto('/login?mode=login');
    const form = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
    await until(() => form.isVisible()).toBe(true);

    const email = form.getByLabel(/^Correo electrónico/);
    await tabTo(page, email);
    await expectFocusRing(email);
    await page.keyboard.type(user.email);
    const password = form.getByLabel(/^Contraseña/);
    await tabTo(page, password, { max: 1 });
    await expectFocusRing(password);
    await page.keyboard.type(FACTORY_PASSWORD);
    await page.keyboard.press('Enter');

    await until(() => userMenu(page).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('reset request: opens focused at /login?mode=loginResetPassword, Escape closes; from the login page by Enter, sent with Enter', async () => {
    const user = await buildUser(e.server, { name: 'Olvido' });
    const page = await e.newPage();

    // Opened by the address: the e-mail field has the focus; Escape closes it, back to the login.
    await page.goto('/login?mode=loginResetPassword');
    const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await until(() => dialog.isVisible()).toBe(true);
    const email = dialog.getByLabel(/^Correo electrónico/);
    await until(() => isFocused(email)).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => dialog.count()).toBe(0);
    await until(() => new URL(page.url()).searchParams.get('mode')).toBe('login');

    // '¿Olvidaste tu contraseña?' by keyboard: Tab from the login form, Enter.
    const login = page.getByRole('form', { name: 'Formulario de inicio de sesión' });
    await tabTo(page, login.getByLabel(/^Correo electrónico/));
    const forgot = login.getByRole('button', { name: '¿Olvidaste tu contraseña?' });
    await tabTo(page, forgot, { max: 3 });
    await expectFocusRing(forgot);
    await page.keyboard.press('Enter');
    await until(() => dialog.isVisible()).toBe(true);
    await until(() => isFocused(email)).toBe(true);
    await expectFocusRing(email);
    await page.keyboard.type(user.email);
    // The focus is kept in the dialog: Shift+Tab from its first field wraps to its last control (×).
    await page.keyboard.press('Shift+Tab');
    await until(() => isFocused(dialog.getByRole('button', { name: es.common.close }))).toBe(true);
    await page.keyboard.press('Tab');
    await until(() => isFocused(email)).toBe(true);
    const send = dialog.getByRole('button', { name: 'Enviar enlace' });
    await tabTo(page, send, { max: 1 });
    await expectFocusRing(send);
    await page.keyboard.press('Enter');

    await toast(page, es.password.resetEmailSent);
    await until(() => dialog.count()).toBe(0);
    // Closing gives the focus back to the button that opened it.
    await until(() => isFocused(forgot)).toBe(true);
    expect(await outboxLink(e, user.email, '/reset-password')).toContain('/reset-password');
  });
});

// ── The wellbeing test ──────────────────────────────────────────────────────────────────────

describe('/test', () => {
  it('answers the 17 questions with Tab, Space and the arrow keys; the result is saved', async () => {
    const user = await buildUser(e.server, { name: 'Hugo' });
    const page = await signedInPage(e, user);
    await page.goto('/test');
    await until(() => page.getByRole('heading', { name: es.test.title }).isVisible()).toBe(true);

    // Question by question: Space picks the first option, ArrowDown the second, ArrowUp (wrapping) the last.
    const answers: Answers = {};
    let number = 0;
    for (const [s, section] of SECTIONS.entries()) {
      await until(() => page.getByText(`Sección ${s + 1} de ${SECTIONS.length}`).isVisible()).toBe(true);
      for (const id of section.questions as QuestionId[]) {
        number += 1;
        const question = QUESTIONS[id];
        const group = page.getByRole('group', { name: `${number}. ${question.texto}`, exact: true });
        const radios = group.getByRole('radio');
        // Into the group: the focus lands on its first option (none is chosen yet).
        await tabTo(page, radios.first(), { max: number === 1 ? 50 : 3 });
        if (number === 1) await expectFocusRing(radios.first());
        const way = number % 3;
        const index = way === 0 ? 0 : way === 1 ? 1 : question.opciones.length - 1;
        await page.keyboard.press(way === 0 ? 'Space' : way === 1 ? 'ArrowDown' : 'ArrowUp');
        await until(() => radios.nth(index).isChecked()).toBe(true);
        await until(() => isFocused(radios.nth(index))).toBe(true);
        answers[id] = question.opciones[index] as string;
      }
      const last = s === SECTIONS.length - 1;
      const next = page.getByRole('button', { name: last ? es.test.seeResults : es.test.next });
      await tabTo(page, next, { max: 3 });
      await expectFocusRing(next);
      await page.keyboard.press('Enter');
    }

    const expected = recommend(answers);
    expect(expected.categoriaPrincipal).not.toBe('otro');
    await until(() => page.getByRole('heading', { name: es.test.resultsTitle }).isVisible()).toBe(true);
    const stored = await rows<{ category_slug: string; theme_slugs: string[] }>(
      sql`select category_slug, theme_slugs from test_results where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ category_slug: expected.categoriaPrincipal, theme_slugs: expected.topTemas }]);
  });
});

// ── The member's panel ──────────────────────────────────────────────────────────────────────

describe('panel', () => {
  it("Configuración: the 'Contraseña' tab by arrow key, the password changed with Enter", async () => {
    const user = await buildUser(e.server, { name: 'Marta' });
    const page = await signedInPage(e, user);
    await page.goto('/panel/configuracion');

    const profileTab = page.getByRole('tab', { name: es.panel.profileTab });
    const passwordTab = page.getByRole('tab', { name: es.panel.passwordTab });
    await tabTo(page, profileTab);
    await expectFocusRing(profileTab);
    await page.keyboard.press('ArrowRight');
    await until(() => passwordTab.getAttribute('aria-selected')).toBe('true');
    await until(() => isFocused(passwordTab)).toBe(true);

    const current = page.getByLabel(/^Contraseña actual/);
    await tabTo(page, current, { max: 2 });
    await expectFocusRing(current);
    await page.keyboard.type(FACTORY_PASSWORD);
    await tabTo(page, page.getByLabel(/^Nueva contraseña/), { max: 2 });
    await page.keyboard.type('Otra#Clave2026');
    await tabTo(page, page.getByLabel(/^Confirmar nueva contraseña/), { max: 2 });
    await page.keyboard.type('Otra#Clave2026');
    await page.keyboard.press('Enter');

    await toast(page, es.password.updated);
    const again = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: user.email,
      password: 'Otra#Clave2026',
    });
    expect(again.status).toBe(200);
  });
});

// ── The back-office ─────────────────────────────────────────────────────────────────────────

/** A 1440×900 page (the back-office tables show from 1280 px) signed in as a new admin. */
async function adminPage(): Promise<Page> {
  const admin = await buildAdmin(e.server);
  const page = await signedInPage(e, admin, { width: 1440 });
  return page;
}

/** The skip link (the first Tab of the page), then Enter: the focus is in the main content. */
async function skipToContent(page: Page) {
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await tabTo(page, skip, { max: 1 });
  await expectFocusRing(skip);
  await page.keyboard.press('Enter');
  await until(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

describe('back-office', () => {
  it('Gestión de Audio: a new category, its cover chosen from the library with the arrow keys', async () => {
    const cover = `teclado_${Date.now()}.png`;
    await e.server.storage.put(`portada_catalogos/${cover}`, await makePng(), 'image/png');
    const page = await adminPage();
    await page.goto('/admin/audio');
    await until(() => page.getByRole('heading', { name: 'Gestión de Audio', level: 1 }).isVisible()).toBe(
      true,
    );
    await skipToContent(page);

    const categories = page.getByRole('region', { name: 'Categorías', exact: true });
    const add = categories.getByRole('button', { name: 'Agregar nueva categoría' });
    await tabTo(page, add, { max: 10 });
    await expectFocusRing(add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await until(() => dialog.isVisible()).toBe(true);
    await until(() => focusInside(dialog)).toBe(true);

    const name = dialog.getByLabel(/^Nombre\s*\*?$/);
    await tabTo(page, name, { max: 3 });
    await expectFocusRing(name);
    await page.keyboard.type('Calma sin ratón');
    await page.keyboard.press('Tab');
    await typeInto(page, dialog.getByLabel(/^Descripción\s*\*?$/), 'Audios elegidos con el teclado.');

    // The cover: 'Elegir de la biblioteca' opens the folder's files, a radio group.
    const browse = dialog.getByRole('button', { name: 'Elegir de la biblioteca' });
    await tabTo(page, browse, { max: 2 });
    await expectFocusRing(browse);
    await page.keyboard.press('Enter');
    const hide = dialog.getByRole('button', { name: 'Ocultar biblioteca' });
    await until(() => hide.getAttribute('aria-expanded')).toBe('true');
    await until(() => isFocused(hide)).toBe(true);
    const files = dialog.getByRole('radiogroup', { name: 'Archivos de /portada_catalogos' });
    await until(() => files.getByRole('radio').first().isVisible()).toBe(true);
    await tabTo(page, files.getByRole('radio').first(), { max: 5 });
    await expectFocusRing(files.getByRole('radio').first());
    const mine = files.getByRole('radio', { name: new RegExp(`^${cover.replace('.', '\\.')}`) });
    const count = await files.getByRole('radio').count();
    await page.keyboard.press('Space');
    for (let i = 0; i < count && !(await isFocused(mine)); i++) await page.keyboard.press('ArrowDown');
    await until(() => mine.isChecked()).toBe(true);
    await until(() => dialog.getByText(`Seleccionado: ${cover}`).isVisible()).toBe(true);

    // 'Activa' stays ticked; Space twice leaves it as it was.
    const active = dialog.getByRole('checkbox', { name: 'Activa' });
    await tabTo(page, active, { max: 2 });
    await expectFocusRing(active);
    await page.keyboard.press('Space');
    await until(() => active.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    await until(() => active.isChecked()).toBe(true);

    const save = dialog.getByRole('button', { name: 'Guardar' });
    await tabTo(page, save, { max: 3 });
    await expectFocusRing(save);
    await page.keyboard.press('Enter');

    await toast(page, 'Categoría creada');
    await until(() => dialog.count()).toBe(0);
    // The focus goes back to the button that opened the dialog.
    await until(() => isFocused(add)).toBe(true);
    const stored = await rows<{ description: string; cover_image_name: string; is_active: boolean }>(
      sql`select description, cover_image_name, is_active from categories where name = 'Calma sin ratón'`,
    );
    expect(stored).toEqual([
      { description: 'Audios elegidos con el teclado.', cover_image_name: cover, is_active: true },
    ]);
  });

  it("Usuarios CRM: 'Crear Usuario' by Enter, the role and plan chosen with arrow keys, the invitation sent with Enter", async () => {
    const page = await adminPage();
    await page.goto('/admin/usuarios');
    await until(() => page.getByRole('heading', { name: es.admin.menuStaff, level: 1 }).isVisible()).toBe(
      true,
    );
    await skipToContent(page);

    const create = page.getByRole('button', { name: 'Crear Usuario' });
    await tabTo(page, create, { max: 10 });
    await expectFocusRing(create);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Crear Usuario' });
    await until(() => dialog.isVisible()).toBe(true);
    await until(() => focusInside(dialog)).toBe(true);

    const name = dialog.getByLabel(/^Nombre/);
    await tabTo(page, name, { max: 3 });
    await expectFocusRing(name);
    await page.keyboard.type('Teo');
    await page.keyboard.press('Tab');
    await typeInto(page, dialog.getByLabel(/^Apellido/), 'Teclas');
    await page.keyboard.press('Tab');
    await typeInto(page, dialog.getByLabel(/^Correo electrónico/), 'teo.teclas@example.com');

    // Rol: a native select (default 'Probador'); ArrowUp is 'Creador', which asks for a plan.
    const role = dialog.getByRole('combobox', { name: /^Rol/ });
    await tabTo(page, role, { max: 3 });
    await expectFocusRing(role);
    await page.keyboard.press('ArrowUp');
    await until(() => role.inputValue()).toBe('creator');
    const plan = dialog.getByRole('combobox', { name: /^Plan/ });
    await until(() => plan.locator('option').count()).toBeGreaterThan(1);
    await tabTo(page, plan, { max: 1 });
    await page.keyboard.press('ArrowDown');
    await until(() => plan.inputValue()).not.toBe('');
    const planSlug = await plan.inputValue();

    // The submit button is in the dialog's footer; Tab passes 'Cancelar' to reach it.
    const submit = dialog.getByRole('button', { name: 'Enviar invitación' });
    await tabTo(page, submit, { max: 2 });
    await expectFocusRing(submit);
    await page.keyboard.press('Enter');

    await toast(page, es.admin.staffInviteSent.replace('{email}', 'teo.teclas@example.com'));
    await until(() => dialog.count()).toBe(0);
    // Invited: verified once the e-mailed link sets the password.
    const stored = await rows<{ name: string; role: string; plan_slug: string; is_verified: boolean }>(
      sql`select name, role, plan_slug, is_verified from users where email = 'teo.teclas@example.com'`,
    );
    expect(stored).toEqual([{ name: 'Teo', role: 'creator', plan_slug: planSlug, is_verified: false }]);
  });
});
