import { es } from '@sanarte/shared';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '../../../app/layouts/site-layout';
import { makeStore } from '../../../app/store';
import { renderApp } from '../../../test/render';
import { validateTokenFailure, validateTokenUnavailable } from '../../auth';
import { offlineCopy as copy } from '../content';
import { OfflineAccountLinks } from './offline-account';

/** A site page under the site's frame, after a session check that got `check`. */
function renderSite(check: 'unavailable' | 'signed-out') {
  const store = makeStore();
  store.dispatch(check === 'unavailable' ? validateTokenUnavailable() : validateTokenFailure());
  const router = createMemoryRouter(
    [{ element: <SiteLayout />, children: [{ path: '/', element: <h1>Una página</h1> }] }],
    { initialEntries: ['/'] },
  );
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const header = () => screen.getByRole('banner');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header while the session cannot be checked (the app opened offline)', () => {
  it('shows the account’s header: the downloads and why, never «Iniciar sesión» / «Suscribirme»', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSite('unavailable');
    const downloads = await within(header()).findByRole('link', { name: copy.myDownloads });
    expect(downloads).toHaveAttribute('href', '/panel/biblioteca');
    expect(within(header()).getByText(copy.offlineBadge)).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: es.home.login })).toBeNull();
    expect(within(header()).queryByRole('link', { name: es.home.signup })).toBeNull();
  });

  it('says the service did not answer when the device is online, and follows the connection', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderSite('unavailable');
    expect(await within(header()).findByText(copy.unreachableBadge)).toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(header()).getByText(copy.offlineBadge)).toBeInTheDocument();
  });

  it('a visitor who never signed in here still gets «Iniciar sesión» and «Suscribirme»', () => {
    renderSite('signed-out');
    expect(within(header()).getByRole('link', { name: es.home.login })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: es.home.signup })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: copy.myDownloads })).toBeNull();
  });

  it('the mobile menu’s account area: the session stands, and the downloads', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(<OfflineAccountLinks />);
    const area = screen.getByRole('region', { name: copy.accountTitle });
    expect(within(area).getByText(copy.offlineBadge)).toBeInTheDocument();
    expect(within(area).getByText(copy.sessionKept)).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: copy.myDownloads })).toHaveAttribute(
      'href',
      '/panel/biblioteca',
    );
  });
});
