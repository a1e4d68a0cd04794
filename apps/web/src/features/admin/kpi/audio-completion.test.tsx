import type { AudioCompletion, Role } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioCompletion, catchCsvDownloads, unheard } from '../../../test/admin-reports';
import { type FakeAnswer, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { KpiPage } from './kpi-page';

const none = { body: { success: true, data: [] } };

async function kpi(completion: FakeAnswer | (() => FakeAnswer)) {
  fakeApi({
    'GET /api/stats/crm/audio-playtime/categories/all': none,
    'GET /api/stats/crm/audio-playtime/themes/all': none,
    'GET /api/stats/crm/audio-playtime/all': none,
    'GET /api/stats/crm/audio-completion': completion,
  });
  const view = renderApp(<KpiPage />, { user: sessionUser({ role: 'admin' as Role, name: 'Ada' }) });
  const section = await screen.findByRole('region', { name: 'Finalización por audio' });
  return { ...view, section };
}

const ok = (data: AudioCompletion[]): FakeAnswer => ({ body: { success: true, data } });

afterEach(() => vi.restoreAllMocks());

describe('KPI: Finalización por audio', () => {
  it('shows each audio’s duration, plays, listeners, completion and drop-off, in the server’s order', async () => {
    const { section, user } = await kpi(
      ok([
        audioCompletion(),
        audioCompletion({ audioId: 'a2', name: 'Calma', durationSeconds: 600, ...unheard }),
      ]),
    );
    const table = await within(section).findByRole('table', { name: 'Finalización por audio' });
    const rows = within(table).getAllByRole('row');
    expect([...rows[0]!.children].map((cell) => cell.textContent)).toEqual([
      'Audio',
      'Duración (mm:ss)',
      'Reproducciones',
      'Oyentes',
      'Finalización',
      'Siguen escuchando',
    ]);
    const first = rows[1]!;
    expect([...first.children].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'No más insomnio',
      '20:05',
      '42',
      '10',
      '40\u00a0%',
    ]);
    expect(within(first).getByRole('img')).toHaveAccessibleName(
      'Siguen escuchando: 100\u00a0% al inicio, 80\u00a0% al 10\u00a0%, 80\u00a0% al 20\u00a0%, 70\u00a0% al 30\u00a0%, ' +
        '60\u00a0% al 40\u00a0%, 60\u00a0% al 50\u00a0%, 50\u00a0% al 60\u00a0%, 50\u00a0% al 70\u00a0%, ' +
        '40\u00a0% al 80\u00a0%, 40\u00a0% al 90\u00a0%',
    );
    // The ten values, on demand.
    const show = within(first).getByText('Ver los 10 valores', { exact: false });
    await user.click(show);
    const values = within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(values).toHaveLength(10);
    expect(values[0]).toBe('Al inicio: 100\u00a0% (10 oyentes)');
    expect(values[1]).toBe('Al 10\u00a0%: 80\u00a0% (8 oyentes)');

    // Nobody listened: no rate, no curve.
    expect([...rows[2]!.children].map((cell) => cell.textContent)).toEqual([
      'Calma',
      '10:00',
      '0',
      '0',
      '—',
      '—',
    ]);
    // Below 1280 px the same audios are cards.
    const cards = within(section).getByRole('list', { name: 'Finalización por audio' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['No más insomnio', 'Calma']);
  });

  it('says so when nobody has listened yet', async () => {
    const { section } = await kpi(ok([]));
    expect(await within(section).findByText('Aún no hay escuchas registradas.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Descargar CSV/ })).toBeNull();
  });

  it('downloads the figures as a CSV file', async () => {
    const downloads = catchCsvDownloads();
    const { section, user } = await kpi(ok([audioCompletion()]));
    await user.click(
      await within(section).findByRole('button', { name: 'Descargar CSV de la finalización por audio' }),
    );
    expect(downloads.names).toHaveLength(1);
    expect(downloads.names[0]).toMatch(/^sanarte-finalizacion-audios-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await downloads.lines();
    expect(lines[1]).toBe(
      '"No más insomnio","1205","42","10","4","0.4","10","8","8","7","6","6","5","5","4","4"',
    );
  });

  it('offers to try again when the figures fail to load', async () => {
    let fail = true;
    const { section, user } = await kpi(() => (fail ? { status: 500, body: {} } : ok([audioCompletion()])));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la finalización por audio.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(section).findByRole('table', { name: 'Finalización por audio' })).toBeInTheDocument();
  });
});
