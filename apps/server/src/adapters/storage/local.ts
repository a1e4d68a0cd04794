import { createWriteStream } from 'node:fs';
import { link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.js';
import { InvalidKeyError, compareFileItems, encodeKey, normalizeKey, requireKey } from './keys.js';
import { type OpenFile, OpenFileCache } from './open-files.js';
import type { FileItem, PresignedUpload, Storage, StoredObject } from './types.js';

/** The errors that mean "nothing there"; any other (permissions, I/O, loops) is a real failure. */
const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as { code?: string }).code ?? '');
const orNullIfMissing = (err: unknown) => {
  if (isMissing(err)) return null;
  throw err;
};

/**
 * Files under a root directory. Public images are served at /cdn/<key>; everything else only with
 * an HMAC signature and an expiry (`/cdn/<key>?exp=…&sig=…`). Uploads use the app's own signed PUT.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  /** Handles kept open for /cdn (see open-files.ts). */
  private readonly openFiles = new OpenFileCache();

  constructor(
    readonly root: string,
    private readonly signingKey: string,
    private readonly publicBase: string = '',
  ) {}

  /** Absolute path of a key, guaranteed to stay inside the root. */
  pathOf(key: string, { allowRoot = false } = {}): string {
    const clean = requireKey(key, { allowRoot });
    const full = path.resolve(this.root, clean);
    const rootWithSep = this.root.endsWith(path.sep) ? this.root : this.root + path.sep;
    if (full !== this.root && !full.startsWith(rootWithSep)) throw new InvalidKeyError(key);
    return full;
  }

  async put(key: string, body: Uint8Array | Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomToken(6)}.part`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    this.openFiles.invalidate(file);
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch(orNullIfMissing);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const s = await stat(this.pathOf(key)).catch(orNullIfMissing);
    return s?.isFile() ? { size: s.size, lastModified: s.mtime } : null;
  }

  /**
   * Writes a streamed upload: at most maxBytes, and only if its first bytes pass `check`.
   * Nothing is left behind on failure. With `createOnly` the file must not exist yet (what
   * If-None-Match: * asks of S3): the finished file is linked into place, which fails atomically
   * if another one got there first.
   */
  async putStream(
    key: string,
    stream: NodeJS.ReadableStream,
    opts: { maxBytes: number; check: (head: Buffer) => boolean; createOnly?: boolean },
  ): Promise<{ ok: true; size: number } | { ok: false; reason: 'too-large' | 'mismatch' | 'exists' }> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomToken(6)}.part`;
    const out = createWriteStream(tmp);
    let size = 0;
    let head = Buffer.alloc(0);
    let checked = false;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > opts.maxBytes) throw Object.assign(new Error('too-large'), { reason: 'too-large' });
        if (!checked) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= 64) {
            checked = true;
            if (!opts.check(head)) throw Object.assign(new Error('mismatch'), { reason: 'mismatch' });
          }
        }
        if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      }
      if (!checked && !opts.check(head)) throw Object.assign(new Error('mismatch'), { reason: 'mismatch' });
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
      if (opts.createOnly) {
        try {
          await link(tmp, file);
        } catch (err) {
          if ((err as { code?: string }).code === 'EEXIST')
            throw Object.assign(err as Error, { reason: 'exists' });
          throw err;
        }
        await rm(tmp, { force: true });
      } else {
        await rename(tmp, file);
      }
      this.openFiles.invalidate(file);
      return { ok: true, size };
    } catch (err) {
      out.destroy();
      await rm(tmp, { force: true });
      const reason = (err as { reason?: 'too-large' | 'mismatch' | 'exists' }).reason;
      if (reason) return { ok: false, reason };
      throw err;
    }
  }

  /** An open handle on a stored file, for serving it (release it when done); null if absent. */
  openRead(key: string): Promise<OpenFile | null> {
    return this.openFiles.acquire(this.pathOf(key));
  }

  /** The file at once when it is already open and recently checked, else null (see openRead). */
  openReadNow(key: string): OpenFile | null {
    return this.openFiles.peek(this.pathOf(key));
  }

  /** Closes the handles kept open for serving. */
  closeOpenFiles(): Promise<void> {
    return this.openFiles.clear();
  }

  async delete(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    const s = await stat(file).catch(orNullIfMissing);
    if (!s?.isFile()) return false;
    await rm(file);
    this.openFiles.invalidate(file);
    return true;
  }

  async list(folder: string): Promise<FileItem[]> {
    const dir = this.pathOf(folder, { allowRoot: true });
    const prefix = requireKey(folder, { allowRoot: true });
    const entries = (await readdir(dir, { withFileTypes: true }).catch(orNullIfMissing)) ?? [];
    const items: FileItem[] = [];
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name.endsWith('.part')) continue;
      if (!e.isDirectory() && !e.isFile()) continue;
      const key = prefix ? `${prefix}/${e.name}` : e.name;
      const s = await stat(path.join(dir, e.name)).catch(orNullIfMissing);
      // Deleted between readdir and stat.
      if (!s) continue;
      items.push({
        name: e.name,
        key,
        isDirectory: e.isDirectory(),
        size: e.isDirectory() ? 0 : s.size,
        lastModified: s.mtime.toISOString(),
      });
    }
    return items.sort(compareFileItems);
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/cdn/${encodeKey(key)}`;
  }

  keyFromUrl(url: string): string | null {
    let path = url;
    try {
      path = new URL(url, 'http://local').pathname;
    } catch {
      return null;
    }
    const prefix = `${new URL(this.publicUrl(''), 'http://local').pathname}`;
    if (!path.startsWith(prefix)) return normalizeKey(path);
    return normalizeKey(path.slice(prefix.length));
  }

  sign(key: string, exp: number, purpose: 'get' | 'put', contentType = ''): string {
    return hmac(this.signingKey, `${purpose}\n${key}\n${exp}\n${contentType}`);
  }

  verify(
    key: string,
    exp: string | undefined,
    sig: string | undefined,
    nowMs: number,
    purpose: 'get' | 'put',
    contentType = '',
  ): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < nowMs) return false;
    return safeEqual(sig, this.sign(key, Number(exp), purpose, contentType));
  }

  async signedUrl(key: string, expiresAt: Date): Promise<string> {
    const clean = requireKey(key);
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `${this.publicUrl(clean)}?exp=${exp}&sig=${this.sign(clean, exp, 'get')}`;
  }

  async presignUpload(key: string, contentType: string, expiresAt: Date): Promise<PresignedUpload> {
    const clean = requireKey(key);
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const sig = this.sign(clean, exp, 'put', contentType);
    return {
      url: `${this.publicBase}/cdn-upload/${encodeKey(clean)}?exp=${exp}&sig=${sig}`,
      method: 'PUT',
      // The same headers as S3's: the upload route only ever creates a file (see putStream).
      headers: { 'content-type': contentType, 'if-none-match': '*' },
    };
  }
}
