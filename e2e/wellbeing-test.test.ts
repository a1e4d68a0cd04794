import { SECTIONS, es } from '@sanarte/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../apps/server/test/factories.js';
import { signInAs } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();
beforeAll(async () => {
  // The expired trial answers 401 (and its last listening report 403) on purpose; the browser
  // logs its own line for each.
  e.allowConsole(/Failed to load resource: the server responded with a status of 40[13]/);
});

/** Answers all 17 questions, checking 'Siguiente' stays disabled until each section is complete. */
async function answerAll(page: Page, pick: 'first' | 'last') {
  for (const [i, section] of SECTIONS.entries()) {
    await expect.poll(() => page.getByText(`Sección ${i + 1} de ${SECTIONS.length}`).isVisible()).toBe(true);
    const next = page.getByRole('button', {
      name: i === SECTIONS.length - 1 ? es.test.seeResults : es.test.next,
    });
    expect(await next.isDisabled()).toBe(true);
    const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
    expect(await groups.count()).toBe(section.questions.length);
    for (let q = 0; q < section.questions.length; q++) {
      const radios = groups.nth(q).getByRole('radio');
      await (pick === 'first' ? radios.first() : radios.last()).check();
      if (q < section.questions.length - 1) expect(await next.isDisabled()).toBe(true);
    }
    expect(await next.isDisabled()).toBe(false);
    await next.click();
  }
}

describe('/test', () => {
  it('a trial user answers the 17 questions, sees the themes, and plays a 48-hour trial audio', async () => {
    const user = await buildUser(e.server, { tempUser: true, verified: true, name: 'Sara' });
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, tempUser: true });
    await page.goto('/test');
    await expect.poll(() => page.getByRole('heading', { name: es.test.title }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: es.test.previous }).isDisabled()).toBe(true);
    await answerAll(page, 'first');

    await expect.poll(() => page.getByRole('heading', { name: es.test.resultsTitle }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: es.test.chooseAudio }).isVisible()).toBe(true);
    const play = page.getByRole('button', { name: /^Reproducir / }).first();
    const title = ((await play.getAttribute('aria-label')) ?? (await play.innerText())).replace(
      /^Reproducir /,
      '',
    );
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar audio de prueba' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(es.test.trialConfirm);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();

    const pause = page.getByRole('button', { name: `Pausar ${title}` }).first();
    await expect.poll(() => pause.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: es.test.trialCard }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(es.test.trialNote).isVisible()).toBe(true);
    expect(await page.evaluate(() => [...document.querySelectorAll('audio')].some((a) => !a.paused))).toBe(
      true,
    );
    await pause.click();
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].every((a) => a.paused)))
      .toBe(true);
    expect(await page.getByRole('button', { name: es.test.retake }).count()).toBe(0);

    // Two days later the same audio is refused with the spec's message.
    e.server.clock.advance(48 * 3600_000 + 60_000);
    try {
      await page
        .getByRole('button', { name: `Reproducir ${title}` })
        .first()
        .click();
      await expect.poll(() => page.getByText(es.test.trialExpired).first().isVisible()).toBe(true);
      expect(await page.evaluate(() => [...document.querySelectorAll('audio')].every((a) => a.paused))).toBe(
        true,
      );
    } finally {
      e.server.clock.reset();
    }
  });

  it('a signed-in user retakes the test and sees the new result', async () => {
    const user = await buildUser(e.server, { name: 'Hugo' });
    await user.http.post('/api/users/take-test', { categorySlug: 'salud', themesSlugs: ['no_mas_insomnio'] });
    const page = await e.newPage();
    await signInAs(page, e, { email: user.email, password: 'Calma#Serena9' });
    await page.goto('/test');
    await expect.poll(() => page.getByRole('heading', { name: es.test.resultsTitle }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('SALUD').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: es.test.retake }).click();
    await answerAll(page, 'last');
    await expect.poll(() => page.getByRole('heading', { name: es.test.resultsTitle }).isVisible()).toBe(true);
    const me = await user.http.get('/api/users/me');
    const label = String(me.body.data.user.testResult.categoriaPrincipal).replaceAll('_', ' ').toUpperCase();
    expect(me.body.data.user.testResult.createdAt).not.toBeUndefined();
    await expect.poll(() => page.getByText(label).first().isVisible()).toBe(true);
    const history = await user.http.get('/api/users/test-history');
    expect(history.body.data).toHaveLength(2);
  });

  it('an anonymous visitor sees the immediate result without saving', async () => {
    const page = await e.newPage();
    await page.goto('/test');
    await answerAll(page, 'first');
    await expect
      .poll(() => page.getByRole('heading', { name: es.test.immediateResults }).isVisible())
      .toBe(true);
  });
});
