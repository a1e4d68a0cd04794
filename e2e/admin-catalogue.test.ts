import { es, formatFileSize } from '@sanarte/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizeMp3 } from '../apps/server/src/db/seed/synth.js';
import { FACTORY_PASSWORD, buildUser } from '../apps/server/test/factories.js';
import { intercept, makePng, signInAs, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
/** A real 3-second MP3 (the seed's synthesizer), generated once for the file. */
let mp3: Buffer;
beforeAll(async () => {
  mp3 = Buffer.from(synthesizeMp3({ baseHz: 220, mood: 'calm', seed: 7, breathSeconds: 10 }, 3));
  // The refused category delete (409) makes the browser log its own line.
  e.allowConsole(/Failed to load resource: the server responded with a status of 409/);
});

/** Polls with room for real work (uploads, media decoding, list refreshes). */

// ── Page helpers ────────────────────────────────────────────────────────────────────────────

async function adminPage(opts: { role?: string } = {}): Promise<Page> {
  const user = await buildUser(e.server, { role: opts.role ?? 'admin', name: 'Ada', lastName: 'Admin' });
  const page = await e.newPage();
  await trackMedia(page);
  await signInAs(page, e, { email: user.email, password: FACTORY_PASSWORD });
  return page;
}

/**
 * Records every media element that is asked to play, including the detached `new Audio()` of the
 * audio table, so a test can tell whether something is really playing.
 */
async function trackMedia(page: Page) {
  await page.addInitScript(() => {
    const seen: HTMLMediaElement[] = [];
    (window as unknown as { __media: HTMLMediaElement[] }).__media = seen;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this);
      return play.call(this);
    };
  });
}

/** Whether some media element is playing and has actually advanced. */
const somethingPlaying = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __media: HTMLMediaElement[] }).__media.some(
      (m) => !m.paused && m.currentTime > 0,
    ),
  );
const nothingPlaying = (page: Page) =>
  page.evaluate(() => (window as unknown as { __media: HTMLMediaElement[] }).__media.every((m) => m.paused));

/**
 * Waits for a toast with this text, then dismisses it, so the same text later is a new toast
 * (a dismissed toast leaves `data-in="true"` at once, before its exit animation). The close is
 * dispatched: a modal dialog may be over the page.
 */
async function seeToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast[data-in="true"]').filter({ hasText: text });
  await until(() => toast.first().isVisible()).toBe(true);
  await toast
    .first()
    .locator('.Toastify__close-button')
    .dispatchEvent('click', undefined, { timeout: 1_000 })
    .catch(() => {
      // Already closed by its timer.
    });
  await until(() => toast.count()).toBe(0);
}

const itemCount = async (page: Page) => {
  const text = await page.getByText(/^\d+ elemento\(s\) en esta carpeta$/).innerText();
  return Number(text.split(' ')[0]);
};

/** The uploaded file's name as stored: the original base, a timestamp, the extension. */
const stored = (base: string, ext: string) => new RegExp(`^${base}_\\d{13}\\.${ext}$`);

async function nameOf(locator: Locator, prefix: string): Promise<string> {
  const label = (await locator.getAttribute('aria-label')) ?? '';
  return label.slice(prefix.length);
}

// ── Recursos ────────────────────────────────────────────────────────────────────────────────

describe('Recursos (/admin/assets) as admin', () => {
  it('uploads an MP3 and a cover, previews, plays and deletes, with progress, toasts and counts', async () => {
    const page = await adminPage();
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Menú del back-office' });
    await until(() => menu.getByRole('link').allInnerTexts()).toEqual([
      'Inicio',
      'KPI Reproduccion',
      'Usuarios CRM',
      'Clientes',
      'Planes',
      'Órdenes',
      'Códigos promocionales',
      'Recursos',
      'Audio',
      'Mensajes',
    ]);
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar Sesión' }).isVisible()).toBe(true);
    expect(await page.getByText('Solo lectura', { exact: true }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Recursos' }).click();

    // The root: folders only, no upload area.
    const crumbs = page.getByRole('navigation', { name: 'Ruta de la carpeta' });
    await until(() => page.getByRole('link', { name: 'Abrir carpeta audios' }).isVisible()).toBe(true);
    for (const folder of ['portada_audios', 'portada_catalogos', 'portada_temas']) {
      await expect
        .poll(() => page.getByRole('link', { name: `Abrir carpeta ${folder}` }).isVisible())
        .toBe(true);
    }
    expect(await crumbs.getByRole('link').allInnerTexts()).toEqual(['Root']);
    expect(await page.getByLabel('Selecciona archivos').count()).toBe(0);

    // audios: upload the MP3.
    await page.getByRole('link', { name: 'Abrir carpeta audios' }).click();
    await until(() => crumbs.getByRole('link').allInnerTexts()).toEqual(['Root', 'audios']);
    expect(new URL(page.url()).searchParams.get('path')).toBe('audios');
    await until(() => page.getByText(/elemento\(s\) en esta carpeta$/).isVisible()).toBe(true);
    const audiosBefore = await itemCount(page);
    expect(audiosBefore).toBeGreaterThan(0);

    await page
      .getByLabel('Selecciona archivos')
      .setInputFiles({ name: 'calma.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
    const mp3Bar = page.getByRole('progressbar', { name: 'Subiendo calma.mp3' });
    await until(() => mp3Bar.getAttribute('aria-valuenow')).toBe('100');
    await seeToast(page, 'Archivo subido exitosamente');
    await until(() => itemCount(page)).toBe(audiosBefore + 1);
    const playButton = page.getByRole('button', { name: /^Reproducir calma_\d{13}\.mp3$/ });
    await until(() => playButton.count()).toBe(1);
    const mp3Name = await nameOf(playButton, 'Reproducir ');
    expect(mp3Name).toMatch(stored('calma', 'mp3'));

    // The player: opens playing; closing it stops playback.
    await playButton.click();
    const player = page.getByRole('dialog', { name: `Reproductor: ${mp3Name}` });
    await until(() => player.isVisible()).toBe(true);
    await until(() => somethingPlaying(page)).toBe(true);
    expect(await player.locator('audio').evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);
    await player.getByRole('button', { name: 'Cerrar' }).click();
    await until(() => player.count()).toBe(0);
    expect(await nothingPlaying(page)).toBe(true);

    // portada_audios: upload the PNG, preview it, delete it.
    await crumbs.getByRole('link', { name: 'Root' }).click();
    await page.getByRole('link', { name: 'Abrir carpeta portada_audios' }).click();
    await until(() => crumbs.getByRole('link').allInnerTexts()).toEqual(['Root', 'portada_audios']);
    await until(() => page.getByText(/elemento\(s\) en esta carpeta$/).isVisible()).toBe(true);
    const coversBefore = await itemCount(page);
    // The MP3's progress row belonged to the other folder.
    expect(await mp3Bar.count()).toBe(0);

    await page
      .getByLabel('Selecciona archivos')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: await makePng(8, 8) });
    const pngBar = page.getByRole('progressbar', { name: 'Subiendo portada.png' });
    await until(() => pngBar.getAttribute('aria-valuenow')).toBe('100');
    await seeToast(page, 'Archivo subido exitosamente');
    await until(() => itemCount(page)).toBe(coversBefore + 1);
    const viewButton = page.getByRole('button', { name: /^Ver imagen portada_\d{13}\.png$/ });
    await until(() => viewButton.count()).toBe(1);
    const pngName = await nameOf(viewButton, 'Ver imagen ');
    expect(pngName).toMatch(stored('portada', 'png'));

    await viewButton.click();
    const preview = page.getByRole('dialog', { name: `Vista previa: ${pngName}` });
    await until(() => preview.isVisible()).toBe(true);
    const img = preview.getByRole('img', { name: pngName });
    await until(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);
    // Escape closes the preview.
    await page.keyboard.press('Escape');
    await until(() => preview.count()).toBe(0);

    const deleteButton = page.getByRole('button', { name: `Eliminar archivo ${pngName}` });
    expect(await deleteButton.getAttribute('title')).toBe('Eliminar archivo');
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar archivo?' });
    await until(() => confirm.isVisible()).toBe(true);
    // Cancelar keeps the file.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => confirm.count()).toBe(0);
    expect(await itemCount(page)).toBe(coversBefore + 1);
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await seeToast(page, `Archivo "${pngName}" eliminado exitosamente`);
    await until(() => itemCount(page)).toBe(coversBefore);
    expect(await viewButton.count()).toBe(0);
    expect(await e.server.storage.stat(`portada_audios/${pngName}`)).toBeNull();
    // The uploaded MP3 is still there: stored whole, and listed in its folder with its size.
    expect((await e.server.storage.stat(`audios/${mp3Name}`))?.size).toBe(mp3.length);
    await crumbs.getByRole('link', { name: 'Root' }).click();
    await page.getByRole('link', { name: 'Abrir carpeta audios' }).click();
    await until(() => crumbs.getByRole('link').allInnerTexts()).toEqual(['Root', 'audios']);
    await until(() => itemCount(page)).toBe(audiosBefore + 1);
    const mp3Card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Reproducir ${mp3Name}` }) });
    await until(() => mp3Card.innerText()).toContain(formatFileSize(mp3.length));
    expect(await mp3Card.getByText(mp3Name, { exact: true }).isVisible()).toBe(true);
  });

  it('a folder with nothing in it says so, before an upload and after deleting its only file', async () => {
    const page = await adminPage();
    await page.goto('/admin/assets?path=e2e_vacia');
    await until(() => page.getByText('Esta carpeta está vacía').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('0 elemento(s) en esta carpeta').isVisible()).toBe(true);

    await page
      .getByLabel('Selecciona archivos')
      .setInputFiles({ name: 'unica.png', mimeType: 'image/png', buffer: await makePng(8, 8) });
    await seeToast(page, 'Archivo subido exitosamente');
    await until(() => page.getByText('1 elemento(s) en esta carpeta').isVisible()).toBe(true);
    expect(await page.getByText('Esta carpeta está vacía').count()).toBe(0);

    const deleteButton = page.getByRole('button', { name: /^Eliminar archivo unica_\d{13}\.png$/ });
    const name = await nameOf(deleteButton, 'Eliminar archivo ');
    await deleteButton.click();
    await page
      .getByRole('dialog', { name: '¿Eliminar archivo?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await seeToast(page, `Archivo "${name}" eliminado exitosamente`);
    await until(() => page.getByText('Esta carpeta está vacía').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('0 elemento(s) en esta carpeta').isVisible()).toBe(true);
  });

  it('uploads a file of any type, e.g. a plain-text note', async () => {
    const page = await adminPage();
    await page.goto('/admin/assets?path=e2e_notas');
    await until(() => page.getByText('Esta carpeta está vacía').isVisible()).toBe(true);
    await page
      .getByLabel('Selecciona archivos')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('Respira hondo.\n') });
    const bar = page.getByRole('progressbar', { name: 'Subiendo nota.txt' });
    await until(() => bar.getAttribute('aria-valuenow')).toBe('100');
    // The row ends 'Subido', not 'Error' with 'Error al cargar archivos: ...' under the bar.
    const outcome = page.getByText(/^(Subido|Error)$/);
    await until(() => outcome.count()).toBe(1);
    const failure = page.getByRole('alert').filter({ hasText: es.admin.uploadErrorPrefix });
    expect(await outcome.innerText(), (await failure.count()) ? await failure.innerText() : '').toBe(
      'Subido',
    );
    await seeToast(page, 'Archivo subido exitosamente');
    await until(() => page.getByText('1 elemento(s) en esta carpeta').isVisible()).toBe(true);
  });
});

// ── Gestión de Audio ────────────────────────────────────────────────────────────────────────

const panel = (page: Page, name: 'Categorías' | 'Temas' | 'Audios') =>
  page.getByRole('region', { name, exact: true });

/**
 * A category, a theme in it and an inactive audio with a freshly uploaded 3-second MP3, made
 * through the admin API exactly as the forms send them (presign, PUT, create).
 */
async function catalogueViaApi(names: { category: string; theme: string; title: string }) {
  const admin = await buildUser(e.server, { role: 'admin' });
  const presign = await admin.http.post('/api/upload/presign', {
    path: 'audios',
    fileName: 'pausa.mp3',
    contentType: 'audio/mpeg',
  });
  const target = presign.body.data as {
    url: string;
    headers: Record<string, string>;
    fileName: string;
    fileUrl: string;
  };
  const put = await fetch(new URL(target.url, e.server.baseUrl), {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(mp3),
  });
  expect(put.status).toBe(200);
  const cover = { coverImageName: '', coverImageUrl: '' };
  const category = await admin.http.post('/api/categories/create', {
    name: names.category,
    description: 'Audios para parar un momento.',
    coverImage: cover,
    isActive: true,
    order: 1,
  });
  const theme = await admin.http.post('/api/themes/create', {
    name: names.theme,
    description: 'Pausas breves a lo largo del día.',
    category: category.body.data._id,
    coverImage: cover,
    isActive: true,
    order: 1,
  });
  const audio = await admin.http.post('/api/audios/create', {
    theme: theme.body.data._id,
    title: names.title,
    description: 'Una pausa breve para volver al cuerpo.',
    duration: 3,
    audio: { audioName: target.fileName, audioUrl: target.fileUrl },
    coverImage: cover,
    tags: ['respiración', 'calma'],
    order: 1,
    isActive: false,
  });
  expect([category.status, theme.status, audio.status]).toEqual([201, 201, 201]);
  return names;
}

describe('Gestión de Audio (/admin/audio) as admin', () => {
  it('creates a category and a theme in their forms, then an audio with them and an MP3 uploaded in the form', async () => {
    const page = await adminPage();
    await page.goto('/admin/audio');
    await until(() => page.getByRole('heading', { name: 'Gestión de Audio', level: 1 }).isVisible()).toBe(
      true,
    );
    const categories = panel(page, 'Categorías');
    const themes = panel(page, 'Temas');
    const audios = panel(page, 'Audios');
    await until(() => audios.getByRole('table').isVisible()).toBe(true);

    // Category (its own validation first).
    const category = 'Serenidad E2E';
    await categories.getByRole('button', { name: 'Agregar nueva categoría' }).click();
    const categoryForm = page.getByRole('dialog', { name: 'Nueva categoría' });
    await categoryForm.getByRole('button', { name: 'Guardar' }).click();
    await until(() => categoryForm.getByText('El nombre es obligatorio').isVisible()).toBe(true);
    expect(await categoryForm.getByText('La descripción es obligatoria').isVisible()).toBe(true);
    await categoryForm.getByLabel(/^Nombre\s*\*?$/).fill(category);
    await categoryForm.getByLabel(/^Descripción\s*\*?$/).fill('Audios para encontrar la calma.');
    await categoryForm.getByRole('button', { name: 'Guardar' }).click();
    await seeToast(page, 'Categoría creada');
    await until(() => categoryForm.count()).toBe(0);
    await categories.getByLabel('Buscar categorías').fill('serenidad e2e');
    await until(() =>
      categories.getByRole('switch', { name: `Activo: ${category}` }).getAttribute('aria-checked'),
    ).toBe('true');

    // Theme in it.
    const theme = 'Respirar despacio E2E';
    await themes.getByRole('button', { name: 'Agregar nuevo tema' }).click();
    const themeForm = page.getByRole('dialog', { name: 'Nuevo tema' });
    await themeForm.getByRole('button', { name: 'Guardar' }).click();
    await until(() => themeForm.getByText('La categoría es obligatoria').isVisible()).toBe(true);
    await themeForm.getByLabel(/^Categoría\s*\*?$/).selectOption({ label: category });
    await themeForm.getByLabel(/^Nombre\s*\*?$/).fill(theme);
    await themeForm.getByLabel(/^Descripción\s*\*?$/).fill('Respiraciones lentas y guiadas.');
    await themeForm.getByRole('button', { name: 'Guardar' }).click();
    await seeToast(page, 'Tema creado');
    await until(() => themeForm.count()).toBe(0);
    await themes.getByLabel('Filtrar por categoría').selectOption({ label: category });
    await until(() =>
      themes.getByRole('switch', { name: `Activo: ${theme}` }).getAttribute('aria-checked'),
    ).toBe('true');

    // Audio with them and the MP3 uploaded in the form.
    const title = 'Calma recién subida';
    await audios.getByRole('button', { name: 'Agregar nuevo audio' }).click();
    const audioForm = page.getByRole('dialog', { name: 'Nuevo audio' });
    await until(() => audioForm.isVisible()).toBe(true);
    const themeSelect = audioForm.getByLabel(/^Tema\s*\*?$/);
    expect(await themeSelect.isDisabled()).toBe(true);
    await audioForm.getByLabel(/^Categoría\s*\*?$/).selectOption({ label: category });
    await until(() => themeSelect.isEnabled()).toBe(true);
    await themeSelect.selectOption({ label: theme });
    await audioForm.getByLabel(/^Título\s*\*?$/).fill(title);
    await audioForm.getByLabel(/^Descripción\s*\*?$/).fill('Una pausa breve para volver al cuerpo.');
    const tags = audioForm.getByRole('textbox', { name: 'Etiquetas' });
    await tags.fill('  Respiración ');
    await tags.press('Enter');
    await tags.fill('calma');
    await tags.press('Enter');
    await until(() =>
      audioForm.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['respiración', 'calma']);
    await audioForm
      .getByLabel('Subir archivo')
      .first()
      .setInputFiles({ name: 'tres.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
    await until(() =>
      audioForm.getByRole('progressbar', { name: 'Subiendo tres.mp3' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    await seeToast(page, 'Archivo subido exitosamente');
    await until(() => audioForm.getByText(/^Seleccionado: tres_\d{13}\.mp3$/).isVisible()).toBe(true);
    // Read from the file's metadata ('Leyendo la duración...' meanwhile): a local file takes moments.
    const durationLine = audioForm.getByText(/^(Duración: \d+:\d{2}|Leyendo la duración\.\.\.)$/);
    await until(() => durationLine.innerText()).toBe('Duración: 0:03');
    // Saving waits for the duration (the button unblocks with the render that follows it).
    await until(() => audioForm.getByRole('button', { name: 'Guardar' }).isEnabled()).toBe(true);
    await audioForm.getByRole('button', { name: 'Guardar' }).click();
    await seeToast(page, 'Audio creado');
    await until(() => audioForm.count()).toBe(0);

    // New audios are inactive; the table shows the theme, the category, the duration and the tags.
    await audios.getByLabel('Buscar audios').fill(title);
    const row = audios.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await until(() => row.count()).toBe(1);
    expect(await row.getByRole('switch', { name: `Activo: ${title}` }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await row.getByText('Inactivo').isVisible()).toBe(true);
    expect(await row.getByRole('cell', { name: '0:03' }).isVisible()).toBe(true);
    expect(await row.getByText(theme).isVisible()).toBe(true);
    expect(await row.getByText(category).isVisible()).toBe(true);
    expect(await row.getByText('#respiración #calma').isVisible()).toBe(true);
  });

  it('activates an audio, plays it, finds it by search and filters, edits and deletes it; a category with themes is refused', async () => {
    const { category, theme, title } = await catalogueViaApi({
      category: 'Quietud E2E',
      theme: 'Pausas E2E',
      title: 'Calma en tres segundos',
    });
    const page = await adminPage();
    await page.goto('/admin/audio');
    const categories = panel(page, 'Categorías');
    const themes = panel(page, 'Temas');
    const audios = panel(page, 'Audios');
    await until(() => audios.getByRole('table').isVisible()).toBe(true);

    // Created inactive, as the form does.
    await audios.getByLabel('Buscar audios').fill(title);
    const row = audios.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await until(() => row.count()).toBe(1);
    const active = row.getByRole('switch', { name: `Activo: ${title}` });
    expect(await active.getAttribute('aria-checked')).toBe('false');
    expect(await row.getByText('Inactivo').isVisible()).toBe(true);
    expect(await row.getByRole('cell', { name: '0:03' }).isVisible()).toBe(true);
    expect(await row.getByText(theme).isVisible()).toBe(true);

    // Activate: confirm → progress (held until seen) → success → Aceptar.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const update = await intercept(page, '**/api/audios/update/**', async (route) => {
      await held;
      await route.fallback();
    });
    await active.click();
    const toggleDialog = page.getByRole('dialog');
    await until(() => page.getByRole('dialog', { name: '¿Activar?' }).isVisible()).toBe(true);
    // Wording that fits any name, whatever its grammatical gender.
    expect(await toggleDialog.getByText(`Se activará “${title}”.`).isVisible()).toBe(true);
    expect(await toggleDialog.getByRole('button', { name: 'Cancelar' }).isVisible()).toBe(true);
    await toggleDialog.getByRole('button', { name: 'Activar' }).click();
    await until(() => page.getByRole('dialog', { name: 'Actualizando estado' }).isVisible()).toBe(true);
    release();
    const done = page.getByRole('dialog', { name: 'Estado actualizado' });
    await until(() => done.isVisible()).toBe(true);
    expect(await done.getByText(`Se ha activado “${title}”.`).isVisible()).toBe(true);
    update.restore();
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await until(() => toggleDialog.count()).toBe(0);
    await until(() => active.getAttribute('aria-checked')).toBe('true');
    expect(await row.getByText('Activo', { exact: true }).isVisible()).toBe(true);

    // Play from the table's cover, then pause.
    await row.getByRole('button', { name: `Reproducir ${title}` }).click();
    await until(() => row.getByRole('button', { name: `Pausar ${title}` }).isVisible()).toBe(true);
    await until(() => somethingPlaying(page)).toBe(true);
    await row.getByRole('button', { name: `Pausar ${title}` }).click();
    await until(() => row.getByRole('button', { name: `Reproducir ${title}` }).isVisible()).toBe(true);
    expect(await nothingPlaying(page)).toBe(true);

    // Search (title, then a tag) and the filters.
    const showing = audios.getByText(/^Mostrando \d+ de \d+$/);
    expect(await showing.innerText()).toBe('Mostrando 1 de 1');
    await audios.getByLabel('Buscar audios').fill('RESPIRACION');
    await until(() => row.count()).toBe(1);
    await audios.getByLabel('Buscar audios').fill('');
    await until(() => showing.innerText()).not.toBe('Mostrando 1 de 1');
    const byCategory = audios.getByLabel('Filtrar por categoría');
    const byTheme = audios.getByLabel('Filtrar por tema');
    await byCategory.selectOption({ label: category });
    await until(() => showing.innerText()).toBe('Mostrando 1 de 1');
    expect(await row.count()).toBe(1);
    // Only this category's themes are offered.
    expect(await byTheme.locator('option').allInnerTexts()).toEqual(['Todos los temas', theme]);
    await byTheme.selectOption({ label: theme });
    await until(() => byTheme.inputValue()).not.toBe('');
    expect(await showing.innerText()).toBe('Mostrando 1 de 1');
    // Another category clears the theme filter (and the audio is no longer listed).
    const otherCategory = (await byCategory.locator('option').allInnerTexts()).find(
      (o) => o !== category && o !== 'Todas las categorías',
    ) as string;
    await byCategory.selectOption({ label: otherCategory });
    await until(() => byTheme.inputValue()).toBe('');
    await until(() => row.count()).toBe(0);
    await byCategory.selectOption({ label: 'Todas las categorías' });
    await audios.getByLabel('Buscar audios').fill(title);
    await until(() => row.count()).toBe(1);

    // Edit: a new title, isActive kept.
    const newTitle = 'Calma breve';
    await row.getByRole('button', { name: `Editar ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Editar audio' });
    await until(() => editForm.getByLabel(/^Título\s*\*?$/).inputValue()).toBe(title);
    expect(await editForm.getByText('Duración: 0:03').isVisible()).toBe(true);
    await editForm.getByLabel(/^Título\s*\*?$/).fill(newTitle);
    await editForm.getByRole('button', { name: 'Guardar' }).click();
    await seeToast(page, 'Cambios guardados');
    await until(() => editForm.count()).toBe(0);
    await audios.getByLabel('Buscar audios').fill(newTitle);
    const edited = audios.getByRole('row').filter({ has: page.getByRole('rowheader', { name: newTitle }) });
    await until(() => edited.count()).toBe(1);
    expect(
      await edited.getByRole('switch', { name: `Activo: ${newTitle}` }).getAttribute('aria-checked'),
    ).toBe('true');

    // Delete.
    await edited.getByRole('button', { name: `Eliminar ${newTitle}` }).click();
    const deleteAudio = page.getByRole('dialog', { name: '¿Eliminar el audio?' });
    await deleteAudio.getByRole('button', { name: 'Eliminar' }).click();
    await seeToast(page, 'Audio eliminado');
    // Gone from the list (the search still finds other audios that say «calma» and «breve»).
    await until(() => edited.count()).toBe(0);

    // The category still has the theme: refused inside the dialog; then theme and category go.
    await categories.getByLabel('Buscar categorías').fill(category);
    await categories.getByRole('button', { name: `Eliminar ${category}` }).click();
    const deleteCategory = page.getByRole('dialog', { name: '¿Eliminar la categoría?' });
    await deleteCategory.getByRole('button', { name: 'Eliminar' }).click();
    await until(() => deleteCategory.getByRole('alert').innerText()).toBe(es.admin.categoryHasThemes);
    await deleteCategory.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => deleteCategory.count()).toBe(0);
    await themes.getByRole('button', { name: `Eliminar ${theme}` }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar el tema?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await seeToast(page, 'Tema eliminado');
    await categories.getByRole('button', { name: `Eliminar ${category}` }).click();
    await deleteCategory.getByRole('button', { name: 'Eliminar' }).click();
    await seeToast(page, 'Categoría eliminada');
    await until(() => categories.getByText(es.admin.noCategoriesFound).isVisible()).toBe(true);
  });

  it('an empty audio form shows the spec validation messages and saves nothing', async () => {
    const page = await adminPage();
    await page.goto('/admin/audio');
    const audios = panel(page, 'Audios');
    await until(() => audios.getByRole('table').isVisible()).toBe(true);
    const before = await audios.getByText(/^\(\d+\)$/).innerText();
    await audios.getByRole('button', { name: 'Agregar nuevo audio' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo audio' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    for (const message of [
      'La categoría es obligatoria',
      'El tema es obligatorio',
      'El título es obligatorio',
      'La descripción es obligatoria',
      'El archivo de audio es obligatorio',
    ]) {
      await until(() => form.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    expect(await form.getByLabel(/^Título\s*\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Duración: 0:00').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await until(() => form.count()).toBe(0);
    expect(await audios.getByText(/^\(\d+\)$/).innerText()).toBe(before);
  });
});

// ── Read-only and refused ───────────────────────────────────────────────────────────────────

describe('crmUser (read-only)', () => {
  it('opens Gestión de Audio and Recursos with every change control disabled', async () => {
    const page = await adminPage({ role: 'crmUser' });
    await page.goto('/admin/audio');
    await until(() => page.getByRole('heading', { name: 'Gestión de Audio', level: 1 }).isVisible()).toBe(
      true,
    );
    // The badge under the user in the menu, and the notice with its badge on the screen.
    await until(() => page.locator('aside').getByText('Solo lectura', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(
      await page.getByText('Tu rol permite consultar el back-office, pero no hacer cambios.').isVisible(),
    ).toBe(true);
    const audios = panel(page, 'Audios');
    await until(() => audios.getByRole('table').isVisible()).toBe(true);

    for (const name of ['Agregar nueva categoría', 'Agregar nuevo tema', 'Agregar nuevo audio']) {
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);
    }
    const allDisabled = (locator: Locator) =>
      locator.evaluateAll((els) => els.length > 0 && els.every((el) => (el as HTMLButtonElement).disabled));
    expect(await allDisabled(page.getByRole('switch', { name: /^Activo: / }))).toBe(true);
    expect(await allDisabled(page.getByRole('button', { name: /^Editar / }))).toBe(true);
    expect(await allDisabled(page.getByRole('button', { name: /^Eliminar / }))).toBe(true);
    // Reading stays possible: search and the cover players.
    expect(await audios.getByLabel('Buscar audios').isEnabled()).toBe(true);
    expect(
      await audios
        .getByRole('button', { name: /^Reproducir / })
        .first()
        .isEnabled(),
    ).toBe(true);

    await page
      .getByRole('navigation', { name: 'Menú del back-office' })
      .getByRole('link', { name: 'Recursos' })
      .click();
    await page.getByRole('link', { name: 'Abrir carpeta audios' }).click();
    await until(() =>
      page.getByRole('navigation', { name: 'Ruta de la carpeta' }).getByRole('link').allInnerTexts(),
    ).toEqual(['Root', 'audios']);
    await until(() => page.getByRole('button', { name: /^Eliminar archivo / }).count()).toBeGreaterThan(0);
    expect(
      await page.getByText('Tu rol permite consultar el back-office, pero no hacer cambios.').isVisible(),
    ).toBe(true);
    expect(await page.getByLabel('Selecciona archivos').isDisabled()).toBe(true);
    expect(await allDisabled(page.getByRole('button', { name: /^Eliminar archivo / }))).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Reproducir / })
        .first()
        .isEnabled(),
    ).toBe(true);
  });

  it('the API refuses each change with 403, and the back-office shows everything as it was', async () => {
    const crm = await buildUser(e.server, { role: 'crmUser' });
    const list = async <T>(what: string) =>
      (await crm.http.get(`/api/${what}/list?isDeleted=false`)).body.data as T[];
    const [category] = await list<{ _id: string; name: string }>('categories');
    const [theme] = await list<{ _id: string; name: string }>('themes');
    const [audio] = await list<{ _id: string; title: string; isActive: boolean }>('audios');
    const folder = (await crm.http.get('/api/cdnFiles/audios')).body.data.items as {
      path: string;
      name: string;
    }[];
    const file = folder[0] as { path: string; name: string };
    expect(category?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(theme?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(audio?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.path).toBe(`audios/${file.name}`);
    const fileSize = (await e.server.storage.stat(file.path))?.size;
    expect(fileSize).toBeGreaterThan(0);

    const cover = { coverImageName: '', coverImageUrl: '' };
    const attempts = [
      await crm.http.post('/api/categories/create', {
        name: 'Intrusa',
        description: 'No debería existir',
        coverImage: cover,
        isActive: true,
        order: 1,
      }),
      await crm.http.put(`/api/audios/update/${audio?._id}`, { isActive: !audio?.isActive }),
      await crm.http.delete(`/api/themes/delete/${theme?._id}`),
      await crm.http.post('/api/upload/presign', {
        path: 'audios',
        fileName: 'x.mp3',
        contentType: 'audio/mpeg',
      }),
      await crm.http.delete('/api/upload/audios/x.mp3'),
      await crm.http.delete(`/api/upload/${file.path}`),
    ];
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await e.server.storage.stat(file.path))?.size).toBe(fileSize);

    // What the crmUser sees: every item as it was, no 'Intrusa'.
    const page = await signedInPage(e, crm);
    await page.goto('/admin/audio');
    const categories = panel(page, 'Categorías');
    await until(() => categories.getByRole('rowheader', { name: category?.name }).isVisible()).toBe(true);
    await categories.getByLabel('Buscar categorías').fill('Intrusa');
    await until(() => categories.getByText(es.admin.noCategoriesFound).isVisible()).toBe(true);

    const themes = panel(page, 'Temas');
    await themes.getByLabel('Buscar temas').fill(theme?.name ?? '');
    await until(() => themes.getByRole('rowheader', { name: theme?.name, exact: true }).isVisible()).toBe(
      true,
    );

    const audios = panel(page, 'Audios');
    await audios.getByLabel('Buscar audios').fill(audio?.title ?? '');
    const audioSwitch = audios.getByRole('switch', { name: `Activo: ${audio?.title}` });
    await until(() => audioSwitch.getAttribute('aria-checked')).toBe(String(audio?.isActive));
    const audioRow = audios
      .getByRole('row')
      .filter({ has: page.getByRole('switch', { name: `Activo: ${audio?.title}` }) });
    expect(
      await audioRow.getByText(audio?.isActive ? 'Activo' : 'Inactivo', { exact: true }).isVisible(),
    ).toBe(true);

    await page.goto('/admin/assets?path=audios');
    await until(() => page.getByRole('button', { name: `Reproducir ${file.name}` }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Eliminar archivo ${file.name}` }).isDisabled()).toBe(true);
  });
});

describe('who may not enter', () => {
  it('a visitor opening /admin is sent to /', async () => {
    const visitor = await buildUser(e.server);
    const page = await signedInPage(e, visitor);
    await page.goto('/admin');
    await until(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Menú del back-office' }).count()).toBe(0);
  });

  it('an anonymous visitor opening /admin is sent to /, the path kept as login redirect', async () => {
    const page = await e.newPage();
    await page.goto('/admin');
    await until(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('loginRedirect'))).toBe('/admin');
    expect(await page.getByRole('navigation', { name: 'Menú del back-office' }).count()).toBe(0);
  });
});
