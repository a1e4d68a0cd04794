import { hash, verify } from '@node-rs/argon2';
import { es } from '@sanarte/shared';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/** argon2id, m=19456 KiB, t=2, p=1 (OWASP's minimum recommendation). Algorithm 2 = Argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

/** Seconds a caller is told to wait when too many password hashes are already waiting. */
export const PASSWORD_RETRY_AFTER_SECONDS = 5;

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE threads, 4 by default), which file reads,
 * DNS lookups and crypto share. A burst of logins would otherwise put every hash on that pool's
 * queue at once: each login waits behind all the others (the last ones for many seconds), /cdn's
 * file reads wait behind the hashes, and nothing ever says no. The gate runs at most `concurrency`
 * hashes at a time (the pool's size: the pool still serves others between two hashes), keeps
 * waiting in arrival order up to `maxQueued` of them and as many as it expects to start within
 * `maxWaitMs` (from the recent hashes' mean duration: a loaded machine queues fewer), and refuses
 * the ones beyond at once with 503 + Retry-After (es.errors.busy), before any hashing; no answer is
 * ever a timeout or a 500.
 *
 * One gate per process, because the thread pool is per process; buildApp configures it from
 * PASSWORD_HASH_CONCURRENCY / PASSWORD_QUEUE_MAX (see docs/decisions/018-per-request-overhead.md).
 */
export class PasswordGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Mean duration of the recent hashes (exponentially weighted), 0 before the first. */
  private meanMs = 0;

  constructor(
    public concurrency = 4,
    public maxQueued = 1000,
    public maxWaitMs = 10_000,
    /** Milliseconds from a monotonic clock (tests pass their own). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** How long the next one to queue would wait before its hash starts, as far as we can tell. */
  private expectedWaitMs() {
    return ((this.waiting.length + 1) * this.meanMs) / this.concurrency;
  }

  /** Hashes running and waiting now (tests, metrics). */
  get load() {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued || this.expectedWaitMs() > this.maxWaitMs) throw busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = this.now();
    try {
      return await task();
    } finally {
      const took = this.now() - started;
      this.meanMs = this.meanMs === 0 ? took : this.meanMs * 0.9 + took * 0.1;
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const busy = () =>
  new AppError(503, es.errors.busy, {}, { 'retry-after': String(PASSWORD_RETRY_AFTER_SECONDS) });

/** The process's gate in front of argon2. */
export const passwordGate = new PasswordGate();

/** Sets the gate's limits from the configuration (buildApp). */
export function configurePasswordGate(
  config: Pick<Config, 'passwordHashConcurrency' | 'passwordQueueMax' | 'passwordQueueMaxWaitMs'>,
) {
  passwordGate.concurrency = Math.max(1, config.passwordHashConcurrency);
  passwordGate.maxQueued = Math.max(0, config.passwordQueueMax);
  passwordGate.maxWaitMs = Math.max(0, config.passwordQueueMaxWaitMs);
}

/** Hashes a new password; throws a 503 AppError when the gate is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordGate.run(() => hash(password, OPTIONS as Parameters<typeof hash>[1]));
}

/** Whether the password matches; throws a 503 AppError (never false) when the gate is full. */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return passwordGate.run(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;
/** A fixed hash to verify against when the e-mail is unknown, so timing reveals nothing. */
export function dummyHash(): Promise<string> {
  dummy ??= hash('dummy-password-for-timing-Equalisation!', OPTIONS as Parameters<typeof hash>[1]);
  return dummy;
}
