import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_AUDIO } from '../../../test/library';
import { fileResponse, fileServer, grantOf, recordOf, streamedFile } from '../../../test/offline';
import { renderWithDownloads } from '../../../test/offline-ui';
import { stopPlayer } from '../../../test/player';
import { fakeApi } from '../../../test/render';
import { AudioCard } from './audio-card';

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
