import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { type RouteObject, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './app/layouts/root-layout';
import { SiteLayout } from './app/layouts/site-layout';
import { PageOutline } from './app/page-outline';
import { PAGE_OUTLINES } from './app/page-outlines';
import { AppProviders } from './app/providers';
import { RouteError } from './app/route-error';
import { loadDeferredSections } from './features/site/deferred-section';
import { HomePage } from './features/site/pages/home-page';

/**
 * Build-time rendering of the landing (scripts/prerender.mjs): the same providers, router
 * component and route branch as the browser (main.tsx, app/router.tsx) for '/', as a signed-out
 * visitor whose data has not arrived yet — exactly the browser's first render, so the page
 * hydrates without a mismatch.
 */
const landingRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ element: <SiteLayout />, children: [{ path: '/', element: <HomePage /> }] }],
  },
];

export async function render(url = '/'): Promise<string> {
  // Deferred sections are rendered in full: their code is loaded before rendering.
  await loadDeferredSections();
  const router = createMemoryRouter(landingRoutes, { initialEntries: [url] });
  return renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The outline of every panel and back-office page that has one (app/page-outline.tsx), by path:
 * static markup, replaced (not hydrated) by the app once it renders the page.
 */
export function renderOutlines(): Record<string, string> {
  const outlines: Record<string, string> = {};
  for (const path of Object.keys(PAGE_OUTLINES)) {
    const router = createMemoryRouter([{ path, element: <PageOutline path={path} /> }], {
      initialEntries: [path],
    });
    outlines[path] = renderToStaticMarkup(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }
  return outlines;
}
