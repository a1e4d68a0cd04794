import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RootLayout } from '../app/layouts/root-layout';
import { SiteLayout } from '../app/layouts/site-layout';
import { AppProviders } from '../app/providers';
import { loadDeferredSections } from '../features/site/deferred-section';
import { HomePage } from '../features/site/pages/home-page';

/**
 * The landing's markup as the build-time prerender renders it (entry-prerender.tsx: the same
 * providers and route branch, the deferred sections in full), in the test's document, so that
 * what the document holds (meta tags) is in reach.
 */
export async function renderLanding(url = '/'): Promise<string> {
  await loadDeferredSections();
  const routes = [
    {
      element: <RootLayout />,
      children: [{ element: <SiteLayout />, children: [{ path: '/', element: <HomePage /> }] }],
    },
  ];
  return renderToString(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </AppProviders>,
  );
}
