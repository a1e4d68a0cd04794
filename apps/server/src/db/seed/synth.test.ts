import { describe, expect, it } from 'vitest';
import type { SynthParams } from './content.js';
import {
  FRAME_SAMPLES,
  SYNTH_BITRATE_KBPS,
  SYNTH_SAMPLE_RATE,
  bedSeconds,
  frameGain,
  loopFrames,
  synthesizeMp3,
} from './synth.js';

/** Bitrates (kbps) of MPEG-2/2.5 Layer III by header index. */
const LSF_L3_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
/** MPEG-2 sample rates by header index (MPEG-2.5 halves them). */
const MPEG2_RATES = [22_050, 24_000, 16_000, 0];

interface FrameInfo {
  frames: number;
  sampleRate: number;
  kbps: number;
  mono: boolean;
}

/** Walks the MP3 frame by frame (MPEG-2/2.5 Layer III only) and fails on any broken header. */
function walkFrames(bytes: Uint8Array): FrameInfo {
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  let kbps = 0;
  let mono = false;
  while (offset < bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    const b3 = bytes[offset + 3] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    const version = (b1 >> 3) & 0b11; // 0 = MPEG-2.5, 2 = MPEG-2, 3 = MPEG-1
    const layer = (b1 >> 1) & 0b11; // 1 = Layer III
    if (layer !== 1 || (version !== 0 && version !== 2))
      throw new Error(`unexpected header at byte ${offset}`);
    kbps = LSF_L3_BITRATES[b2 >> 4] ?? 0;
    const baseRate = MPEG2_RATES[(b2 >> 2) & 0b11] ?? 0;
    sampleRate = version === 0 ? baseRate / 2 : baseRate;
    if (!kbps || !sampleRate) throw new Error(`invalid bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 1;
    mono = b3 >> 6 === 0b11;
    offset += Math.floor((72 * kbps * 1000) / sampleRate) + padding;
    frames++;
  }
  if (offset !== bytes.length) throw new Error('truncated last frame');
  return { frames, sampleRate, kbps, mono };
}

const CALM: SynthParams = { baseHz: 110, mood: 'calm', seed: 12345, breathSeconds: 10 };

describe('synthesizeMp3', () => {
  it('starts with an MPEG audio frame sync (or an ID3 tag)', () => {
    const mp3 = synthesizeMp3(CALM, 2);
    const id3 = mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33;
    const sync = mp3[0] === 0xff && ((mp3[1] ?? 0) & 0xe0) === 0xe0;
    expect(id3 || sync).toBe(true);
  });

  it('is a well-formed mono CBR stream at the advertised rate, bitrate and duration', () => {
    const seconds = 5;
    const mp3 = synthesizeMp3(CALM, seconds);
    const info = walkFrames(mp3);
    expect(info).toMatchObject({ sampleRate: SYNTH_SAMPLE_RATE, kbps: SYNTH_BITRATE_KBPS, mono: true });
    // 576 samples per MPEG-2 Layer III frame; the encoder adds up to a few frames of delay/padding.
    const decodedSeconds = (info.frames * 576) / info.sampleRate;
    expect(decodedSeconds).toBeGreaterThanOrEqual(seconds);
    expect(decodedSeconds).toBeLessThan(seconds + 0.3);
  });

  it('has a size that matches duration × bitrate', () => {
    for (const seconds of [3, 10]) {
      const expected = (SYNTH_BITRATE_KBPS * 1000 * seconds) / 8;
      const size = synthesizeMp3(
        { baseHz: 146.83, mood: 'warm', seed: 7, breathSeconds: 11 },
        seconds,
      ).length;
      expect(size).toBeGreaterThanOrEqual(expected);
      expect(size).toBeLessThan(expected * 1.1);
    }
  });

  it('is deterministic for the same params and differs for other params', () => {
    const a = synthesizeMp3(CALM, 3);
    const b = synthesizeMp3({ ...CALM }, 3);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);

    const otherSeed = synthesizeMp3({ ...CALM, seed: 54321 }, 3);
    const otherMood = synthesizeMp3({ ...CALM, mood: 'bright' }, 3);
    expect(Buffer.from(a).equals(Buffer.from(otherSeed))).toBe(false);
    expect(Buffer.from(a).equals(Buffer.from(otherMood))).toBe(false);
  });

  it('works for every mood and for fractional durations', () => {
    for (const mood of ['calm', 'warm', 'bright'] as const) {
      const info = walkFrames(synthesizeMp3({ baseHz: 98, mood, seed: 1, breathSeconds: 9.5 }, 1.5));
      expect(info.frames).toBeGreaterThan(0);
    }
  });

  it('rejects invalid durations and frequencies', () => {
    expect(() => synthesizeMp3(CALM, 0)).toThrow(RangeError);
    expect(() => synthesizeMp3(CALM, Number.NaN)).toThrow(RangeError);
    expect(() => synthesizeMp3({ ...CALM, baseHz: 0 }, 1)).toThrow(RangeError);
    expect(() => synthesizeMp3({ ...CALM, breathSeconds: 0 }, 1)).toThrow(RangeError);
  });
});

describe('long beds (loop of one breath, joined frame by frame)', () => {
  const FRAME_BYTES = 144;
  const frameAt = (mp3: Uint8Array, f: number) => mp3.subarray(f * FRAME_BYTES, (f + 1) * FRAME_BYTES);

  it('lasts the whole number of breaths nearest the length asked, as a well-formed stream', () => {
    const params: SynthParams = { baseHz: 123.47, mood: 'calm', seed: 99, breathSeconds: 10.4 };
    const asked = 6 * 60;
    const seconds = bedSeconds(params, asked);
    const breath = (loopFrames(params) * FRAME_SAMPLES) / SYNTH_SAMPLE_RATE;
    expect(Math.abs(seconds - asked)).toBeLessThanOrEqual(breath / 2);
    expect(Number.isInteger(Math.round((seconds / breath) * 1e6) / 1e6)).toBe(true);
    const mp3 = synthesizeMp3(params, asked);
    const info = walkFrames(mp3);
    expect(info).toMatchObject({ sampleRate: SYNTH_SAMPLE_RATE, kbps: SYNTH_BITRATE_KBPS, mono: true });
    expect((info.frames * FRAME_SAMPLES) / SYNTH_SAMPLE_RATE).toBeCloseTo(seconds, 6);
    expect(mp3.length).toBe(info.frames * FRAME_BYTES);
  });

  it('keeps every frame self-contained (no bit reservoir), so copied frames decode on their own', () => {
    const mp3 = synthesizeMp3({ ...CALM, mood: 'bright' }, 120);
    for (let f = 0; f < mp3.length / FRAME_BYTES; f++) {
      // main_data_begin: the first 8 bits of the side information, after the 4-byte header.
      expect(frameAt(mp3, f)[4], `frame ${f}`).toBe(0);
    }
  });

  it('repeats one breath between a fade in and a fade out made by lowering frame gains', () => {
    const params: SynthParams = { ...CALM, mood: 'warm' };
    const mp3 = synthesizeMp3(params, 300);
    const frames = mp3.length / FRAME_BYTES;
    const n = loopFrames(params);
    const mid = Math.floor(frames / 2);
    // Past the fade in, a frame and the same frame one breath later are byte for byte the same.
    expect(Buffer.from(frameAt(mp3, mid)).equals(Buffer.from(frameAt(mp3, mid + n)))).toBe(true);
    // The fades: against the same moment of a later (or earlier) breath, the first and last frames
    // are 40 gain steps (60 dB) down, and the gain climbs back step by step.
    const gains = Array.from({ length: frames }, (_, f) => frameGain(frameAt(mp3, f)));
    expect(gains[0]).toBe(Math.max(0, (gains[2 * n] as number) - 40));
    expect(gains[frames - 1]).toBe(Math.max(0, (gains[frames - 1 - 2 * n] as number) - 40));
    const drop = (f: number) => (gains[f + 2 * n] as number) - (gains[f] as number);
    for (let f = 1; f < n; f++) expect(drop(f), `frame ${f}`).toBeLessThanOrEqual(drop(f - 1));
    expect(drop(n - 1)).toBe(0);
  });

  it('makes a 15-minute bed at the size its length says', () => {
    const seconds = bedSeconds(CALM, 900);
    const mp3 = synthesizeMp3(CALM, 900);
    expect(mp3.length).toBe(Math.round((seconds * SYNTH_BITRATE_KBPS * 1000) / 8));
  });
});
