import { es } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesizeMp3 } from '../apps/server/src/db/seed/synth.js';
import {
  FACTORY_PASSWORD,
  audioIn,
  buildUser,
  giveSubscription,
  themeId,
} from '../apps/server/test/factories.js';
import { HttpClient } from '../apps/server/test/http.js';
import { makePng, signInAs, signedInPage } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

const playing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('audio')].some((a) => !a.paused && a.currentTime > 0));
const position = (page: Page) =>
  page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('audio')].map((a) => a.currentTime)));

describe('Configuración', () => {
  it('uploads an avatar that shows in the header, and changes the password', async () => {
    const user = await buildUser(e.server, { name: 'Marta' });
    const page = await signedInPage(e, user);
    await page.goto('/panel/configuracion');
    await expect.poll(() => page.getByRole('tab', { name: es.panel.profileTab }).isVisible()).toBe(true);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: await makePng() });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText(es.panel.profileUpdated).first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .locator(
            'header img[src*="/cdn/avatars/"], nav img[src*="/cdn/avatars/"], aside img[src*="/cdn/avatars/"]',
          )
          .count(),
      )
      .toBeGreaterThan(0);

    await page.getByRole('tab', { name: es.panel.passwordTab }).click();
    await page.getByLabel(/^Contraseña actual/).fill(FACTORY_PASSWORD);
    await page.getByLabel(/^Nueva contraseña/).fill('Otra#Clave2026');
    await page.getByLabel(/^Confirmar nueva contraseña/).fill('Otra#Clave2026');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(() => page.getByText(es.password.updated).first().isVisible()).toBe(true);
    const again = await new HttpClient(e.server.baseUrl).post('/api/users/login', {
      email: user.email,
      password: 'Otra#Clave2026',
    });
    expect(again.status).toBe(200);
  });

  it('keeps temporary users out of Configuración', async () => {
    const user = await buildUser(e.server, { tempUser: true });
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, tempUser: true });
    await page.goto('/panel/configuracion');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel');
    expect(await page.getByRole('link', { name: es.panel.settings }).count()).toBe(0);
  });
});

describe('Mi Biblioteca', () => {
  it('plays, keeps playing across panel pages, and resumes near the same second after a reload', async () => {
    // A 30-second audio, so there is time to move around.
    const audioId = await audioIn(e.server, 'no_mas_insomnio');
    const [row] = (
      (await e.server.database.db.execute(
        sql`select title, audio_path from audios where id = ${audioId}`,
      )) as unknown as {
        rows: { title: string; audio_path: string }[];
      }
    ).rows;
    await e.server.storage.put(
      row?.audio_path as string,
      synthesizeMp3({ baseHz: 196, mood: 'warm', seed: 3, breathSeconds: 10 }, 30),
      'audio/mpeg',
    );
    await e.server.catalogueSql(sql`update audios set duration = 30 where id = ${audioId}`);

    const user = await buildUser(e.server, { name: 'Elena' });
    await giveSubscription(e.server, user.id, 'full');
    const page = await signedInPage(e, user);
    await page.goto('/panel/biblioteca');
    const play = page.getByRole('button', { name: `Reproducir ${row?.title}` }).first();
    await expect.poll(() => play.isVisible()).toBe(true);
    await play.click();
    await expect.poll(() => playing(page)).toBe(true);

    await page.getByRole('link', { name: es.panel.mySubscription }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/suscripcion');
    const before = await position(page);
    await expect.poll(() => position(page)).toBeGreaterThan(before + 1);
    expect(await playing(page)).toBe(true);

    await expect.poll(() => position(page)).toBeGreaterThan(3);
    const player = page.getByRole('region', { name: 'Reproductor' });
    await player.getByRole('button', { name: 'Pausar' }).click();
    const pausedAt = await position(page);
    expect(pausedAt).toBeGreaterThan(2);
    // The pause reported the position to the server.
    await expect
      .poll(async () => {
        const r = (await e.server.database.db.execute(
          sql`select position_seconds from playback_positions where user_id = ${user.id} and audio_id = ${audioId}`,
        )) as unknown as { rows: { position_seconds: number }[] };
        return r.rows[0]?.position_seconds ?? 0;
      })
      .toBeGreaterThanOrEqual(Math.floor(pausedAt) - 1);

    await page.goto('/panel/biblioteca');
    await page
      .getByRole('button', { name: `Reproducir ${row?.title}` })
      .first()
      .click();
    await expect.poll(() => playing(page)).toBe(true);
    expect(await position(page)).toBeGreaterThanOrEqual(Math.floor(pausedAt) - 1);
  });

  it('shows a mini subscriber only the two chosen themes', async () => {
    const user = await buildUser(e.server);
    await giveSubscription(e.server, user.id, 'mini', [
      await themeId(e.server, 'no_mas_insomnio'),
      await themeId(e.server, 'duelo_y_paz'),
    ]);
    const page = await signedInPage(e, user);
    await page.goto('/panel/biblioteca');
    await expect.poll(() => page.getByRole('heading', { name: 'No más insomnio' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Duelo y paz' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Adelgaza fácilmente' }).count()).toBe(0);
  });
});
