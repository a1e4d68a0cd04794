import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerHtml } from '../../../test/hydrate';
import { renderApp } from '../../../test/render';
import { clearSiteIdentity, configureSiteIdentity, testIdentity } from '../../../test/site-identity';
import { closeCookieSettings, cookieSettingsOpen } from '../../consent';
import { SiteFooter } from './site-footer';

const social = {
  instagram: 'https://www.instagram.com/bienestar.sonoro',
  youtube: 'https://www.youtube.com/@bienestarsonoro',
};

afterEach(() => {
  clearSiteIdentity();
  closeCookieSettings();
});

const footer = () => screen.getByRole('contentinfo');

describe('SiteFooter', () => {
  it('keeps the section links and adds the legal pages next to the terms', () => {
    configureSiteIdentity(testIdentity());
    renderApp(<SiteFooter />);
    const sections = within(footer()).getByRole('navigation', { name: 'Enlaces del pie de página' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Precio', 'Nosotros', 'Testimonios', 'Contacto']);
    const legal = within(footer()).getByRole('navigation', { name: 'Información legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Términos y condiciones', '/terminos-y-condiciones'],
      ['Política de privacidad', '/politica-de-privacidad'],
      ['Política de cookies', '/politica-de-cookies'],
      ['Aviso legal', '/aviso-legal'],
    ]);
  });

  it('opens the cookie settings from «Configurar cookies»', async () => {
    configureSiteIdentity(testIdentity());
    const { user } = renderApp(<SiteFooter />);
    expect(cookieSettingsOpen()).toBe(false);
    await user.click(within(footer()).getByRole('button', { name: 'Configurar cookies' }));
    expect(cookieSettingsOpen()).toBe(true);
  });

  it('signs the copyright line with the configured company, and links the configured networks', () => {
    configureSiteIdentity(testIdentity(social));
    renderApp(<SiteFooter />);
    expect(
      within(footer()).getByText(
        `© ${new Date().getFullYear()} Bienestar Sonoro S.L. · Todos los derechos reservados.`,
      ),
    ).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { name: 'Redes sociales' })).toBeInTheDocument();
    const instagram = within(footer()).getByRole('link', { name: /^Instagram/ });
    expect(instagram).toHaveAttribute('href', social.instagram);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAccessibleName('Instagram (se abre en una pestaña nueva)');
    expect(within(footer()).getByRole('link', { name: /^YouTube/ })).toHaveAttribute('href', social.youtube);
    expect(within(footer()).queryByRole('link', { name: /Facebook|TikTok/ })).toBeNull();
  });

  it('shows no social section when no network is configured', () => {
    configureSiteIdentity(testIdentity());
    renderApp(<SiteFooter />);
    expect(within(footer()).queryByRole('heading', { name: 'Redes sociales' })).toBeNull();
  });

  it('hydrates the server’s HTML (no social links) without a mismatch, then adds the configured ones', async () => {
    configureSiteIdentity(testIdentity(social));
    const ui = (
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    );
    const html = renderToString(ui);
    expect(html).toContain('Bienestar Sonoro S.L.');
    expect(html).not.toContain('instagram.com');

    const hydrated = await hydrateServerHtml(html, ui);
    try {
      expect(within(hydrated.container).getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
        'href',
        social.instagram,
      );
      expect(hydrated.recoverable).not.toHaveBeenCalled();
      expect(hydrated.errors).not.toHaveBeenCalled();
    } finally {
      hydrated.unmount();
    }
  });
});
