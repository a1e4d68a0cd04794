/**
 * Seed audio: calm, synthesized ambient beds encoded as real MP3 files, 5–15 minutes long.
 *
 * Each bed is a soft drone of a few slightly detuned sine partials that swells and settles with a
 * slow breathing pace (one breath every 9–12 s: a rise to breathe in, a longer fall to breathe
 * out); the "calm" mood adds filtered noise shaped like a wave on each breath. Everything is driven
 * by seeded generators, so the same params always give byte-identical output.
 *
 * Encoding minutes of audio with a pure-JS encoder at every first start would be slow, so a bed
 * is made of one breath, encoded once, repeated frame by frame: the loop is exactly periodic and
 * lasts a whole number of MP3 frames, the encoder runs without a bit reservoir (every frame
 * carries its own data), and the frames of one period in steady state are copied as many times as
 * the length needs. The fade in and fade out are applied afterwards by lowering each frame's
 * global gain (as MP3 gain tools do), so nothing longer than one breath is ever encoded. Very short
 * lengths (tests) are encoded directly, fades included.
 *
 * Output: mono, 16 000 Hz, 32 kbps CBR MPEG-2 Layer III (4 000 bytes per second, 144-byte frames
 * of 576 samples).
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { SynthParams } from './content.js';
import { mulberry32 } from './random.js';

/** Sample rate of the generated audio (an MPEG-2 Layer III rate). */
export const SYNTH_SAMPLE_RATE = 16_000;
/** Constant bitrate of the generated MP3, in kbps. */
export const SYNTH_BITRATE_KBPS = 32;

/** Peak level of the mix before encoding, as a fraction of full scale (about -7 dBFS). */
const PEAK = 0.45;
/** Samples per MPEG-2 Layer III frame. */
export const FRAME_SAMPLES = 576;
/** Bytes per frame at this rate and bitrate (72 × bitrate / rate: no padding ever). */
const FRAME_BYTES = (72 * SYNTH_BITRATE_KBPS * 1000) / SYNTH_SAMPLE_RATE;
/** Frames of warm-up before the loop's steady frames are taken, and of margin after them. */
const WARMUP_FRAMES = 8;
const TAIL_FRAMES = 8;
/** Fade lengths of a long bed, in seconds. */
const FADE_IN_SECONDS = 8;
const FADE_OUT_SECONDS = 12;
/** Below this length a bed is encoded directly (no loop). */
const LOOP_MIN_SECONDS = 60;
/** Samples handed to the encoder per call (a multiple of the 576-sample MPEG-2 frame). */
const ENCODE_CHUNK = 576 * 32;
/** Control-rate block: slow modulations (swells, waves, fades) are computed once per block. */
const BLOCK = 64;

/** Sine lookup table: one period plus a guard sample for linear interpolation. */
const TABLE_SIZE = 4096;
const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/**
 * Per mood: interval ratios of the partials (relative to baseHz), their relative levels, and the
 * level of the sea-wave noise layer. Only "calm" has waves: noise is what makes the MP3 encoder
 * slow (about +40 % encoding time), so the other moods are pure drones.
 */
const MOODS: Record<SynthParams['mood'], { ratios: number[]; levels: number[]; noise: number }> = {
  // Root, fifth, octave and twelfth, over distant waves: open and still.
  calm: { ratios: [1, 1.5, 2, 3], levels: [1, 0.5, 0.35, 0.12], noise: 0.3 },
  // Sub-octave, root, major third and fifth: rounder and fuller.
  warm: { ratios: [0.5, 1, 1.25, 1.5, 2], levels: [0.55, 1, 0.35, 0.4, 0.2], noise: 0 },
  // Root, fifth, octave, major tenth and two octaves: a little shimmer on top.
  bright: { ratios: [1, 1.5, 2, 2.5, 4], levels: [0.9, 0.55, 0.45, 0.25, 0.1], noise: 0 },
};

/** Reads the sine table at a phase given in table units (0 ≤ phase < TABLE_SIZE). */
function sineAt(phase: number): number {
  const i = phase | 0;
  const a = SINE[i] as number;
  return a + ((SINE[i + 1] as number) - a) * (phase - i);
}

/** Table-unit phase increment per sample for a frequency in Hz. */
function stepFor(hz: number): number {
  return (hz * TABLE_SIZE) / SYNTH_SAMPLE_RATE;
}

/** Smoothstep of x clamped to [0, 1]. */
function smooth(x: number): number {
  const c = x < 0 ? 0 : x > 1 ? 1 : x;
  return c * c * (3 - 2 * c);
}

/** Frames in one breath of this bed (the loop): a whole number, so the loop joins frame to frame. */
export function loopFrames(params: SynthParams): number {
  return Math.max(1, Math.round((params.breathSeconds * SYNTH_SAMPLE_RATE) / FRAME_SAMPLES));
}

/**
 * The breath envelope over one loop, at phase x in [0, 1): a rise over the first 40 % (breathing
 * in), a longer fall over the rest (breathing out). 0 at the bottom, 1 at the top.
 */
function breathAt(x: number): number {
  return x < 0.4 ? smooth(x / 0.4) : 1 - smooth((x - 0.4) / 0.6);
}

/**
 * Renders one breath as float samples: exactly periodic (every partial completes a whole number of
 * cycles in the loop, the noise is filtered over two periods and the second is kept), so copies of
 * it join without a seam. Normalized to a peak of ±PEAK.
 */
function renderLoop(params: SynthParams): Float32Array {
  const n = loopFrames(params) * FRAME_SAMPLES;
  const loopHz = SYNTH_SAMPLE_RATE / n; // the loop's own frequency: every partial is a multiple
  const onLoop = (hz: number) => Math.max(1, Math.round(hz / loopHz)) * loopHz;
  const rand = mulberry32(params.seed ^ 0x5a17a7e);
  const mood = MOODS[params.mood];
  const out = new Float32Array(n);

  // The breath, at control rate (one value per block, linearly interpolated).
  const blocks = Math.ceil(n / BLOCK) + 1;
  const breath = new Float32Array(blocks);
  for (let b = 0; b < blocks; b++) breath[b] = breathAt(((b * BLOCK) % n) / n);

  // 1) Drone: each partial is a pair of sines a beat or two per breath apart (slow, soft beating),
  //    its level following the breath between 55 % and 100 %, each with its own depth.
  for (const [k, ratio] of mood.ratios.entries()) {
    const hz = onLoop(params.baseHz * ratio);
    const beat = loopHz * (1 + Math.floor(rand() * 2));
    const level = (mood.levels[k] ?? 0.2) / 2;
    const depth = 0.3 + rand() * 0.15;
    const phases = [rand() * TABLE_SIZE, rand() * TABLE_SIZE];
    const steps = [stepFor(hz), stepFor(hz + beat)];
    for (let v = 0; v < 2; v++) {
      let ph = phases[v] as number;
      const step = steps[v] as number;
      // The beating voice is softer, so the pair swells and dips without ever cancelling out.
      const voice = v === 0 ? level : level * 0.6;
      for (let start = 0, b = 0; start < n; start += BLOCK, b++) {
        const g0 = voice * (1 - depth + depth * (breath[b] as number));
        const g1 = voice * (1 - depth + depth * (breath[b + 1] as number));
        const dg = (g1 - g0) / BLOCK;
        const end = Math.min(n, start + BLOCK);
        let g = g0;
        for (let i = start; i < end; i++) {
          ph += step;
          if (ph >= TABLE_SIZE) ph -= TABLE_SIZE;
          out[i] = (out[i] as number) + sineAt(ph) * g;
          g += dg;
        }
      }
    }
  }

  // 2) A wave on each breath (calm mood only): white noise from an LCG restarted every period →
  //    pink-ish (Paul Kellet's economy filter) → two one-pole low-passes, run over two periods so
  //    the filters are settled, the second kept; its level rises with the in-breath, crest sharpened.
  if (mood.noise > 0) {
    const seed = Math.imul(params.seed | 0, 0x9e3779b1) >>> 0 || 1;
    const lpCoef = 1 - Math.exp((-2 * Math.PI * (500 + rand() * 700)) / SYNTH_SAMPLE_RATE);
    const shape = 1.5 + rand();
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    let lp1 = 0;
    let lp2 = 0;
    for (let pass = 0; pass < 2; pass++) {
      let state = seed;
      for (let i = 0; i < n; i++) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const white = state / 2147483648 - 1;
        b0 = 0.99765 * b0 + white * 0.099046;
        b1 = 0.963 * b1 + white * 0.2965164;
        b2 = 0.57 * b2 + white * 1.0526913;
        lp1 += ((b0 + b1 + b2 + white * 0.1848) * 0.25 - lp1) * lpCoef;
        lp2 += (lp1 - lp2) * lpCoef;
        if (pass === 1) {
          const crest = (breath[(i / BLOCK) | 0] as number) ** shape;
          out[i] = (out[i] as number) * 0.5 + lp2 * mood.noise * crest;
        }
      }
    }
  } else {
    for (let i = 0; i < n; i++) out[i] = (out[i] as number) * 0.5;
  }

  // 3) Normalize to a fixed, comfortable peak level.
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(out[i] as number));
  if (peak > 0) {
    const gain = PEAK / peak;
    for (let i = 0; i < n; i++) out[i] = (out[i] as number) * gain;
  }
  return out;
}

/** `n` samples of the loop repeated, as 16-bit PCM, with an optional fade in and out (in samples). */
function tile(loop: Float32Array, n: number, fadeIn = 0, fadeOut = 0): Int16Array {
  const pcm = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    let e = 1;
    if (fadeIn > 0 && i < fadeIn) e = smooth(i / fadeIn);
    if (fadeOut > 0 && i >= n - fadeOut) e = Math.min(e, smooth((n - 1 - i) / fadeOut));
    pcm[i] = Math.round((loop[i % loop.length] as number) * e * 32767);
  }
  return pcm;
}

function encode(pcm: Int16Array): Uint8Array {
  const encoder = new Mp3Encoder(1, SYNTH_SAMPLE_RATE, SYNTH_BITRATE_KBPS);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const push = (chunk: ArrayBufferView) => {
    if (chunk.byteLength === 0) return;
    // lamejs actually returns fresh Int8Array copies (its typings say Uint8Array): reinterpret
    // the same bytes as unsigned.
    chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    total += chunk.byteLength;
  };
  for (let i = 0; i < pcm.length; i += ENCODE_CHUNK)
    push(encoder.encodeBuffer(pcm.subarray(i, i + ENCODE_CHUNK)));
  push(encoder.flush());
  const mp3 = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    mp3.set(c, offset);
    offset += c.byteLength;
  }
  return mp3;
}

/**
 * The global gain of a frame's only granule (MPEG-2, mono, no CRC): side-information bits 30–37
 * after the 4-byte header (main_data_begin 8, private 1, part2_3_length 12, big_values 9).
 */
const GAIN_BIT = 32 + 30;
export function frameGain(frame: Uint8Array): number {
  const byte = GAIN_BIT >> 3;
  const shift = GAIN_BIT & 7;
  const word = ((frame[byte] as number) << 8) | (frame[byte + 1] as number);
  return (word >> (8 - shift)) & 0xff;
}
function setFrameGain(frame: Uint8Array, gain: number) {
  const byte = GAIN_BIT >> 3;
  const shift = GAIN_BIT & 7;
  let word = ((frame[byte] as number) << 8) | (frame[byte + 1] as number);
  const mask = 0xff << (8 - shift);
  word = (word & ~mask) | ((gain & 0xff) << (8 - shift));
  frame[byte] = (word >> 8) & 0xff;
  frame[byte + 1] = word & 0xff;
}

/** The frames of one loop period in steady state (encoded once, with warm-up and margin). */
function steadyLoopFrames(loop: Float32Array, frames: number): Uint8Array {
  const mp3 = encode(tile(loop, (WARMUP_FRAMES + frames + TAIL_FRAMES) * FRAME_SAMPLES));
  return mp3.slice(WARMUP_FRAMES * FRAME_BYTES, (WARMUP_FRAMES + frames) * FRAME_BYTES);
}

/** The length, in seconds, of the bed `synthesizeMp3` makes for a requested length. */
export function bedSeconds(params: SynthParams, seconds: number): number {
  if (seconds < LOOP_MIN_SECONDS) return seconds;
  const frames = loopFrames(params);
  const loops = Math.max(1, Math.round((seconds * SYNTH_SAMPLE_RATE) / (frames * FRAME_SAMPLES)));
  return (loops * frames * FRAME_SAMPLES) / SYNTH_SAMPLE_RATE;
}

/**
 * Synthesizes about `seconds` of calm ambient sound (exactly `bedSeconds(params, seconds)` from a
 * minute up) and returns it as a complete MP3 file (mono, 16 000 Hz, 32 kbps CBR, no ID3 tag), with a
 * fade in and a fade out. Deterministic for the same `params` and `seconds`.
 */
export function synthesizeMp3(params: SynthParams, seconds: number): Uint8Array {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`seconds must be a positive number, got ${seconds}`);
  }
  if (!Number.isFinite(params.baseHz) || params.baseHz <= 0 || params.baseHz * 4 >= SYNTH_SAMPLE_RATE / 2) {
    throw new RangeError(`baseHz out of range: ${params.baseHz}`);
  }
  if (!Number.isFinite(params.breathSeconds) || params.breathSeconds < 2 || params.breathSeconds > 30) {
    throw new RangeError(`breathSeconds out of range: ${params.breathSeconds}`);
  }
  const loop = renderLoop(params);

  if (seconds < LOOP_MIN_SECONDS) {
    const n = Math.max(1, Math.round(seconds * SYNTH_SAMPLE_RATE));
    return encode(
      tile(loop, n, Math.min(4 * SYNTH_SAMPLE_RATE, n >> 2), Math.min(5 * SYNTH_SAMPLE_RATE, n >> 2)),
    );
  }

  const frames = loopFrames(params);
  const period = steadyLoopFrames(loop, frames);
  const total = Math.round((bedSeconds(params, seconds) * SYNTH_SAMPLE_RATE) / FRAME_SAMPLES);
  const mp3 = new Uint8Array(total * FRAME_BYTES);
  for (let f = 0; f < total; f += frames) {
    mp3.set(period.subarray(0, Math.min(frames, total - f) * FRAME_BYTES), f * FRAME_BYTES);
  }
  // Fades: each frame's gain lowered by whole 1.5 dB steps, down to about -60 dB at the ends.
  const fadeIn = Math.round((FADE_IN_SECONDS * SYNTH_SAMPLE_RATE) / FRAME_SAMPLES);
  const fadeOut = Math.round((FADE_OUT_SECONDS * SYNTH_SAMPLE_RATE) / FRAME_SAMPLES);
  for (let f = 0; f < total; f++) {
    const level = Math.min(smooth(f / fadeIn), smooth((total - 1 - f) / fadeOut));
    if (level >= 1) continue;
    const steps = level <= 0.001 ? 40 : Math.min(40, Math.round(-4 * Math.log2(level)));
    const frame = mp3.subarray(f * FRAME_BYTES, (f + 1) * FRAME_BYTES);
    setFrameGain(frame, Math.max(0, frameGain(frame) - steps));
  }
  return mp3;
}
