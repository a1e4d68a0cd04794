// "La terapia del mes" as staff and a listener meet it: staff schedule an audio in the back-office,
// the clock passes its time, the listener finds it under «Nuevo este mes» and gets one e-mail,
// whose link stops the next ones.
import { formatDateTime, toBusinessWallClock } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audioIn, buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
const HOUR = 3_600_000;

const SIZES = [
  { name: 'desktop', width: 1366, height: 850, theme: 'adios_al_estres', nextTheme: 'amor_propio' },
  { name: 'phone', width: 390, height: 844, theme: 'duelo_y_paz', nextTheme: 'supera_una_ruptura' },
] as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const newThisMonth = (page: Page) =>
  page.getByRole('region', { name: 'Para ti' }).getByRole('region', { name: 'Nuevo este mes' });

describe('La terapia del mes', () => {
  for (const size of SIZES) {
    it(`staff schedule it; once its time passes the listener finds it under «Nuevo este mes» and gets one e-mail, which stops the next (${size.name})`, async () => {
      const title = `Terapia del mes (${size.name})`;
      // An audio listeners do not have yet: a seeded one, renamed and switched off.
      const audioId = await audioIn(e.server, size.theme);
      await e.server.catalogueSql(
        sql`update audios set title = ${title}, is_active = false where id = ${audioId}`,
      );
      const listener = await buildUser(e.server, { name: 'Lucía' });
      await giveSubscription(e.server, listener.id, 'full');
      const another = await buildUser(e.server, { name: 'Marta' });
      await giveSubscription(e.server, another.id, 'full');
      const admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });

      // Staff give it a publication time two hours ahead, in Spain's time.
      const staff = await signedInPage(e, admin, size);
      await staff.goto('/admin/audio');
      const audios = staff.getByRole('region', { name: 'Audios', exact: true });
      await audios.getByLabel('Buscar audios').fill(title);
      const edit = audios.getByRole('button', { name: `Editar ${title}` });
      await until(() => edit.isVisible()).toBe(true);
      await edit.click();
      const form = staff.getByRole('dialog', { name: 'Editar audio' });
      await until(() => form.isVisible()).toBe(true);
      const at = new Date(e.server.clock.now().getTime() + 2 * HOUR);
      at.setUTCSeconds(0, 0);
      await form.getByLabel('Publicación programada (hora de España)').fill(toBusinessWallClock(at));
      await form.getByRole('button', { name: 'Guardar' }).click();
      await until(() => form.count()).toBe(0);
      // The table on a desktop, the cards on a phone: what is on screen says «Programada» and when.
      const shown = (text: string) => audios.getByText(text, { exact: true }).locator('visible=true');
      await until(() => shown('Programada').count()).toBe(1);
      expect(await shown(formatDateTime(at)).count()).toBe(1);
      expect(await noSidewaysScroll(staff)).toBe(true);
      await shot(staff, `releases/admin-scheduled-${size.name}`);

      // Before its time the listener has nothing of it.
      const before = await signedInPage(e, listener, size);
      await before.goto('/panel');
      await until(() => before.getByRole('region', { name: 'Para ti' }).isVisible()).toBe(true);
      expect(await before.getByText(title).count()).toBe(0);
      await before.close();

      // The clock passes the time: the minute's due work publishes it and writes its announcement.
      e.server.clock.advance(2 * HOUR + 60_000);
      await e.server.deps.jobs.runDue();
      await e.server.deps.releases.flush();
      await e.server.deps.mail.flush();

      // Two hours on, the listener comes back (signing in: the session of before has lapsed).
      const page = await signedInPage(e, listener, size);
      await page.goto('/panel');
      const card = newThisMonth(page).getByRole('article').filter({ hasText: title });
      await until(() => card.count()).toBe(1);
      expect(await card.getByText('Nuevo', { exact: true }).isVisible()).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `releases/welcome-${size.name}`, { fullPage: true });
      await page.goto('/panel/biblioteca');
      await until(() => newThisMonth(page).getByRole('article').filter({ hasText: title }).count()).toBe(1);
      await shot(page, `releases/library-${size.name}`);

      // One e-mail, to the listener, leading to the library, with its way out.
      const mails = e.server.mail.sent.filter((m) => m.to === listener.email && m.subject.includes(title));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('/panel/biblioteca');
      const out = mails[0]?.text.match(/https?:\/\/\S+\/correo\/baja\?t=\S+/)?.[0];
      expect(out).toBeDefined();

      // The foot's link, followed in the browser, stops the next announcements.
      const link = new URL(out as string);
      await page.goto(`${link.pathname}${link.search}`);
      await until(() =>
        page.getByText('Listo: ya no te enviaremos correos de terapias nuevas.').isVisible(),
      ).toBe(true);
      await shot(page, `releases/unsubscribed-${size.name}`);
      await page.getByRole('link', { name: 'Ir a mis avisos' }).click();
      const choice = page.getByRole('switch', {
        name: 'Avisarme por correo cuando se publique una terapia nueva que puedo escuchar',
      });
      await until(() => choice.getAttribute('aria-checked')).toBe('false');
      expect(await noSidewaysScroll(page)).toBe(true);

      // The next release is announced to the others, not to the listener who stopped it.
      const next = await audioIn(e.server, size.nextTheme);
      const nextTitle = `Otra terapia (${size.name})`;
      await e.server.catalogueSql(
        sql`update audios set title = ${nextTitle}, is_active = false,
                   release_at = ${new Date(e.server.clock.now().getTime() + HOUR)}, released_at = null
             where id = ${next}`,
      );
      e.server.clock.advance(HOUR + 60_000);
      await e.server.deps.jobs.runDue();
      await e.server.deps.releases.flush();
      await e.server.deps.mail.flush();
      const announced = (to: string) =>
        e.server.mail.sent.filter((m) => m.to === to && m.subject.includes(nextTitle));
      expect(announced(another.email)).toHaveLength(1);
      expect(announced(listener.email)).toEqual([]);
    });
  }
});
