import { describe, expect, it } from 'vitest';
import { buildAdmin } from '../apps/server/test/factories.js';
import { shot, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

describe('the landing’s claims band', () => {
  it('names exactly the categories it counts, from the live catalogue (desktop and phone)', async () => {
    const admin = await buildAdmin(e.server);
    const created = await admin.http.post('/api/categories/create', {
      name: 'Sueño Reparador',
      description: 'Para dormir mejor',
      order: 9,
    });
    expect(created.status).toBe(201);
    const names = ((await admin.http.get('/api/categories/list')).body.data as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).toHaveLength(4);
    const listed = new Intl.ListFormat('es', { type: 'conjunction' }).format(names);
    expect(listed).toBe('Salud, Amor, Desarrollo Personal y Sueño Reparador');

    for (const viewport of [
      { width: 1366, height: 850, name: 'desktop' },
      { width: 390, height: 844, name: 'phone' },
    ]) {
      const page = await e.newPage(viewport);
      await page.goto('/');
      const band = page.getByRole('list', { name: 'Sanarte en cifras' });
      await band.scrollIntoViewIfNeeded();
      const categories = band.getByRole('listitem').nth(2);
      await until(() => band.getAttribute('aria-busy')).toBe('false');
      // The figure (with its word for screen readers), the visible word, and the names it counts.
      const texts = (await categories.locator('p').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(texts).toEqual(['4 categorías', 'categorías', listed]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(band, `claims-band/claims-band-${viewport.name}`);
      await page.close();
    }
  });
});
