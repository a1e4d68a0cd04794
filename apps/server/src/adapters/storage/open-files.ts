import { type FileHandle, open, stat } from 'node:fs/promises';

export interface OpenFile {
  handle: FileHandle;
  size: number;
  lastModified: Date;
  /** Gives the handle back; it is closed once evicted and no longer in use. */
  release(): void;
}

interface Entry {
  handle: FileHandle;
  size: number;
  mtimeMs: number;
  ino: number;
  lastModified: Date;
  checkedAt: number;
  refs: number;
  /** Replaced or evicted: closed as soon as the last user releases it. */
  retired: boolean;
}

/**
 * Open file handles kept for the media route, like nginx's open_file_cache: a Range request costs
 * one positional read instead of stat + open + read + close. An entry is checked against the file
 * on disk (inode, size, mtime) at most every `ttlMs`, so a file replaced or deleted by another
 * process is noticed within that time; this process's own writes and deletes invalidate at once.
 */
export class OpenFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly opening = new Map<string, Promise<Entry | null>>();

  constructor(
    private readonly maxEntries = 256,
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

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
    if (!entry) return null;
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
          refs: 0,
          retired: false,
        };
        this.entries.set(file, entry);
        this.evict(entry);
        return entry;
      })().finally(() => this.opening.delete(file));
      this.opening.set(file, pending);
    }
    return pending;
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
