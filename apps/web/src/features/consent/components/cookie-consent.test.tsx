import { CONSENT_VERSION, es } from '@sanarte/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeApi, renderApp } from '../../../test/render';
import { CONSENT_STORAGE_KEY, closeCookieSettings, openCookieSettings, readConsent } from '../store';
import { CookieConsent } from './cookie-consent';

afterEach(() => closeCookieSettings());

const banner = () => screen.queryByRole('region', { name: es.consent.bannerLabel });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const decide = (choice: { analytics: boolean; marketing: boolean }, version = CONSENT_VERSION) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version, ...choice, decidedAt: '2026-11-20T10:00:00.000Z' }),
  );

describe('the cookie banner', () => {
  it('asks on the first visit: title, text, the policy link and the three choices', () => {
    renderApp(<CookieConsent />);
    const region = banner();
    expect(region).toBeInTheDocument();
    const inside = within(region as HTMLElement);
    expect(inside.getByRole('heading', { name: es.consent.title })).toBeInTheDocument();
    expect(inside.getByText(es.consent.text, { exact: false })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: es.consent.policyLink })).toHaveAttribute(
      'href',
      '/politica-de-cookies',
    );
    const accept = inside.getByRole('button', { name: es.consent.accept });
    const reject = inside.getByRole('button', { name: es.consent.reject });
    expect(inside.getByRole('button', { name: es.consent.configure })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // Rejecting is exactly as prominent as accepting.
    expect(reject.className).toBe(accept.className);
  });

  it('«Aceptar» allows analytics and marketing for this version, and closes', async () => {
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.accept }));
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: true });
    expect(banner()).toBeNull();
  });

  it('«Rechazar» allows neither, and closes', async () => {
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.reject }));
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('stays closed once decided, and asks again when the policy version changed', () => {
    decide({ analytics: false, marketing: false });
    const first = renderApp(<CookieConsent />);
    expect(banner()).toBeNull();
    first.unmount();

    decide({ analytics: true, marketing: true }, CONSENT_VERSION - 1);
    renderApp(<CookieConsent />);
    expect(banner()).toBeInTheDocument();
    expect(readConsent()).toBeNull();
  });

  it('is keyboard operable: the choices are reached with Tab and taken with Enter', async () => {
    const { user } = renderApp(<CookieConsent />);
    await user.tab();
    expect(screen.getByRole('link', { name: es.consent.policyLink })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: es.consent.accept })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: es.consent.reject })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('is not part of the server-rendered page: the prerendered landing hydrates without it', () => {
    decide({ analytics: true, marketing: true }, CONSENT_VERSION - 1);
    const html = renderToString(
      <Provider store={makeStore()}>
        <CookieConsent />
      </Provider>,
    );
    expect(html).toBe('');
  });
});

describe('the cookie settings (second layer)', () => {
  const dialog = () => screen.findByRole('dialog', { name: es.consentSettings.settingsTitle });
  const switchOf = (name: string) => screen.getByRole('switch', { name });

  it('«Configurar» opens one switch per purpose: the necessary one always on, the others off', async () => {
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.configure }));
    await dialog();
    expect(switchOf(es.consentSettings.necessary)).toBeChecked();
    expect(switchOf(es.consentSettings.necessary)).toBeDisabled();
    expect(switchOf(es.consentSettings.analytics)).not.toBeChecked();
    expect(switchOf(es.consentSettings.marketing)).not.toBeChecked();
    for (const name of [
      es.consentSettings.rejectAll,
      es.consentSettings.acceptAll,
      es.consentSettings.save,
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('«Guardar preferencias» keeps exactly the purposes switched on', async () => {
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.configure }));
    await dialog();
    await user.click(switchOf(es.consentSettings.analytics));
    expect(switchOf(es.consentSettings.analytics)).toBeChecked();
    await user.click(screen.getByRole('button', { name: es.consentSettings.save }));
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
    expect(await screen.findByText(es.consentSettings.saved)).toBeInTheDocument();
  });

  it('closing it without saving decides nothing: the banner is still there', async () => {
    const { user } = renderApp(<CookieConsent />);
    const configure = screen.getByRole('button', { name: es.consent.configure });
    await user.click(configure);
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    expect(banner()).toBeInTheDocument();
    expect(configure).toHaveFocus();
  });

  it('reopened later («Configurar cookies»), it shows the choice made and saves a change of mind', async () => {
    decide({ analytics: true, marketing: true });
    const { user } = renderApp(<CookieConsent />);
    expect(banner()).toBeNull();
    act(() => openCookieSettings());
    await dialog();
    expect(switchOf(es.consentSettings.analytics)).toBeChecked();
    expect(switchOf(es.consentSettings.marketing)).toBeChecked();
    await user.click(screen.getByRole('button', { name: es.consentSettings.rejectAll }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
  });
});

describe('recording the choice with the account', () => {
  const signedInHint = () => localStorage.setItem('hasSession', '1');
  const consentCalls = (calls: { route: string; body: unknown }[]) =>
    calls.filter((c) => c.route === 'POST /api/users/me/consents');

  it('signed in, a choice is also sent to the account', async () => {
    signedInHint();
    const calls = fakeApi({ 'POST /api/users/me/consents': { body: { success: true } } });
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.accept }));
    await waitFor(() =>
      expect(consentCalls(calls)).toEqual([
        {
          route: 'POST /api/users/me/consents',
          body: { version: CONSENT_VERSION, analytics: true, marketing: true },
        },
      ]),
    );
  });

  it('a failed call changes nothing: the choice made in this browser stands', async () => {
    signedInHint();
    const calls = fakeApi({
      'POST /api/users/me/consents': { status: 500, body: { success: false, message: 'down' } },
    });
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.reject }));
    await waitFor(() => expect(consentCalls(calls)).toHaveLength(1));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it('signed out, nothing is sent', async () => {
    const calls = fakeApi({});
    const { user } = renderApp(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: es.consent.accept }));
    expect(stored()).toMatchObject({ analytics: true });
    // The sign-in hint is read when saving: without it no call is even prepared. Let any that had
    // been started (its module loaded, then dispatched) run before looking.
    await act(async () => {
      await import('../api');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(consentCalls(calls)).toEqual([]);
  });
});
