import { SECTIONS, es } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, sessionUser, testResult } from '../../../test/render';
import { validateTokenFailure } from '../../auth';
import { questionnaire } from '../content';
import { WellbeingTestPage } from './wellbeing-test-page';

/** Answers every question with its first option, section by section, then 'Ver Resultados'. */
async function answerAll(user: ReturnType<typeof renderApp>['user']) {
  for (const [i, section] of SECTIONS.entries()) {
    await screen.findByText(`Sección ${i + 1} de ${SECTIONS.length}`);
    const groups = screen.getAllByRole('group').filter((g) => within(g).queryAllByRole('radio').length > 0);
    expect(groups).toHaveLength(section.questions.length);
    for (const group of groups) await user.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await user.click(
      screen.getByRole('button', { name: i === SECTIONS.length - 1 ? es.test.seeResults : es.test.next }),
    );
  }
}

/** An anonymous visitor takes the test: every question answered, then the results' title. */
async function takeTestAnonymously() {
  fakeApi({ 'GET /api/themes/list': { body: { success: true, data: [] } } });
  const view = renderApp(<WellbeingTestPage />, { path: '/test' });
  view.store.dispatch(validateTokenFailure());
  await answerAll(view.user);
  const title = await screen.findByRole('heading', { level: 1, name: es.test.resultsTitle });
  return { ...view, title };
}

/** A signed-in user whose result is saved opens /test: the results show as the page opens. */
function openSavedResult() {
  fakeApi({ 'GET /api/themes/list': { body: { success: true, data: [] } } });
  const user = sessionUser({ tookTest: true, testResult: testResult() });
  renderApp(<WellbeingTestPage />, { path: '/test', user });
}

describe('/test: the questionnaire gives way to the results', () => {
  it("'Ver Resultados' moves the focus to the results' title", async () => {
    const { title } = await takeTestAnonymously();
    expect(title).toHaveFocus();
  });

  it("back from a retake ('Volver a mis resultados'), the results' title has the focus again", async () => {
    const view = await takeTestAnonymously();
    await view.user.click(screen.getByRole('button', { name: es.test.retake }));
    await view.user.click(await screen.findByRole('button', { name: questionnaire.backToResults }));
    expect(await screen.findByRole('heading', { level: 1, name: es.test.resultsTitle })).toHaveFocus();
  });

  it('results shown as the page opens (a saved result) leave the focus alone', async () => {
    openSavedResult();
    const title = await screen.findByRole('heading', { level: 1, name: es.test.resultsTitle });
    expect(title).not.toHaveFocus();
  });
});

describe('/test: a saved result', () => {
  it('leads to "Para ti" on the panel', async () => {
    openSavedResult();
    expect(await screen.findByRole('link', { name: 'Ver «Para ti» en mi panel' })).toHaveAttribute(
      'href',
      '/panel',
    );
  });

  it('an anonymous visitor, whose result is not saved, is offered the trial instead', async () => {
    await takeTestAnonymously();
    expect(screen.queryByRole('link', { name: 'Ver «Para ti» en mi panel' })).not.toBeInTheDocument();
  });
});
