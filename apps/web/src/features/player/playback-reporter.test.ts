import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { PlaybackReport } from '../../lib/media/listening';
import { type Transport, attachPlaybackReporter } from './playback-reporter';

/** A media element as the reporter sees it: its state, and the events it fires. */
class FakeAudio extends EventTarget {
  paused = true;
  seeking = false;
  ended = false;
  currentTime = 0;
  playbackRate = 1;
  emit(...types: string[]) {
    for (const type of types) this.dispatchEvent(new Event(type));
  }
}

let wall = 0;
let audio: FakeAudio;
let sent: { report: PlaybackReport; transport: Transport }[];

/** Plays for `seconds` of wall-clock time: the media advances at its rate, 4 timeupdates a second. */
function playFor(seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    wall += 250;
    audio.currentTime += 0.25 * audio.playbackRate;
    audio.emit('timeupdate');
  }
}
const start = () => {
  audio.paused = false;
  audio.emit('play', 'playing');
};
const pause = () => {
  audio.paused = true;
  audio.emit('pause');
};
const listened = () => sent.map((s) => s.report.listenedSeconds);

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  wall = 0;
  audio = new FakeAudio();
  sent = [];
  const reporter = attachPlaybackReporter(
    audio as unknown as HTMLAudioElement,
    (report, transport) => sent.push({ report, transport }),
    () => wall,
  );
  reporter.setAudio('a1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the playback reporter', () => {
  it('counts wall-clock listening: 10 s at 1.5× are 10 s, at position 15', () => {
    start();
    audio.playbackRate = 1.5;
    audio.emit('ratechange');
    playFor(10);
    pause();
    expect(sent).toEqual([
      { report: { audioId: 'a1', listenedSeconds: 10, positionSeconds: 15 }, transport: 'post' },
    ]);
  });

  it('adds nothing for paused time', () => {
    start();
    playFor(4);
    pause();
    wall += 60_000;
    start();
    playFor(3);
    pause();
    expect(listened()).toEqual([4, 3]);
  });

  it('adds nothing while the audio stalls (buffering)', () => {
    start();
    playFor(2);
    audio.emit('waiting');
    wall += 8_000;
    audio.emit('timeupdate');
    audio.emit('playing');
    playFor(2);
    pause();
    expect(listened()).toEqual([4]);
  });

  it('counts only what actually played when the audio stutters without saying so (no waiting event)', () => {
    start();
    // 8 s of clock while the media advances only 4 s (timeupdates keep coming).
    for (let i = 0; i < 32; i++) {
      wall += 250;
      audio.currentTime += 0.125;
      audio.emit('timeupdate');
    }
    pause();
    expect(sent.map((s) => s.report)).toEqual([{ audioId: 'a1', listenedSeconds: 4, positionSeconds: 4 }]);
  });

  it('adds nothing for a frozen tab (one step far too long to be listening)', () => {
    start();
    playFor(2);
    wall += 60_000;
    audio.currentTime += 60;
    // That step is past the 15 s cadence: it reports what came before it.
    audio.emit('timeupdate');
    playFor(1);
    pause();
    expect(listened()).toEqual([2, 1]);
  });

  it('adds nothing for a seek, and reports the new position', () => {
    start();
    playFor(3);
    audio.seeking = true;
    audio.emit('seeking');
    audio.currentTime = 100;
    wall += 2_000;
    audio.seeking = false;
    audio.emit('seeked');
    playFor(2);
    pause();
    expect(sent.map((s) => s.report)).toEqual([{ audioId: 'a1', listenedSeconds: 5, positionSeconds: 102 }]);
  });

  it('reports every 15 s while playing', () => {
    start();
    playFor(14);
    expect(sent).toEqual([]);
    playFor(1);
    expect(listened()).toEqual([15]);
    playFor(15);
    expect(listened()).toEqual([15, 15]);
    expect(sent.every((s) => s.transport === 'post')).toBe(true);
  });

  it('sends a beacon when the page is hidden or left, and keeps counting after', () => {
    start();
    playFor(5);
    (document as unknown as { visibilityState: string }).visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([
      { report: { audioId: 'a1', listenedSeconds: 5, positionSeconds: 5 }, transport: 'beacon' },
    ]);
    playFor(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.at(-1)).toEqual({
      report: { audioId: 'a1', listenedSeconds: 2, positionSeconds: 7 },
      transport: 'beacon',
    });
  });

  it('keeps the fraction of a second for the next report', () => {
    start();
    playFor(1.5);
    pause();
    start();
    playFor(1.5);
    pause();
    expect(listened()).toEqual([1, 2]);
  });
});

describe('the playback reporter across audios', () => {
  it('reports the previous audio when the audio changes, and ignores it after', () => {
    const reporter = attachPlaybackReporter(
      audio as unknown as HTMLAudioElement,
      (report, transport) => sent.push({ report, transport }),
      () => wall,
    );
    reporter.setAudio('a1');
    start();
    playFor(6);
    reporter.setAudio('b2');
    // The old element's pause arrives after the switch: b2 has not played yet.
    pause();
    expect(sent.filter((s) => s.report.audioId === 'b2')).toEqual([]);
    expect(sent.filter((s) => s.report.audioId === 'a1').map((s) => s.report.listenedSeconds)).toContain(6);
    audio.currentTime = 0;
    start();
    playFor(2);
    reporter.dispose();
    expect(sent.at(-1)?.report).toEqual({ audioId: 'b2', listenedSeconds: 2, positionSeconds: 2 });
  });
});
