import { describe, expect, it } from 'vitest';
import { STORE_NEW_TAB_NOTE, escapeHtml, withStoreLinks } from './store-links.js';

const badge = (platform: string) =>
  `<a data-discover="true" href="/app#${platform}" data-store="${platform}" class="badge x"><svg aria-hidden="true"><path d="M0 0"></path></svg><span>Google Play</span></a>`;
const page = `<header><a href="/app">Descargar la app</a></header><ul><li>${badge('android')}</li><li>${badge('ios')}</li></ul><footer><a href="/#contact">Contacto</a></footer>`;

describe('withStoreLinks', () => {
  it('leaves the page as it is when no store address is configured', () => {
    expect(withStoreLinks(page, {})).toBe(page);
  });

  it('turns a configured platform’s badges into external links to its store, and only those', () => {
    const play = 'https://play.google.com/store/apps/details?id=app.sanarte&hl=es';
    const out = withStoreLinks(page, { android: play });
    expect(out).toContain(
      `<a href="https://play.google.com/store/apps/details?id=app.sanarte&amp;hl=es" target="_blank" rel="noopener noreferrer" data-store="android" class="badge x"><svg aria-hidden="true"><path d="M0 0"></path></svg><span>Google Play</span><span class="sr-only"> ${STORE_NEW_TAB_NOTE}</span></a>`,
    );
    expect(out).toContain(badge('ios'));
    expect(out).toContain('<a href="/app">Descargar la app</a>');
    expect(out).toContain('<a href="/#contact">Contacto</a>');
    // Rewriting twice changes nothing more.
    expect(withStoreLinks(out, { android: play })).toBe(out);
  });

  it('rewrites every badge of a platform (the landing has two of each)', () => {
    const out = withStoreLinks(`${page}${page}`, {
      android: 'https://play.example/a',
      ios: 'https://apps.example/b',
    });
    expect(out.match(/href="https:\/\/play\.example\/a"/g)).toHaveLength(2);
    expect(out.match(/href="https:\/\/apps\.example\/b"/g)).toHaveLength(2);
    expect(out).not.toContain('/app#');
  });
});

describe('escapeHtml', () => {
  it('escapes what React escapes in attributes and text', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#x27;f');
  });
});
