import { afterEach, describe, expect, it } from 'vitest';
import { isStoreListing, storeLink, storeQrValue } from './store-links';

/** The meta tag the server writes into the page when the store's address is configured. */
function configure(name: 'play-store-url' | 'app-store-url', content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

describe('storeLink', () => {
  it('leads to the install page’s section of the platform while no store is configured', () => {
    expect(storeLink('android')).toBe('/app#android');
    expect(storeLink('ios')).toBe('/app#ios');
    expect(isStoreListing(storeLink('android'))).toBe(false);
    expect(storeQrValue('ios')).toBe(`${window.location.origin}/app#ios`);
  });

  it('leads to the configured store listing, each platform on its own', () => {
    const play = 'https://play.google.com/store/apps/details?id=app.sanarte&hl=es';
    configure('play-store-url', play);
    expect(storeLink('android')).toBe(play);
    expect(isStoreListing(storeLink('android'))).toBe(true);
    expect(storeQrValue('android')).toBe(play);
    expect(storeLink('ios')).toBe('/app#ios');

    configure('app-store-url', 'https://apps.apple.com/es/app/sanarte/id123');
    expect(storeLink('ios')).toBe('https://apps.apple.com/es/app/sanarte/id123');
  });

  it('ignores a meta tag that is not an https address', () => {
    configure('play-store-url', 'javascript:alert(1)');
    configure('app-store-url', '  ');
    expect(storeLink('android')).toBe('/app#android');
    expect(storeLink('ios')).toBe('/app#ios');
  });
});
