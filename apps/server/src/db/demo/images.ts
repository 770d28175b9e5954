import sharp from 'sharp';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';

/**
 * Pictures for the demo data, drawn at seed time as SVG and rasterised by sharp: nothing large is
 * kept in git, and no image of unknown licence ships with the app (these are our own drawings,
 * under the repository's licence). Each picture is a pure function of its seed string, so every
 * fresh start draws the same covers.
 *
 * Sizes are chosen for speed: the upload pipeline encodes a WebP variant per standard width up to
 * the image's own, and encoding is most of the seed's time. Covers get two (480 and 800: cards and
 * the campaign page's 800 px header); gallery pictures, shown at most 400 px wide, one (480).
 */
export const COVER_SIZE = { width: 800, height: 450 } as const;
export const GALLERY_SIZE = { width: 480, height: 270 } as const;
export const AVATAR_PIXELS = 256;

/** A small deterministic generator (mulberry32) seeded from a string. */
export function randomFrom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const round = (n: number) => Math.round(n * 10) / 10;

/** Base hues per category (degrees), so a category's covers feel like a family. */
const CATEGORY_HUES: Record<CategorySlug, readonly number[]> = {
  technology: [200, 225, 260],
  games: [275, 320, 190],
  design: [15, 45, 350],
  film: [230, 20, 260],
  music: [300, 330, 255],
  publishing: [30, 200, 160],
  fashion: [340, 15, 290],
  food: [25, 40, 95],
  community: [140, 45, 200],
  environment: [110, 150, 185],
};

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${round(((h % 360) + 360) % 360)} ${round(s)}% ${round(l)}%)`
    : `hsl(${round(((h % 360) + 360) % 360)} ${round(s)}% ${round(l)}% / ${a})`;

interface Canvas {
  width: number;
  height: number;
  hue: number;
  random: Random;
}

function background({ width, height, hue, random }: Canvas): string {
  const angle = between(random, 0, 1);
  const from = hsl(hue + between(random, -15, 15), between(random, 60, 80), between(random, 52, 64));
  const to = hsl(hue + between(random, 30, 70), between(random, 55, 75), between(random, 22, 34));
  return (
    `<defs><linearGradient id="bg" x1="0" y1="${round(angle)}" x2="1" y2="${round(1 - angle)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${round(between(random, 0.2, 0.8))}" cy="${round(between(random, 0.2, 0.6))}" r="0.6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`
  );
}

/** The motif of each category: what the cover is "about" at a glance. */
const MOTIFS: Record<CategorySlug, (canvas: Canvas) => string> = {
  technology: ({ width, height, hue, random }) => {
    // Circuit traces: right-angled paths ending in pads.
    let out = '';
    for (let i = 0; i < 14; i += 1) {
      let x = round(between(random, 0, width));
      let y = round(between(random, 0, height));
      let d = `M${x} ${y}`;
      for (let s = 0; s < 4; s += 1) {
        if (s % 2 === 0) x = round(x + between(random, -180, 180));
        else y = round(y + between(random, -120, 120));
        d += ` L${x} ${y}`;
      }
      out += `<path d="${d}" fill="none" stroke="${hsl(hue + 40, 90, 80, 0.55)}" stroke-width="4"/>`;
      out += `<circle cx="${x}" cy="${y}" r="9" fill="${hsl(hue + 40, 95, 85, 0.9)}"/>`;
    }
    const chip = round(Math.min(width, height) * 0.28);
    out += `<rect x="${round(width / 2 - chip / 2)}" y="${round(height / 2 - chip / 2)}" width="${chip}" height="${chip}" rx="18" fill="${hsl(hue, 40, 15, 0.85)}" stroke="${hsl(hue + 40, 90, 80)}" stroke-width="5"/>`;
    return out;
  },
  games: ({ width, height, hue, random }) => {
    // Scattered tokens: dice squares, triangles and rings.
    let out = '';
    for (let i = 0; i < 22; i += 1) {
      const x = round(between(random, 0, width));
      const y = round(between(random, 0, height));
      const r = round(between(random, 18, 70));
      const color = hsl(hue + pick(random, [0, 60, 120, 180]), 85, between(random, 55, 75), 0.8);
      const kind = Math.floor(random() * 3);
      if (kind === 0)
        out += `<rect x="${x}" y="${y}" width="${r}" height="${r}" rx="${round(r / 5)}" fill="${color}" transform="rotate(${round(between(random, 0, 90))} ${x} ${y})"/>`;
      else if (kind === 1)
        out += `<polygon points="${x},${round(y - r)} ${round(x + r)},${round(y + r)} ${round(x - r)},${round(y + r)}" fill="${color}"/>`;
      else out += `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${color}" stroke-width="${round(r / 3)}"/>`;
    }
    return out;
  },
  design: ({ width, height, hue, random }) => {
    // Bauhaus blocks: a few large flat shapes.
    const colors = [hsl(hue, 80, 55), hsl(hue + 180, 70, 45), hsl(50, 90, 60), hsl(0, 0, 96), hsl(hue + 30, 30, 15)];
    let out = '';
    for (let i = 0; i < 7; i += 1) {
      const color = pick(random, colors);
      const x = round(between(random, -60, width));
      const y = round(between(random, -60, height));
      const s = round(between(random, 90, 260));
      const kind = i % 3;
      if (kind === 0) out += `<circle cx="${x}" cy="${y}" r="${round(s / 2)}" fill="${color}"/>`;
      else if (kind === 1) out += `<rect x="${x}" y="${y}" width="${s}" height="${round(s * 0.6)}" fill="${color}"/>`;
      else out += `<path d="M${x} ${y} a${s / 2} ${s / 2} 0 0 1 ${s} 0 z" fill="${color}"/>`;
    }
    return out;
  },
  film: ({ width, height, hue, random }) => {
    // A film strip across the frame and a spotlight.
    const stripY = round(between(random, height * 0.25, height * 0.55));
    const stripH = round(height * 0.32);
    let out = `<circle cx="${round(between(random, width * 0.2, width * 0.8))}" cy="${round(height * 0.2)}" r="${round(height * 0.45)}" fill="${hsl(hue + 40, 90, 80, 0.25)}"/>`;
    out += `<rect x="0" y="${stripY}" width="${width}" height="${stripH}" fill="${hsl(hue, 25, 8, 0.9)}" transform="rotate(-6 ${width / 2} ${stripY})"/>`;
    for (let x = 10; x < width; x += 48) {
      out += `<rect x="${x}" y="${round(stripY + 10)}" width="24" height="16" rx="3" fill="${hsl(hue, 20, 92, 0.9)}" transform="rotate(-6 ${width / 2} ${stripY})"/>`;
      out += `<rect x="${x}" y="${round(stripY + stripH - 26)}" width="24" height="16" rx="3" fill="${hsl(hue, 20, 92, 0.9)}" transform="rotate(-6 ${width / 2} ${stripY})"/>`;
    }
    for (let f = 0; f < 4; f += 1) {
      const x = round(40 + f * (width / 4));
      out += `<rect x="${x}" y="${round(stripY + 38)}" width="${round(width / 4 - 40)}" height="${round(stripH - 76)}" fill="${hsl(hue + f * 25, 60, between(random, 40, 60), 0.85)}" transform="rotate(-6 ${width / 2} ${stripY})"/>`;
    }
    return out;
  },
  music: ({ width, height, hue, random }) => {
    // A record and a sound wave.
    const cx = round(width * between(random, 0.3, 0.4));
    const cy = round(height / 2);
    const r = round(height * 0.38);
    let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue, 20, 10, 0.92)}"/>`;
    for (let k = 1; k < 7; k += 1)
      out += `<circle cx="${cx}" cy="${cy}" r="${round(r - k * 14)}" fill="none" stroke="${hsl(hue, 20, 30, 0.6)}" stroke-width="2"/>`;
    out += `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.28)}" fill="${hsl(hue + 40, 85, 60)}"/><circle cx="${cx}" cy="${cy}" r="6" fill="#111"/>`;
    let d = `M${round(cx + r + 20)} ${cy}`;
    for (let x = cx + r + 20; x < width; x += 12) d += ` L${round(x)} ${round(cy + Math.sin(x / 18) * between(random, 10, 90))}`;
    out += `<path d="${d}" fill="none" stroke="${hsl(hue + 60, 90, 85, 0.85)}" stroke-width="6" stroke-linejoin="round"/>`;
    return out;
  },
  publishing: ({ width, height, hue, random }) => {
    // A shelf of book spines.
    let out = `<rect x="0" y="${round(height * 0.82)}" width="${width}" height="${round(height * 0.05)}" fill="${hsl(hue + 10, 35, 20, 0.9)}"/>`;
    let x = round(width * 0.06);
    while (x < width * 0.94) {
      const w = round(between(random, 26, 62));
      const h = round(between(random, height * 0.42, height * 0.7));
      const color = hsl(hue + between(random, -40, 80), between(random, 45, 75), between(random, 30, 65));
      out += `<rect x="${x}" y="${round(height * 0.82 - h)}" width="${w}" height="${h}" rx="3" fill="${color}"/>`;
      out += `<rect x="${round(x + 6)}" y="${round(height * 0.82 - h + 20)}" width="${round(w - 12)}" height="6" fill="${hsl(0, 0, 100, 0.55)}"/>`;
      x = round(x + w + between(random, 2, 8));
    }
    return out;
  },
  fashion: ({ width, height, hue, random }) => {
    // Woven stripes and a swatch.
    let out = '';
    for (let i = -height; i < width; i += 46)
      out += `<rect x="${i}" y="-20" width="20" height="${height * 1.6}" fill="${hsl(hue + (i % 3) * 25, 70, 70, 0.35)}" transform="rotate(30 ${i} 0)"/>`;
    const s = round(height * 0.5);
    out += `<rect x="${round(between(random, width * 0.15, width * 0.55))}" y="${round(height * 0.25)}" width="${s}" height="${s}" rx="24" fill="${hsl(hue + 180, 60, 88, 0.92)}"/>`;
    return out;
  },
  food: ({ width, height, hue, random }) => {
    // Plates seen from above, with produce on them.
    let out = '';
    for (let i = 0; i < 5; i += 1) {
      const cx = round(between(random, width * 0.1, width * 0.9));
      const cy = round(between(random, height * 0.15, height * 0.85));
      const r = round(between(random, 60, 130));
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue, 20, 96, 0.95)}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.78)}" fill="none" stroke="${hsl(hue, 20, 85)}" stroke-width="3"/>`;
      for (let k = 0; k < 5; k += 1)
        out += `<circle cx="${round(cx + between(random, -r / 2, r / 2))}" cy="${round(cy + between(random, -r / 2, r / 2))}" r="${round(between(random, 8, r / 4))}" fill="${hsl(pick(random, [5, 30, 50, 100, 130]), 75, 50)}"/>`;
    }
    return out;
  },
  community: ({ width, height, hue, random }) => {
    // People: heads and shoulders side by side.
    let out = '';
    const count = 7;
    for (let i = 0; i < count; i += 1) {
      const cx = round(((i + 0.5) / count) * width + between(random, -20, 20));
      const base = round(height * between(random, 0.85, 1.02));
      const r = round(between(random, 34, 52));
      const color = hsl(hue + i * 40, 65, between(random, 55, 75), 0.95);
      out += `<circle cx="${cx}" cy="${round(base - r * 3.4)}" r="${r}" fill="${color}"/>`;
      out += `<path d="M${round(cx - r * 1.8)} ${base} q0 ${round(-r * 2.6)} ${round(r * 1.8)} ${round(-r * 2.6)} q${round(r * 1.8)} 0 ${round(r * 1.8)} ${round(r * 2.6)} z" fill="${color}"/>`;
    }
    return out;
  },
  environment: ({ width, height, hue, random }) => {
    // Sun, hills and a river.
    let out = `<circle cx="${round(between(random, width * 0.2, width * 0.8))}" cy="${round(height * 0.28)}" r="${round(height * 0.14)}" fill="${hsl(48, 95, 72, 0.95)}"/>`;
    for (let layer = 0; layer < 3; layer += 1) {
      let d = `M0 ${height}`;
      const baseY = height * (0.5 + layer * 0.14);
      for (let x = 0; x <= width; x += width / 8) d += ` L${round(x)} ${round(baseY + between(random, -40, 40))}`;
      d += ` L${width} ${height} z`;
      out += `<path d="${d}" fill="${hsl(hue + layer * 15, 50, 40 - layer * 8, 0.9)}"/>`;
    }
    out += `<path d="M${round(width * 0.45)} ${height} C${round(width * 0.5)} ${round(height * 0.8)} ${round(width * 0.62)} ${round(height * 0.78)} ${round(width * 0.58)} ${round(height * 0.66)}" fill="none" stroke="${hsl(200, 80, 70, 0.9)}" stroke-width="26" stroke-linecap="round"/>`;
    return out;
  },
};

/** The SVG source of a category-themed picture (exported for tests that check variety). */
export function pictureSvg(category: CategorySlug, seed: string, size: { width: number; height: number }): string {
  const random = randomFrom(seed);
  const canvas: Canvas = { ...size, hue: pick(random, CATEGORY_HUES[category]) + between(random, -10, 10), random };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">` +
    background(canvas) +
    MOTIFS[category](canvas) +
    '</svg>'
  );
}

/**
 * A picture as JPEG bytes, the kind of file a creator uploads; the upload pipeline then checks and
 * re-encodes it like any other. (JPEG: the fastest format for it to decode once per variant.)
 */
export function drawPicture(category: CategorySlug, seed: string, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(category, seed, size)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * An avatar: a soft two-tone portrait-like composition (no face, no text: fonts differ between
 * machines), already a 256×256 WebP as the avatar route stores (it re-encodes uploads to WebP).
 */
export function drawAvatar(seed: string): Promise<Buffer> {
  const random = randomFrom(seed);
  const hue = between(random, 0, 360);
  const s = AVATAR_PIXELS;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 70)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 50, 65, 45)}"/></linearGradient></defs>` +
    `<rect width="${s}" height="${s}" fill="url(#a)"/>` +
    `<circle cx="${round(s * between(random, 0.1, 0.9))}" cy="${round(s * between(random, 0.1, 0.3))}" r="${round(s * 0.35)}" fill="${hsl(hue + 180, 60, 80, 0.35)}"/>` +
    `<circle cx="${s / 2}" cy="${round(s * 0.42)}" r="${round(s * 0.19)}" fill="${hsl(hue + between(random, 20, 40), 45, 92)}"/>` +
    `<path d="M${round(s * 0.14)} ${s} q0 ${round(-s * 0.36)} ${round(s * 0.36)} ${round(-s * 0.36)} h${round(s * 0.0)} q${round(s * 0.36)} 0 ${round(s * 0.36)} ${round(s * 0.36)} z" fill="${hsl(hue + between(random, 150, 210), 55, 40)}"/>` +
    '</svg>';
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
