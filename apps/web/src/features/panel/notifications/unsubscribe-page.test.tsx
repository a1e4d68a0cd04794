import { es } from '@sanarte/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { type FakeRoutes, fakeApi } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = '0f8fad5b-d9cb-469f-a165-70867728950e.releases.c0ffee0123456789abcdef';
const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe';
const done = { body: { success: true, data: { kind: 'releases' } } };

/**
 * Opens `path` signed out, in StrictMode from the root as main.tsx renders the app (effects run
 * twice, as in development), with the fake API's `routes`; `sent` lists each call with its query.
 */
function showPage(path: string, routes: FakeRoutes = {}) {
  const calls = fakeApi(routes);
  const answer = globalThis.fetch;
  const sent: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
    return answer(input, init);
  });
  const router = createMemoryRouter([{ path: '/correo/baja', element: <UnsubscribePage /> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { user, calls, sent };
}

describe('/correo/baja', () => {
  it('stops the e-mails with the link’s token, once, and says so with the way back', async () => {
    const view = showPage(`/correo/baja?t=${encodeURIComponent(TOKEN)}`, { [UNSUBSCRIBE]: done });
    expect(screen.getByRole('heading', { name: es.notifications.unsubscribeTitle })).toBeInTheDocument();
    expect(screen.getByText(es.notifications.unsubscribing)).toBeInTheDocument();
    expect(await screen.findByText(es.notifications.unsubscribed)).toBeInTheDocument();
    expect(screen.queryByText(es.notifications.unsubscribedReminders)).not.toBeInTheDocument();
    expect(view.sent).toEqual([`${UNSUBSCRIBE}?t=${encodeURIComponent(TOKEN)}`]);
    expect(view.calls).toEqual([{ route: UNSUBSCRIBE, body: undefined }]);
    expect(screen.getByText(es.notifications.resubscribeHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: es.notifications.toSettings })).toHaveAttribute(
      'href',
      '/panel/configuracion?tab=avisos',
    );
    expect(screen.queryByText(es.notifications.unsubscribing)).not.toBeInTheDocument();
    // Not indexed, and titled.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe(`Sanarte | ${es.notifications.unsubscribeTitle}`);
  });

  it('says it is the practice reminders that stopped when the link was a reminder’s', async () => {
    const reminders = '0f8fad5b-d9cb-469f-a165-70867728950e.reminders.c0ffee0123456789abcdef';
    showPage(`/correo/baja?t=${encodeURIComponent(reminders)}`, {
      [UNSUBSCRIBE]: { body: { success: true, data: { kind: 'reminders' } } },
    });
    expect(await screen.findByText(es.notifications.unsubscribedReminders)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(es.notifications.unsubscribedReminders);
    expect(screen.queryByText(es.notifications.unsubscribed)).not.toBeInTheDocument();
    expect(screen.getByText(es.notifications.resubscribeHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: es.notifications.toSettings })).toHaveAttribute(
      'href',
      '/panel/configuracion?tab=avisos',
    );
  });

  it('says a token the server refuses is invalid', async () => {
    showPage(`/correo/baja?t=${TOKEN}x`, {
      [UNSUBSCRIBE]: { status: 400, body: { success: false, message: es.notifications.unsubscribeInvalid } },
    });
    // The alert region is always there: its text comes with the answer.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(es.notifications.unsubscribeInvalid),
    );
    expect(screen.queryByText(es.notifications.unsubscribed)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: es.notifications.toSettings })).toHaveAttribute(
      'href',
      '/panel/configuracion?tab=avisos',
    );
  });

  it('without a token says the link is invalid and calls nothing', () => {
    const view = showPage('/correo/baja');
    expect(screen.getByRole('alert')).toHaveTextContent(es.notifications.unsubscribeInvalid);
    expect(screen.queryByText(es.notifications.unsubscribing)).not.toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });

  it('keeps a way to try again after any other failure', async () => {
    let fail = true;
    const view = showPage(`/correo/baja?t=${TOKEN}`, {
      [UNSUBSCRIBE]: () => (fail ? { status: 500, body: { success: false } } : done),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(es.notifications.unsubscribeFailed),
    );
    fail = false;
    await view.user.click(screen.getByRole('button', { name: es.common.retry }));
    expect(await screen.findByText(es.notifications.unsubscribed)).toBeInTheDocument();
    await waitFor(() => expect(view.calls).toHaveLength(2));
    expect(screen.queryByRole('button', { name: es.common.retry })).not.toBeInTheDocument();
  });
});
