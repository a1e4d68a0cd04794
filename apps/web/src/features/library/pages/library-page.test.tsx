import { es, formatDate } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevice } from '../../../test/offline';
import { fakeApi, renderApp, sessionUser, subscription } from '../../../test/render';
import { createDownloadManager } from '../../offline/downloads';
import { DownloadsContext } from '../../offline/use-downloads';
import type { LibraryAudio } from '../api';
import { LibraryPage } from './library-page';

const AUDIO: LibraryAudio = {
  _id: 'a1',
  title: 'Calma profunda',
  description: 'Respira despacio.',
  duration: 600,
  theme: { _id: 't1', name: 'Sueño', category: { _id: 'c1', name: 'Salud' } },
  coverImage: { coverImageName: '', coverImageUrl: '' },
  tags: [],
  order: 1,
  isActive: true,
  positionSeconds: 0,
};

/** The library's answer: one category, one theme, one audio. */
const LIBRARY = {
  'GET /api/library': {
    body: {
      success: true,
      data: {
        hasSubscription: true,
        categories: [{ _id: 'c1', name: 'Salud', themes: [{ _id: 't1', name: 'Sueño', audios: [AUDIO] }] }],
      },
    },
  },
};

describe('Mi Biblioteca', () => {
  it('shows the library even when the device never says which audios it keeps', async () => {
    fakeApi(LIBRARY);
    // A device store that never answers (another tab holding an older database open).
    const device = fakeDevice({ usable: () => new Promise<boolean>(() => {}) });
    const manager = createDownloadManager(device.deps);
    void manager.load('u1');
    renderApp(
      <DownloadsContext value={manager}>
        <LibraryPage />
      </DownloadsContext>,
      { user: sessionUser() },
    );
    expect(manager.getState().ready).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Salud' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Calma profunda')).toBeTruthy();
  });
});

describe('Mi Biblioteca while a renewal is unpaid', () => {
  it('says so above the audios, with the day access ends and where to update the card', async () => {
    fakeApi(LIBRARY);
    const graceEnd = '2027-03-08T10:00:00.000Z';
    const pending = subscription('full', { status: 'pending', renewing: true, endDate: graceEnd });
    const device = fakeDevice();
    const manager = createDownloadManager(device.deps);
    await manager.load('u1');
    renderApp(
      <DownloadsContext value={manager}>
        <LibraryPage />
      </DownloadsContext>,
      { user: sessionUser({ role: 'subscriber', activeSubscription: pending, subscriptions: [pending] }) },
    );
    expect(await screen.findByRole('heading', { name: 'Salud' }, { timeout: 5000 })).toBeTruthy();
    const notice = within(screen.getByRole('region', { name: es.billing.pendingTitle }));
    expect(notice.getByText(es.billing.pendingUntil(formatDate(graceEnd)))).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Ir a Mi Suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    );
  });
});
