import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileServer, grantOf, recordOf, streamedFile } from '../../../test/offline';
import { renderWithDownloads } from '../../../test/offline-ui';
import { fakeApi } from '../../../test/render';
import { ThemeDownload } from './theme-download';

const NOW = Date.now();

describe('«Descargar tema»', () => {
  it('downloads the audios not yet kept one after another, saying which, then says the theme is kept', async () => {
    const files = { a2: streamedFile(100), a3: streamedFile(100) };
    const server = fileServer({
      '/files/a2.mp3': (signal) => files.a2.response(signal),
      '/files/a3.mp3': (signal) => files.a3.response(signal),
    });
    fakeApi({
      'POST /api/library/downloads': (body) => ({
        body: { success: true, data: grantOf((body as { audioId: string }).audioId, NOW) },
      }),
    });
    const { user } = await renderWithDownloads(
      <ThemeDownload themeId="t1" themeName="Sueño" audioIds={['a1', 'a2', 'a3']} />,
      { deps: { fetch: server.fetch }, kept: [recordOf('a1', NOW)] },
    );
    await user.click(screen.getByRole('button', { name: 'Descargar tema «Sueño»' }));
    expect(await screen.findByText('Descargando 1 de 2')).toBeInTheDocument();
    await waitFor(() => expect(server.asked).toContain('/files/a2.mp3'));
    act(() => files.a2.end());
    expect(await screen.findByText('Descargando 2 de 2')).toBeInTheDocument();
    await waitFor(() => expect(server.asked).toContain('/files/a3.mp3'));
    act(() => files.a3.end());
    expect(await screen.findByText('Tema descargado')).toBeInTheDocument();
  });

  it('can be cancelled', async () => {
    const file = streamedFile(100);
    const server = fileServer({ '/files/a1.mp3': (signal) => file.response(signal) });
    fakeApi({ 'POST /api/library/downloads': { body: { success: true, data: grantOf('a1', NOW) } } });
    const { user, manager } = await renderWithDownloads(
      <ThemeDownload themeId="t1" themeName="Sueño" audioIds={['a1', 'a2']} />,
      { deps: { fetch: server.fetch } },
    );
    await user.click(screen.getByRole('button', { name: 'Descargar tema «Sueño»' }));
    await waitFor(() => expect(server.asked).toContain('/files/a1.mp3'));
    await user.click(screen.getByRole('button', { name: 'Cancelar la descarga del tema «Sueño»' }));
    expect(await screen.findByRole('button', { name: 'Descargar tema «Sueño»' })).toBeInTheDocument();
    expect(manager.getState().records).toEqual({});
    expect(server.asked).not.toContain('/files/a2.mp3');
  });
});
