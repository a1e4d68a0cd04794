import { performance } from 'node:perf_hooks';

/**
 * Load shedding by admission share (docs/decisions/025-graded-load-shedding.md).
 *
 * A timer ticks every `tickMs`; how late each tick fires is the event loop's delay at that moment:
 * about one turn of the loop, and a request arriving then waits for the rest of that turn and its
 * place in the next. Each request that may be shed is admitted with the current share (1: all of
 * them). Two ticks in a row late by more than a quarter of `maxDelayMs` while the loop was busy
 * (working, not waiting for input, at least BUSY of the last BUSY_WINDOW_MS or so) halve the share,
 * once per quarter the shorter of the two was late; a tick late by less than an eighth raises it by `tickMs / RECOVERY_MS` (from
 * nothing to everything in one calm second), and one of a loop with time to spare (utilisation
 * under BUSY) doubles it; otherwise it holds.
 * So under a flood the server admits about as much work as keeps a turn of the loop between an
 * eighth and a quarter of `maxDelayMs` (a request's wait well under it), and answers the rest 503
 * at once, instead of admitting everything for a second (a whole closed loop of expensive
 * requests, queued) and nothing the next. A late tick of an idle loop is the machine's other work
 * (the process waited for a core), which refusing requests would not shorten: it sheds nothing.
 */

/** How often the loop's delay is read. */
export const TICK_MS = 10;
/** Calm time in which the share climbs from nothing back to 1. */
export const RECOVERY_MS = 1000;
/** The share never falls below this: some real work is always tried, so recovery is seen. */
export const MIN_SHARE = 0.01;
/** Share of the recent time the loop spent working above which it is busy. */
export const BUSY = 0.8;
/** How far back "recent" reaches: the loop's utilisation is averaged over about this long. */
export const BUSY_WINDOW_MS = 100;

export class AdmissionControl {
  /** Share of the requests that may be shed that is admitted now (MIN_SHARE … 1). */
  share = 1;
  /** The previous reading of the loop's delay (ms). */
  private previous = 0;
  private readonly shedAbove: number;
  private readonly calmBelow: number;
  private readonly step: number;

  constructor(
    maxDelayMs: number,
    tickMs = TICK_MS,
    private readonly random: () => number = Math.random,
  ) {
    this.shedAbove = maxDelayMs / 4;
    this.calmBelow = maxDelayMs / 8;
    this.step = tickMs / RECOVERY_MS;
  }

  /**
   * One reading: how late a tick fired (ms), and the share of the recent time the loop spent
   * working (its utilisation, 0…1).
   */
  observe(delayMs: number, utilisation = 1): void {
    // A queue shows as turns that stay long: the shorter of the last two readings. One long turn
    // (a collection, a slow task) with nothing waiting behind it sheds nothing.
    const standing = Math.min(delayMs, this.previous);
    this.previous = delayMs;
    if (standing > this.shedAbove && utilisation >= BUSY) {
      const halvings = Math.min(10, Math.floor(standing / this.shedAbove));
      this.share = Math.max(MIN_SHARE, this.share / 2 ** halvings);
    } else if (utilisation < BUSY && this.share < 1) {
      // The loop had time to spare: no overload, so the share doubles (everything within a few
      // ticks once a flood is over).
      this.share = Math.min(1, this.share * 2 + this.step);
    } else if (delayMs < this.calmBelow && this.share < 1) {
      this.share = Math.min(1, this.share + this.step);
    }
  }

  /** Whether to take this request (always, unless shedding). */
  admit(): boolean {
    return this.share >= 1 || this.random() < this.share;
  }

  /** True while some requests are being shed. */
  get shedding(): boolean {
    return this.share < 1;
  }
}

/** An AdmissionControl fed by a timer on this process's event loop; `stop()` ends the timer. */
export function watchEventLoop(maxDelayMs: number, tickMs = TICK_MS) {
  const control = new AdmissionControl(maxDelayMs, tickMs);
  let due = performance.now() + tickMs;
  let used = performance.eventLoopUtilization();
  let last = performance.now();
  let utilisation = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const current = performance.eventLoopUtilization();
    // Averaged over about BUSY_WINDOW_MS: one busy turn of an otherwise idle loop is not busy.
    const weight = Math.min(1, (now - last) / BUSY_WINDOW_MS);
    utilisation += (performance.eventLoopUtilization(current, used).utilization - utilisation) * weight;
    control.observe(Math.max(0, now - due), utilisation);
    used = current;
    last = now;
    due = now + tickMs;
  }, tickMs);
  timer.unref();
  return { control, stop: () => clearInterval(timer) };
}
