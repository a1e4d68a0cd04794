import { es, formatDate } from '@sanarte/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_AUDIO } from '../../../test/library';
import { fakeDownloads, renderWithManager } from '../../../test/offline-ui';
import { fakeApi, sessionUser, subscription } from '../../../test/render';
import { LibraryPage } from './library-page';

/** The library's answer with `categories`. */
const libraryAnswer = (categories: unknown[]) => ({
  'GET /api/library': { body: { success: true, data: { hasSubscription: true, categories } } },
});

/** The library's answer: one category, one theme, one audio. */
const LIBRARY = libraryAnswer([
  { _id: 'c1', name: 'Salud', themes: [{ _id: 't1', name: 'Sueño', audios: [LIBRARY_AUDIO] }] },
]);

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

describe('Mi Biblioteca, a large library', () => {
  /** IntersectionObserver as the browser's, with the page's scrolling in the test's hands. */
  function fakeViewport() {
    const watched = new Map<Element, IntersectionObserverCallback>();
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.set(element, this.callback);
      }
      disconnect() {
        for (const [element, callback] of watched) if (callback === this.callback) watched.delete(element);
      }
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    return {
      /** Scrolls until every blank left comes within reach. */
      scrollNear() {
        for (const [element, callback] of [...watched]) {
          const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
          act(() => callback([entry], {} as IntersectionObserver));
        }
      },
    };
  }
  it('draws the first theme at once and the next themes as the listener comes near them', async () => {
    const viewport = fakeViewport();
    const audio = (id: string, title: string) => ({ ...LIBRARY_AUDIO, _id: id, title });
    fakeApi(
      libraryAnswer([
        {
          _id: 'c1',
          name: 'Salud',
          themes: [
            { _id: 't1', name: 'Sueño', audios: [audio('a1', 'Calma profunda')] },
            { _id: 't2', name: 'Ansiedad', audios: [audio('a2', 'Respira hondo')] },
          ],
        },
        {
          _id: 'c2',
          name: 'Amor',
          themes: [{ _id: 't3', name: 'Pareja', audios: [audio('a3', 'Volver a confiar')] }],
        },
      ]),
    );
    const { manager } = fakeDownloads();
    await manager.load('u1');
    renderWithManager(<LibraryPage />, manager);
    expect(await screen.findByRole('heading', { name: 'Calma profunda' }, { timeout: 5000 })).toBeTruthy();
    // Every category and theme is named at once: the page's outline is whole.
    for (const name of ['Salud', 'Sueño', 'Ansiedad', 'Amor', 'Pareja'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Respira hondo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Volver a confiar' })).not.toBeInTheDocument();
    viewport.scrollNear();
    expect(screen.getByRole('heading', { name: 'Respira hondo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Volver a confiar' })).toBeInTheDocument();
  });
});
