import { describe, expect, it } from 'vitest';
import { AdmissionControl, MIN_SHARE } from './load-shedder.js';

describe('AdmissionControl', () => {
  it('admits everything while the loop is calm', () => {
    const c = new AdmissionControl(100, 10, () => 0.999);
    for (let i = 0; i < 100; i++) c.observe(5);
    expect(c.share).toBe(1);
    expect(c.shedding).toBe(false);
    expect(c.admit()).toBe(true);
  });

  it('halves the share for each quarter of the threshold two ticks in a row were late, down to a floor', () => {
    const c = new AdmissionControl(100, 10);
    c.observe(25);
    c.observe(25); // a quarter of the threshold: not yet
    expect(c.share).toBe(1);
    c.observe(30); // the shorter of the two, 25: not yet
    expect(c.share).toBe(1);
    c.observe(30);
    expect(c.share).toBe(0.5);
    c.observe(60); // the shorter of the two, 30: halved once
    expect(c.share).toBe(0.25);
    c.observe(60); // two quarters late: halved twice
    expect(c.share).toBe(0.0625);
    c.observe(10_000);
    c.observe(10_000);
    expect(c.share).toBe(MIN_SHARE);
    expect(c.shedding).toBe(true);
  });

  it('sheds nothing for one long turn with nothing queued behind it', () => {
    const c = new AdmissionControl(100, 10);
    c.observe(300);
    c.observe(3);
    c.observe(300);
    c.observe(3);
    expect(c.share).toBe(1);
  });

  it('sheds nothing for a late tick of an idle loop (the process waited for a core), and recovers then', () => {
    const c = new AdmissionControl(100, 10);
    c.observe(80, 0.2);
    c.observe(80, 0.2);
    expect(c.share).toBe(1);
    c.observe(80, 0.85);
    expect(c.share).toBe(0.125);
    c.observe(80, 0.2); // late but with time to spare: no overload, the share doubles
    expect(c.share).toBeCloseTo(0.26);
    c.observe(5, 0.2);
    c.observe(5, 0.2);
    expect(c.share).toBe(1);
  });

  it('admits about the share of requests while shedding', () => {
    let x = 0;
    // Evenly spread draws in [0, 1): exactly the share is admitted.
    const c = new AdmissionControl(100, 10, () => {
      x = (x + 0.001) % 1;
      return x;
    });
    c.observe(30);
    c.observe(30);
    c.observe(30); // 0.25
    let admitted = 0;
    for (let i = 0; i < 1000; i++) if (c.admit()) admitted++;
    expect(admitted).toBeGreaterThanOrEqual(240);
    expect(admitted).toBeLessThanOrEqual(260);
  });

  it('holds between an eighth and a quarter of the threshold, and climbs back within a calm second', () => {
    const c = new AdmissionControl(100, 10);
    c.observe(10_000);
    c.observe(10_000);
    c.observe(20); // between: held
    expect(c.share).toBe(MIN_SHARE);
    // One calm second of 10-ms ticks of a loop still busy (answering 503s): back to everything,
    // gradually.
    c.observe(0);
    expect(c.share).toBeCloseTo(MIN_SHARE + 0.01);
    expect(c.shedding).toBe(true);
    for (let i = 0; i < 99; i++) c.observe(2);
    expect(c.share).toBe(1);
    expect(c.shedding).toBe(false);
  });
});
