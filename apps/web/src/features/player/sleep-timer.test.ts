import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, runSleepTimer, sleepEndsAt, sleepSecondsLeft, sleepVolume } from './sleep-timer';

describe('sleep timer arithmetic', () => {
  it('ends the chosen minutes from now', () => {
    expect(sleepEndsAt(15, 1_000)).toBe(1_000 + 15 * 60_000);
  });

  it('counts whole seconds left, never below zero', () => {
    expect(sleepSecondsLeft(10_000, 0)).toBe(10);
    expect(sleepSecondsLeft(10_000, 9_001)).toBe(1);
    expect(sleepSecondsLeft(10_000, 12_000)).toBe(0);
  });

  it('keeps full volume until the last 10 seconds, then fades linearly to silence', () => {
    const end = 100_000;
    expect(sleepVolume(end, end - 60_000)).toBe(1);
    expect(sleepVolume(end, end - FADE_MS)).toBe(1);
    expect(sleepVolume(end, end - FADE_MS / 2)).toBeCloseTo(0.5);
    expect(sleepVolume(end, end - 1_000)).toBeCloseTo(0.1);
    expect(sleepVolume(end, end)).toBe(0);
    expect(sleepVolume(end, end + 5_000)).toBe(0);
  });
});

describe('runSleepTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fades the element, pauses it at the end and restores the volume', () => {
    const audio = { volume: 1, paused: false, pause: vi.fn() } as unknown as HTMLAudioElement;
    const start = Date.now();
    const ticks: number[] = [];
    const done = vi.fn();
    runSleepTimer(audio, start + 20_000, (left) => ticks.push(left), done);
    expect(ticks).toEqual([20]);

    vi.advanceTimersByTime(15_000);
    expect(audio.volume).toBeCloseTo(0.5, 1);
    expect(audio.pause).not.toHaveBeenCalled();

    vi.advanceTimersByTime(5_000);
    expect(audio.pause).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops early on request, with the volume back to full', () => {
    const audio = { volume: 1, pause: vi.fn() } as unknown as HTMLAudioElement;
    const stop = runSleepTimer(audio, Date.now() + 5_000, () => {}, vi.fn());
    vi.advanceTimersByTime(1_000);
    expect(audio.volume).toBeLessThan(1);
    stop();
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(audio.pause).not.toHaveBeenCalled();
  });
});
