import { CONSENT_VERSION, es } from '@sanarte/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loginSuccess } from '../../features/auth';
import { CONSENT_STORAGE_KEY } from '../../features/consent';
import { RESUME_KEY } from '../../features/player';
import { stopPlayer } from '../../test/player';
import { fakeApi, sessionUser } from '../../test/render';
import { makeStore } from '../store';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';

/** A site page under the app's two layouts, as the router builds it; signed in as Ana with `signedIn`. */
function renderSite({ signedIn = false } = {}) {
  const user = sessionUser();
  const store = makeStore();
  if (signedIn) store.dispatch(loginSuccess(user));
  fakeApi(
    signedIn
      ? {
          'GET /api/users/validate-token': {
            body: { success: true, isValid: true, message: 'ok', user, data: { user } },
          },
        }
      : {},
  );
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: <SiteLayout />,
            children: [
              {
                path: '/',
                element: (
                  <>
                    <h1>Una página</h1>
                    <a href="/otra">Un enlace</a>
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, user: userEvent.setup() };
}

const decide = (version = CONSENT_VERSION) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version, analytics: false, marketing: false, decidedAt: '2026-11-20T10:00:00.000Z' }),
  );
const focusedName = () => {
  const el = document.activeElement as HTMLElement | null;
  return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
};

afterEach(() => {
  act(() => stopPlayer());
  localStorage.clear();
});

describe('the keyboard’s first stops on a site page', () => {
  it('the skip link, then the cookie banner', async () => {
    const { user } = renderSite();
    await screen.findByRole('region', { name: es.consent.bannerLabel });
    await user.tab();
    expect(focusedName()).toBe('Saltar al contenido');
    await user.tab();
    expect(focusedName()).toBe(es.consent.policyLink);
  });

  it('the same when the banner appears once the visitor is already on the skip link', async () => {
    decide();
    const { user } = renderSite();
    await user.tab();
    expect(focusedName()).toBe('Saltar al contenido');
    expect(screen.queryByRole('region', { name: es.consent.bannerLabel })).toBeNull();
    // The banner asks again (a choice for another policy version, made in another tab).
    act(() => {
      decide(CONSENT_VERSION - 1);
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    await screen.findByRole('region', { name: es.consent.bannerLabel });
    await user.tab();
    expect(focusedName()).toBe(es.consent.policyLink);
  });

  it('with an audio loaded: «Saltar al reproductor» after «Saltar al contenido», taking the focus to its play button', async () => {
    decide();
    localStorage.setItem(
      RESUME_KEY,
      JSON.stringify({ track: { audioId: 'a1', title: 'Calma profunda', duration: 600 }, position: 30 }),
    );
    const { user } = renderSite({ signedIn: true });
    await screen.findByRole('region', { name: 'Reproductor' }, { timeout: 5000 });
    // The skip link's code loads with the player's (features/player/player-host.tsx).
    await screen.findByRole('link', { name: 'Saltar al reproductor' }, { timeout: 5000 });
    await user.tab();
    expect(focusedName()).toBe('Saltar al contenido');
    await user.tab();
    expect(focusedName()).toBe('Saltar al reproductor');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus());
  });
});
