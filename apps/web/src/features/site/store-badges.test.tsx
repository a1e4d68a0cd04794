import { withStoreLinks } from '@sanarte/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '../../test/landing';

const STORES = {
  android: 'https://play.google.com/store/apps/details?id=app.sanarte&hl=es',
  ios: 'https://apps.apple.com/es/app/sanarte/id123',
};

function configureStores() {
  for (const [name, content] of [
    ['play-store-url', STORES.android],
    ['app-store-url', STORES.ios],
  ] as const) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.appendChild(meta);
  }
}

// As in the build's server rendering: the deferred sections render in full (deferred-section.tsx).
beforeAll(() => {
  vi.stubEnv('SSR', true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

/** The opening tags of the landing's store badges. */
const badges = (html: string) => html.match(/<a [^>]*data-store="[a-z]+"[^>]*>/g) ?? [];

describe('the landing’s store badges', () => {
  it('lead to the install page within the site while no store is configured', async () => {
    const html = await renderLanding('/');
    const links = badges(html);
    // The hero's pair and the download section's pair.
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toMatch(/href="\/app#(android|ios)"/);
      expect(link).not.toMatch(/target=/);
    }
    expect(html).not.toMatch(/play\.google\.com|apps\.apple\.com/);
    // The header's 'Descargar la app' scrolls to the download area (the spec's button).
    expect(html).toMatch(/<a [^>]*href="\/#download"[^>]*>(?:(?!<\/a>).)*Descargar la app<\/a>/);
  });

  it('are rewritten by the server into exactly what the app renders with the stores configured', async () => {
    const prerendered = await renderLanding('/');
    configureStores();
    const configured = await renderLanding('/');
    expect(badges(configured)).toHaveLength(4);
    for (const link of badges(configured)) expect(link).toMatch(/target="_blank" rel="noopener noreferrer"/);
    // The page the server sends (the build's landing, rewritten) is the page the app hydrates.
    expect(withStoreLinks(prerendered, STORES)).toBe(configured);
  });
});
