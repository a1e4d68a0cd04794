import { NO_PROGRESS } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, sessionUser } from '../../../test/render';
import { MyProgress } from './my-progress';

const progress = (data: Record<string, unknown>) => ({
  'GET /api/library/progress': {
    body: {
      success: true,
      data: { ...NO_PROGRESS, ...data },
    },
  },
});
const figure = (label: string) =>
  screen.getByText(label).nextElementSibling?.textContent ??
  screen.getByText(label).previousElementSibling?.textContent;

describe('Mi progreso', () => {
  it('says what it will show before any listening', async () => {
    fakeApi(progress({}));
    renderApp(<MyProgress />, { user: sessionUser() });
    expect(
      await screen.findByText(
        'Cuando escuches tus terapias, aquí verás tus minutos y tus sesiones completadas.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the minutes and completed sessions of the week and the month, and the themes heard most', async () => {
    fakeApi(
      progress({
        minutesThisWeek: 25,
        minutesThisMonth: 61,
        sessionsThisWeek: 2,
        sessionsThisMonth: 5,
        sessionsTotal: 9,
        topThemes: [
          { _id: 't1', name: 'No más insomnio', minutes: 40 },
          { _id: 't2', name: 'Adiós al estrés', minutes: 1 },
        ],
        lastListenedOn: '2026-11-29',
      }),
    );
    renderApp(<MyProgress />, { user: sessionUser() });
    await screen.findByText('Minutos esta semana');
    expect(figure('Minutos esta semana')).toBe('25 min');
    expect(figure('Sesiones completadas esta semana')).toBe('2');
    expect(figure('Minutos este mes')).toBe('61 min');
    expect(figure('Sesiones completadas este mes')).toBe('5');
    const themes = within(screen.getByRole('list', { name: 'Lo que más escuchas' })).getAllByRole('listitem');
    expect(themes.map((li) => li.textContent)).toEqual(['No más insomnio40 min', 'Adiós al estrés1 min']);
    expect(screen.queryByText('Te echábamos de menos')).not.toBeInTheDocument();
  });

  it('welcomes the listener back after a week away, gently', async () => {
    fakeApi(progress({ lastListenedOn: '2026-11-12', missedYou: true }));
    renderApp(<MyProgress />, { user: sessionUser() });
    expect(await screen.findByText('Te echábamos de menos')).toBeInTheDocument();
    expect(screen.getByText(/^Tu última sesión fue el 12 nov 2026\./)).toBeInTheDocument();
  });
});
