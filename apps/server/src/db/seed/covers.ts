/**
 * Generated cover images for the seed: a standalone 512×512 SVG per category, theme and audio.
 *
 * Calm night look: a deep indigo gradient tinted by the given hue, a soft warm-sand
 * glow, a few stars, and waves or rings in lavender, sky and sand. The title sits on a dark scrim
 * at the bottom in light sand text (well above 4.5:1 contrast). No external references: no
 * fonts, images or URLs; the fonts are the brand faces by name with system and generic fallbacks.
 * Deterministic: the same options always give the same SVG string.
 */
import { mulberry32 } from './random.js';

export interface CoverOptions {
  title: string;
  subtitle?: string;
  /** Tint in degrees (any number; taken modulo 360). */
  hue: number;
  variant: 'category' | 'theme' | 'audio';
  seed: number;
}

const SIZE = 512;
const PAD = 40;
const TEXT_WIDTH = SIZE - 2 * PAD;
const MAX_LINES = 3;

/** Brand night palette. */
const INDIGO_HUE = 245;
const LAVENDER = '#c4b5fd';
const SKY = '#a5d0f5';
const SAND = '#f3e3c9';
const SAND_LIGHT = '#fbf6ee';
const NIGHT = '#15122e';

const TITLE_FONT = "Lora, Georgia, 'Times New Roman', serif";
const SUBTITLE_FONT = "'Nunito Variable', Nunito, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** Title font size per variant, before shrinking to fit, and the average glyph width in em. */
const TITLE_SIZE: Record<CoverOptions['variant'], number> = { category: 52, theme: 44, audio: 40 };
const GLYPH_EM = 0.52;

/** Rounds to one decimal for compact output. */
const r1 = (n: number) => Math.round(n * 10) / 10;

/** HSL (degrees, percent, percent) → `#rrggbb`. */
function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = s / 100;
  const ll = l / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    let v = p;
    if (x < 1 / 6) v = p + (q - p) * 6 * x;
    else if (x < 1 / 2) v = q;
    else if (x < 2 / 3) v = p + (q - p) * (2 / 3 - x) * 6;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hh + 1 / 3)}${channel(hh)}${channel(hh - 1 / 3)}`;
}

/** Moves hue `from` towards hue `to` by `t` (0..1) along the shorter arc. */
function mixHue(from: number, to: number, t: number): number {
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return from + delta * t;
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Greedy word wrap to at most `maxLines` lines of about `maxChars` characters. A word longer than
 * a line keeps its own line (the font then shrinks to fit); overflow ends in an ellipsis.
 */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  if (last.length > maxChars) last = `${last.slice(0, maxChars - 1).trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** A smooth closed wave band: a seeded sine-like top edge (Catmull-Rom → cubic Bézier), filled to the bottom. */
function wavePath(rand: () => number, baseY: number, amplitude: number): string {
  const step = 64;
  const freq = (0.8 + rand() * 1.4) * ((2 * Math.PI) / SIZE);
  const phase = rand() * 2 * Math.PI;
  const wobble = 0.2 + rand() * 0.3;
  const pts: [number, number][] = [];
  for (let x = -step; x <= SIZE + step; x += step) {
    const y =
      baseY + amplitude * (Math.sin(freq * x + phase) + wobble * Math.sin(2.3 * freq * x + phase * 1.7));
    pts.push([x, y]);
  }
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] as [number, number];
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(x2)} ${r1(y2)}`;
  }
  const lastX = p(pts.length - 1)[0];
  return `${d}L${lastX} ${SIZE}L${-step} ${SIZE}Z`;
}

/** Returns a standalone 512×512 SVG cover. */
export function coverSvg(opts: CoverOptions): string {
  const rand = mulberry32((opts.seed * 2654435761) ^ Math.round(opts.hue * 7));
  const hue = ((opts.hue % 360) + 360) % 360;

  // Background: the given hue at the top, pulled towards deep indigo further down.
  const top = hsl(mixHue(hue, INDIGO_HUE, 0.25), 42, 52);
  const middle = hsl(mixHue(hue, INDIGO_HUE, 0.55), 44, 30);
  const bottom = hsl(mixHue(hue, INDIGO_HUE, 0.85), 48, 13);
  const angle = r1(rand() * 30 - 15);

  // Warm glow (a low moon or sunrise), placed in the upper half.
  const glowX = r1(120 + rand() * 272);
  const glowY = r1(90 + rand() * 110);
  const glowR = r1(150 + rand() * 90);

  const parts: string[] = [];

  // A few faint stars in the upper part.
  const starCount = 9 + Math.floor(rand() * 8);
  for (let i = 0; i < starCount; i++) {
    const x = r1(16 + rand() * (SIZE - 32));
    const y = r1(14 + rand() * 200);
    const rad = r1(0.8 + rand() * 1.6);
    const op = r1(0.35 + rand() * 0.5);
    parts.push(`<circle cx="${x}" cy="${y}" r="${rad}" fill="${SAND_LIGHT}" opacity="${op}"/>`);
  }

  // Variant decoration.
  if (opts.variant === 'category') {
    // Large concentric rings around the glow: a wide, open emblem.
    for (let i = 0; i < 4; i++) {
      const rad = r1(glowR * (0.45 + i * 0.32));
      parts.push(
        `<circle cx="${glowX}" cy="${glowY}" r="${rad}" fill="none" stroke="${i % 2 ? SKY : LAVENDER}" stroke-width="${r1(1.5 + i * 0.5)}" opacity="${r1(0.32 - i * 0.06)}"/>`,
      );
    }
  } else if (opts.variant === 'audio') {
    // Sound rings: arcs opening to the right of a small disc, like a soft pulse.
    const cx = r1(90 + rand() * 80);
    const cy = r1(120 + rand() * 70);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="14" fill="${SAND}" opacity="0.85"/>`);
    for (let i = 1; i <= 4; i++) {
      const rad = 14 + i * 22;
      const a = Math.PI / 3.2;
      const x1 = r1(cx + rad * Math.cos(-a));
      const y1 = r1(cy + rad * Math.sin(-a));
      const x2 = r1(cx + rad * Math.cos(a));
      const y2 = r1(cy + rad * Math.sin(a));
      parts.push(
        `<path d="M${x1} ${y1}A${rad} ${rad} 0 0 1 ${x2} ${y2}" fill="none" stroke="${i % 2 ? LAVENDER : SKY}" stroke-width="3" stroke-linecap="round" opacity="${r1(0.75 - i * 0.13)}"/>`,
      );
    }
  } else {
    // Theme: a single soft halo ring.
    parts.push(
      `<circle cx="${glowX}" cy="${glowY}" r="${r1(glowR * 0.42)}" fill="none" stroke="${LAVENDER}" stroke-width="2" opacity="0.3"/>`,
    );
  }

  // Waves, back to front: lighter and higher first, darker and lower last.
  const waveColours = [SKY, LAVENDER, SAND, hsl(mixHue(hue, INDIGO_HUE, 0.7), 40, 20)];
  const waveOpacity = [0.14, 0.16, 0.12, 0.55];
  const waveCount = opts.variant === 'theme' ? 4 : 3;
  for (let i = 0; i < waveCount; i++) {
    const idx = waveCount === 4 ? i : i + 1;
    const baseY = 250 + idx * 42 + rand() * 20;
    parts.push(
      `<path d="${wavePath(rand, baseY, 10 + rand() * 14)}" fill="${waveColours[idx]}" opacity="${waveOpacity[idx]}"/>`,
    );
  }

  // Text: the title wrapped to at most three lines, shrunk if a line would overflow.
  const baseSize = TITLE_SIZE[opts.variant];
  const maxChars = Math.floor(TEXT_WIDTH / (baseSize * GLYPH_EM));
  const lines = wrap(opts.title, maxChars, MAX_LINES);
  const longest = Math.max(1, ...lines.map((l) => l.length));
  const fontSize = Math.max(22, Math.min(baseSize, Math.floor(TEXT_WIDTH / (longest * GLYPH_EM))));
  const lineHeight = Math.round(fontSize * 1.18);
  const lastBaseline = SIZE - PAD - 6;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const subtitleSize = opts.variant === 'category' ? 20 : 17;
  const subtitleBaseline = firstBaseline - fontSize - 4;

  const tspans = lines
    .map((line, i) => `<tspan x="${PAD}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitle = opts.subtitle?.trim()
    ? `<text x="${PAD}" y="${subtitleBaseline}" font-family="${escapeXml(SUBTITLE_FONT)}" font-size="${subtitleSize}" font-weight="700" letter-spacing="2" fill="${SAND}">${escapeXml(opts.subtitle.trim().toUpperCase())}</text>`
    : '';
  const label = opts.subtitle?.trim() ? `${opts.title} · ${opts.subtitle.trim()}` : opts.title;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${top}"/><stop offset="0.5" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>`,
    '</linearGradient>',
    `<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="${glowR}" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${SAND}" stop-opacity="0.55"/><stop offset="0.35" stop-color="${SAND}" stop-opacity="0.18"/><stop offset="1" stop-color="${SAND}" stop-opacity="0"/>`,
    '</radialGradient>',
    '<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${NIGHT}" stop-opacity="0"/><stop offset="0.45" stop-color="${NIGHT}" stop-opacity="0.55"/><stop offset="1" stop-color="${NIGHT}" stop-opacity="0.85"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#glow)"/>`,
    ...parts,
    `<rect y="${SIZE - 250}" width="${SIZE}" height="250" fill="url(#scrim)"/>`,
    subtitle,
    `<text font-family="${escapeXml(TITLE_FONT)}" font-size="${fontSize}" font-weight="600" fill="${SAND_LIGHT}">${tspans}</text>`,
    '</svg>',
  ]
    .filter(Boolean)
    .join('\n');
}
