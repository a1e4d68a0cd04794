import { IDENTITY_TOKENS, withIdentity } from '@sanarte/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '../../test/landing';
import { clearSiteIdentity, configureSiteIdentity, testIdentity } from '../../test/site-identity';

/** The part of the markup inside the element with `id` (its opening tag to the next section). */
function part(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no #${id} in the markup`);
  return html.slice(start, start + 6000);
}

beforeAll(() => {
  vi.stubEnv('SSR', true);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => clearSiteIdentity());

describe('the business identity in the prerendered landing', () => {
  it('is written as tokens by the build: contact e-mail and address, and the company in the footer', async () => {
    const html = await renderLanding();
    const contact = part(html, 'contact');
    expect(contact).toContain(`href="mailto:${IDENTITY_TOKENS.contactEmail}"`);
    expect(contact).toContain(`>${IDENTITY_TOKENS.contactEmail}</a>`);
    expect(contact).toContain(IDENTITY_TOKENS.address);
    expect(contact).toContain('Horario de atención');
    const footer = part(html, 'pie-de-pagina');
    expect(footer).toContain(IDENTITY_TOKENS.companyName);
    // No fixed address or e-mail of a business anywhere.
    expect(html).not.toMatch(/hola@sanarte|Fuencarral|instagram\.com/i);
  });

  it('rewritten by the server (withIdentity) is exactly what the app renders with that identity', async () => {
    const prerendered = await renderLanding();
    // Values that need escaping: the server must write them as React does.
    const identity = testIdentity({ instagram: 'https://www.instagram.com/bienestar' });
    identity.companyName = 'Pérez & Hijos <Bienestar> S.L.';
    identity.address = "Carrer d'Avinyó 7, 08002 Barcelona";
    configureSiteIdentity(identity);
    const configured = await renderLanding();
    expect(withIdentity(prerendered, identity)).toBe(configured);
    expect(configured).toContain('Pérez &amp; Hijos &lt;Bienestar&gt; S.L.');
    expect(configured).toContain('Carrer d&#x27;Avinyó 7, 08002 Barcelona');
    // The social links change the footer's structure: none in the server's HTML, added on hydration.
    expect(configured).not.toContain('instagram.com');
  });
});
