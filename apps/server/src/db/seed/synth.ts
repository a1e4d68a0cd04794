/**
 * Placeholder audio for the seed: a calm, synthesized ambient pad encoded as a real MP3.
 *
 * The sound is a soft drone made of a few slightly detuned sine partials whose amplitudes swell
 * slowly and independently, with a gentle fade in and fade out; the "calm" mood adds a filtered
 * pink-ish noise layer shaped like distant sea waves. Everything is driven by seeded generators,
 * so the same params and duration always give byte-identical output (the encoder is
 * deterministic too).
 *
 * Output: mono, 16 000 Hz, 32 kbps CBR MPEG-2 Layer III (4 000 bytes per second). 16 kHz keeps
 * the pure-JS encoder reasonably fast (about 0.35–0.5 s per 30 s of audio on a modest server
 * core, against 0.5–0.8 s at 22 050 Hz) and is plenty for a soft, low-pitched pad.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import type { SynthParams } from './content.js';

/** Sample rate of the generated audio (an MPEG-2 Layer III rate). */
export const SYNTH_SAMPLE_RATE = 16_000;
/** Constant bitrate of the generated MP3, in kbps. */
export const SYNTH_BITRATE_KBPS = 32;

/** Peak level of the mix before encoding, as a fraction of full scale (about -7 dBFS). */
const PEAK = 0.45;
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

/** Mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** Smoothstep fade envelope at sample `i` (0 at both ends, 1 in between). */
function fadeAt(i: number, n: number, fadeIn: number, fadeOut: number): number {
  let x = 1;
  if (i < fadeIn) x = i / fadeIn;
  else if (i >= n - fadeOut) x = Math.max(0, (n - 1 - i) / fadeOut);
  return x * x * (3 - 2 * x);
}

/** Renders the pad as float samples normalized to a peak of ±PEAK. */
function render(params: SynthParams, n: number): Float32Array {
  const rand = mulberry32(params.seed ^ 0x5a17a7e);
  const mood = MOODS[params.mood];
  const out = new Float32Array(n);

  // 1) Drone. Each partial is a pair of sines detuned by a few cents (slow, soft beating) with its
  //    own very slow amplitude swell (one cycle every 8–30 s), mapped to a gain in [0.35, 1] and
  //    interpolated linearly within each control block.
  for (const [k, ratio] of mood.ratios.entries()) {
    const hz = params.baseHz * ratio;
    const spread = 2 ** ((2 + rand() * 5) / 1200);
    const level = (mood.levels[k] ?? 0.2) / 2;
    const phases = [rand() * TABLE_SIZE, rand() * TABLE_SIZE];
    const steps = [stepFor(hz * spread), stepFor(hz / spread)];
    let swellPhase = rand() * TABLE_SIZE;
    const swellStep = stepFor(1 / (8 + rand() * 22)) * BLOCK;

    let g0 = level * (0.675 + 0.325 * sineAt(swellPhase));
    for (let start = 0; start < n; start += BLOCK) {
      swellPhase = (swellPhase + swellStep) % TABLE_SIZE;
      const g1 = level * (0.675 + 0.325 * sineAt(swellPhase));
      const end = Math.min(n, start + BLOCK);
      const dg = (g1 - g0) / BLOCK;
      for (let v = 0; v < 2; v++) {
        let ph = phases[v] as number;
        const step = steps[v] as number;
        let g = g0;
        for (let i = start; i < end; i++) {
          ph += step;
          if (ph >= TABLE_SIZE) ph -= TABLE_SIZE;
          out[i] = (out[i] as number) + sineAt(ph) * g;
          g += dg;
        }
        phases[v] = ph;
      }
      g0 = g1;
    }
  }

  // 2) Sea waves (calm mood only): white noise from an LCG → pink-ish (Paul Kellet's economy
  //    filter) → two one-pole low-passes, shaped by a wave envelope (one wave every 7–12 s; the
  //    seeded exponent sharpens the crests so there is near silence between waves).
  //    Then the fades, and the peak measurement for normalization.
  const noiseLevel = mood.noise;
  let wavePhase = rand() * TABLE_SIZE;
  const waveStep = stepFor(1 / (7 + rand() * 5)) * BLOCK;
  const waveShape = 3 + rand() * 2;
  const lpCoef = 1 - Math.exp((-2 * Math.PI * (500 + rand() * 700)) / SYNTH_SAMPLE_RATE);
  const crestAt = (phase: number) => noiseLevel * (0.5 + 0.5 * sineAt(phase)) ** waveShape;
  let noiseState = Math.imul(params.seed | 0, 0x9e3779b1) >>> 0 || 1;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let lp1 = 0;
  let lp2 = 0;

  const fadeIn = Math.min(4 * SYNTH_SAMPLE_RATE, Math.floor(n / 4));
  const fadeOut = Math.min(5 * SYNTH_SAMPLE_RATE, Math.floor(n / 4));
  let c0 = crestAt(wavePhase);
  let e0 = fadeAt(0, n, fadeIn, fadeOut);
  let peak = 0;

  for (let start = 0; start < n; start += BLOCK) {
    wavePhase = (wavePhase + waveStep) % TABLE_SIZE;
    const c1 = crestAt(wavePhase);
    const e1 = fadeAt(start + BLOCK, n, fadeIn, fadeOut);
    const end = Math.min(n, start + BLOCK);
    const dc = (c1 - c0) / BLOCK;
    const de = (e1 - e0) / BLOCK;
    let c = c0;
    let e = e0;
    for (let i = start; i < end; i++) {
      let s = (out[i] as number) * 0.5;
      if (noiseLevel > 0) {
        noiseState = (Math.imul(noiseState, 1664525) + 1013904223) >>> 0;
        const white = noiseState / 2147483648 - 1;
        b0 = 0.99765 * b0 + white * 0.099046;
        b1 = 0.963 * b1 + white * 0.2965164;
        b2 = 0.57 * b2 + white * 1.0526913;
        lp1 += ((b0 + b1 + b2 + white * 0.1848) * 0.25 - lp1) * lpCoef;
        lp2 += (lp1 - lp2) * lpCoef;
        s += lp2 * c;
        c += dc;
      }
      s *= e;
      e += de;
      out[i] = s;
      const abs = s < 0 ? -s : s;
      if (abs > peak) peak = abs;
    }
    c0 = c1;
    e0 = e1;
  }

  // 3) Normalize to a fixed, comfortable peak level.
  if (peak > 0) {
    const gain = PEAK / peak;
    for (let i = 0; i < n; i++) out[i] = (out[i] as number) * gain;
  }
  return out;
}

/**
 * Synthesizes `seconds` of calm ambient sound and returns it as a complete MP3 file
 * (mono, 16 000 Hz, 32 kbps CBR, no ID3 tag). Deterministic for the same `params` and `seconds`.
 */
export function synthesizeMp3(params: SynthParams, seconds: number): Uint8Array {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`seconds must be a positive number, got ${seconds}`);
  }
  if (!Number.isFinite(params.baseHz) || params.baseHz <= 0 || params.baseHz * 4 >= SYNTH_SAMPLE_RATE / 2) {
    throw new RangeError(`baseHz out of range: ${params.baseHz}`);
  }

  const n = Math.max(1, Math.round(seconds * SYNTH_SAMPLE_RATE));
  const samples = render(params, n);

  // Float → 16-bit PCM (already within ±PEAK, so no clipping).
  const pcm = new Int16Array(n);
  for (let i = 0; i < n; i++) pcm[i] = Math.round((samples[i] as number) * 32767);

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
  for (let i = 0; i < n; i += ENCODE_CHUNK) push(encoder.encodeBuffer(pcm.subarray(i, i + ENCODE_CHUNK)));
  push(encoder.flush());

  const mp3 = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    mp3.set(c, offset);
    offset += c.byteLength;
  }
  return mp3;
}
