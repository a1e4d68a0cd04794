import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIBRARY_AUDIO } from '../../../test/library';
import { renderWithDownloads } from '../../../test/offline-ui';
import { fakeApi } from '../../../test/render';
import { ForYou } from './for-you';

const card = (
  id: string,
  title: string,
  theme: string,
  more: { open?: boolean; positionSeconds?: number; isNew?: boolean } = {},
) => ({
  ...LIBRARY_AUDIO,
  _id: id,
  title,
  theme: { _id: `t-${theme}`, name: theme, category: { _id: 'c1', name: 'Salud' } },
  positionSeconds: more.positionSeconds ?? 0,
  open: more.open ?? true,
  ...(more.isNew && { isNew: true, releaseAt: '2026-12-05T08:00:00.000Z' }),
});
const answer = (data: unknown) => ({ 'GET /api/library/for-you': { body: { success: true, data } } });
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('Para ti', () => {
  it('invites a listener without a test to take it', async () => {
    fakeApi(answer({ test: null, continueListening: [], startWith: [], notHeard: [], newThisMonth: [] }));
    await renderWithDownloads(<ForYou />);
    expect(await screen.findByRole('heading', { name: 'Aún no has hecho el test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer el test' })).toHaveAttribute('href', '/panel/mis-tests');
  });

  it("shows the test's category and themes, where the listener left off and what to start with", async () => {
    fakeApi(
      answer({
        test: {
          category: { slug: 'salud', name: 'Salud' },
          themes: [
            { slug: 'sueno', name: 'No más insomnio' },
            { slug: 'estres', name: 'Adiós al estrés' },
          ],
          takenAt: '2026-11-20T10:00:00.000Z',
        },
        continueListening: [card('a1', 'Calma profunda', 'No más insomnio', { positionSeconds: 200 })],
        startWith: [
          card('a2', 'Preparar la noche', 'No más insomnio'),
          card('a3', 'Respira y suelta', 'Adiós al estrés', { open: false }),
        ],
        notHeard: [card('a4', 'Si te despiertas de madrugada', 'No más insomnio')],
        newThisMonth: [],
      }),
    );
    await renderWithDownloads(<ForYou all />);
    await screen.findByText('Según tu test');
    expect(
      within(screen.getByRole('list', { name: 'Tus temas' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No más insomnio', 'Adiós al estrés']);
    expect(region('Continúa donde lo dejaste').getByText('Continúa en 3:20')).toBeInTheDocument();
    const start = region('Para empezar');
    expect(
      within(start.getByRole('article', { name: 'Preparar la noche' })).getByText('No más insomnio'),
    ).toBeInTheDocument();
    expect(start.getByRole('button', { name: /Reproducir Preparar la noche/ })).toBeInTheDocument();
    // Not in the listener's plan: no play button, the way to the plans instead.
    const closed = within(start.getByRole('article', { name: 'Respira y suelta' }));
    expect(closed.queryByRole('button', { name: /Reproducir/ })).not.toBeInTheDocument();
    expect(closed.getByText('No incluido en tu plan')).toBeInTheDocument();
    expect(closed.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/panel/suscripcion?planes=1',
    );
    expect(
      region('Aún no has escuchado').getByRole('article', { name: 'Si te despiertas de madrugada' }),
    ).toBeInTheDocument();
  });

  it('keeps the row of what was not heard for the library', async () => {
    fakeApi(
      answer({
        test: { category: null, themes: [], takenAt: '2026-11-20T10:00:00.000Z' },
        continueListening: [],
        startWith: [card('a2', 'Preparar la noche', 'No más insomnio')],
        notHeard: [card('a4', 'Si te despiertas de madrugada', 'No más insomnio')],
        newThisMonth: [],
      }),
    );
    await renderWithDownloads(<ForYou />);
    await screen.findByRole('region', { name: 'Para empezar' });
    expect(screen.queryByRole('region', { name: 'Aún no has escuchado' })).not.toBeInTheDocument();
  });

  it('shows «Nuevo este mes» right after where the listener left off, closed cards included', async () => {
    fakeApi(
      answer({
        test: { category: null, themes: [], takenAt: '2026-11-20T10:00:00.000Z' },
        continueListening: [card('a1', 'Calma profunda', 'No más insomnio', { positionSeconds: 200 })],
        startWith: [card('a2', 'Preparar la noche', 'No más insomnio')],
        notHeard: [],
        newThisMonth: [
          card('a5', 'Despertar sereno', 'Adiós al estrés', { isNew: true }),
          card('a6', 'Amor propio', 'Autoestima', { isNew: true, open: false }),
        ],
      }),
    );
    await renderWithDownloads(<ForYou />);
    const row = await screen.findByRole('region', { name: 'Nuevo este mes' });
    expect(within(row).getByRole('heading', { name: 'Nuevo este mes' })).toBeInTheDocument();
    // Between what the listener is in the middle of and what to start with.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Continúa donde lo dejaste',
      'Nuevo este mes',
      'Para empezar',
    ]);
    // Each marked «Nuevo»; the one the plan opens plays.
    const open = within(within(row).getByRole('article', { name: 'Despertar sereno' }));
    expect(open.getByText('Nuevo')).toBeInTheDocument();
    expect(open.getByRole('button', { name: /Reproducir Despertar sereno/ })).toBeInTheDocument();
    // The one it does not open says so, and leads to the plans.
    const closed = within(within(row).getByRole('article', { name: 'Amor propio' }));
    expect(closed.getByText('Nuevo')).toBeInTheDocument();
    expect(closed.queryByRole('button', { name: /Reproducir/ })).not.toBeInTheDocument();
    expect(closed.getByText('No incluido en tu plan')).toBeInTheDocument();
    expect(closed.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
      'href',
      '/panel/suscripcion?planes=1',
    );
  });

  it('shows «Nuevo este mes» to a listener without a test too, and no such row without releases', async () => {
    fakeApi(
      answer({
        test: null,
        continueListening: [],
        startWith: [],
        notHeard: [],
        newThisMonth: [card('a5', 'Despertar sereno', 'Adiós al estrés', { isNew: true })],
      }),
    );
    const { unmount } = await renderWithDownloads(<ForYou />);
    expect(
      within(await screen.findByRole('region', { name: 'Nuevo este mes' })).getByRole('article', {
        name: 'Despertar sereno',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aún no has hecho el test' })).toBeInTheDocument();
    unmount();

    fakeApi(answer({ test: null, continueListening: [], startWith: [], notHeard: [], newThisMonth: [] }));
    await renderWithDownloads(<ForYou />);
    await screen.findByRole('heading', { name: 'Aún no has hecho el test' });
    expect(screen.queryByRole('region', { name: 'Nuevo este mes' })).not.toBeInTheDocument();
  });

  it('says so when it cannot load, and tries again', async () => {
    fakeApi({
      'GET /api/library/for-you': {
        status: 503,
        body: { success: false, message: 'Servicio no disponible.' },
      },
    });
    await renderWithDownloads(<ForYou />);
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
