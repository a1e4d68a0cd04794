import { readFile } from 'node:fs/promises';
import { formatMoney, priceLabel } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS_CSV_HEADER, parseCsv } from '../apps/server/test/csv.js';
import { submitDevForm } from '../apps/server/test/dev-tools.js';
import { FACTORY_PASSWORD, audioIn, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { outboxLink, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
/** The signed-in API client of the admin the pages sign in as (for reading expected numbers). */
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
});

/** The toast showing this text (the newest if several). */
const toastWith = (page: Page, text: string) =>
  page.locator('.Toastify__toast[data-in="true"]').filter({ hasText: text }).last();

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A 1440×900 page (the people tables show from 1280 px) signed in as the admin, or as `as`. */
async function staffPage(as: { email: string } = admin): Promise<Page> {
  const page = await signedInPage(e, as, { width: 1440 });
  return page;
}

/** Opens a back-office screen and waits for its one h1. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await until(() => page.getByRole('heading', { level: 1, name: title, exact: true }).isVisible()).toBe(true);
}

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Lista de clientes' });
/** The body rows of a table (the header row has no cells). */
const bodyRows = (table: Locator) => table.locator('tbody tr');
const rowOf = (table: Locator, text: string) => bodyRows(table).filter({ hasText: text });

/** The names of the clients listed, as the first cell shows them (after the avatar's initial). */
const listedClients = (page: Page) =>
  bodyRows(clientsTable(page)).evaluateAll((trs) =>
    trs.map((tr) => (tr.querySelector('td:first-child .flex-col > span')?.textContent ?? '').trim()),
  );

/** Types into the clients' search box (the list filters on the server once typing pauses). */
const searchClients = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Buscar por nombre o apellido' }).fill(text);

// ── Clientes ────────────────────────────────────────────────────────────────────────────────

describe('Clientes (/admin/clientes) as admin', () => {
  it('filters clients with tests and an active subscription, then opens the test history', async () => {
    const both = await buildUser(e.server, { name: 'Berta', lastName: 'Suscrita' });
    await both.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    await giveSubscription(e.server, both.id, 'mini');
    const testOnly = await buildUser(e.server, { name: 'Tomás', lastName: 'Testeado' });
    await testOnly.http.post('/api/users/take-test', { categorySlug: 'amor', themesSlugs: ['duelo_y_paz'] });
    await buildUser(e.server, { name: 'Nadia', lastName: 'Nada' });

    const all = (await admin.http.get('/api/users/list?kind=clients&pageSize=1')).body;
    const filtered = (
      await admin.http.get(
        '/api/users/list?kind=clients&hasTests=true&hasActiveSubscription=true&pageSize=100',
      )
    ).body;
    expect(filtered.data.map((u: { email: string }) => u.email)).toContain(both.email);
    expect(filtered.grandTotal).toBe(all.total);

    const page = await staffPage();
    await open(page, '/admin/clientes', 'Clientes');
    const header = page.getByText(/^\d+ de \d+ total$/);
    await until(() => header.innerText()).toBe(`${all.total} de ${all.total} total`);
    for (const name of ['Berta Suscrita', 'Tomás Testeado', 'Nadia Nada']) {
      expect(await rowOf(clientsTable(page), name).count()).toBe(1);
    }

    await page.getByRole('checkbox', { name: 'Con tests' }).check();
    await until(() => listedClients(page)).not.toContain('Nadia Nada');
    expect(await listedClients(page)).toEqual(expect.arrayContaining(['Berta Suscrita', 'Tomás Testeado']));
    await page.getByRole('checkbox', { name: 'Con suscripción activa' }).check();
    await until(() => listedClients(page)).not.toContain('Tomás Testeado');
    expect(await listedClients(page)).toContain('Berta Suscrita');
    expect(await listedClients(page)).toHaveLength(filtered.total);
    await until(() => header.innerText()).toBe(`${filtered.total} de ${all.total} total`);
    const row = rowOf(clientsTable(page), 'Berta Suscrita');
    expect(await row.innerText()).toContain('Suscriptor');

    // The test history: one test, numbered #1, with its category and recommended themes.
    const history = (await admin.http.get(`/api/users/${both.id}/test-history`)).body.data;
    const { category, themes } = history[0].testResults as {
      category: { name: string };
      themes: { name: string }[];
    };
    expect(themes.length).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Ver el test de Berta Suscrita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historial de tests de Berta Suscrita' });
    await until(() => dialog.getByText('Test #1', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBe(1);
    expect(await dialog.getByRole('listitem').innerText()).toContain(category.name);
    await dialog.getByRole('button', { name: 'Ver detalle del test #1' }).click();
    const main = dialog.getByRole('region', { name: 'Categoría principal' });
    await until(() => main.isVisible()).toBe(true);
    expect(await main.innerText()).toContain(category.name);
    const recommended = dialog.getByRole('region', { name: 'Temas recomendados' });
    for (const theme of themes) expect(await recommended.innerText()).toContain(theme.name);
    await dialog.getByRole('button', { name: 'Volver al historial' }).click();
    await until(() => dialog.getByRole('button', { name: 'Ver detalle del test #1' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => dialog.count()).toBe(0);

    // 'Limpiar filtros' brings everyone back.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await until(() => header.innerText()).toBe(`${all.total} de ${all.total} total`);
    expect(await page.getByRole('checkbox', { name: 'Con tests' }).isChecked()).toBe(false);
  });

  it('exports clientes.csv for a Spanish spreadsheet: BOM, `;`, the fixed columns, accents and es-ES dates', async () => {
    const inigo = await buildUser(e.server, { name: 'Íñigo', lastName: 'Peña' });
    const page = await staffPage();
    await open(page, '/admin/clientes', 'Clientes');
    await until(() => rowOf(clientsTable(page), 'Íñigo Peña').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('clientes.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1), ';');
    expect(rows[0]).toEqual(CLIENTS_CSV_HEADER);
    const all = (await admin.http.get('/api/users/list?kind=clients&pageSize=1')).body;
    expect(rows).toHaveLength(all.total + 1);
    const row = rows.find((r) => r[2] === inigo.email);
    expect(row?.slice(0, 8)).toEqual(['Íñigo', 'Peña', inigo.email, 'Visitante', 'Activo', 'Sí', '0', 'No']);
    // Dates as a Spanish spreadsheet reads them: dd/mm/yyyy HH:mm.
    expect(row?.[8]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('deactivates a client after confirming; the client is then refused at login', async () => {
    const client = await buildUser(e.server, { name: 'Dario', lastName: 'Desactivado' });
    const page = await staffPage();
    await open(page, '/admin/clientes', 'Clientes');
    await searchClients(page, 'Desactivado');
    await until(() => listedClients(page)).toEqual(['Dario Desactivado']);
    const row = rowOf(clientsTable(page), 'Dario Desactivado');
    expect(await row.getByText('Activo', { exact: true }).isVisible()).toBe(true);

    // Cancelar leaves the account alone.
    await row.getByRole('button', { name: 'Desactivar a Dario Desactivado' }).click();
    let confirm = page.getByRole('dialog', { name: '¿Desactivar la cuenta?' });
    await until(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => confirm.count()).toBe(0);
    expect((await client.http.get('/api/users/me')).status).toBe(200);

    await row.getByRole('button', { name: 'Desactivar a Dario Desactivado' }).click();
    confirm = page.getByRole('dialog', { name: '¿Desactivar la cuenta?' });
    await until(() => confirm.isVisible()).toBe(true);
    expect(await confirm.innerText()).toContain('Dario Desactivado ya no podrá acceder al sistema');
    await confirm.getByRole('button', { name: 'Desactivar', exact: true }).click();
    await until(() => confirm.count()).toBe(0);
    // Neutral wording: about the account, whatever the person's gender.
    await until(() => toastWith(page, 'La cuenta de Dario Desactivado se ha desactivado.').isVisible()).toBe(
      true,
    );
    await until(() => row.getByText('Inactivo', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Activar a Dario Desactivado' }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: 'Desactivar a Dario Desactivado' }).count()).toBe(0);

    // Refused at login with the spec's message, and the session already open is over.
    const login = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: client.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Por favor contacta al administrador para obtener ayuda.');
    expect((await client.http.get('/api/users/me')).status).toBe(401);

    // 'Activar' lets the client back in.
    await row.getByRole('button', { name: 'Activar a Dario Desactivado' }).click();
    const activate = page.getByRole('dialog', { name: '¿Activar la cuenta?' });
    await until(() => activate.isVisible()).toBe(true);
    await activate.getByRole('button', { name: 'Activar', exact: true }).click();
    await until(() => toastWith(page, 'La cuenta de Dario Desactivado se ha activado.').isVisible()).toBe(
      true,
    );
    await until(() => row.getByText('Activo', { exact: true }).isVisible()).toBe(true);
    const again = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: client.email,
      password: FACTORY_PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  it('opens read-only for crmUser: "Solo lectura" and the create, edit and toggle controls disabled', async () => {
    const crm = await buildUser(e.server, { role: 'crmUser', name: 'Carmen', lastName: 'Ruiz' });
    await buildUser(e.server, { name: 'Lola', lastName: 'Lectura' });
    const page = await staffPage(crm);
    await open(page, '/admin/clientes', 'Clientes');
    await until(() => page.getByRole('main').getByText('Solo lectura').isVisible()).toBe(true);
    expect(
      await page.getByText('Tu rol permite consultar el back-office, pero no hacer cambios.').isVisible(),
    ).toBe(true);
    const row = rowOf(clientsTable(page), 'Lola Lectura');
    await until(() => row.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Crear Cliente' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Editar a Lola Lectura' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Desactivar a Lola Lectura' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Desactivar a Lola Lectura' }).getAttribute('title')).toBe(
      'Solo lectura',
    );
    // Reading stays possible: the filters and the export are enabled.
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isEnabled()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Buscar por nombre o apellido' }).isEnabled()).toBe(
      true,
    );
  });
});

// ── Planes ──────────────────────────────────────────────────────────────────────────────────

describe('Usuarios CRM (/admin/usuarios) as admin', () => {
  it('invites a colleague by e-mail: no password typed by the admin; they choose it and sign in to /admin', async () => {
    const email = `lucia.invitada.${Date.now()}@sanarte.app`;
    const page = await staffPage();
    await open(page, '/admin/usuarios', 'Usuarios CRM');
    await page.getByRole('button', { name: 'Crear Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Usuario' });
    await until(() => dialog.isVisible()).toBe(true);
    // The admin never sees or types the password.
    expect(await dialog.getByLabel(/contraseña/i).count()).toBe(0);
    expect(await dialog.getByText(/Enviaremos una invitación a este correo/).isVisible()).toBe(true);
    await dialog.getByLabel(/^Nombre/).fill('Lucía');
    await dialog.getByLabel(/^Apellido/).fill('Invitada');
    await dialog.getByLabel(/^Correo electrónico/).fill(email);
    await dialog.getByRole('combobox', { name: /^Rol/ }).selectOption({ label: 'Usuario CRM' });
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await until(() => toastWith(page, `Invitación enviada a ${email}.`).isVisible()).toBe(true);
    await until(() => dialog.count()).toBe(0);
    // Listed at once, waiting for the invitation to be accepted.
    const staffRow = page
      .getByRole('table', { name: 'Lista de usuarios del CRM' })
      .locator('tbody tr')
      .filter({ hasText: email });
    await until(() => staffRow.getByText('No verificado', { exact: true }).isVisible()).toBe(true);

    // The colleague opens the e-mailed link on their own browser.
    const link = await outboxLink(e, email, '/reset-password');
    expect(new URL(link).searchParams.get('type')).toBe('set');
    const colleague = await e.newPage();
    await colleague.goto(link);
    const form = colleague.getByRole('form');
    await until(() => colleague.getByRole('heading', { name: 'Establecer Contraseña' }).isVisible()).toBe(
      true,
    );
    await form.getByLabel(/^Nueva contraseña/).fill('Colega#Serena26');
    await form.getByLabel(/^Confirmar contraseña/).fill('Colega#Serena26');
    await form.getByRole('button', { name: 'Establecer contraseña' }).click();
    await until(() =>
      colleague
        .getByText(/^Contraseña establecida correctamente/)
        .first()
        .isVisible(),
    ).toBe(true);

    // Following the link proved the inbox: the colleague is signed in here, and the new password
    // works anywhere.
    await until(() => colleague.getByRole('button', { name: /^Menú de usuario/ }).isVisible()).toBe(true);
    const elsewhere = new HttpClient(e.server.baseUrl);
    expect((await elsewhere.post('/api/users/login', { email, password: 'Colega#Serena26' })).status).toBe(
      200,
    );
    await open(colleague, '/admin', 'Panel de Control');
    expect(await colleague.locator('aside').getByText(email).isVisible()).toBe(true);
    expect(await colleague.locator('aside').getByText('Solo lectura', { exact: true }).isVisible()).toBe(
      true,
    );

    // The admin's list now shows the account as active and verified.
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await until(() => staffRow.getByText('Activo', { exact: true }).isVisible()).toBe(true);
  });
});

describe('Gestión de Planes (/admin/planes) as admin', () => {
  it("edits the mini plan's price, and the landing page shows it", async () => {
    const page = await staffPage();
    await open(page, '/admin/planes', 'Gestión de Planes');
    const plans = page.getByRole('list', { name: 'Planes' });
    await until(() => plans.getByRole('listitem', { name: 'Plan Mini' }).isVisible()).toBe(true);
    // No 'Editar' for the trial plan.
    expect(
      await page.getByRole('button', { name: 'Ver Detalles del plan Audio de prueba' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: /^Editar plan Audio de prueba/ }).count()).toBe(0);

    try {
      await page.getByRole('button', { name: 'Editar plan Plan Mini' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar plan: Plan Mini' });
      await until(() => dialog.isVisible()).toBe(true);
      const price = dialog.getByRole('spinbutton', { name: 'Precio' });
      expect(await price.inputValue()).toBe('9.99');
      await price.fill('12.50');
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
      // The success toast; it closes after 3000 ms.
      await until(() =>
        page.getByRole('alert').filter({ hasText: 'Plan actualizado exitosamente' }).isVisible(),
      ).toBe(true);
      await until(() => dialog.count()).toBe(0);
      const card = plans.getByRole('listitem', { name: 'Plan Mini' });
      await until(() => card.innerText()).toContain(priceLabel(12.5, 30, 'USD'));

      const landing = await e.newPage();
      await landing.goto('/#pricing');
      const mini = landing.locator('#pricing').getByRole('article', { name: 'Plan Mini' });
      await until(() => mini.innerText()).toContain('$12.50 / mes');
      const listed = (await new HttpClient(e.server.baseUrl).get('/api/plans/list')).body.plans as {
        slug: string;
        price: number;
      }[];
      expect(listed.find((p) => p.slug === 'mini')?.price).toBe(12.5);
    } finally {
      await e.server.catalogueSql(sql`update plans set price = 9.99 where slug = 'mini'`);
    }
  });
});

// ── Órdenes ─────────────────────────────────────────────────────────────────────────────────

/** Starts a checkout of a plan as this member; returns the provider's session id. */
async function checkout(member: { http: HttpClient }, slug: string): Promise<string> {
  const [plan] = rows<{ id: string }>(
    await e.server.database.db.execute(sql`select id from plans where slug = ${slug}`),
  );
  const res = await member.http.post('/api/payments/create-checkout-session', { planId: plan?.id });
  expect(res.status).toBe(200);
  return new URL(res.body.url).pathname.split('/').pop() as string;
}

describe('Órdenes (/admin/logs-ordenes) as admin', () => {
  it('lists the checkouts, filters them by status and shows a payment in detail', async () => {
    const payer = await buildUser(e.server, { name: 'Olga', lastName: 'Pagadora' });
    const pending = await buildUser(e.server, { name: 'Ramón', lastName: 'Pendiente' });
    const paidSession = await checkout(payer, 'full');
    await checkout(pending, 'full');
    // 'Pagar' on the local provider's page (a form post), whose webhook completes the payment.
    const { answer: pay } = await submitDevForm(
      e.server.baseUrl,
      `/dev/checkout/${paidSession}`,
      `/dev/checkout/${paidSession}/pay`,
    );
    expect(pay.status).toBe(303);
    await until(async () => {
      const list = await admin.http.get('/api/payment-records/list?status=completed&pageSize=100');
      return list.body.data.map((r: { user: { email: string } }) => r.user.email);
    }).toContain(payer.email);
    const all = (await admin.http.get('/api/payment-records/list?pageSize=1')).body;
    const completed = (await admin.http.get('/api/payment-records/list?status=completed&pageSize=1')).body;
    const [full] = rows<{ price: string }>(
      await e.server.database.db.execute(sql`select price from plans where slug = 'full'`),
    );
    const amount = formatMoney(Number(full?.price), 'USD');

    const page = await staffPage();
    await open(page, '/admin/logs-ordenes', 'Órdenes');
    // The header states what the page is, then the filtered count out of the total on its own line
    // (the fixed line is painted from the page's outline; the count comes with the list).
    const header = page.locator('main header');
    expect(await header.getByText('Historial de pagos y transacciones', { exact: true }).isVisible()).toBe(
      true,
    );
    await until(() => header.locator('[aria-live]').innerText()).toBe(`${all.total} de ${all.total} total`);
    const table = page.getByRole('table', { name: 'Logs de órdenes' });
    const paidRow = rowOf(table, 'Olga Pagadora');
    const pendingRow = rowOf(table, 'Ramón Pendiente');
    await until(() => paidRow.innerText()).toContain('Completado');
    expect(await pendingRow.innerText()).toContain('Iniciado');
    expect(await paidRow.innerText()).toContain(amount);
    expect(await page.getByRole('button', { name: 'Limpiar filtros' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Completado' });
    await until(() => pendingRow.count()).toBe(0);
    await until(() => header.locator('[aria-live]').innerText()).toBe(
      `${completed.total} de ${all.total} total`,
    );
    const statuses = await bodyRows(table).evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent));
    expect(statuses.length).toBe(completed.total);
    expect(new Set(statuses)).toEqual(new Set(['Completado']));

    await paidRow.getByRole('button', { name: 'Ver detalles de la orden de Olga Pagadora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalles del Pago' });
    await until(() => dialog.isVisible()).toBe(true);
    const text = await dialog.innerText();
    expect(text).toContain(amount);
    expect(text).toContain(payer.email);
    expect(text).toContain('Olga Pagadora');
    expect(text).toContain('Completado');
    expect(text).toContain('Plan Full');
    expect(await dialog.getByRole('button', { name: 'Cerrar' }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await until(() => dialog.count()).toBe(0);

    // The search narrows by e-mail; 'Limpiar filtros' brings every order back.
    await page.getByRole('searchbox', { name: 'Buscar por usuario, correo o plan' }).fill(pending.email);
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Iniciado' });
    await until(() => pendingRow.count()).toBe(1);
    await until(() => header.locator('[aria-live]').innerText()).toBe(`1 de ${all.total} total`);
    expect(await bodyRows(table).count()).toBe(1);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await until(() => header.locator('[aria-live]').innerText()).toBe(`${all.total} de ${all.total} total`);
  });
});

// ── Panel de Control ────────────────────────────────────────────────────────────────────────

/** The number on a dashboard card, by its label. */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  const value = await card.locator('span').nth(1).innerText();
  return Number(value.replace(/\D/g, ''));
}

describe('Panel de Control (/admin) as admin', () => {
  it("counts a new sign-up in 'Nuevos usuarios' and the total", async () => {
    const page = await staffPage();
    await open(page, '/admin', 'Panel de Control');
    await until(() => page.getByText('Usuarios totales', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Periodo de nuevos usuarios' }).inputValue()).toBe(
      'last7',
    );
    const before = {
      total: await cardValue(page, 'Usuarios totales'),
      active: await cardValue(page, 'Usuarios activos'),
      verified: await cardValue(page, 'Usuarios verificados'),
      fresh: await cardValue(page, 'Nuevos usuarios'),
    };
    const [db] = rows<{ n: number }>(
      await e.server.database.db.execute(sql`select count(*)::int as n from users`),
    );
    expect(before.total).toBe(db?.n);

    const signup = await new HttpClient(e.server.baseUrl).post('/api/users/register', {
      name: 'Nuria',
      lastName: 'Nueva',
      email: 'nuria.nueva.e2e@example.com',
      password: FACTORY_PASSWORD,
    });
    expect(signup.status).toBe(201);

    await page.reload();
    await until(() => cardValue(page, 'Usuarios totales')).toBe(before.total + 1);
    expect(await cardValue(page, 'Nuevos usuarios')).toBe(before.fresh + 1);
    expect(await cardValue(page, 'Usuarios activos')).toBe(before.active + 1);
    // Not verified until the e-mailed link is opened.
    expect(await cardValue(page, 'Usuarios verificados')).toBe(before.verified);

    // Today's period counts the sign-up too.
    await page.getByRole('combobox', { name: 'Periodo de nuevos usuarios' }).selectOption({ label: 'Hoy' });
    await until(() => page.getByText(/% del total · el /).isVisible()).toBe(true);
    expect(await cardValue(page, 'Nuevos usuarios')).toBeGreaterThanOrEqual(1);
  });
});

// ── KPI Reproduccion ────────────────────────────────────────────────────────────────────────

describe('Estadísticas de tiempos de reproducción (/admin/kpi) as admin', () => {
  it('shows a listened audio, its theme and category with the listening time', async () => {
    const listener = await buildUser(e.server, { name: 'Laura', lastName: 'Oyente' });
    await giveSubscription(e.server, listener.id, 'full');
    const audioId = await audioIn(e.server, 'no_mas_insomnio');
    const [audio] = rows<{ title: string; theme: string; category: string }>(
      await e.server.database.db.execute(sql`
        select a.title, t.name as theme, c.name as category
          from audios a join themes t on t.id = a.theme_id join categories c on c.id = t.category_id
         where a.id = ${audioId}`),
    );
    expect((await listener.http.get(`/api/audios/${audioId}/access`)).status).toBe(200);
    e.server.clock.advance(30_000);
    try {
      const report = await listener.http.post('/api/stats/playback', {
        audioId,
        listenedSeconds: 30,
        positionSeconds: 30,
      });
      expect(report.status).toBeLessThan(300);
    } finally {
      e.server.clock.reset();
    }

    const page = await staffPage();
    await open(page, '/admin/kpi', 'Estadísticas de tiempos de reproducción');
    await until(() => page.getByRole('combobox', { name: 'Periodo' }).inputValue()).toBe('all');
    const around30 = /^00:00:(2[89]|3[0-2])$/;
    for (const [heading, name] of [
      ['Audios más escuchados', audio?.title],
      ['Temas más escuchados', audio?.theme],
      ['Categorías más escuchadas', audio?.category],
    ] as const) {
      await until(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      const table = page.getByRole('table', { name: `${heading}: tiempo total de reproducción` });
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: String(name), exact: true }) });
      await until(() => row.count()).toBe(1);
      expect(await row.getByRole('cell').last().innerText()).toMatch(around30);
    }
    // The tables become visible on request.
    const audiosTable = page.getByRole('table', {
      name: 'Audios más escuchados: tiempo total de reproducción',
    });
    await page.getByRole('button', { name: 'Ver los datos en tablas' }).click();
    await until(() => audiosTable.getByRole('rowheader', { name: String(audio?.title) }).isVisible()).toBe(
      true,
    );
  });
});
