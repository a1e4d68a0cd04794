/** Time comes in through this adapter so tests can move it (e.g. past a 48-hour trial). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export class ManualClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;
  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }
  /** Stops time where it is (advance still moves it): timing rules become exact in tests. */
  freeze(): void {
    this.frozenAt = this.now().getTime();
  }
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }
}
