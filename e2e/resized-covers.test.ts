import type { AudioDto } from '@sanarte/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser, giveSubscription } from '../apps/server/test/factories.js';
import { shot, signedInPage, until } from './helpers.js';
import { e2eSuite } from './suite.js';

const e = e2eSuite();

/**
 * A cover staff upload at 1200 px is drawn 64–96 px wide in the library: the browser fetches the
 * 320 px WebP copy the server made when the audio was saved, never the upload itself.
 */
describe('uploaded covers in the library', () => {
  for (const size of [
    { name: 'phone', width: 390, height: 844, deviceScaleFactor: 3 },
    { name: 'desktop', width: 1366, height: 850, deviceScaleFactor: 1 },
  ]) {
    it(`load a resized copy, not the upload (${size.name})`, async () => {
      const admin = (await buildUser(e.server, { role: 'admin' })).http;
      const key = `covers/e2e-grande-${size.name}.png`;
      const upload = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b4a0e6' } })
        .png()
        .toBuffer();
      await e.server.storage.put(key, upload, 'image/png');
      const [audio] = (await admin.get('/api/audios/list')).body.data as AudioDto[];
      if (!audio?.audio) throw new Error('no seeded audio');
      const saved = await admin.put(`/api/audios/update/${audio._id}`, {
        theme: audio.theme._id,
        title: audio.title,
        description: audio.description,
        duration: audio.duration,
        audio: audio.audio,
        tags: audio.tags,
        coverImage: { coverImageName: 'grande.png', coverImageUrl: e.server.storage.publicUrl(key) },
      });
      expect(saved.status, saved.text).toBe(200);

      const user = await buildUser(e.server, { name: 'Candela' });
      await giveSubscription(e.server, user.id, 'full');
      const page = await signedInPage(e, user, size);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto('/panel/biblioteca');
      const cover = page.locator(`img[srcset*="e2e-grande-${size.name}"]`).first();
      await until(() => cover.count()).toBeGreaterThan(0);
      await cover.scrollIntoViewIfNeeded();
      await until(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      const shown = await cover.evaluate((img: HTMLImageElement) => ({
        currentSrc: new URL(img.currentSrc).pathname,
        naturalWidth: img.naturalWidth,
      }));
      expect(shown.currentSrc).toMatch(new RegExp(`/resized/covers/e2e-grande-${size.name}-320w\\.webp$`));
      // What it loaded is the copy: 320 px of WebP, drawn at the card's size.
      const copy = await fetch(new URL(shown.currentSrc, e.server.baseUrl));
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(320);
      expect(shown.naturalWidth).toBe(size.name === 'phone' ? 64 : 96);
      expect(requested.filter((p) => p.endsWith(`/e2e-grande-${size.name}.png`))).toEqual([]);
      await shot(page, `library/resized-cover-${size.name}`);
    });
  }
});
