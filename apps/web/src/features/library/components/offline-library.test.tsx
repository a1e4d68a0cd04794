import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordOf } from '../../../test/offline';
import { renderWithDownloads } from '../../../test/offline-ui';
import { stopPlayer } from '../../../test/player';
import { fakeApi } from '../../../test/render';
import { OfflineLibrary } from './offline-library';

const NOW = Date.now();

afterEach(() => act(() => stopPlayer()));

describe('the library offline', () => {
  it('lists the downloaded audios, each playing in the app player', async () => {
    fakeApi({
      'GET /api/audios/a1/access': {
        body: {
          success: true,
          data: {
            audioUrl: '/offline/audio/a1',
            expiresAt: new Date(NOW + 3_600_000).toISOString(),
            audio: { _id: 'a1', duration: 600 },
          },
        },
      },
    });
    const { user } = await renderWithDownloads(<OfflineLibrary />, {
      deps: { serviceWorkerControlled: () => true },
      kept: [
        recordOf('a1', NOW, { title: 'Calma profunda', themeName: 'Ansiedad', duration: 605 }),
        recordOf('a2', NOW, { title: 'Noche serena', themeName: 'Sueño', hasCover: false }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tus descargas' })).toBeInTheDocument();
    expect(
      screen.getByText('Estás sin conexión. Puedes escuchar los audios que descargaste.'),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Calma profunda',
      'Noche serena',
    ]);
    const first = within(items[0]!);
    expect(first.getByText('Ansiedad')).toBeInTheDocument();
    expect(first.getByText('10:05')).toBeInTheDocument();
    await waitFor(() => expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/offline/cover/a1'));

    await user.click(first.getByRole('button', { name: 'Reproducir Calma profunda' }));
    expect(await first.findByRole('button', { name: 'Pausar Calma profunda' })).toBeInTheDocument();
  });

  it('says what to do when nothing was downloaded', async () => {
    await renderWithDownloads(<OfflineLibrary />);
    expect(
      await screen.findByText(
        'Todavía no has descargado ningún audio. Cuando vuelvas a tener conexión, descarga audios desde Mi Biblioteca para escucharlos sin internet.',
      ),
    ).toBeInTheDocument();
  });
});
