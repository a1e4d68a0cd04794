import { describe, expect, it } from 'vitest';
import {
  IDENTITY_TOKENS,
  LOCAL_IDENTITY,
  PRERENDER_IDENTITY,
  SITE_IDENTITY_ELEMENT_ID,
  type SiteIdentity,
  readSiteIdentity,
  withIdentity,
} from './identity.js';

const configured: SiteIdentity = {
  companyName: 'Bienestar Sonoro S.L.',
  taxId: 'B12345678',
  address: 'Calle Mayor 1, 28013 Madrid',
  contactEmail: 'hola@bienestar.example',
  privacyEmail: 'privacidad@bienestar.example',
  social: { instagram: 'https://www.instagram.com/bienestar' },
};

/** A prerendered page as the build leaves it: every token, in text and in an attribute. */
const built = `<!doctype html><html><head><title>Sanarte</title></head><body><div id="root"><footer><p>© 2026 ${IDENTITY_TOKENS.companyName}</p></footer><address><a href="mailto:${IDENTITY_TOKENS.contactEmail}">${IDENTITY_TOKENS.contactEmail}</a><p>${IDENTITY_TOKENS.address}</p><p>${IDENTITY_TOKENS.taxId}</p><p>${IDENTITY_TOKENS.privacyEmail}</p><p>${IDENTITY_TOKENS.companyName}</p></address></div></body></html>`;

/** The JSON the page carries, read back as the web app reads it. */
function embedded(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SITE_IDENTITY_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error('no identity script');
  return JSON.parse(match[1]);
}

describe('withIdentity', () => {
  it('replaces every token, in text and attributes, and leaves none', () => {
    const page = withIdentity(built, configured);
    expect(page).not.toContain('%%SANARTE_');
    expect(page).toContain('<p>© 2026 Bienestar Sonoro S.L.</p>');
    expect(page).toContain('<a href="mailto:hola@bienestar.example">hola@bienestar.example</a>');
    expect(page).toContain('<p>Calle Mayor 1, 28013 Madrid</p>');
    expect(page).toContain('<p>B12345678</p>');
    expect(page).toContain('<p>privacidad@bienestar.example</p>');
    // Both places of the company name.
    expect(page.split('Bienestar Sonoro S.L.').length - 1).toBeGreaterThanOrEqual(2);
  });

  it('writes the identity as JSON once, just before </head>, which the app parses back as it was', () => {
    const page = withIdentity(built, configured);
    expect(page.match(new RegExp(`id="${SITE_IDENTITY_ELEMENT_ID}"`, 'g'))).toHaveLength(1);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<script type="application/json" id="${SITE_IDENTITY_ELEMENT_ID}">`);
    expect(head.endsWith('</script>')).toBe(true);
    expect(readSiteIdentity(embedded(page))).toEqual(configured);
  });

  it('escapes values: markup in the configuration is text, never HTML or a way out of the script', () => {
    const hostile: SiteIdentity = {
      companyName: 'Pérez & Hijos <b>S.L.</b>',
      taxId: '"><img src=x onerror=alert(1)>',
      address: "Calle d'Alcalá </script><script>alert(1)</script>",
      contactEmail: 'a&b@example.com',
      privacyEmail: 'privacidad@example.com<!--',
      social: { facebook: 'https://facebook.com/x?a=1&b=</script>' },
    };
    const page = withIdentity(built, hostile);
    expect(page).toContain('<p>© 2026 Pérez &amp; Hijos &lt;b&gt;S.L.&lt;/b&gt;</p>');
    expect(page).toContain('<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(page).toContain('href="mailto:a&amp;b@example.com"');
    expect(page).toContain('<p>Calle d&#x27;Alcalá &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    // Nothing the values carried became markup: the only tags are the page's own.
    expect(page).not.toMatch(/<b>|<img|<script>alert|<!--/);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(readSiteIdentity(embedded(page))).toEqual(hostile);
  });

  it('keeps `$` patterns in values as they are (no replacement patterns)', () => {
    const page = withIdentity(built, { ...configured, companyName: "Cuesta $& $' S.L." });
    expect(page).toContain('<p>© 2026 Cuesta $&amp; $&#x27; S.L.</p>');
    expect(readSiteIdentity(embedded(page))?.companyName).toBe("Cuesta $& $' S.L.");
  });

  it('with the local defaults, still writes them (and the tokens of the build are the prerender identity)', () => {
    const page = withIdentity(built, LOCAL_IDENTITY);
    expect(page).toContain(LOCAL_IDENTITY.contactEmail);
    expect(page).not.toContain('%%SANARTE_');
    expect(readSiteIdentity(embedded(page))).toEqual(LOCAL_IDENTITY);
    expect(PRERENDER_IDENTITY).toEqual({ ...IDENTITY_TOKENS, social: {} });
  });
});

describe('readSiteIdentity', () => {
  it('accepts an identity, keeps only https social links of known networks', () => {
    const read = readSiteIdentity({
      ...LOCAL_IDENTITY,
      social: { instagram: 'https://instagram.com/a', facebook: 'javascript:alert(1)', myspace: 'https://x' },
    });
    expect(read).toEqual({ ...LOCAL_IDENTITY, social: { instagram: 'https://instagram.com/a' } });
  });

  it('refuses what is not one', () => {
    expect(readSiteIdentity(null)).toBeNull();
    expect(readSiteIdentity('x')).toBeNull();
    expect(readSiteIdentity({ ...LOCAL_IDENTITY, taxId: 7 })).toBeNull();
  });
});
