import { LIMITS } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAY_MS, licenceOf, recordOf } from '../../../test/offline';
import { renderWithDownloads } from '../../../test/offline-ui';
import { MyDownloads } from './my-downloads';

const NOW = Date.now();
const GIB = 1024 ** 3;

describe('«Mis descargas»', () => {
  it('says how many audios are kept, the space they take and the space left', async () => {
    await renderWithDownloads(<MyDownloads />, {
      deps: { storage: { estimate: async () => ({ quota: 10 * GIB, usage: 1.5 * GIB }) } },
      kept: [recordOf('a1', NOW, { bytes: 30_000_000 }), recordOf('a2', NOW, { bytes: 17_500_000 })],
    });
    const area = screen.getByRole('region', { name: 'Mis descargas' });
    expect(within(area).getByText('2 audios descargados')).toBeInTheDocument();
    expect(await within(area).findByText(/Ocupan 45,3 MB/)).toBeInTheDocument();
    expect(within(area).getByText(/8,5 GB libres en el dispositivo/)).toBeInTheDocument();
  });

  it('removes every download after a confirmation, and keeps them when the listener changes their mind', async () => {
    const { user, manager, device } = await renderWithDownloads(<MyDownloads />, {
      kept: [recordOf('a1', NOW), recordOf('a2', NOW)],
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar todas' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar todas las descargas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.keys(manager.getState().records)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Eliminar todas' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar todas las descargas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar todas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(manager.getState().records).toEqual({});
    expect(device.files.data.size).toBe(0);
    expect(device.records.size).toBe(0);
    expect(screen.getByText('Descarga audios para escucharlos sin conexión.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar todas' })).not.toBeInTheDocument();
  });

  it('tells which downloads were taken off the device, each notice dismissable', async () => {
    const { user } = await renderWithDownloads(<MyDownloads />, {
      kept: [
        recordOf('a1', NOW, {
          title: 'Noche serena',
          licence: licenceOf('a1', NOW - 3 * DAY_MS, 2, 'trial'),
        }),
        recordOf('a2', NOW),
      ],
    });
    const notices = screen.getByRole('list', { name: 'Avisos de tus descargas' });
    expect(within(notices).getByRole('status')).toHaveTextContent(
      `Hemos quitado «Noche serena» de tus descargas: el audio de prueba solo estaba disponible ${LIMITS.trialHours} horas.`,
    );
    expect(screen.getByText('1 audio descargado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('list', { name: 'Avisos de tus descargas' })).not.toBeInTheDocument();
  });

  it('says so where the browser cannot keep downloads', async () => {
    await renderWithDownloads(<MyDownloads />, { deps: { usable: async () => false } });
    expect(screen.getByText('Las descargas no están disponibles en este navegador.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mis descargas' })).not.toBeInTheDocument();
  });

  it('stays out of the way of a library without anything kept, when asked to', async () => {
    const { container } = await renderWithDownloads(<MyDownloads quietWhenEmpty />);
    expect(screen.queryByRole('region', { name: 'Mis descargas' })).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('Descarga audios');
  });
});
