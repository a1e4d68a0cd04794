import { readSync } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';

export interface OpenFile {
  handle: FileHandle;
  size: number;
  lastModified: Date;
  /** The whole file, when it is small enough to be held in memory (see OpenFileCache). */
  content: Buffer | null;
  /** Gives the handle back; it is closed once evicted and no longer in use. */
  release(): void;
}

/** Ranges up to this size are read without the thread pool (see readNow). */
const SYNC_READ_MAX = 64 * 1024;

/** Whether `readNow` may serve `length` bytes of `file` (in memory, or short enough for one pread). */
export const readableNow = (file: OpenFile, length: number) =>
  file.content !== null || length <= SYNC_READ_MAX;

/**
 * `length` bytes from `start`, at once: a slice of the file when it is held in memory, else one
 * positional read from the kept-open handle, as nginx reads a short range (a pread of a few pages,
 * from the page cache as a rule: microseconds, where a thread-pool round trip costs more than the
 * read). Shorter than asked only when the file shrank under us.
 */
export function readNow(file: OpenFile, start: number, length: number): Buffer {
  if (file.content) return file.content.subarray(start, Math.min(start + length, file.content.length));
  const body = Buffer.allocUnsafe(length);
  let read = 0;
  while (read < length) {
    const n = readSync(file.handle.fd, body, read, length - read, start + read);
    if (n === 0) return body.subarray(0, read);
    read += n;
  }
  return body;
}

export interface OpenFileCacheOptions {
  /** Files up to this size are also held in memory (a cover, a short clip); 0 holds none. */
  contentMaxBytes?: number;
  /** At most this many bytes of content in all: the least recently used give theirs up first. */
  contentBudgetBytes?: number;
}

interface Entry {
  handle: FileHandle;
  size: number;
  mtimeMs: number;
  ino: number;
  lastModified: Date;
  checkedAt: number;
  content: Buffer | null;
  refs: number;
  /** Replaced or evicted: closed as soon as the last user releases it. */
  retired: boolean;
}

/**
 * Open file handles kept for the media route, like nginx's open_file_cache: a Range request costs
 * one positional read instead of stat + open + read + close. An entry is checked against the file
 * on disk (inode, size, mtime) at most every `ttlMs`, so a file replaced or deleted by another
 * process is noticed within that time; this process's own writes and deletes invalidate at once.
 *
 * Small files are also held in memory, read once when opened: a range of them is a slice of a
 * buffer, without a read(2). nginx answers such a range with sendfile(2), which Node cannot do for
 * a socket, and a read per request cost as much as the rest of the answer together (measured:
 * docs/decisions/031-small-media-from-memory.md). The content follows its entry: checked against
 * the disk as the handle is, dropped when the entry is, and the least recently used give theirs up
 * first when the budget is spent.
 */
export class OpenFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly opening = new Map<string, Promise<Entry | null>>();
  private readonly contentMaxBytes: number;
  private readonly contentBudgetBytes: number;
  private contentBytes = 0;

  constructor(
    private readonly maxEntries = 256,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
    { contentMaxBytes = 256 * 1024, contentBudgetBytes = 32 * 1024 * 1024 }: OpenFileCacheOptions = {},
  ) {
    this.contentMaxBytes = contentMaxBytes;
    this.contentBudgetBytes = contentBudgetBytes;
  }

  /** Bytes of file content held in memory now. */
  get heldBytes(): number {
    return this.contentBytes;
  }

  async acquire(file: string): Promise<OpenFile | null> {
    let entry = this.entries.get(file);
    if (entry && this.now() - entry.checkedAt > this.ttlMs) {
      const current = await stat(file).catch(() => null);
      if (
        current?.isFile() &&
        current.ino === entry.ino &&
        current.size === entry.size &&
        current.mtimeMs === entry.mtimeMs
      ) {
        entry.checkedAt = this.now();
      } else {
        this.invalidate(file);
        entry = undefined;
      }
    }
    entry ??= (await this.load(file)) ?? undefined;
    return entry ? this.take(file, entry) : null;
  }

  /**
   * The file at once, when it is open and was checked against the disk within the TTL; else null
   * (`acquire` then opens or checks it).
   */
  peek(file: string): OpenFile | null {
    const entry = this.entries.get(file);
    return entry && this.now() - entry.checkedAt <= this.ttlMs ? this.take(file, entry) : null;
  }

  private take(file: string, entry: Entry): OpenFile {
    // Most recently used last (Map keeps insertion order).
    this.entries.delete(file);
    this.entries.set(file, entry);
    entry.refs += 1;
    const taken = entry;
    let released = false;
    return {
      handle: taken.handle,
      size: taken.size,
      lastModified: taken.lastModified,
      content: taken.content,
      release: () => {
        if (released) return;
        released = true;
        taken.refs -= 1;
        if (taken.retired && taken.refs === 0) void taken.handle.close().catch(() => {});
      },
    };
  }

  /** Forgets a path (written, replaced or deleted here). */
  invalidate(file: string): void {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    void this.retire(entry);
  }

  /** Forgets every entry and closes the handles not in use (shutdown, tests). */
  async clear(): Promise<void> {
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map((entry) => this.retire(entry)));
  }

  /** Closes the handle now if nobody uses it, else when the last user releases it. */
  private async retire(entry: Entry): Promise<void> {
    entry.retired = true;
    this.dropContent(entry);
    if (entry.refs === 0) await entry.handle.close().catch(() => {});
  }

  private load(file: string): Promise<Entry | null> {
    let pending = this.opening.get(file);
    if (!pending) {
      pending = (async () => {
        let handle: FileHandle;
        try {
          handle = await open(file, 'r');
        } catch {
          return null;
        }
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        const entry: Entry = {
          handle,
          size: s.size,
          mtimeMs: s.mtimeMs,
          ino: s.ino,
          lastModified: s.mtime,
          checkedAt: this.now(),
          content: s.size <= this.contentMaxBytes ? await readWhole(handle, s.size).catch(() => null) : null,
          refs: 0,
          retired: false,
        };
        this.entries.set(file, entry);
        this.contentBytes += entry.content?.length ?? 0;
        this.evict(entry);
        this.trimContent(entry);
        return entry;
      })().finally(() => this.opening.delete(file));
      this.opening.set(file, pending);
    }
    return pending;
  }

  private dropContent(entry: Entry) {
    this.contentBytes -= entry.content?.length ?? 0;
    entry.content = null;
  }

  /** Within the budget again: the least recently used entries give their content up first. */
  private trimContent(keep: Entry) {
    for (const entry of this.entries.values()) {
      if (this.contentBytes <= this.contentBudgetBytes) return;
      if (entry !== keep) this.dropContent(entry);
    }
    if (this.contentBytes > this.contentBudgetBytes) this.dropContent(keep);
  }

  private evict(keep: Entry) {
    if (this.entries.size <= this.maxEntries) return;
    for (const [file, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      if (entry.refs > 0 || entry === keep) continue;
      this.entries.delete(file);
      void this.retire(entry);
    }
  }
}

/** The whole of a file of `size` bytes, or null when it no longer has them (shrunk meanwhile). */
async function readWhole(handle: FileHandle, size: number): Promise<Buffer | null> {
  const content = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(content, read, size - read, read);
    if (bytesRead === 0) return null;
    read += bytesRead;
  }
  return content;
}
