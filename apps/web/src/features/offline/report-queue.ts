import { OFFLINE } from '@sanarte/shared';
import { isApiError } from '../../lib/api';
import { type Dispatch, type ListeningReport, listeningApi } from '../../lib/media/listening';
import { deviceStore } from './db';
import type { KeyValueStore } from './kv';
import type { QueuedReport } from './types';

/**
 * The queue of listening reports: what was listened while the server could not be reached (offline
 * listening, a flaky network) waits on the device and is sent later, oldest first, with its age so
 * the server places it at the right time. Each report has its own id, so one delivered twice (two
 * tabs, a retry after a lost answer) counts once.
 */

/** A report as it is sent: its id, and how many seconds ago it was made. */
export type OutgoingReport = ListeningReport & { reportId: string; ageSeconds: number };

/**
 * What became of one sent report: 'sent'; 'rejected' (the server refused it for good: drop it);
 * 'retry' (no answer, the server is down, the session must be refreshed, too many requests: keep it).
 */
export type SendOutcome = 'sent' | 'rejected' | 'retry';

/** The cross-tab lock the flushes share (navigator.locks). */
export type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

export interface ReportQueueOptions {
  /** The pending reports (IndexedDB in the app). */
  store: KeyValueStore<QueuedReport>;
  /** Sends one report; a throw counts as 'retry'. */
  send: (report: OutgoingReport) => Promise<SendOutcome>;
  now?: () => number;
  /** Default: navigator.locks where the browser has it (only one tab flushes at a time). */
  locks?: Locks | null;
  newId?: () => string;
  /**
   * Whose session this is (null: nobody's; undefined: not known): a report made in another account's
   * session waits for that account.
   */
  currentUser?: () => string | null | undefined;
  /** Where 'online' is heard (default: window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** How often pending reports are tried again while the queue is started. */
  retryMs?: number;
}

export interface ReportQueue {
  /**
   * Queues a report (with a new id and the time it was made), then tries to send the queue. Never
   * rejects: a report the device will not store is sent once at once instead.
   */
  add(report: ListeningReport & { userId?: string; reportId?: string }): Promise<QueuedReport>;
  /** Sends what is pending, oldest first, until one cannot be sent now. Never rejects. */
  flush(): Promise<void>;
  /** The reports waiting, oldest first. */
  pending(): Promise<QueuedReport[]>;
  /** Flushes now, whenever the browser comes back online, and every minute while reports wait. */
  start(): () => void;
  stop(): void;
}

export const REPORT_QUEUE_LOCK = 'sanarte-report-queue';
export const REPORT_RETRY_MS = 60_000;
const MAX_AGE_MS = OFFLINE.reportMaxAgeDays * 86_400_000;

const defaultLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
const defaultTarget = () => (typeof window !== 'undefined' ? window : null);

const isQueued = (value: unknown): value is QueuedReport => {
  const r = value as QueuedReport | null;
  return (
    typeof r?.reportId === 'string' &&
    typeof r.audioId === 'string' &&
    Number.isFinite(r.recordedAt) &&
    Number.isFinite(r.listenedSeconds) &&
    Number.isFinite(r.positionSeconds)
  );
};

/** A queued report as it is sent at `now`: its age in whole seconds, never negative. */
const outgoing = (report: QueuedReport, now: number): OutgoingReport => ({
  audioId: report.audioId,
  listenedSeconds: report.listenedSeconds,
  positionSeconds: report.positionSeconds,
  reportId: report.reportId,
  ageSeconds: Math.max(0, Math.round((now - report.recordedAt) / 1000)),
});

const oldestFirst = (a: QueuedReport, b: QueuedReport) =>
  a.recordedAt - b.recordedAt || a.reportId.localeCompare(b.reportId);

export function createReportQueue(options: ReportQueueOptions): ReportQueue {
  const {
    store,
    send,
    now = Date.now,
    newId = () => crypto.randomUUID(),
    currentUser,
    retryMs = REPORT_RETRY_MS,
  } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;

  let running: Promise<void> | null = null;
  /** A flush was asked for while one ran: it goes round once more (reports added meanwhile). */
  let again = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let target: ReportQueueOptions['target'] = null;

  /** Every valid report, oldest first; unreadable entries are dropped. */
  async function readAll(): Promise<QueuedReport[]> {
    const values: unknown[] = await store.values();
    const valid: QueuedReport[] = [];
    for (const value of values) {
      if (isQueued(value)) valid.push(value);
      else {
        const id = (value as { reportId?: unknown } | null)?.reportId;
        if (typeof id === 'string') await store.delete(id);
      }
    }
    return valid.sort(oldestFirst);
  }

  /** One pass over the queue; false when a report could not be sent now. */
  async function pass(): Promise<boolean> {
    for (const report of await readAll()) {
      const at = now();
      if (at - report.recordedAt > MAX_AGE_MS) {
        await store.delete(report.reportId);
        continue;
      }
      const owner = currentUser?.();
      if (report.userId && owner !== undefined && report.userId !== owner) continue;
      let outcome: SendOutcome;
      try {
        outcome = await send(outgoing(report, at));
      } catch {
        outcome = 'retry';
      }
      if (outcome !== 'sent' && outcome !== 'rejected') return false;
      await store.delete(report.reportId);
    }
    return true;
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  async function schedule() {
    clearTimer();
    if (!started) return;
    let waiting = 0;
    try {
      waiting = (await store.values()).length;
    } catch {
      return;
    }
    if (!started || waiting === 0 || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, retryMs);
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let delivered = true;
        do {
          again = false;
          delivered = locks ? await locks.request(REPORT_QUEUE_LOCK, pass) : await pass();
        } while (delivered && again);
      } catch {
        // The device's storage failed: the reports stay where they are.
      } finally {
        running = null;
      }
      await schedule();
    })();
    return running;
  }

  const onOnline = () => void flush();

  function stop() {
    started = false;
    clearTimer();
    target?.removeEventListener('online', onOnline);
    target = null;
  }

  return {
    async add(report) {
      const userId = report.userId ?? currentUser?.() ?? undefined;
      const queued: QueuedReport = {
        reportId: report.reportId ?? newId(),
        recordedAt: now(),
        audioId: report.audioId,
        listenedSeconds: report.listenedSeconds,
        positionSeconds: report.positionSeconds,
        ...(userId ? { userId } : {}),
      };
      try {
        await store.put(queued);
      } catch {
        // The device would not keep it: one try now, and it is lost if that fails.
        void Promise.resolve(send(outgoing(queued, now()))).catch(() => {});
        return queued;
      }
      void flush();
      return queued;
    },
    flush,
    pending: readAll,
    start() {
      if (!started) {
        started = true;
        target = options.target === undefined ? defaultTarget() : options.target;
        target?.addEventListener('online', onOnline);
        void flush();
      }
      return stop;
    },
    stop,
  };
}

/**
 * What a failed send means for the report: the server refused it for good (a 4xx other than 401,
 * 408 and 429: drop it), or it may go later (no answer, 5xx, session to refresh, too many requests).
 */
export function outcomeOfFailure(error: unknown): SendOutcome {
  const status = isApiError(error) ? error.status : null;
  if (typeof status !== 'number') return 'retry';
  if (status === 401 || status === 408 || status === 429) return 'retry';
  return status >= 400 && status < 500 ? 'rejected' : 'retry';
}

/** The app's queue: its reports go to POST /api/stats/playback through the API slice. */
export interface AppReportQueue extends ReportQueue {
  /**
   * Lets the queue send through `dispatch` (sessions, XSRF and the token refresh of the API slice)
   * and starts its automatic flushes; returns the function that detaches it. `currentUserId`: the
   * signed-in account, so reports made in another account's session wait for it.
   */
  attach(dispatch: Dispatch, currentUserId?: () => string | null | undefined): () => void;
}

function createAppReportQueue(): AppReportQueue {
  let dispatch: Dispatch | null = null;
  let userOf: (() => string | null | undefined) | null = null;
  const queue = createReportQueue({
    store: deviceStore('reports'),
    currentUser: () => (userOf ? userOf() : undefined),
    send: async (report) => {
      if (!dispatch) return 'retry';
      try {
        await dispatch(listeningApi.endpoints.playbackReport.initiate(report, { track: false })).unwrap();
        return 'sent';
      } catch (error) {
        return outcomeOfFailure(error);
      }
    },
  });
  return {
    ...queue,
    attach(next, currentUserId) {
      dispatch = next;
      userOf = currentUserId ?? null;
      queue.start();
      return () => {
        queue.stop();
        if (dispatch === next) {
          dispatch = null;
          userOf = null;
        }
      };
    },
  };
}

/** The app's one queue (nothing is opened or listened to until it is used or attached). */
export const reportQueue: AppReportQueue = createAppReportQueue();
