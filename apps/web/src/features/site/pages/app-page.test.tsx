import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { ANDROID_CHROME, IPHONE_SAFARI, browserSays } from '../../../test/user-agents';
import type { BeforeInstallPromptEvent } from '../install-prompt';
import { AppPage } from './app-page';

/** The browser's install offer as boot.js keeps it, announced as the browser does. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  act(() => {
    window.__sanarteInstall = event;
    window.dispatchEvent(event);
  });
  return event;
}

/** The device sections' titles, in the page's order. */
const sectionTitles = () =>
  screen
    .getAllByRole('region')
    .flatMap((region) => (region.id ? [region.getAttribute('aria-labelledby')] : []))
    .map((id) => document.getElementById(id ?? '')?.textContent);

/** The page run as the installed app (display-mode: standalone). */
function runStandalone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const installButton = () => screen.queryByRole('button', { name: 'Instalar la app' });
/** The install area's live message (announced politely), found by its text. */
const statusWith = (text: string | RegExp) => screen.getByText(text).closest('output');

afterEach(() => {
  window.__sanarteInstall = undefined;
  window.__sanarteInstalled = undefined;
  vi.restoreAllMocks();
});

describe('the install page (/app)', () => {
  it('explains how to install on Android, iPhone and iPad, and a computer, with its title', async () => {
    renderApp(<AppPage />, { path: '/app' });
    expect(screen.getByRole('heading', { level: 1, name: /Instala Sanarte/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sanarte | App'));

    const android = screen.getByRole('region', { name: 'En Android' });
    expect(android).toHaveAttribute('id', 'android');
    expect(within(android).getByText('Con Google Chrome')).toBeInTheDocument();
    expect(
      within(android).getByText(/«Instalar aplicación» o «Añadir a pantalla de inicio»/),
    ).toBeInTheDocument();

    const ios = screen.getByRole('region', { name: 'En iPhone y iPad' });
    expect(ios).toHaveAttribute('id', 'ios');
    expect(within(ios).getByText(/botón Compartir/)).toBeInTheDocument();
    expect(within(ios).getByText(/«Añadir a la pantalla de inicio»/)).toBeInTheDocument();
    expect(within(ios).getByText(/hazlo desde Safari/)).toBeInTheDocument();

    const desktop = screen.getByRole('region', { name: 'En el ordenador' });
    expect(desktop).toHaveAttribute('id', 'desktop');
    expect(within(desktop).getByText(/«Instalar Sanarte»/)).toBeInTheDocument();

    // The steps are ordered lists; what the app gives; the QR code's area for computers.
    expect(within(ios).getByRole('list', { name: /iPhone y iPad/ }).tagName).toBe('OL');
    expect(screen.getByRole('heading', { name: 'Escucha sin conexión' })).toBeInTheDocument();
    expect(screen.getByText(/Mi Biblioteca/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '¿Estás en el ordenador?' })).toBeInTheDocument();

    // The device links go to the sections.
    const devices = screen.getByRole('navigation', { name: 'Elige tu dispositivo' });
    expect(within(devices).getByRole('link', { name: 'iPhone y iPad' })).toHaveAttribute('href', '#ios');
  });

  it('shows the visitor’s own device first: an iPhone’s steps on an iPhone, and no code to scan', () => {
    browserSays(IPHONE_SAFARI);
    renderApp(<AppPage />, { path: '/app' });
    expect(sectionTitles()).toEqual(['En iPhone y iPad', 'En Android', 'En el ordenador']);
    const devices = screen.getByRole('navigation', { name: 'Elige tu dispositivo' });
    expect(
      within(devices)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#ios', '#android', '#desktop']);
    // The code is for a computer's visitor to open the page on the phone: this is the phone.
    expect(screen.queryByRole('complementary', { name: '¿Estás en el ordenador?' })).toBeNull();
  });

  it('an Android phone gets Android first; a computer its own steps first, and the code', () => {
    browserSays(ANDROID_CHROME);
    const phone = renderApp(<AppPage />, { path: '/app' });
    expect(sectionTitles()).toEqual(['En Android', 'En iPhone y iPad', 'En el ordenador']);
    phone.unmount();
    vi.restoreAllMocks();
    renderApp(<AppPage />, { path: '/app' });
    expect(sectionTitles()).toEqual(['En el ordenador', 'En Android', 'En iPhone y iPad']);
    expect(screen.getByRole('complementary', { name: '¿Estás en el ordenador?' })).toBeInTheDocument();
  });

  it('opens at the section in the address', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderApp(<AppPage />, { path: '/app#ios' });
    await waitFor(() => expect(scrolled).toContain('ios'));
    expect(document.activeElement).toHaveAttribute('id', 'ios');
  });

  it('offers «Instalar la app» only once the browser offered to install, and prompts with it', async () => {
    const { user } = renderApp(<AppPage />, { path: '/app' });
    expect(installButton()).toBeNull();

    const event = offerInstall('dismissed');
    const button = await screen.findByRole('button', { name: 'Instalar la app' });
    await user.click(button);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // The offer is used once: the button goes, and the page says the steps stay at hand.
    await waitFor(() => expect(installButton()).toBeNull());
    expect(window.__sanarteInstall).toBeNull();
    await waitFor(() => expect(statusWith(/Cuando quieras/)).not.toBeNull());
  });

  it('says the app is installed once the browser installed it', async () => {
    renderApp(<AppPage />, { path: '/app' });
    offerInstall();
    await screen.findByRole('button', { name: 'Instalar la app' });
    act(() => {
      window.__sanarteInstall = null;
      window.__sanarteInstalled = true;
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installButton()).toBeNull();
    expect(statusWith('Sanarte ya está instalada')).not.toBeNull();
  });

  it('run as the installed app, says it is installed instead of offering the button', () => {
    runStandalone();
    offerInstall();
    renderApp(<AppPage />, { path: '/app' });
    expect(installButton()).toBeNull();
    expect(statusWith('Ya tienes la app instalada')).not.toBeNull();
  });

  it('reads an offer the browser made before the page was shown (kept by boot.js)', () => {
    offerInstall();
    renderApp(<AppPage />, { path: '/app' });
    expect(installButton()).toBeInTheDocument();
  });
});
