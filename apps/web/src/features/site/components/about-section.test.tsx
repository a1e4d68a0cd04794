import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { hydrateServerHtml } from '../../../test/hydrate';
import { fakeApi, renderApp } from '../../../test/render';
import { AboutSection } from './about-section';

const MONTHLY = 'Una terapia nueva cada mes';
const MONTHLY_TEXT = 'Con el Plan Full, cada mes se suma una terapia nueva a tu biblioteca.';
const LINE = 'La más reciente: «Despertar sereno», publicada el 5 dic 2026.';

/** GET /api/catalogue/stats, with the latest release given (null: none yet). */
const stats = (latestRelease: { title: string; releasedAt: string; releasedOn: string } | null) => ({
  'GET /api/catalogue/stats': {
    body: {
      success: true,
      data: {
        categories: 3,
        themes: 21,
        audios: 63,
        categoryNames: ['Salud', 'Amor', 'Desarrollo Personal'],
        latestRelease,
      },
    },
  },
});
const RELEASE = {
  title: 'Despertar sereno',
  releasedAt: '2026-12-05T08:00:00.000Z',
  releasedOn: '5 dic 2026',
};

/** The selling point «Una terapia nueva cada mes» (its card in the list). */
const monthlyPoint = (scope: HTMLElement = document.body) => {
  const item = within(scope).getByRole('heading', { name: MONTHLY }).closest('li');
  if (!item) throw new Error('no card for the monthly release');
  return within(item);
};

/** Waits until the claims band (the same request) shows its figures: the stats have arrived. */
const statsArrived = async () =>
  expect(await screen.findByText('63', {}, { timeout: 5000 })).toBeInTheDocument();

describe('«Una terapia nueva cada mes» on the landing', () => {
  it('names the latest release and its day, from the catalogue’s stats', async () => {
    const calls = fakeApi(stats(RELEASE));
    renderApp(<AboutSection />);
    expect(await monthlyPoint().findByText(LINE)).toBeInTheDocument();
    expect(monthlyPoint().getByText(MONTHLY_TEXT)).toBeInTheDocument();
    // The claims band's request serves both.
    expect(calls.filter((c) => c.route === 'GET /api/catalogue/stats')).toHaveLength(1);
  });

  it('keeps its own text alone while there is no release yet', async () => {
    fakeApi(stats(null));
    renderApp(<AboutSection />);
    await statsArrived();
    expect(monthlyPoint().getByText(MONTHLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/La más reciente/)).not.toBeInTheDocument();
  });

  it('is prerendered without the line (no guess to correct), which appears after hydrating', async () => {
    const ui = () => (
      <Provider store={makeStore()}>
        <MemoryRouter>
          <AboutSection />
        </MemoryRouter>
      </Provider>
    );
    const html = renderToString(ui());
    expect(html).toContain(MONTHLY_TEXT);
    expect(html).not.toContain('La más reciente');

    fakeApi(stats(RELEASE));
    const hydrated = await hydrateServerHtml(html, ui());
    try {
      expect(await monthlyPoint(hydrated.container).findByText(LINE)).toBeInTheDocument();
      expect(hydrated.recoverable).not.toHaveBeenCalled();
      expect(hydrated.errors).not.toHaveBeenCalled();
    } finally {
      hydrated.unmount();
    }
  });
});
