import { type DownloadGrant, type LicenceCheck, OFFLINE, es } from '@sanarte/shared';
import { isApiError } from '../../lib/api';
import type { Dispatch } from '../../lib/media/listening';
import { OFFLINE_PREFIX, offlineAudioUrl, offlineCoverUrl } from '../../lib/media/offline-keys';
import type { Track } from '../../lib/media/track';
import { offlineApi } from './api';
import { offlineCopy as copy } from './content';
import { type FileStore, cacheFileStore, idbStore, offlineStorageUsable } from './db';
import type { KeyValueStore } from './kv';
import { type RemovalReason, applyCheckIn, isPlayable, licenceState, removalNotice } from './licences';
import type { DownloadRecord } from './types';

/**
 * The download manager: which audios this device keeps for listening offline, fetching them (with
 * progress, cancellable), their licences (swept when over, renewed or revoked at check-in), and
 * where the player finds them. A small external store: React reads it with useSyncExternalStore
 * (use-downloads.ts). Files live in Cache Storage under the addresses of lib/media/offline-keys.ts,
 * records in IndexedDB; a record is written only once its file is stored, and a failed download
 * leaves nothing behind.
 */

export type { DownloadRecord } from './types';

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server does not say. */
  total: number | null;
}

/** A run of downloadMany (a whole theme): the audios it fetches and which one is under way. */
export interface DownloadBatch {
  audioIds: string[];
  /** 0-based. */
  index: number;
}

export interface DownloadsState {
  /** Whether this browser can keep downloads (false in some private modes); known once ready. */
  supported: boolean;
  /** The device's downloads have been read. */
  ready: boolean;
  /** The account they were read for (null: not known, e.g. offline before the session check). */
  userId: string | null;
  records: Record<string, DownloadRecord>;
  progress: Record<string, DownloadProgress>;
  /** Why the last try of an audio failed (Spanish). */
  failed: Record<string, string>;
  /** Downloads taken off the device, to tell the listener (Spanish). */
  notices: string[];
  batches: Record<string, DownloadBatch>;
}

export interface StorageUsage {
  /** What the downloaded audios take. */
  downloadsBytes: number;
  /** From navigator.storage.estimate(), when the browser says. */
  usage: number | null;
  quota: number | null;
  /** quota − usage, when both are known. */
  free: number | null;
}

/** What the manager works with: the browser's in the app, fakes in tests. */
export interface DownloadDeps {
  records: KeyValueStore<DownloadRecord>;
  files: FileStore;
  /** Whether the device's storage can be used at all. */
  usable: () => Promise<boolean>;
  fetch: typeof fetch;
  now: () => number;
  storage: { persist?: () => Promise<boolean>; estimate?: () => Promise<StorageEstimate> } | null;
  /** Whether a service worker controls the page (it answers the offline addresses). */
  serviceWorkerControlled: () => boolean;
  online: () => boolean;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
}

export interface DownloadManager {
  getState(): DownloadsState;
  subscribe(listener: () => void): () => void;
  /**
   * Reads the device's downloads for `userId` (another account's are deleted with their files: a
   * device's downloads belong to one account; null keeps them all, for when the account is not
   * known), drops files without a record and records without a file, then sweeps.
   */
  load(userId?: string | null): Promise<void>;
  /** Downloads one audio; resolves true once it is kept (or already was). Never rejects. */
  download(dispatch: Dispatch, userId: string, audioId: string): Promise<boolean>;
  /** Downloads the audios not yet kept, one after another, as the batch `key` (default: their ids). */
  downloadMany(dispatch: Dispatch, userId: string, audioIds: string[], key?: string): Promise<void>;
  /** Stops a download under way (nothing of it is kept). */
  cancel(audioId: string): void;
  /** Stops a batch: the audio under way and the ones after it. */
  cancelMany(key: string): void;
  remove(audioId: string): Promise<void>;
  removeAll(): Promise<void>;
  /**
   * When the session ends, however it ended (features/auth/end-session.ts): every download goes,
   * files and licences (the listening reports stay in their queue, each waiting for its account).
   */
  clearForSignOut(): Promise<void>;
  /** Deletes every download whose licence is over, with a notice each; returns how many. */
  sweep(now?: number): Promise<number>;
  /**
   * Asks the server about the kept audios: renews their licences, deletes the revoked ones (with a
   * notice). Does nothing, silently, offline or when the server cannot be reached, and nothing
   * within CHECK_IN_EVERY_MS of the last check-in that went through.
   */
  checkIn(dispatch: Dispatch): Promise<void>;
  usage(): Promise<StorageUsage>;
  /** Where the player plays a kept audio from; null unless it is kept with a valid licence. */
  playableSource(audioId: string): Promise<string | null>;
  /** Where a kept audio's cover is shown from; null when there is none. */
  coverSource(audioId: string): Promise<string | null>;
  dismissNotice(index: number): void;
  dismissFailure(audioId: string): void;
}

export const initialDownloadsState: DownloadsState = {
  supported: true,
  ready: false,
  userId: null,
  records: {},
  progress: {},
  failed: {},
  notices: [],
  batches: {},
};

/** The browser's storage, network and service worker (nothing is touched until used). */
export function browserDownloadDeps(): DownloadDeps {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  return {
    records: idbStore('downloads'),
    files: cacheFileStore(),
    usable: () => offlineStorageUsable(),
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    storage: nav?.storage ?? null,
    serviceWorkerControlled: () => Boolean(nav?.serviceWorker?.controller),
    online: () => nav?.onLine !== false,
    createObjectUrl: (blob) => URL.createObjectURL(blob),
    revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  };
}

const without = <T>(map: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in map)) return map;
  const { [key]: _gone, ...rest } = map;
  return rest;
};

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** The audio id of a stored file's path (/offline/audio/<id> or /offline/cover/<id>). */
function audioIdOfPath(path: string): string | null {
  if (!path.startsWith(OFFLINE_PREFIX)) return null;
  const [kind, id, ...rest] = path.slice(OFFLINE_PREFIX.length).split('/');
  return (kind === 'audio' || kind === 'cover') && id && rest.length === 0 ? decodeURIComponent(id) : null;
}

const isRecord = (value: unknown): value is DownloadRecord => {
  const r = value as DownloadRecord | null;
  return typeof r?.audioId === 'string' && typeof r.userId === 'string' && typeof r.licence === 'object';
};

/** A file fetch answered with an HTTP error. */
class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`file fetch failed: ${status}`);
  }
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** What the listener reads when a download failed. */
function failureMessage(error: unknown): string {
  if (isQuotaError(error)) return copy.quota;
  if (isApiError(error)) {
    const { status } = error;
    // The server's own reason (403: the plan does not include it), unless it was not reachable.
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
      return error.data.message;
    }
    return copy.network;
  }
  if (error instanceof FileFetchError) return error.status >= 500 ? copy.network : copy.failed;
  if (error instanceof TypeError) return copy.network;
  return copy.failed;
}

function contentLength(response: Response): number | null {
  const n = Number(response.headers.get('content-length'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** A check-in that went through stands this long. */
export const CHECK_IN_EVERY_MS = 10 * 60_000;

/** Progress is published when the percentage changes (or every 256 KiB when the size is unknown). */
const progressStep = (received: number, total: number | null) =>
  total ? Math.floor((received * 100) / total) : Math.floor(received / 262_144);

export function createDownloadManager(overrides: Partial<DownloadDeps> = {}): DownloadManager {
  const deps: DownloadDeps = { ...browserDownloadDeps(), ...overrides };
  let state: DownloadsState = initialDownloadsState;
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, { controller: AbortController; done: Promise<boolean> }>();
  const batchStops = new Map<string, { stopped: boolean }>();
  const objectUrls = new Map<string, string>();
  let loading: Promise<void> = Promise.resolve();
  let checkingIn: Promise<void> | null = null;
  /** When the last check-in went through (the page asks on every visit: once in a while is enough). */
  let lastCheckIn: number | null = null;
  let persistAsked = false;
  /** Downloads finished while the device was being read (that reading may not have seen them). */
  const keptWhileLoading = new Set<string>();

  function set(next: (current: DownloadsState) => Partial<DownloadsState>) {
    state = { ...state, ...next(state) };
    for (const listener of listeners) listener();
  }

  function revokeUrls(audioId: string) {
    for (const path of [offlineAudioUrl(audioId), offlineCoverUrl(audioId)]) {
      const url = objectUrls.get(path);
      if (url) deps.revokeObjectUrl(url);
      objectUrls.delete(path);
    }
  }

  /** Deletes an audio's files and record (whatever of them exists). */
  async function erase(audioId: string) {
    revokeUrls(audioId);
    await Promise.allSettled([
      deps.files.delete(offlineAudioUrl(audioId)),
      deps.files.delete(offlineCoverUrl(audioId)),
      deps.records.delete(audioId),
    ]);
  }

  async function removeWithNotice(record: DownloadRecord, reason: RemovalReason) {
    await erase(record.audioId);
    set((s) => ({
      records: without(s.records, record.audioId),
      notices: [...s.notices, removalNotice(record.title || es.common.noTitle, reason)],
    }));
  }

  async function readDevice(userId: string | null) {
    if (userId && state.userId && state.userId !== userId) {
      for (const { controller } of inFlight.values()) controller.abort();
    }
    keptWhileLoading.clear();
    let stored: unknown[] = [];
    let paths: string[] = [];
    try {
      if (!(await deps.usable())) throw new Error('unusable');
      stored = await deps.records.values();
      paths = await deps.files.paths();
    } catch {
      set(() => ({ ...initialDownloadsState, supported: false, ready: true, userId }));
      return;
    }
    const files = new Set(paths);
    const kept: Record<string, DownloadRecord> = {};
    for (const value of stored) {
      const id = (value as { audioId?: unknown } | null)?.audioId;
      if (!isRecord(value)) {
        if (typeof id === 'string') await erase(id);
        continue;
      }
      const foreign = userId !== null && value.userId !== userId;
      // The browser may evict the files: a record without its file is no download.
      const lost = !files.has(offlineAudioUrl(value.audioId));
      if (foreign || lost) await erase(value.audioId);
      else kept[value.audioId] = value;
    }
    // Files without a record: a download cut short (the tab closed before it finished).
    for (const path of paths) {
      const id = audioIdOfPath(path);
      if (id && !kept[id] && !inFlight.has(id)) await deps.files.delete(path).catch(() => {});
    }
    for (const id of keptWhileLoading) {
      const record = state.records[id];
      if (record && (userId === null || record.userId === userId)) kept[id] = record;
    }
    set((s) => ({
      supported: true,
      ready: true,
      userId,
      records: kept,
      notices: userId !== s.userId && s.userId !== null ? [] : s.notices,
    }));
    await sweep();
  }

  function load(userId: string | null = null): Promise<void> {
    loading = loading.then(() => readDevice(userId));
    return loading;
  }

  function askPersist() {
    if (persistAsked) return;
    persistAsked = true;
    deps.storage?.persist?.().catch(() => {});
  }

  /** Refuses early when the browser says the file cannot fit. */
  async function ensureRoom(bytes: number | null) {
    if (!bytes || !deps.storage?.estimate) return;
    const estimate = await deps.storage.estimate().catch(() => null);
    if (!estimate?.quota || estimate.usage === undefined) return;
    if (estimate.quota - estimate.usage < bytes) throw new DOMException(copy.quota, 'QuotaExceededError');
  }

  async function readBody(audioId: string, response: Response): Promise<Blob> {
    const total = contentLength(response);
    const type = response.headers.get('content-type') || 'audio/mpeg';
    const publish = (received: number) =>
      set((s) =>
        s.progress[audioId] ? { progress: { ...s.progress, [audioId]: { received, total } } } : {},
      );
    publish(0);
    if (!response.body) {
      const blob = await response.blob();
      publish(blob.size);
      return blob.type ? blob : new Blob([blob], { type });
    }
    const reader = response.body.getReader();
    const parts: BlobPart[] = [];
    let received = 0;
    let step = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      const next = progressStep(received, total);
      if (next !== step) {
        step = next;
        publish(received);
      }
    }
    // A connection cut short ends the stream early: that file would not play to the end.
    if (total !== null && received < total && !response.headers.get('content-encoding')) {
      throw new TypeError('incomplete download');
    }
    publish(received);
    return new Blob(parts, { type });
  }

  async function storeCover(grant: DownloadGrant, signal: AbortSignal): Promise<boolean> {
    const url = grant.audio.coverImage?.coverImageUrl;
    if (!url) return false;
    try {
      const response = await deps.fetch(url, { signal });
      if (!response.ok) return false;
      const blob = await response.blob();
      const type = blob.type || response.headers.get('content-type') || 'image/webp';
      await deps.files.put(
        offlineCoverUrl(grant.licence.audioId),
        new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }),
      );
      return true;
    } catch {
      signal.throwIfAborted();
      // A missing cover does not fail the download.
      return false;
    }
  }

  async function fetchAndKeep(
    dispatch: Dispatch,
    userId: string,
    audioId: string,
    signal: AbortSignal,
  ): Promise<boolean> {
    set((s) => ({
      progress: { ...s.progress, [audioId]: { received: 0, total: null } },
      failed: without(s.failed, audioId),
    }));
    askPersist();
    try {
      const request = dispatch(offlineApi.endpoints.downloadGrant.initiate(audioId, { track: false }));
      const abortRequest = () => request.abort();
      signal.addEventListener('abort', abortRequest, { once: true });
      let grant: DownloadGrant;
      try {
        grant = await request.unwrap();
      } finally {
        signal.removeEventListener('abort', abortRequest);
      }
      signal.throwIfAborted();

      const response = await deps.fetch(grant.audioUrl, { signal });
      if (!response.ok) throw new FileFetchError(response.status);
      await ensureRoom(contentLength(response));
      const blob = await readBody(audioId, response);
      signal.throwIfAborted();

      await deps.files.put(
        offlineAudioUrl(audioId),
        new Response(blob, {
          headers: { 'content-type': blob.type, 'content-length': String(blob.size) },
        }),
      );
      const hasCover = await storeCover(grant, signal);
      signal.throwIfAborted();

      const now = new Date(deps.now()).toISOString();
      const { audio } = grant;
      const record: DownloadRecord = {
        audioId,
        userId,
        title: audio.title || es.common.noTitle,
        description: audio.description ?? '',
        themeId: audio.theme?._id ?? null,
        themeName: audio.theme?.name ?? null,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
        bytes: blob.size,
        hasCover,
        licence: grant.licence,
        checkedInAt: now,
        downloadedAt: now,
        positionSeconds: Number.isFinite(grant.positionSeconds) ? grant.positionSeconds : 0,
      };
      await deps.records.put(record);
      // Cancelled (a sign-out, remove all) while the record was being written.
      signal.throwIfAborted();
      keptWhileLoading.add(audioId);
      set((s) => ({ records: { ...s.records, [audioId]: record }, progress: without(s.progress, audioId) }));
      return true;
    } catch (error) {
      await erase(audioId);
      set((s) => ({
        // Only an audio not validly kept is fetched: an old record of it is gone with the files.
        records: without(s.records, audioId),
        progress: without(s.progress, audioId),
        failed: signal.aborted ? s.failed : { ...s.failed, [audioId]: failureMessage(error) },
      }));
      return false;
    }
  }

  async function download(dispatch: Dispatch, userId: string, audioId: string): Promise<boolean> {
    const running = inFlight.get(audioId);
    if (running) return running.done;
    await loading;
    if (!state.ready || state.userId !== userId) await load(userId);
    if (!state.supported) {
      set((s) => ({ failed: { ...s.failed, [audioId]: copy.unsupported } }));
      return false;
    }
    const kept = state.records[audioId];
    if (kept && isPlayable(kept, deps.now())) return true;
    const again = inFlight.get(audioId);
    if (again) return again.done;
    const controller = new AbortController();
    const done = fetchAndKeep(dispatch, userId, audioId, controller.signal).finally(() => {
      if (inFlight.get(audioId)?.controller === controller) inFlight.delete(audioId);
    });
    inFlight.set(audioId, { controller, done });
    return done;
  }

  async function downloadMany(
    dispatch: Dispatch,
    userId: string,
    audioIds: string[],
    key = audioIds.join(','),
  ) {
    if (batchStops.has(key)) return;
    const todo = [...new Set(audioIds)].filter((id) => !state.records[id]);
    if (todo.length === 0) return;
    const stop = { stopped: false };
    batchStops.set(key, stop);
    try {
      for (let index = 0; index < todo.length && !stop.stopped; index += 1) {
        set((s) => ({ batches: { ...s.batches, [key]: { audioIds: todo, index } } }));
        await download(dispatch, userId, todo[index]!);
      }
    } finally {
      batchStops.delete(key);
      set((s) => ({ batches: without(s.batches, key) }));
    }
  }

  function cancel(audioId: string) {
    inFlight.get(audioId)?.controller.abort();
  }

  function cancelMany(key: string) {
    const stop = batchStops.get(key);
    if (!stop) return;
    stop.stopped = true;
    const batch = state.batches[key];
    const current = batch?.audioIds[batch.index];
    if (current) cancel(current);
  }

  async function remove(audioId: string) {
    cancel(audioId);
    await erase(audioId);
    set((s) => ({ records: without(s.records, audioId), failed: without(s.failed, audioId) }));
  }

  async function removeAll() {
    for (const stop of batchStops.values()) stop.stopped = true;
    for (const { controller } of inFlight.values()) controller.abort();
    for (const url of objectUrls.values()) deps.revokeObjectUrl(url);
    objectUrls.clear();
    await Promise.allSettled([deps.files.clear(), deps.records.clear()]);
    set(() => ({ records: {}, progress: {}, failed: {} }));
  }

  async function clearForSignOut() {
    await removeAll();
    set(() => ({ userId: null, notices: [] }));
  }

  async function sweep(now: number = deps.now()): Promise<number> {
    let removed = 0;
    for (const record of Object.values(state.records)) {
      const licence = licenceState(record, now);
      if (licence.valid) continue;
      removed += 1;
      await removeWithNotice(record, licence.reason);
    }
    return removed;
  }

  async function checkInOnce(dispatch: Dispatch) {
    if (!state.supported || !deps.online()) return;
    if (lastCheckIn !== null && deps.now() - lastCheckIn < CHECK_IN_EVERY_MS) return;
    for (const ids of chunks(Object.keys(state.records), OFFLINE.maxLicenceCheck)) {
      let answer: LicenceCheck;
      try {
        answer = await dispatch(offlineApi.endpoints.licenceCheck.initiate(ids, { track: false })).unwrap();
      } catch {
        // Offline, the server down, signed out: the licences stand as they are.
        return;
      }
      const asked = ids.map((id) => state.records[id]).filter((r): r is DownloadRecord => Boolean(r));
      const { renewed, removed } = applyCheckIn(asked, answer, deps.now());
      for (const record of renewed) {
        if (!state.records[record.audioId]) continue;
        try {
          await deps.records.put(record);
        } catch {
          continue;
        }
        set((s) =>
          s.records[record.audioId] ? { records: { ...s.records, [record.audioId]: record } } : {},
        );
      }
      for (const { record, reason } of removed) await removeWithNotice(record, reason);
    }
    lastCheckIn = deps.now();
  }

  function checkIn(dispatch: Dispatch): Promise<void> {
    checkingIn ??= checkInOnce(dispatch).finally(() => {
      checkingIn = null;
    });
    return checkingIn;
  }

  async function usage(): Promise<StorageUsage> {
    const downloadsBytes = Object.values(state.records).reduce((sum, r) => sum + (r.bytes || 0), 0);
    const estimate = deps.storage?.estimate ? await deps.storage.estimate().catch(() => null) : null;
    const quota = typeof estimate?.quota === 'number' ? estimate.quota : null;
    const used = typeof estimate?.usage === 'number' ? estimate.usage : null;
    return {
      downloadsBytes,
      usage: used,
      quota,
      free: quota !== null && used !== null ? Math.max(0, quota - used) : null,
    };
  }

  /** A stored file's address for the page: the service worker's, or an object URL of its blob. */
  async function sourceOf(path: string): Promise<string | null> {
    const known = objectUrls.get(path);
    if (known) return known;
    let response: Response | undefined;
    try {
      response = await deps.files.match(path);
    } catch {
      return null;
    }
    if (!response) return null;
    if (deps.serviceWorkerControlled()) return path;
    const url = deps.createObjectUrl(await response.blob());
    objectUrls.set(path, url);
    return url;
  }

  async function playableSource(audioId: string): Promise<string | null> {
    await loading;
    const record = state.records[audioId];
    if (!record || !isPlayable(record, deps.now())) return null;
    return sourceOf(offlineAudioUrl(audioId));
  }

  async function coverSource(audioId: string): Promise<string | null> {
    await loading;
    const record = state.records[audioId];
    if (!record?.hasCover || !isPlayable(record, deps.now())) return null;
    return sourceOf(offlineCoverUrl(audioId));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    download,
    downloadMany,
    cancel,
    cancelMany,
    remove,
    removeAll,
    clearForSignOut,
    sweep,
    checkIn,
    usage,
    playableSource,
    coverSource,
    dismissNotice: (index) => set((s) => ({ notices: s.notices.filter((_, i) => i !== index) })),
    dismissFailure: (audioId) => set((s) => ({ failed: without(s.failed, audioId) })),
  };
}

/**
 * The account the device's downloads belong to: the one they were read for, or, when that is not
 * known (offline, before the session could be checked), the one that made them — a device keeps
 * one account's downloads at a time. Undefined when none are kept.
 */
export function ownerOfDownloads(state: DownloadsState): string | undefined {
  if (state.userId) return state.userId;
  for (const record of Object.values(state.records)) return record.userId;
  return undefined;
}

/** A kept audio as the app's player plays it (the same player as the library's). */
export function trackOf(record: DownloadRecord, coverUrl?: string | null): Track {
  return {
    audioId: record.audioId,
    title: record.title || es.common.noTitle,
    subtitle: record.themeName ?? undefined,
    coverUrl: coverUrl ?? (record.hasCover ? offlineCoverUrl(record.audioId) : undefined),
    duration: Number.isFinite(record.duration) ? record.duration : 0,
    source: record.licence.limit === 'trial' ? 'trial' : 'library',
  };
}

/** The app's download manager (nothing is opened until it is used). */
export const downloads: DownloadManager = createDownloadManager();
