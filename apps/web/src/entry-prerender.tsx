import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { type RouteObject, createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './app/layouts/root-layout';
import { SiteLayout } from './app/layouts/site-layout';
import { PageOutline } from './app/page-outline';
import { AppProviders } from './app/providers';
import { RouteError } from './app/route-error';
import { type ScreenRoute, firstPaintLoads, signedInScreens } from './app/route-tree';
import { makeStore } from './app/store';
import { loadDeferredSections } from './features/site';
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

/** What the build prepares for one signed-in screen before the app runs (scripts/prerender.mjs). */
export type ScreenDescription = {
  path: string;
  /** Its first paint's module loads (app/route-tree.ts, firstPaintLoads): the build finds their files. */
  loads: (() => Promise<unknown>)[];
  /** The addresses of its first calls (GET), exactly as the app asks for them. */
  calls: string[];
  /** Its outline's markup. */
  outline: string;
  /** The outlines of its addresses with a query string of their own (Outline.byQuery), by query. */
  outlinesByQuery: Record<string, string>;
};

/** Every panel and back-office screen with a fixed path, from the route table. */
export async function describeScreens(): Promise<ScreenDescription[]> {
  const described: ScreenDescription[] = [];
  for (const s of await signedInScreens()) {
    described.push({
      path: s.path,
      loads: firstPaintLoads(s),
      calls: await addressesOf(s),
      outline: renderOutline(s.path, s),
      outlinesByQuery: Object.fromEntries(
        Object.entries(s.screen?.outline?.byQuery ?? {}).map(([query, outline]) => [
          query,
          renderOutline(`${s.path}?${query}`, { ...s, screen: { ...s.screen, outline } }),
        ]),
      ),
    });
  }
  return described;
}

/**
 * The addresses a screen's first calls ask for (its `data`, then what it sends as it mounts):
 * dispatched into a store of their own whose requests are recorded, not sent (they never answer),
 * so that each address is the one the app's base query builds, query string included.
 */
async function addressesOf({ path, screen }: ScreenRoute): Promise<string[]> {
  const url = new URL(path, 'http://localhost');
  const calls = [...(screen?.data?.(url) ?? []), ...(screen?.onMount?.(url) ?? [])];
  if (calls.length === 0) return [];
  const sent: string[] = [];
  const { fetch: realFetch, Request: RealRequest } = globalThis;
  // The base query asks for '/api/...': in Node a request needs an origin.
  globalThis.Request = class extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, url) : input, init);
    }
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const address = new URL(request.url);
    if (request.method !== 'GET')
      throw new Error(`${path}: ${request.method} ${address.pathname} is no first call (GET only)`);
    sent.push(address.pathname + address.search);
    return new Promise<Response>(() => {});
  };
  try {
    const store = makeStore();
    for (const call of calls) store.dispatch(call);
    // The base query reaches fetch after a few awaits of its own (no I/O): let them run.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    globalThis.fetch = realFetch;
    globalThis.Request = RealRequest;
  }
  if (sent.length === 0) throw new Error(`${path}: its first calls sent no request`);
  return sent;
}

/**
 * A screen's outline (app/page-outline.tsx): static markup, replaced (not hydrated) by the app
 * once it renders the page.
 */
function renderOutline(address: string, { path, area, screen }: ScreenRoute): string {
  if (!area) throw new Error(`${path}: no area, no outline`);
  const router = createMemoryRouter(
    [{ path, element: <PageOutline path={path} area={area} outline={screen?.outline} /> }],
    { initialEntries: [address] },
  );
  return renderToStaticMarkup(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
