import { type FileHandle, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenFileCache } from './open-files.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sanarte-open-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function readAll(cache: OpenFileCache, file: string): Promise<string | null> {
  const open = await cache.acquire(file);
  if (!open) return null;
  try {
    const body = Buffer.alloc(open.size);
    await open.handle.read(body, 0, open.size, 0);
    return body.toString();
  } finally {
    open.release();
  }
}

/** Whether a file handle has been closed (a closed handle refuses every operation). */
const isClosed = (handle: { stat(): Promise<unknown> } | undefined) =>
  handle
    ? handle.stat().then(
        () => false,
        () => true,
      )
    : Promise.resolve(false);

describe('OpenFileCache', () => {
  it('keeps one handle per file and notices a file replaced by another process after the TTL', async () => {
    let now = 0;
    const cache = new OpenFileCache(8, 1000, () => now);
    const file = path.join(dir, 'a.mp3');
    await writeFile(file, 'primera versión');
    const first = await cache.acquire(file);
    const second = await cache.acquire(file);
    expect(first?.handle).toBe(second?.handle);
    first?.release();
    second?.release();

    // Another process replaces the file (a new inode, as uploads do with rename).
    await writeFile(`${file}.part`, 'segunda versión, más larga');
    await (await import('node:fs/promises')).rename(`${file}.part`, file);
    expect(await readAll(cache, file)).toBe('primera versión');
    now += 1001;
    expect(await readAll(cache, file)).toBe('segunda versión, más larga');
    await cache.clear();
  });

  it('answers null for a missing file and for one deleted elsewhere once the TTL has passed', async () => {
    let now = 0;
    const cache = new OpenFileCache(8, 1000, () => now);
    expect(await cache.acquire(path.join(dir, 'no-existe.mp3'))).toBeNull();
    const file = path.join(dir, 'b.mp3');
    await writeFile(file, 'audio');
    expect(await readAll(cache, file)).toBe('audio');
    await unlink(file);
    now += 1001;
    expect(await cache.acquire(file)).toBeNull();
  });

  it('invalidates at once, closing the handle only after its last user releases it', async () => {
    const cache = new OpenFileCache(8, 60_000);
    const file = path.join(dir, 'c.mp3');
    await writeFile(file, 'uno');
    const inUse = await cache.acquire(file);
    if (!inUse) throw new Error('not opened');
    await writeFile(file, 'dos');
    cache.invalidate(file);
    // The old handle still reads (it is not closed while in use)...
    const body = Buffer.alloc(3);
    await inUse.handle.read(body, 0, 3, 0);
    expect(body.toString()).toBe('dos');
    inUse.release();
    // ...and is closed once released; the next acquire opens the file again.
    await expect.poll(() => isClosed(inUse.handle)).toBe(true);
    const again = await cache.acquire(file);
    expect(again?.handle).not.toBe(inUse.handle);
    again?.release();
    await cache.clear();
  });

  it('keeps at most maxEntries handles, closing the least recently used idle one', async () => {
    const cache = new OpenFileCache(2, 60_000);
    const files = ['d1', 'd2', 'd3'].map((name) => path.join(dir, `${name}.mp3`));
    for (const f of files) await writeFile(f, f);
    const handles: (FileHandle | undefined)[] = [];
    for (const f of files) {
      const open = await cache.acquire(f);
      handles.push(open?.handle);
      open?.release();
    }
    await expect.poll(() => isClosed(handles[0])).toBe(true);
    await expect(handles[2]?.stat()).resolves.toBeTruthy();
    await cache.clear();
  });

  it('holds small files in memory, within a budget the least recently used give up first', async () => {
    const cache = new OpenFileCache(8, 60_000, Date.now, { contentMaxBytes: 10, contentBudgetBytes: 16 });
    const small = path.join(dir, 'e1.mp3');
    const other = path.join(dir, 'e2.mp3');
    const large = path.join(dir, 'e3.mp3');
    await writeFile(small, '12345678');
    await writeFile(other, 'abcdefgh');
    await writeFile(large, 'más de diez bytes');
    const open = async (file: string) => {
      const f = await cache.acquire(file);
      f?.release();
      return f;
    };
    expect((await open(small))?.content?.toString()).toBe('12345678');
    expect((await open(large))?.content).toBeNull();
    expect(cache.heldBytes).toBe(8);
    expect((await open(other))?.content?.toString()).toBe('abcdefgh');
    expect(cache.heldBytes).toBe(16);
    // A third small file: the least recently used (small) gives its content up, keeping its handle.
    const third = path.join(dir, 'e4.mp3');
    await writeFile(third, 'ABCDEFGH');
    expect((await open(third))?.content?.toString()).toBe('ABCDEFGH');
    expect(cache.heldBytes).toBe(16);
    const smallAgain = await open(small);
    expect(smallAgain?.content).toBeNull();
    expect(await readAll(cache, small)).toBe('12345678');
    // Invalidated: its content goes with it.
    cache.invalidate(third);
    expect(cache.heldBytes).toBe(8);
    await cache.clear();
    expect(cache.heldBytes).toBe(0);
  });

  it('peeks at a file only while it is open and checked within the TTL', async () => {
    let now = 0;
    const cache = new OpenFileCache(8, 1000, () => now);
    const file = path.join(dir, 'f.mp3');
    await writeFile(file, 'audio');
    expect(cache.peek(file)).toBeNull();
    const opened = await cache.acquire(file);
    opened?.release();
    const peeked = cache.peek(file);
    expect(peeked?.handle).toBe(opened?.handle);
    expect(peeked?.content?.toString()).toBe('audio');
    peeked?.release();
    now += 1001;
    expect(cache.peek(file)).toBeNull();
    // acquire checks it against the disk again, and peek answers once more.
    (await cache.acquire(file))?.release();
    expect(cache.peek(file)?.size).toBe(5);
    await cache.clear();
  });
});
