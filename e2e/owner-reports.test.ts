import { formatMoney } from '@sanarte/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FRESH_MS } from '../apps/server/src/modules/reports/reports.service.js';
import { buyThroughSimulator } from '../apps/server/test/billing-factories.js';
import { buildUser, playbackReport, startListening } from '../apps/server/test/factories.js';
import { noSidewaysScroll, queryRows, shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
let admin: Awaited<ReturnType<typeof buildUser>>;
let audioName: string;
beforeAll(async () => {
  admin = await buildUser(e.server, { role: 'admin', name: 'Ada', lastName: 'Admin' });
  // A buyer of the monthly Full in euros, who listens to an audio to its end.
  const buyer = await buildUser(e.server, { name: 'Noa' });
  await buyThroughSimulator(e.server, buyer.http, 'full-mensual');
  const audioId = await startListening(e.server, buyer.http, 'no_mas_insomnio');
  e.server.clock.advance(40_000);
  const played = await buyer.http.post(
    '/api/stats/playback',
    playbackReport(audioId, 40, { positionSeconds: 600 }),
  );
  expect(played.body.data.credited).toBe(40);
  const [audio] = await queryRows<{ title: string }>(e, sql`select title from audios where id = ${audioId}`);
  audioName = audio?.title as string;
  // The due work computes the owner's reports (the current month again once 10 minutes old).
  e.server.clock.advance(REPORT_FRESH_MS);
  await e.server.deps.jobs.runDue();
});

describe('the reports an owner reads', () => {
  it('the dashboard shows this month’s subscriber and MRR in euros, on a desktop and on a phone', async () => {
    const page = await signedInPage(e, admin, { width: 1366, height: 900 });
    await page.goto('/admin');
    const reports = page.getByRole('region', { name: 'Informes' });
    await until(() => reports.getByRole('heading', { name: 'MRR de los últimos 12 meses' }).isVisible()).toBe(
      true,
    );
    const table = reports.getByRole('table', { name: /Informe mensual/ });
    const current = table.getByRole('row').filter({ hasText: 'en curso' });
    await until(() => current.count()).toBe(1);
    const cells = await current.getByRole('cell').allInnerTexts();
    // Suscriptores 1, Nuevas 1, and the MRR in euros.
    expect(cells.slice(0, 2)).toEqual(['1', '1']);
    expect(cells.join(' ')).toContain(formatMoney(9.99, 'EUR'));
    await shot(page, 'reports/dashboard-desktop', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await until(() => noSidewaysScroll(page)).toBe(true);
    await shot(page, 'reports/dashboard-phone', { fullPage: true });
    await page.close();
  });

  it('KPI shows the audio played to its end: one play, one listener, 100 % completion', async () => {
    const page = await signedInPage(e, admin, { width: 1366, height: 900 });
    await page.goto('/admin/kpi');
    const section = page.getByRole('region', { name: 'Finalización por audio' });
    const row = section.getByRole('row').filter({ hasText: audioName });
    await until(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/100\s%/);
    await shot(page, 'reports/kpi-desktop', { fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await until(() => noSidewaysScroll(page)).toBe(true);
    await shot(page, 'reports/kpi-phone', { fullPage: true });
    await page.close();
  });
});
