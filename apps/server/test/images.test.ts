import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './app.js';
import { buildUser } from './factories.js';

/**
 * Uploaded covers and profile photos are served to phones as resized copies: made once, as the
 * item or profile is saved, listed in the answers as an `<img srcset>` value.
 */
const t = testAppForFile();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b4a0e6' } })
    .png()
    .toBuffer();

/** Each `url width` of a srcset. */
const candidates = (srcset: string) =>
  srcset.split(', ').map((c) => {
    const [url = '', w = ''] = c.split(' ');
    return { url, width: Number(w.replace(/w$/, '')) };
  });

describe('resized copies of uploaded images', () => {
  it("a category's uploaded cover gets WebP copies 320, 640 and 960 px wide, served and listed with the original", async () => {
    const admin = (await buildUser(t, { role: 'admin' })).http;
    const original = await png(1200, 800);
    await t.storage.put('covers/grande.png', original, 'image/png');
    const url = t.storage.publicUrl('covers/grande.png');
    const created = await admin.post('/api/categories/create', {
      name: 'Cubierta grande',
      description: 'Con copias',
      coverImage: { coverImageName: 'grande.png', coverImageUrl: url },
    });
    expect(created.status).toBe(201);
    const { coverImage } = created.body.data;
    expect(coverImage.coverImageUrl).toBe(url);
    const listed = candidates(coverImage.coverImageSrcset);
    expect(listed.map((c) => c.width)).toEqual([320, 640, 960, 1200]);
    expect(listed.at(-1)?.url).toBe(url);
    for (const { url: copy, width } of listed.slice(0, 3)) {
      const res = await fetch(new URL(copy, t.baseUrl));
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 800) / 1200));
      expect(bytes.length).toBeLessThan(original.length);
    }
    // Every later answer carries them: the public list too.
    const list = await admin.get('/api/categories/list');
    const row = list.body.data.find((c: { name: string }) => c.name === 'Cubierta grande');
    expect(row.coverImage.coverImageSrcset).toBe(coverImage.coverImageSrcset);
  });

  it('offers no srcset for a cover no wider than the smallest copy, a cover elsewhere, a file that is no image, or a drawing', async () => {
    const admin = (await buildUser(t, { role: 'admin' })).http;
    await t.storage.put('covers/pequena.png', await png(200, 200), 'image/png');
    await t.storage.put('covers/rota.png', Buffer.from('no soy una imagen'), 'image/png');
    await t.storage.put(
      'covers/dibujo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#b4a0e6"/></svg>',
      ),
      'image/svg+xml',
    );
    for (const coverImageUrl of [
      t.storage.publicUrl('covers/pequena.png'),
      'https://images.example.com/portada.jpg',
      t.storage.publicUrl('covers/rota.png'),
      t.storage.publicUrl('covers/dibujo.svg'),
    ]) {
      const created = await admin.post('/api/categories/create', {
        name: `Sin copias ${coverImageUrl.length}`,
        description: 'Sin copias',
        coverImage: { coverImageName: 'x', coverImageUrl },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data.coverImage.coverImageSrcset).toBeUndefined();
    }
  });

  it("a profile photo gets copies 64, 128 and 256 px wide; a new photo's copies replace the old photo's", async () => {
    const user = await buildUser(t, { name: 'Irene' });
    const upload = async () =>
      user.http.put('/api/users/profile', {
        name: 'Irene',
        lastName: 'Sanz',
        avatarImage: `data:image/png;base64,${(await png(600, 600)).toString('base64')}`,
      });
    const first = await upload();
    expect(first.status).toBe(200);
    const { avatarUrl, avatarSrcset } = first.body.data.user;
    const copies = candidates(avatarSrcset);
    expect(copies.map((c) => c.width)).toEqual([64, 128, 256, 600]);
    expect(copies.at(-1)?.url).toBe(avatarUrl);
    for (const { url } of copies) expect((await fetch(new URL(url, t.baseUrl))).status).toBe(200);
    // The session's own answer carries them too.
    expect((await user.http.get('/api/users/me')).body.data.user.avatarSrcset).toBe(avatarSrcset);

    const second = await upload();
    expect(second.body.data.user.avatarSrcset).not.toBe(avatarSrcset);
    // The old photo and its copies are gone (a photo is personal data).
    for (const { url } of copies) {
      const key = t.storage.keyFromUrl(url) as string;
      expect(await t.storage.stat(key)).toBeNull();
    }
  });
});
