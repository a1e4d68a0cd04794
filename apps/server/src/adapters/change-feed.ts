import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listening } from '../db/client.js';

/** The channel the catalogue tables' triggers notify (drizzle/0013_catalogue_change_notices.sql). */
export const CATALOGUE_CHANNEL = 'sanarte_catalogue';

/** What hears of the changes: the process's public catalogue cache. */
export interface ChangeSubscriber {
  /** Listening (again): every change from now on will be heard of; earlier ones may have been missed. */
  connected(): void;
  /** No longer listening: changes may go unheard until `connected`. */
  disconnected(): void;
  /** A change to this table was committed. */
  changed(table: string): void;
}

export interface ChangeFeed {
  /** Whether changes are being heard of now. */
  readonly listening: boolean;
  /** Tells the subscriber of every change and of the feed's state (at once: where it stands now). */
  subscribe(subscriber: ChangeSubscriber): void;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  channel?: string;
  /** The first wait before listening again after a failure; doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the listening connection is checked (PostgreSQL): a silent, dead one is found. */
  pingMs?: number;
}

/**
 * One dedicated listening connection per process, opened on the first `subscribe` (`LISTEN sanarte_catalogue`; the embedded
 * database's own listener under PGlite): changes to the catalogue tables committed by anyone —
 * this process, another instance, an operator's SQL — arrive as the table's name. When the
 * connection fails, the subscriber is told at once and the feed listens again, waiting longer
 * after each failure.
 */
export function changeFeed(
  database: Pick<Database, 'listen'>,
  log: FastifyBaseLogger,
  opts: ChangeFeedOptions = {},
): ChangeFeed {
  const channel = opts.channel ?? CATALOGUE_CHANNEL;
  const minRetry = opts.retryMs ?? 250;
  const maxRetry = opts.maxRetryMs ?? 5000;
  const pingMs = opts.pingMs ?? 10_000;
  const subscribers: ChangeSubscriber[] = [];
  let current: Listening | null = null;
  let closed = false;
  let retryMs = minRetry;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  const each = (f: (s: ChangeSubscriber) => void) => {
    for (const s of subscribers) f(s);
  };

  function lost(listening: Listening | null, err: Error) {
    if (closed || (listening && current !== listening)) return;
    const wasListening = current !== null;
    current = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    listening?.close().catch(() => {});
    if (wasListening) {
      log.warn(
        { err: err.message, channel },
        'catalogue change feed lost: reading the database until it is back',
      );
      each((s) => s.disconnected());
    }
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetry);
  }

  async function connect() {
    retryTimer = null;
    if (closed) return;
    let listening: Listening | null = null;
    try {
      listening = await database.listen(
        channel,
        (table) => each((s) => s.changed(table)),
        (err) => lost(listening, err),
      );
    } catch (err) {
      if (failures++ === 0 || failures % 20 === 0)
        log.warn({ err: (err as Error).message, channel }, 'catalogue change feed: cannot listen yet');
      lost(null, err as Error);
      return;
    }
    if (closed) {
      await listening.close();
      return;
    }
    current = listening;
    retryMs = minRetry;
    if (failures > 0) log.info({ channel }, 'catalogue change feed listening again');
    failures = 0;
    each((s) => s.connected());
    const ping = listening.ping?.bind(listening);
    if (ping) {
      const on = listening;
      pingTimer = setInterval(() => {
        ping().catch((err: Error) => lost(on, err));
      }, pingMs);
      pingTimer.unref();
    }
  }

  return {
    get listening() {
      return current !== null;
    },
    subscribe(subscriber) {
      // Nothing listens until someone wants to hear: with the cache off, no connection is held.
      if (subscribers.length === 0 && !closed) void connect();
      subscribers.push(subscriber);
      if (current) subscriber.connected();
      else subscriber.disconnected();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const listening = current;
      current = null;
      await listening?.close();
    },
  };
}
