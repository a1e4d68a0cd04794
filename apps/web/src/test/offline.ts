import type { DownloadGrant, OfflineLicence } from '@sanarte/shared';
import { type FileStore, idbStore } from '../features/offline/db';
import type { DownloadDeps } from '../features/offline/downloads';
import { memoryStore } from '../features/offline/kv';
import type { DownloadRecord } from '../features/offline/types';

/** Fakes of the device and the network for the download manager (features/offline). */

/** The app's own download manager, over the browser's storage (fake-indexeddb in a test). */
export { downloads as appDownloads } from '../features/offline/downloads';
/** The downloads' records as the app keeps them in IndexedDB. */
export const downloadRecords = () => idbStore('downloads');

export const DAY_MS = 86_400_000;

/** Cache Storage in a Map, keeping each file's bytes and headers; `log` lists the writes in order. */
export function memoryFiles(log: string[] = []) {
  const data = new Map<string, { blob: Blob; headers: [string, string][] }>();
  const files: FileStore & { data: typeof data; failPut?: Error | null } = {
    data,
    failPut: null,
    async put(url, response) {
      if (files.failPut) throw files.failPut;
      data.set(url, { blob: await response.blob(), headers: [...response.headers.entries()] });
      log.push(`file ${url}`);
    },
    async match(url) {
      const entry = data.get(url);
      return entry ? new Response(entry.blob, { headers: entry.headers }) : undefined;
    },
    async delete(url) {
      data.delete(url);
    },
    async paths() {
      return [...data.keys()];
    },
    async clear() {
      data.clear();
    },
  };
  return files;
}

/** A file the fake server streams as the test says: `send(n)` bytes at a time, then `end()`. */
export function streamedFile(size: number, { type = 'audio/mpeg', length = true } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response(signal?: AbortSignal | null) {
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      const headers: Record<string, string> = { 'content-type': type };
      if (length) headers['content-length'] = String(size);
      return new Response(body, { headers });
    },
    send(n: number) {
      controller.enqueue(new Uint8Array(n).fill(7));
      sent += n;
    },
    end() {
      if (sent < size) this.send(size - sent);
      controller.close();
    },
    /** The connection drops. */
    fail() {
      controller.error(new TypeError('network error'));
    },
  };
}

export type FileRoute = Response | ((signal?: AbortSignal | null) => Response) | Error;

/** `fetch` for the files (signed URLs, covers): each URL's answer; anything else is a 404. */
export function fileServer(routes: Record<string, FileRoute> = {}) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const route = routes[url];
    if (route instanceof Error) throw route;
    if (typeof route === 'function') return route(init?.signal);
    return route ?? new Response('not found', { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked, routes };
}

/** The whole file at once. */
export const fileResponse = (size: number, type = 'audio/mpeg') =>
  new Response(new Uint8Array(size).fill(1), {
    headers: { 'content-type': type, 'content-length': String(size) },
  });

/** A licence of `audioId` ending `days` from `now`. */
export const licenceOf = (
  audioId: string,
  now: number,
  days = 20,
  limit: OfflineLicence['limit'] = 'subscription',
): OfflineLicence => ({
  audioId,
  issuedAt: new Date(now).toISOString(),
  expiresAt: new Date(now + days * DAY_MS).toISOString(),
  limit,
});

/** The download grant of `audioId` (file at /files/<id>.mp3, cover at /covers/<id>.webp). */
export const grantOf = (
  audioId: string,
  now: number,
  patch: Partial<DownloadGrant['audio']> = {},
): DownloadGrant => ({
  licence: licenceOf(audioId, now),
  audioUrl: `/files/${audioId}.mp3`,
  positionSeconds: 42,
  audio: {
    _id: audioId,
    title: `Audio ${audioId}`,
    description: 'Respira',
    duration: 600,
    coverImage: { coverImageName: `${audioId}.webp`, coverImageUrl: `/covers/${audioId}.webp` },
    theme: { _id: 't1', name: 'Sueño' },
    ...patch,
  },
});

/** A kept download of `audioId`. */
export const recordOf = (
  audioId: string,
  now: number,
  patch: Partial<DownloadRecord> = {},
): DownloadRecord => ({
  audioId,
  userId: 'u1',
  title: `Audio ${audioId}`,
  description: 'Respira',
  themeId: 't1',
  themeName: 'Sueño',
  duration: 600,
  bytes: 1000,
  hasCover: true,
  licence: licenceOf(audioId, now),
  checkedInAt: new Date(now).toISOString(),
  downloadedAt: new Date(now).toISOString(),
  positionSeconds: 0,
  ...patch,
});

/** Device fakes for createDownloadManager: records and files in memory, a clock the test moves. */
export function fakeDevice(patch: Partial<DownloadDeps> = {}) {
  const log: string[] = [];
  const records = new Map<string, DownloadRecord>();
  const recordStore = memoryStore<DownloadRecord>((r) => r.audioId, records);
  const files = memoryFiles(log);
  // Starts at the real time: the screens' tests date their downloads from Date.now(), and a
  // fixed start made a download expired a day ago count as valid once that day had passed.
  const clock = { now: Date.now() };
  const persist = { calls: 0 };
  let urls = 0;
  const deps: Partial<DownloadDeps> = {
    records: {
      ...recordStore,
      put: async (record) => {
        await recordStore.put(record);
        log.push(`record ${record.audioId}`);
      },
    },
    files,
    usable: async () => true,
    now: () => clock.now,
    storage: {
      persist: async () => {
        persist.calls += 1;
        return true;
      },
    },
    serviceWorkerControlled: () => false,
    online: () => true,
    createObjectUrl: () => `blob:offline-${++urls}`,
    revokeObjectUrl: () => {},
    ...patch,
  };
  /** Puts a kept download (record and files) on the device. */
  const keep = async (record: DownloadRecord) => {
    records.set(record.audioId, record);
    files.data.set(`/offline/audio/${record.audioId}`, {
      blob: new Blob([new Uint8Array(record.bytes)]),
      headers: [],
    });
    if (record.hasCover)
      files.data.set(`/offline/cover/${record.audioId}`, { blob: new Blob(['img']), headers: [] });
  };
  return { deps, records, files, log, clock, persist, keep };
}
