import { CONSENT_VERSION, STORAGE_KEYS } from '@sanarte/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOWNLOADS_CACHE, OFFLINE_DB } from '../../../lib/media/offline-keys';
import { storageKeys } from '../../../lib/storage';
import { renderApp } from '../../../test/render';
import { clearSiteIdentity, configureSiteIdentity, testIdentity } from '../../../test/site-identity';
import { CONSENT_STORAGE_KEY, closeCookieSettings, cookieSettingsOpen } from '../../consent';
import { RESUME_KEY } from '../../player';
import { SERVER_COOKIES } from '../content/cookie-policy';
import { CookiePolicyPage } from './cookie-policy-page';
import { LegalNoticePage } from './legal-notice-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

const identity = testIdentity();

beforeEach(() => configureSiteIdentity(identity));
afterEach(() => {
  clearSiteIdentity();
  closeCookieSettings();
});

const main = () => document.body;
const mailto = (address: string) =>
  screen.getAllByRole('link', { name: address }).map((link) => link.getAttribute('href'));

/** One h1, and every h3 under an h2 (no level skipped). */
function expectHeadingOutline() {
  const headings = [...main().querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
  expect(headings.filter((level) => level === 1)).toHaveLength(1);
  expect(headings[0]).toBe(1);
  for (let i = 1; i < headings.length; i++) {
    expect(headings[i] ?? 0).toBeLessThanOrEqual((headings[i - 1] ?? 0) + 1);
  }
}

/** Renders the legal page `page` at `path`: its one level-1 heading and the tab's title name it `title`. */
async function showTitled(page: ReactElement, path: string, title: string) {
  renderApp(page, { path });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`Sanarte | ${title}`));
}

/** `region` names the owner as configured: company, NIF and address. */
function expectOwner(region: HTMLElement) {
  expect(region).toHaveTextContent(`Titular: ${identity.companyName}`);
  expect(region).toHaveTextContent(`NIF: ${identity.taxId}`);
  expect(region).toHaveTextContent(`Domicilio: ${identity.address}`);
}

describe('the privacy policy (/politica-de-privacidad)', () => {
  it('names the configured controller: company, NIF, address and the privacy e-mail', async () => {
    await showTitled(<PrivacyPolicyPage />, '/politica-de-privacidad', 'Política de privacidad');

    const controller = screen.getByRole('region', { name: '1. Quién es el responsable de tus datos' });
    expectOwner(controller);
    expect(controller).toHaveTextContent(`Correo para cuestiones de privacidad: ${identity.privacyEmail}`);
    expect(mailto(identity.privacyEmail)).toContain(`mailto:${identity.privacyEmail}`);
    expect(mailto(identity.contactEmail)).toEqual([`mailto:${identity.contactEmail}`]);
    expect(
      screen.getByText(new RegExp(`^Versión ${CONSENT_VERSION} · Última actualización: `)),
    ).toHaveTextContent('24 de noviembre de 2026');
    expectHeadingOutline();
  });

  it('says what it must: health-related results on consent, Stripe, retention, rights and the AEPD', () => {
    renderApp(<PrivacyPolicyPage />, { path: '/politica-de-privacidad' });
    const text = main().textContent ?? '';
    expect(text).toMatch(/consentimiento explícito/);
    expect(text).toMatch(/Los datos de tu tarjeta nunca pasan por Sanarte/);
    expect(text).toMatch(/artículo 30 del Código de Comercio/);
    expect(text).toMatch(/cuatro años/);
    expect(text).toMatch(/mayores de 18 años/);
    expect(text).toMatch(/no te enviamos correos publicitarios/);
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Limitación', 'Portabilidad', 'Oposición']) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
    // The rights from the account: Configuración › Privacidad.
    expect(screen.getByRole('link', { name: 'Configuración › Privacidad' })).toHaveAttribute(
      'href',
      '/panel/configuracion?tab=privacidad',
    );
    const aepd = screen.getByRole('link', { name: /www\.aepd\.es/ });
    expect(aepd).toHaveAttribute('href', 'https://www.aepd.es');
    expect(aepd).toHaveAttribute('target', '_blank');
    expect(aepd).toHaveTextContent('(se abre en una pestaña nueva)');
  });

  it('lists every section in its table of contents, each linking to its heading', () => {
    renderApp(<PrivacyPolicyPage />, { path: '/politica-de-privacidad' });
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(10);
    for (const entry of entries) {
      const id = entry.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(entry.textContent ?? '');
    }
  });
});

describe('the cookie policy (/politica-de-cookies)', () => {
  /** The names listed in the tables (first column). */
  const listed = () =>
    screen.getAllByRole('table').flatMap((table) =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    );

  it('lists the server’s cookies, the browser storage and the device caches by their real names', async () => {
    await showTitled(<CookiePolicyPage />, '/politica-de-cookies', 'Política de cookies');
    const names = listed();
    // The server's cookies as the policy declares them (e2e/legal.test.ts checks that the cookies a
    // real session receives are listed).
    for (const cookie of SERVER_COOKIES) {
      expect(names).toContain(cookie);
    }
    // Every key the app writes into the browser's storage, and the offline stores.
    for (const key of [
      ...Object.values(STORAGE_KEYS),
      storageKeys.sessionHint,
      storageKeys.promotionCode,
      CONSENT_STORAGE_KEY,
      RESUME_KEY,
      DOWNLOADS_CACHE,
      OFFLINE_DB,
      'sanarte-shell-v1',
    ]) {
      expect(names).toContain(key);
    }
    expectHeadingOutline();
  });

  it('lists Google Analytics’ cookies as analytics, only with consent, and the marketing ones apart', () => {
    renderApp(<CookiePolicyPage />, { path: '/politica-de-cookies' });
    const analytics = screen.getByRole('table', { name: 'Cookies de análisis (solo con tu consentimiento)' });
    for (const name of ['_ga', '_ga_<ID>']) {
      const row = within(analytics).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
      expect(within(row).getByText(/Google/)).toBeInTheDocument();
      expect(within(row).getByText('2 años')).toBeInTheDocument();
      expect(within(row).getByText('Análisis')).toBeInTheDocument();
    }
    const marketing = screen.getByRole('table', {
      name: 'Cookies de marketing (solo con tu consentimiento)',
    });
    expect(within(marketing).getByText('Marketing')).toBeInTheDocument();
    // Every necessary cookie is first-party.
    const necessary = screen.getByRole('table', { name: 'Cookies necesarias de Sanarte' });
    for (const row of within(necessary).getAllByRole('row').slice(1)) {
      expect(within(row).getByText('Sanarte (propia)')).toBeInTheDocument();
      expect(within(row).getByText('Necesaria')).toBeInTheDocument();
    }
  });

  it('opens the cookie settings from its «Configurar cookies» button', async () => {
    const { user } = renderApp(<CookiePolicyPage />, { path: '/politica-de-cookies' });
    expect(cookieSettingsOpen()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Configurar cookies' }));
    expect(cookieSettingsOpen()).toBe(true);
  });
});

describe('the legal notice (/aviso-legal)', () => {
  it('identifies the owner from the configuration and links the other legal texts', async () => {
    await showTitled(<LegalNoticePage />, '/aviso-legal', 'Aviso legal');
    const owner = screen.getByRole('region', { name: '1. Titular' });
    expectOwner(owner);
    expect(within(owner).getAllByRole('link', { name: identity.contactEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${identity.contactEmail}`,
    );
    expect(within(owner).getByRole('link', { name: identity.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${identity.privacyEmail}`,
    );
    const text = main().textContent ?? '';
    expect(text).toMatch(/no sustituyen la atención ni el tratamiento médico o psicológico/);
    expect(text).toMatch(/ley española/);
    expect(text).toMatch(/juzgados y tribunales de tu domicilio/);
    for (const [name, href] of [
      ['Términos y condiciones', '/terminos-y-condiciones'],
      ['Política de privacidad', '/politica-de-privacidad'],
      ['Política de cookies', '/politica-de-cookies'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expectHeadingOutline();
  });
});

describe('the terms (/terminos-y-condiciones)', () => {
  it('say who offers the service from the configuration, and point to the privacy texts', () => {
    renderApp(<TermsPage />, { path: '/terminos-y-condiciones' });
    const who = screen.getByRole('region', { name: '1. Quiénes somos' });
    expect(who).toHaveTextContent(
      `que ofrece ${identity.companyName}, con NIF ${identity.taxId} y domicilio en ${identity.address}.`,
    );
    expect(within(who).getByRole('link', { name: identity.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${identity.contactEmail}`,
    );
    const data = screen.getByRole('region', { name: '10. Tus datos y las cookies' });
    expect(within(data).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad',
    );
    expect(within(data).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/politica-de-cookies',
    );
    expectHeadingOutline();
  });
});
