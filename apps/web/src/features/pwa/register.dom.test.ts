import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_HREF, linkManifest } from './register';

afterEach(() => {
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe('linkManifest', () => {
  it('links the web app manifest once, however often it is called', () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(MANIFEST_HREF).toBe('/manifest.webmanifest');
  });
});
