import { DEFAULT_IMAGES } from '@sanarte/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_AUDIO } from '../../../test/library';
import { fileResponse, fileServer, grantOf, recordOf, streamedFile } from '../../../test/offline';
import { renderWithDownloads } from '../../../test/offline-ui';
import { stopPlayer } from '../../../test/player';
import { fakeApi } from '../../../test/render';
import { AudioCard, trackOf } from './audio-card';

const NOW = Date.now();
const grant = { body: { success: true, data: grantOf('a1', NOW, { title: 'Calma profunda' }) } };

afterEach(() => act(() => stopPlayer()));

/** The card with its download granted and its file arriving as the test sends it. */
async function renderStreaming() {
  const file = streamedFile(1000);
  const server = fileServer({ '/files/a1.mp3': (signal) => file.response(signal) });
  fakeApi({ 'POST /api/library/downloads': grant });
  const view = await renderWithDownloads(<AudioCard audio={LIBRARY_AUDIO} themeName="Sueño" />, {
    deps: { fetch: server.fetch },
  });
  return { ...view, file, server };
}

describe("an audio card's download", () => {
  it('goes from «Descargar» to a progress bar with its percentage, then to «Descargado»', async () => {
    const { user, manager, file, server } = await renderStreaming();

    await user.click(screen.getByRole('button', { name: 'Descargar «Calma profunda»' }));
    const bar = await screen.findByRole('progressbar', { name: 'Descarga de «Calma profunda»' });
    await waitFor(() => expect(server.asked).toContain('/files/a1.mp3'));
    act(() => file.send(250));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(bar).toHaveAttribute('aria-valuetext', '25\u00a0%');
    expect(screen.getByText('25 %')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cancelar la descarga de «Calma profunda»' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Descargar/ })).not.toBeInTheDocument();

    act(() => file.end());
    expect(await screen.findByText('Descargado')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(manager.getState().records.a1).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Eliminar descarga de «Calma profunda»' }));
    expect(await screen.findByRole('button', { name: 'Descargar «Calma profunda»' })).toBeInTheDocument();
    expect(manager.getState().records).toEqual({});
  });

  it('can be cancelled: back to «Descargar», with nothing kept and no error', async () => {
    const { user, device, file, server } = await renderStreaming();
    await user.click(screen.getByRole('button', { name: 'Descargar «Calma profunda»' }));
    await waitFor(() => expect(server.asked).toContain('/files/a1.mp3'));
    act(() => file.send(100));
    await user.click(await screen.findByRole('button', { name: 'Cancelar la descarga de «Calma profunda»' }));
    expect(await screen.findByRole('button', { name: 'Descargar «Calma profunda»' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(device.files.data.size).toBe(0);
  });

  it('says why a download failed, and lets the listener try again', async () => {
    fakeApi({
      'POST /api/library/downloads': {
        status: 403,
        body: { success: false, message: 'Tu plan no incluye este audio.' },
      },
    });
    const { user } = await renderWithDownloads(<AudioCard audio={LIBRARY_AUDIO} themeName="Sueño" />, {
      deps: { fetch: fileServer({ '/files/a1.mp3': fileResponse(10) }).fetch },
    });
    await user.click(screen.getByRole('button', { name: 'Descargar «Calma profunda»' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu plan no incluye este audio.');
    expect(screen.getByRole('button', { name: 'Descargar «Calma profunda»' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a kept audio as downloaded', async () => {
    await renderWithDownloads(<AudioCard audio={LIBRARY_AUDIO} themeName="Sueño" />, {
      kept: [recordOf('a1', NOW)],
    });
    expect(screen.getByText('Descargado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar descarga de «Calma profunda»' })).toBeInTheDocument();
  });

  it('offers no download where the browser cannot keep them', async () => {
    await renderWithDownloads(<AudioCard audio={LIBRARY_AUDIO} themeName="Sueño" />, {
      deps: { usable: async () => false },
    });
    expect(screen.getByRole('button', { name: 'Reproducir Calma profunda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();
  });
});

describe("an audio card's cover", () => {
  const url = 'http://host/media/covers/calma.webp';
  const srcset =
    'http://host/media/covers/calma-320w.webp 320w, http://host/media/covers/calma-640w.webp 640w, http://host/media/covers/calma-960w.webp 960w';
  const withCover = (coverImageSrcset?: string) => ({
    ...LIBRARY_AUDIO,
    coverImage: { coverImageName: 'calma.webp', coverImageUrl: url, coverImageSrcset },
  });
  const coverOf = (container: HTMLElement) => {
    const img = container.querySelector('article img');
    if (!img) throw new Error('no cover');
    return img;
  };

  it('offers the resized copies, with the width it is drawn at, the original as src', async () => {
    const { container } = await renderWithDownloads(
      <AudioCard audio={withCover(srcset)} themeName="Sueño" />,
    );
    const img = coverOf(container);
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute('srcset', srcset);
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 96px, 64px');
  });

  it('has no srcset (nor sizes) when there are no copies', async () => {
    for (const none of ['', undefined]) {
      const { container, unmount } = await renderWithDownloads(
        <AudioCard audio={withCover(none)} themeName="Sueño" />,
      );
      const img = coverOf(container);
      expect(img).toHaveAttribute('src', url);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
      unmount();
    }
  });

  it('drops the copies with the cover when it fails to load (the default image has none)', async () => {
    const { container } = await renderWithDownloads(
      <AudioCard audio={withCover(srcset)} themeName="Sueño" />,
    );
    fireEvent.error(coverOf(container));
    const img = coverOf(container);
    expect(img).toHaveAttribute('src', DEFAULT_IMAGES.audio);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('hands the copies to the player with the cover', () => {
    expect(trackOf(withCover(srcset)).coverSrcset).toBe(srcset);
    expect(trackOf(withCover('')).coverSrcset).toBeUndefined();
  });
});

describe("an audio card's «Nuevo»", () => {
  const released = { ...LIBRARY_AUDIO, isNew: true, releaseAt: '2026-12-05T08:00:00.000Z' };

  it('marks an audio released in the last days, in words a screen reader reads with the card', async () => {
    await renderWithDownloads(<AudioCard audio={released} themeName="Sueño" showTheme />);
    const card = within(screen.getByRole('article', { name: 'Calma profunda' }));
    expect(card.getByText('Nuevo')).toBeVisible();
    // Beside the theme, not in the title: the card keeps its name.
    expect(card.getByText('Sueño')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Calma profunda' })).toBeInTheDocument();
  });

  it('is not there for an older audio', async () => {
    await renderWithDownloads(<AudioCard audio={LIBRARY_AUDIO} themeName="Sueño" />);
    expect(screen.getByRole('article', { name: 'Calma profunda' })).toBeInTheDocument();
    expect(screen.queryByText('Nuevo')).not.toBeInTheDocument();
  });
});
