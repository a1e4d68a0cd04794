import { OFFLINE } from '@sanarte/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './kv';
import {
  type Locks,
  type OutgoingReport,
  REPORT_QUEUE_LOCK,
  REPORT_RETRY_MS,
  type ReportQueueOptions,
  type SendOutcome,
  createReportQueue,
  outcomeOfFailure,
} from './report-queue';
import type { QueuedReport } from './types';

const T0 = Date.parse('2026-12-01T12:00:00.000Z');
const DAY = 86_400_000;

/** A queue over a Map, a clock the test moves, ids r1, r2, … and a scripted `send`. */
function setup(outcomes: (SendOutcome | Error)[] = [], options: Partial<ReportQueueOptions> = {}) {
  const data = new Map<string, QueuedReport>();
  const clock = { now: T0 };
  let n = 0;
  const sent: OutgoingReport[] = [];
  const send = vi.fn(async (report: OutgoingReport) => {
    sent.push(report);
    const next = outcomes.shift() ?? 'sent';
    if (next instanceof Error) throw next;
    return next;
  });
  const queue = createReportQueue({
    store: memoryStore<QueuedReport>((r) => r.reportId, data),
    send,
    now: () => clock.now,
    newId: () => `r${++n}`,
    locks: null,
    target: null,
    ...options,
  });
  return { queue, data, clock, sent, send };
}

const listening = (audioId: string, listenedSeconds = 15) => ({
  audioId,
  listenedSeconds,
  positionSeconds: 30,
});
const queued = (reportId: string, recordedAt: number, patch: Partial<QueuedReport> = {}): QueuedReport => ({
  reportId,
  recordedAt,
  ...listening('a1'),
  ...patch,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('adding a report', () => {
  it('gives it an id and the time it was made, stores it, then sends it with its age', async () => {
    const { queue, data, sent } = setup(['retry']);
    const report = await queue.add(listening('a1'));
    expect(report).toEqual({ reportId: 'r1', recordedAt: T0, ...listening('a1') });
    await queue.flush();
    expect(sent).toEqual([{ ...listening('a1'), reportId: 'r1', ageSeconds: 0 }]);
    // Not delivered ('retry'): it waits in the store.
    expect([...data.values()]).toEqual([report]);
  });

  it('forgets it once sent', async () => {
    const { queue, data, send } = setup();
    await queue.add(listening('a1'));
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(data.size).toBe(0);
    expect(await queue.pending()).toEqual([]);
  });

  it('sends the report at once when the device will not store it', async () => {
    const sent: OutgoingReport[] = [];
    const queue = createReportQueue({
      store: {
        ...memoryStore<QueuedReport>((r) => r.reportId),
        put: () => Promise.reject(new Error('full')),
      },
      send: async (report) => {
        sent.push(report);
        return 'sent';
      },
      now: () => T0,
      newId: () => 'r1',
      locks: null,
      target: null,
    });
    await expect(queue.add(listening('a1'))).resolves.toMatchObject({ reportId: 'r1' });
    await vi.waitFor(() => expect(sent).toEqual([{ ...listening('a1'), reportId: 'r1', ageSeconds: 0 }]));
  });

  it('gives crypto.randomUUID ids by default', async () => {
    const queue = createReportQueue({
      store: memoryStore<QueuedReport>((r) => r.reportId),
      send: async () => 'retry',
      locks: null,
      target: null,
    });
    const report = await queue.add(listening('a1'));
    expect(report.reportId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('flushing', () => {
  it('sends the oldest first, each with its age in seconds at the time it is sent', async () => {
    const { queue, data, clock, sent } = setup();
    data.set('late', queued('late', T0 - 1_000));
    data.set('early', queued('early', T0 - 3_600_400));
    clock.now = T0 + 500;
    await queue.flush();
    expect(sent.map((r) => [r.reportId, r.ageSeconds])).toEqual([
      ['early', 3601],
      ['late', 2],
    ]);
    expect(data.size).toBe(0);
  });

  it('never sends a negative age (the clock moved back)', async () => {
    const { queue, data, sent } = setup();
    data.set('x', queued('x', T0 + 60_000));
    await queue.flush();
    expect(sent[0]?.ageSeconds).toBe(0);
  });

  it.each([
    ['answers retry', 'retry' as const],
    ['throws', new Error('offline')],
  ])(
    'stops at the first report that cannot go now (send %s) and keeps it and the rest',
    async (_, failure) => {
      const { queue, data, sent } = setup(['sent', failure]);
      data.set('a', queued('a', T0 - 3000));
      data.set('b', queued('b', T0 - 2000));
      data.set('c', queued('c', T0 - 1000));
      await queue.flush();
      expect(sent.map((r) => r.reportId)).toEqual(['a', 'b']);
      expect([...data.keys()].sort()).toEqual(['b', 'c']);
      // The next flush starts again from the one that failed.
      await queue.flush();
      expect(sent.map((r) => r.reportId)).toEqual(['a', 'b', 'b', 'c']);
      expect(data.size).toBe(0);
    },
  );

  it('drops a report the server refused for good and goes on', async () => {
    const { queue, data, sent } = setup(['rejected', 'sent']);
    data.set('a', queued('a', T0 - 2000));
    data.set('b', queued('b', T0 - 1000));
    await queue.flush();
    expect(sent.map((r) => r.reportId)).toEqual(['a', 'b']);
    expect(data.size).toBe(0);
  });

  it(`drops reports older than ${OFFLINE.reportMaxAgeDays} days without sending them`, async () => {
    const { queue, data, sent } = setup();
    const maxAge = OFFLINE.reportMaxAgeDays * DAY;
    data.set('old', queued('old', T0 - maxAge - 1));
    data.set('edge', queued('edge', T0 - maxAge));
    await queue.flush();
    expect(sent.map((r) => [r.reportId, r.ageSeconds])).toEqual([['edge', maxAge / 1000]]);
    expect(data.size).toBe(0);
  });

  it('drops entries it cannot read', async () => {
    const { queue, data, sent } = setup();
    data.set('bad', { reportId: 'bad', audioId: 'a1' } as QueuedReport);
    data.set('ok', queued('ok', T0));
    expect((await queue.pending()).map((r) => r.reportId)).toEqual(['ok']);
    expect(data.has('bad')).toBe(false);
    await queue.flush();
    expect(sent.map((r) => r.reportId)).toEqual(['ok']);
  });

  it('runs one flush at a time: a call meanwhile joins it, and what was added meanwhile goes in the same run', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const data = new Map<string, QueuedReport>();
    let n = 0;
    const queue = createReportQueue({
      store: memoryStore<QueuedReport>((r) => r.reportId, data),
      send: async (report) => {
        sent.push(report.reportId);
        if (report.reportId === 'r1') await gate;
        return 'sent';
      },
      now: () => T0,
      newId: () => `r${++n}`,
      locks: null,
      target: null,
    });
    await queue.add(listening('a1'));
    const first = queue.flush();
    const second = queue.flush();
    await queue.add(listening('a2'));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['r1', 'r2']);
    expect(data.size).toBe(0);
  });

  it('flushes inside the cross-tab lock when there is one', async () => {
    const names: string[] = [];
    const locks: Locks = {
      request: async (name, callback) => {
        names.push(name);
        return callback();
      },
    };
    const { queue, data, sent } = setup([], { locks });
    data.set('a', queued('a', T0));
    await queue.flush();
    expect(names).toEqual([REPORT_QUEUE_LOCK]);
    expect(sent.map((r) => r.reportId)).toEqual(['a']);
  });

  it("keeps another account's reports for that account, and sends reports of no account to anyone", async () => {
    let user: string | null = 'u2';
    const { queue, data, sent } = setup([], { currentUser: () => user });
    data.set('mine', queued('mine', T0 - 3000, { userId: 'u2' }));
    data.set('theirs', queued('theirs', T0 - 2000, { userId: 'u1' }));
    data.set('anyone', queued('anyone', T0 - 1000));
    await queue.flush();
    expect(sent.map((r) => r.reportId)).toEqual(['mine', 'anyone']);
    expect([...data.keys()]).toEqual(['theirs']);
    user = 'u1';
    await queue.flush();
    expect(sent.map((r) => r.reportId)).toEqual(['mine', 'anyone', 'theirs']);
    // What is sent carries no account: the session says whose it is.
    expect(Object.keys(sent[2]!).sort()).toEqual([
      'ageSeconds',
      'audioId',
      'listenedSeconds',
      'positionSeconds',
      'reportId',
    ]);
  });

  it('never rejects, even when the storage fails', async () => {
    const queue = createReportQueue({
      store: {
        ...memoryStore<QueuedReport>((r) => r.reportId),
        values: () => Promise.reject(new Error('gone')),
      },
      send: async () => 'sent',
      locks: null,
      target: null,
    });
    await expect(queue.flush()).resolves.toBeUndefined();
  });
});

describe('automatic flushes', () => {
  it('flush on start, when the browser comes back online, and every minute while reports wait', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const { queue, data, send } = setup(['retry', 'retry', 'retry', 'sent'], { target });
    data.set('a', queued('a', T0));

    const stop = queue.start();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));

    await vi.advanceTimersByTimeAsync(REPORT_RETRY_MS);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_MS);
    expect(send).toHaveBeenCalledTimes(4);
    expect(data.size).toBe(0);

    // Nothing waits: no timer is left.
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_MS * 3);
    expect(send).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stop leaves no timer and no listener', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const { queue, data, send } = setup(['retry'], { target });
    data.set('a', queued('a', T0));
    const stop = queue.start();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    stop();
    expect(vi.getTimerCount()).toBe(0);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(REPORT_RETRY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not run by itself before start', async () => {
    vi.useFakeTimers();
    const { queue } = setup(['retry']);
    await queue.add(listening('a1'));
    await queue.flush();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a failed send', () => {
  it.each([
    [{ status: 400, data: { success: false, message: 'x' } }, 'rejected'],
    [{ status: 403, data: { success: false, message: 'x' } }, 'rejected'],
    [{ status: 422, data: { success: false, message: 'x' } }, 'rejected'],
    [{ status: 401, data: { success: false, message: 'x' } }, 'retry'],
    [{ status: 408, data: { success: false, message: 'x' } }, 'retry'],
    [{ status: 429, data: { success: false, message: 'x' } }, 'retry'],
    [{ status: 500, data: { success: false, message: 'x' } }, 'retry'],
    [{ status: 503, data: { success: false, message: 'x' } }, 'retry'],
    [{ status: 'FETCH_ERROR', data: { success: false, message: 'x' } }, 'retry'],
    [new Error('boom'), 'retry'],
  ])('%o → %s', (error, outcome) => {
    expect(outcomeOfFailure(error)).toBe(outcome);
  });
});
