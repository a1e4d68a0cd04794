import { type NotificationSettings, type PracticeReminder, es } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRoutes, fakeApi, renderApp, sessionUser } from '../../../test/render';
import { SettingsPage } from '../pages/settings-page';

const SETTINGS = '/api/users/me/notifications';
const copy = es.notifications;
const settings = (
  newReleases: boolean,
  reminder: PracticeReminder | null = null,
  reminderChannel: NotificationSettings['reminderChannel'] = 'email',
): FakeAnswer => ({
  body: { success: true, data: { newReleases, reminder, reminderChannel } },
});
/** A PUT that answers what it was sent, as the server does (no reminder held). */
const echo = (body: unknown) => settings((body as { newReleases: boolean }).newReleases);

/**
 * The server holding `held`: GET reads it, PUT changes what it is sent (a partial body) and answers
 * the whole choice as it now is.
 */
function server(
  held: Omit<NotificationSettings, 'reminderChannel'> & Partial<NotificationSettings>,
): FakeRoutes {
  let now: NotificationSettings = { reminderChannel: 'email', ...held };
  return {
    [`GET ${SETTINGS}`]: () => settings(now.newReleases, now.reminder, now.reminderChannel),
    [`PUT ${SETTINGS}`]: (body) => {
      now = { ...now, ...(body as Partial<NotificationSettings>) };
      return settings(now.newReleases, now.reminder, now.reminderChannel);
    },
  };
}

/** Opens Configuración › Avisos with the fake API's `routes`. */
function showTab(routes: FakeRoutes, path = '/panel/configuracion?tab=avisos') {
  const calls = fakeApi(routes);
  const view = renderApp(<SettingsPage />, { path, user: sessionUser() });
  const panel = () => screen.getByRole('tabpanel', { name: es.notifications.tab });
  const toggle = () => within(panel()).findByRole('switch', { name: es.notifications.newReleasesLabel });
  const puts = () => calls.filter((c) => c.route === `PUT ${SETTINGS}`);
  const reminder = () => within(panel()).getByRole('region', { name: copy.reminderTitle });
  /** The switch's own live region of `role`: the one outside the reminder's section. */
  const releaseRegion = (role: 'status' | 'alert') => {
    const found = within(panel())
      .getAllByRole(role)
      .filter((el) => !reminder().contains(el));
    expect(found).toHaveLength(1);
    return found[0] as HTMLElement;
  };
  return { ...view, calls, panel, toggle, puts, reminder, releaseRegion };
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
    expect(view.releaseRegion('status')).toHaveTextContent(es.notifications.saved);
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
    await waitFor(() => expect(view.releaseRegion('alert')).toHaveTextContent(es.notifications.saveFailed));
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

/** The browser's time zone in these tests: one with an underscore, shown as people read it. */
const ZONE = 'America/Mexico_City';
const SAVED: PracticeReminder = { days: [1, 3, 5], time: '07:30', timeZone: ZONE };

describe('Configuración › Avisos › Recordatorio para practicar', () => {
  beforeEach(() => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: ZONE };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Opens the tab on `held`; the reminder's fields once they are there. */
  async function showReminder(routes: FakeRoutes) {
    const view = showTab(routes);
    await view.toggle();
    const section = view.reminder();
    const day = (name: string) => within(section).getByRole('checkbox', { name });
    const time = () => within(section).getByLabelText(copy.reminderTimeLabel) as HTMLInputElement;
    const save = () => within(section).getByRole('button', { name: copy.reminderSave });
    const off = () => within(section).queryByRole('button', { name: copy.reminderOff });
    const checkedDays = () =>
      copy.weekdays.filter((name) => (day(name) as HTMLInputElement).checked).map((name) => name);
    return { ...view, section, day, time, save, off, checkedDays };
  }

  it('shows the saved reminder: its days, its time, the zone and the way to turn it off', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: SAVED }));
    expect(within(view.section).getByRole('heading', { name: copy.reminderTitle })).toBeVisible();
    expect(within(view.section).getByText(copy.reminderIntro)).toBeVisible();
    const days = within(view.section).getByRole('group', { name: copy.reminderDaysLegend });
    expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
    expect(view.checkedDays()).toEqual(['Lunes', 'Miércoles', 'Viernes']);
    expect(view.time()).toHaveAttribute('type', 'time');
    expect(view.time().value).toBe('07:30');
    const note = copy.reminderZoneNote.replace('{zone}', 'America/Mexico City');
    expect(within(view.section).getByText(note)).toBeVisible();
    expect(view.time()).toHaveAccessibleDescription(note);
    expect(view.off()).toBeVisible();
    expect(within(view.section).queryByText(copy.reminderNone)).not.toBeInTheDocument();
    expect(view.puts()).toEqual([]);
  });

  it('says when the saved reminder is in another zone, and moves it to the browser’s as it is saved', async () => {
    const view = await showReminder(
      server({ newReleases: true, reminder: { days: [6], time: '10:00', timeZone: 'Europe/Madrid' } }),
    );
    const other = copy.reminderZoneSaved.replace('{zone}', 'Europe/Madrid');
    expect(within(view.section).getByText(other)).toBeVisible();
    expect(view.time()).toHaveAccessibleDescription(expect.stringContaining(other));
    await view.user.click(view.save());
    await waitFor(() =>
      expect(within(view.section).getByRole('status')).toHaveTextContent(copy.reminderSaved),
    );
    expect(view.puts()).toEqual([
      { route: `PUT ${SETTINGS}`, body: { reminder: { days: [6], time: '10:00', timeZone: ZONE } } },
    ]);
    expect(within(view.section).queryByText(other)).not.toBeInTheDocument();
  });

  it('without one, says so, checks no day and offers no way to turn it off', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: null }));
    expect(within(view.section).getByText(copy.reminderNone)).toBeVisible();
    expect(view.checkedDays()).toEqual([]);
    expect(view.time().value).toBe('20:00');
    expect(view.off()).not.toBeInTheDocument();
  });

  it('saves the days sorted, the time and the browser’s zone, and says so', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: null }));
    // Sunday first, and with the keyboard: the days go sorted all the same.
    await view.user.click(view.day('Domingo'));
    view.day('Lunes').focus();
    await view.user.keyboard(' ');
    await view.user.click(within(view.section).getByText('Miércoles'));
    await view.user.clear(view.time());
    await view.user.type(view.time(), '08:15');
    await view.user.click(view.save());
    await waitFor(() =>
      expect(within(view.section).getByRole('status')).toHaveTextContent(copy.reminderSaved),
    );
    expect(view.puts()).toEqual([
      { route: `PUT ${SETTINGS}`, body: { reminder: { days: [1, 3, 7], time: '08:15', timeZone: ZONE } } },
    ]);
    expect(view.checkedDays()).toEqual(['Lunes', 'Miércoles', 'Domingo']);
    expect(view.time().value).toBe('08:15');
    expect(view.off()).toBeVisible();
    expect(within(view.section).queryByText(copy.reminderNone)).not.toBeInTheDocument();
    // The new-release switch is as it was.
    expect(await view.toggle()).toHaveAttribute('aria-checked', 'true');
  });

  it('asks for a day next to the days and sends nothing', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: null }));
    await view.user.click(view.save());
    const error = within(view.section).getByText(copy.reminderDaysRequired);
    expect(error).toBeVisible();
    for (const name of copy.weekdays) {
      expect(view.day(name)).toHaveAttribute('aria-invalid', 'true');
      expect(view.day(name)).toHaveAccessibleDescription(copy.reminderDaysRequired);
    }
    expect(view.day('Lunes')).toHaveFocus();
    expect(view.puts()).toEqual([]);
    // It goes as a day is chosen.
    await view.user.click(view.day('Martes'));
    expect(within(view.section).queryByText(copy.reminderDaysRequired)).not.toBeInTheDocument();
    expect(view.day('Lunes')).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for a valid time next to it and sends nothing', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: SAVED }));
    await view.user.clear(view.time());
    await view.user.click(view.save());
    expect(within(view.section).getByText(copy.reminderTimeInvalid)).toBeVisible();
    expect(view.time()).toHaveAttribute('aria-invalid', 'true');
    expect(view.time()).toHaveAccessibleDescription(expect.stringContaining(copy.reminderTimeInvalid));
    expect(view.time()).toHaveFocus();
    expect(view.puts()).toEqual([]);
  });

  it('shows what the server refuses', async () => {
    const view = await showReminder({
      [`GET ${SETTINGS}`]: settings(true, null),
      [`PUT ${SETTINGS}`]: { status: 400, body: { success: false, message: copy.reminderZoneInvalid } },
    });
    await view.user.click(view.day('Jueves'));
    await view.user.click(view.save());
    await waitFor(() =>
      expect(within(view.section).getByRole('alert')).toHaveTextContent(copy.reminderZoneInvalid),
    );
    expect(view.puts()).toHaveLength(1);
    expect(within(view.section).getByRole('status')).not.toHaveTextContent(copy.reminderSaved);
    expect(view.checkedDays()).toEqual(['Jueves']);
  });

  it('is turned off with { reminder: null }, and says so', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: SAVED }));
    const off = view.off();
    expect(off).not.toBeNull();
    await view.user.click(off as HTMLElement);
    await waitFor(() =>
      expect(within(view.section).getByRole('status')).toHaveTextContent(copy.reminderRemoved),
    );
    expect(view.puts()).toEqual([{ route: `PUT ${SETTINGS}`, body: { reminder: null } }]);
    expect(view.off()).not.toBeInTheDocument();
    expect(within(view.section).getByText(copy.reminderNone)).toBeVisible();
    expect(view.checkedDays()).toEqual([]);
    // Focus does not fall out of the page with the button.
    expect(view.save()).toHaveFocus();
    expect(await view.toggle()).toHaveAttribute('aria-checked', 'true');
  });

  it('leaves the reminder alone when the new-release switch saves', async () => {
    const view = await showReminder(server({ newReleases: true, reminder: SAVED }));
    // A change not saved yet stays too.
    await view.user.click(view.day('Sábado'));
    await view.user.click(await view.toggle());
    expect(await within(view.panel()).findByText(copy.saved)).toBeInTheDocument();
    expect(view.puts()).toEqual([{ route: `PUT ${SETTINGS}`, body: { newReleases: false } }]);
    expect(view.checkedDays()).toEqual(['Lunes', 'Miércoles', 'Viernes', 'Sábado']);
    expect(view.time().value).toBe('07:30');
    expect(view.off()).toBeVisible();
    expect(within(view.section).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('Configuración › Avisos › Cómo quieres recibirlo', () => {
  /** The server's VAPID key (65 bytes, base64url) and the bytes the browser is given. */
  const KEY = `B${'A'.repeat(86)}`;
  const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/este-navegador';
  const DEVICES = '/api/users/me/push-subscriptions';

  /** A browser that shows notifications: `permission` is what the person answers. */
  function pushBrowser(permission: NotificationPermission) {
    let subscription: { endpoint: string; unsubscribed: boolean } | null = null;
    const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = { endpoint: ENDPOINT, unsubscribed: false };
      return {
        endpoint: ENDPOINT,
        options,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: KEY, auth: 'A'.repeat(22) } }),
        unsubscribe: async () => {
          if (subscription) subscription.unsubscribed = true;
          return true;
        },
      };
    });
    const pushManager = {
      subscribe,
      getSubscription: async () =>
        subscription && !subscription.unsubscribed
          ? {
              endpoint: ENDPOINT,
              options: { applicationServerKey: null },
              unsubscribe: async () => {
                if (subscription) subscription.unsubscribed = true;
                return true;
              },
            }
          : null,
    };
    const requestPermission = vi.fn(async () => permission);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { requestPermission }),
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    });
    return { subscribe, requestPermission, subscription: () => subscription };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function routes(channel: NotificationSettings['reminderChannel']): FakeRoutes {
    return {
      ...server({ newReleases: true, reminder: SAVED, reminderChannel: channel }),
      'GET /api/push/key': { body: { success: true, data: { publicKey: KEY } } },
      [`POST ${DEVICES}`]: { body: { success: true, data: { devices: 1 } } },
      [`DELETE ${DEVICES}`]: { body: { success: true, data: { devices: 0 } } },
    };
  }
  async function showChannel(r: FakeRoutes) {
    const view = showTab(r);
    const group = await within(view.panel()).findByRole('group', { name: copy.reminderChannelLegend });
    const option = (name: string) => within(group).getByRole('radio', { name });
    return { ...view, group, option };
  }

  it('subscribes this browser with the server key as the listener chooses notifications, and saves the choice', async () => {
    const browser = pushBrowser('granted');
    const view = await showChannel(routes('email'));
    expect(view.option(copy.reminderChannelEmail)).toBeChecked();
    expect(view.group).toHaveAccessibleDescription(copy.reminderChannelPushHint);

    await view.user.click(view.option(copy.reminderChannelPush));
    await waitFor(() => expect(within(view.group).getByRole('status')).toHaveTextContent(copy.saved));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0] as {
      applicationServerKey: Uint8Array;
      userVisibleOnly: boolean;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const sent = view.calls.filter((c) => c.route !== `GET ${SETTINGS}` && c.route !== 'GET /api/push/key');
    expect(sent).toEqual([
      { route: `POST ${DEVICES}`, body: { endpoint: ENDPOINT, keys: { p256dh: KEY, auth: 'A'.repeat(22) } } },
      { route: `PUT ${SETTINGS}`, body: { reminderChannel: 'push' } },
    ]);
    expect(view.option(copy.reminderChannelPush)).toBeChecked();
  });

  it('says so when the browser refuses notifications, and keeps the e-mail', async () => {
    const browser = pushBrowser('denied');
    const view = await showChannel(routes('email'));
    await view.user.click(view.option(copy.reminderChannelPush));
    expect(await within(view.group).findByRole('alert')).toHaveTextContent(copy.pushDenied);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(view.calls.some((c) => c.route === `POST ${DEVICES}` || c.route === `PUT ${SETTINGS}`)).toBe(
      false,
    );
    expect(view.option(copy.reminderChannelEmail)).toBeChecked();
  });

  it('goes back to the e-mail, and this browser stops receiving them', async () => {
    const browser = pushBrowser('granted');
    const view = await showChannel(routes('email'));
    await view.user.click(view.option(copy.reminderChannelPush));
    await waitFor(() => expect(view.option(copy.reminderChannelPush)).toBeChecked());
    await view.user.click(view.option(copy.reminderChannelEmail));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.route === `DELETE ${DEVICES}`)).toEqual([
        { route: `DELETE ${DEVICES}`, body: { endpoint: ENDPOINT } },
      ]),
    );
    expect(view.puts().map((c) => c.body)).toEqual([
      { reminderChannel: 'push' },
      { reminderChannel: 'email' },
    ]);
    expect(browser.subscription()?.unsubscribed).toBe(true);
    expect(view.option(copy.reminderChannelEmail)).toBeChecked();
  });

  it('is not offered by a browser without notifications', async () => {
    const view = showTab(routes('email'));
    await view.toggle();
    expect(within(view.reminder()).getByRole('button', { name: copy.reminderOff })).toBeVisible();
    expect(
      within(view.panel()).queryByRole('group', { name: copy.reminderChannelLegend }),
    ).not.toBeInTheDocument();
  });
});
