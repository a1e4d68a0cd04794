import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { makeStore } from '../app/store';
import { Toasts } from '../components/ui/toasts';
import { loginSuccess } from '../features/auth';
import type { SessionUser } from '../features/auth/types';

export { sessionUser, subscription, testResult, trialAudio } from './users';

/** An answer of the fake API: the JSON body, its status (200 unless said) and any more headers. */
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
/** 'METHOD /api/path' → the answer, or a function of the request's JSON body. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/**
 * Replaces fetch with the given API routes (everything else answers 404) and returns the calls
 * made, as 'METHOD /api/path' with their JSON bodies.
 */
export function fakeApi(routes: FakeRoutes = {}) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ route, body });
    const found = routes[route];
    const answer = typeof found === 'function' ? found(body) : found;
    return new Response(JSON.stringify(answer?.body ?? { success: false, message: 'not found' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json', ...answer?.headers },
    });
  });
  return calls;
}

/** Shows where the router is, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type RenderOptions = {
  /** The address the memory router starts at. */
  path?: string;
  /** Signs this user in before the first render. */
  user?: SessionUser;
};

/**
 * Renders `ui` as the app does: the real Redux store (a fresh one per call), a router and the
 * toasts. Returns Testing Library's queries, a user-event session and where the router is.
 */
export function renderApp(ui: ReactNode, { path = '/', user }: RenderOptions = {}) {
  const store = makeStore();
  if (user) store.dispatch(loginSuccess(user));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const events = userEvent.setup();
  const view = render(
    <Provider store={store}>
      {/* As the app's provider (react-router/dom): navigations asked to render at once can. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      <Toasts />
    </Provider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, store, user: events, location };
}
