import type { Redis } from 'ioredis';

/** A store whose every member is an async function (the counters and marks of lib/limiter, lib/once). */
type AsyncStore<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };
type Call = (...args: unknown[]) => Promise<unknown>;

export interface RedisInsurance {
  /**
   * `shared` (in Redis) while Redis answers, `local` (in-process) while it does not: a call made
   * while the connection is down, or one that fails, is answered by `local`.
   */
  insure<T extends AsyncStore<T>>(shared: T, local: T): T;
}

/**
 * The counters shared through Redis, insured by in-process ones, as rate-limiter-flexible's
 * insurance limiter does: losing Redis costs the sharing between processes (each counts on its
 * own meanwhile), never a request. ioredis reconnects by itself; from its first successful call
 * on, the counts are Redis's again. What was counted in-process during the outage stays there
 * (each count has its own window and dies with it).
 */
export function redisInsurance(
  redis: Redis,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): RedisInsurance {
  let degraded = false;
  const note = (down: boolean, err?: unknown) => {
    if (down === degraded) return;
    degraded = down;
    if (down) {
      log.warn(
        { err: err instanceof Error ? err.message : String(err ?? redis.status) },
        'redis unavailable: counting in-process until it returns',
      );
    } else {
      log.info({}, 'redis answers again: counting in redis');
    }
  };

  return {
    insure<T extends AsyncStore<T>>(shared: T, local: T): T {
      const insured = {} as Record<keyof T, unknown>;
      for (const key of Object.keys(shared) as (keyof T)[]) {
        const viaRedis = shared[key] as unknown as Call;
        const inProcess = local[key] as unknown as Call;
        insured[key] = async (...args: unknown[]) => {
          // Not connected: no call is even tried (the offline queue is off, it would fail at once).
          if (redis.status !== 'ready') {
            note(true);
            return inProcess(...args);
          }
          try {
            const result = await viaRedis(...args);
            note(false);
            return result;
          } catch (err) {
            note(true, err);
            return inProcess(...args);
          }
        };
      }
      return insured as T;
    },
  };
}
