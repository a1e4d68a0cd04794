import { es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { SettingsPage } from '../pages/settings-page';

const SETTINGS = '/api/users/me/notifications';
const settings = (newReleases: boolean): FakeAnswer => ({ body: { success: true, data: { newReleases } } });
/** A PUT that answers what it was sent, as the server does. */
const echo = (body: unknown) => settings((body as { newReleases: boolean }).newReleases);

/** Opens Configuración › Avisos with the fake API's `routes`. */
function showTab(routes: FakeRoutes, path = '/panel/configuracion?tab=avisos') {
  const calls = fakeApi(routes);
  const view = renderApp(<SettingsPage />, { path, user: sessionUser() });
  const panel = () => screen.getByRole('tabpanel', { name: es.notifications.tab });
  const toggle = () => within(panel()).findByRole('switch', { name: es.notifications.newReleasesLabel });
  const puts = () => calls.filter((c) => c.route === `PUT ${SETTINGS}`);
  return { ...view, calls, panel, toggle, puts };
}

describe('Configuración › Avisos', () => {
  it('is a tab of its own, kept in the address', async () => {
    const view = showTab({ [`GET ${SETTINGS}`]: settings(true) }, '/panel/configuracion');
    await view.user.click(screen.getByRole('tab', { name: es.notifications.tab }));
    expect(view.location()).toBe('/panel/configuracion?tab=avisos');
    expect(screen.getByRole('tab', { name: es.notifications.tab })).toHaveAttribute('aria-selected', 'true');
    expect(within(view.panel()).getByRole('heading', { name: es.notifications.title })).toBeVisible();
    expect(within(view.panel()).getByText(es.notifications.intro)).toBeVisible();
  });

  it('shows the choice the server holds, loading first', async () => {
    const view = showTab({ [`GET ${SETTINGS}`]: settings(false) });
    expect(within(view.panel()).getByText(es.notifications.loading)).toBeInTheDocument();
    expect(await view.toggle()).toHaveAttribute('aria-checked', 'false');
    expect(view.calls.map((c) => c.route)).toContain(`GET ${SETTINGS}`);
    expect(view.puts()).toEqual([]);
  });

  it('saves a change at once and says so', async () => {
    const view = showTab({ [`GET ${SETTINGS}`]: settings(false), [`PUT ${SETTINGS}`]: echo });
    const toggle = await view.toggle();
    await view.user.click(toggle);
    expect(await within(view.panel()).findByText(es.notifications.saved)).toBeInTheDocument();
    expect(within(view.panel()).getByRole('status')).toHaveTextContent(es.notifications.saved);
    expect(view.puts()).toEqual([{ route: `PUT ${SETTINGS}`, body: { newReleases: true } }]);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('is turned off with the keyboard, the label naming it', async () => {
    const view = showTab({ [`GET ${SETTINGS}`]: settings(true), [`PUT ${SETTINGS}`]: echo });
    const toggle = await view.toggle();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await view.user.keyboard(' ');
    expect(await within(view.panel()).findByText(es.notifications.saved)).toBeInTheDocument();
    expect(view.puts()).toEqual([{ route: `PUT ${SETTINGS}`, body: { newReleases: false } }]);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveFocus();
    // Its label is a way to it too.
    await view.user.click(within(view.panel()).getByText(es.notifications.newReleasesLabel));
    await waitFor(() => expect(view.puts()).toHaveLength(2));
    expect(view.puts()[1]?.body).toEqual({ newReleases: true });
  });

  it('puts the switch back and says so when the change is not saved', async () => {
    const view = showTab({
      [`GET ${SETTINGS}`]: settings(true),
      [`PUT ${SETTINGS}`]: { status: 500, body: { success: false } },
    });
    const toggle = await view.toggle();
    await view.user.click(toggle);
    // The alert region is always there: its text comes with the answer.
    await waitFor(() =>
      expect(within(view.panel()).getByRole('alert')).toHaveTextContent(es.notifications.saveFailed),
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(within(view.panel()).queryByText(es.notifications.saved)).not.toBeInTheDocument();
  });

  it('offers to try again when the choice cannot be read', async () => {
    let fail = true;
    const view = showTab({
      [`GET ${SETTINGS}`]: () => (fail ? { status: 500, body: { success: false } } : settings(true)),
    });
    expect(await within(view.panel()).findByRole('alert')).toHaveTextContent(es.notifications.loadFailed);
    fail = false;
    await view.user.click(within(view.panel()).getByRole('button', { name: es.common.retry }));
    expect(await view.toggle()).toHaveAttribute('aria-checked', 'true');
  });
});
