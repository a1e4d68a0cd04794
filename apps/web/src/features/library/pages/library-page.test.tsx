import { es, formatDate } from '@sanarte/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIBRARY_AUDIO } from '../../../test/library';
import { fakeDownloads, renderWithManager } from '../../../test/offline-ui';
import { fakeApi, sessionUser, subscription } from '../../../test/render';
import { LibraryPage } from './library-page';

/** The library's answer: one category, one theme, one audio. */
const LIBRARY = {
  'GET /api/library': {
    body: {
      success: true,
      data: {
        hasSubscription: true,
        categories: [
          { _id: 'c1', name: 'Salud', themes: [{ _id: 't1', name: 'Sueño', audios: [LIBRARY_AUDIO] }] },
        ],
      },
    },
  },
};

describe('Mi Biblioteca', () => {
  it('shows the library even when the device never says which audios it keeps', async () => {
    fakeApi(LIBRARY);
    // A device store that never answers (another tab holding an older database open).
    const { manager } = fakeDownloads({ usable: () => new Promise<boolean>(() => {}) });
    void manager.load('u1');
    renderWithManager(<LibraryPage />, manager);
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
    const { manager } = fakeDownloads();
    await manager.load('u1');
    renderWithManager(<LibraryPage />, manager, {
      user: sessionUser({ role: 'subscriber', activeSubscription: pending, subscriptions: [pending] }),
    });
    expect(await screen.findByRole('heading', { name: 'Salud' }, { timeout: 5000 })).toBeTruthy();
    const notice = within(screen.getByRole('region', { name: es.billing.pendingTitle }));
    expect(notice.getByText(es.billing.pendingUntil(formatDate(graceEnd)))).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Ir a Mi Suscripción' })).toHaveAttribute(
      'href',
      '/panel/suscripcion',
    );
  });
});
