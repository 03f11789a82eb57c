/**
 * Generates the locally served demo images into apps/web/public:
 *
 *   images/events/<key>.webp              800x450, one poster per seed event (from SEED_EVENTS)
 *   images/events/gallery/<cat>-<n>.webp  800x450, shared extra images referenced by extraImages
 *   images/carousel/slide-NN.webp         1200x500, the 11 home carousel slides
 *   images/tribes/<id>.webp               400x400, one per tribe
 *   images/placeholder-event.webp         800x450, neutral with a subtle ticket icon
 *   og-default.png                        1200x630, 'Tikiti' + tagline
 *
 * Artwork is SVG rendered by sharp (librsvg). Everything is derived from a seeded PRNG keyed on the
 * event key, so re-running produces the same files. Event posters carry no text (the page shows the
 * title), only a small category glyph. Run: npm run posters
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  BROKEN_IMAGE_PATH,
  HOME_CAROUSEL_IMAGES,
  SEED_CATEGORIES,
  SEED_EVENTS,
  TRIBES,
  categorySlug,
  type SeedEvent,
} from '../../apps/api/src/seed/catalogue.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const PUBLIC_DIR = resolve(HERE, '../../apps/web/public');
const IMAGES_DIR = join(PUBLIC_DIR, 'images');

const EVENT_W = 800;
const EVENT_H = 450;
const WEBP_QUALITY = 62;

// ───────────────────────────── seeded randomness ─────────────────────────────

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function rng(seed: string): Rng {
  let a = hash(seed);
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.chance = (p) => next() < p;
  return next;
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

// ───────────────────────────── palettes ─────────────────────────────

interface Palette {
  top: string;
  bottom: string;
  sun: string;
  a1: string;
  a2: string;
  a3: string;
  deep: string;
  light: string;
}

const C = {
  ember: '#E4572E',
  emberDeep: '#B23A1E',
  gold: '#F2A541',
  goldLight: '#F9D48B',
  sand: '#F4E3C1',
  cream: '#FFF4E0',
  teal: '#0E6E6E',
  tealLight: '#2FA39B',
  tealDeep: '#0A3D3F',
  magenta: '#C2185B',
  magentaLight: '#E85D9A',
  indigo: '#2B2D6E',
  indigoDeep: '#171846',
  terracotta: '#A94B2E',
  forest: '#2F6B4F',
  leaf: '#7FB069',
  sky: '#7CC6D9',
  plum: '#5B1E4F',
  night: '#120E2A',
  wine: '#7A1F2B',
  brown: '#4A2314',
};

const PALETTES: Record<string, Palette[]> = {
  Music: [
    {
      top: C.gold,
      bottom: C.magenta,
      sun: C.cream,
      a1: C.indigo,
      a2: C.ember,
      a3: C.goldLight,
      deep: C.indigoDeep,
      light: C.cream,
    },
    {
      top: C.indigo,
      bottom: C.plum,
      sun: C.gold,
      a1: C.magentaLight,
      a2: C.tealLight,
      a3: C.goldLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.ember,
      bottom: C.wine,
      sun: C.goldLight,
      a1: C.teal,
      a2: C.gold,
      a3: C.magentaLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.tealDeep,
      bottom: C.indigo,
      sun: C.ember,
      a1: C.gold,
      a2: C.magentaLight,
      a3: C.tealLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.tealLight,
      bottom: C.gold,
      sun: C.cream,
      a1: C.magenta,
      a2: C.indigo,
      a3: C.ember,
      deep: C.tealDeep,
      light: C.cream,
    },
  ],
  'Food & Drink': [
    {
      top: C.goldLight,
      bottom: C.ember,
      sun: C.cream,
      a1: C.teal,
      a2: C.terracotta,
      a3: C.magenta,
      deep: C.brown,
      light: C.cream,
    },
    {
      top: C.tealLight,
      bottom: C.tealDeep,
      sun: C.goldLight,
      a1: C.ember,
      a2: C.gold,
      a3: C.magentaLight,
      deep: C.tealDeep,
      light: C.cream,
    },
    {
      top: C.sand,
      bottom: C.terracotta,
      sun: C.gold,
      a1: C.forest,
      a2: C.ember,
      a3: C.teal,
      deep: C.brown,
      light: C.cream,
    },
  ],
  'Sports & Fitness': [
    { top: C.sky, bottom: C.gold, sun: C.cream, a1: C.ember, a2: C.teal, a3: C.indigo, deep: C.brown, light: C.cream },
    {
      top: C.ember,
      bottom: C.terracotta,
      sun: C.goldLight,
      a1: C.tealDeep,
      a2: C.gold,
      a3: C.cream,
      deep: C.brown,
      light: C.cream,
    },
    {
      top: C.goldLight,
      bottom: C.ember,
      sun: C.cream,
      a1: C.indigo,
      a2: C.teal,
      a3: C.magenta,
      deep: C.indigoDeep,
      light: C.cream,
    },
  ],
  'Arts & Culture': [
    {
      top: C.magenta,
      bottom: C.indigo,
      sun: C.gold,
      a1: C.goldLight,
      a2: C.ember,
      a3: C.tealLight,
      deep: C.indigoDeep,
      light: C.cream,
    },
    {
      top: C.terracotta,
      bottom: C.gold,
      sun: C.cream,
      a1: C.indigo,
      a2: C.magenta,
      a3: C.teal,
      deep: C.brown,
      light: C.sand,
    },
    {
      top: C.teal,
      bottom: C.ember,
      sun: C.goldLight,
      a1: C.magenta,
      a2: C.gold,
      a3: C.indigo,
      deep: C.tealDeep,
      light: C.cream,
    },
  ],
  'Tech & Business': [
    {
      top: C.indigo,
      bottom: C.teal,
      sun: C.gold,
      a1: C.tealLight,
      a2: C.magentaLight,
      a3: C.goldLight,
      deep: C.indigoDeep,
      light: C.cream,
    },
    {
      top: C.tealDeep,
      bottom: C.indigo,
      sun: C.ember,
      a1: C.sky,
      a2: C.gold,
      a3: C.magentaLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.ember,
      bottom: C.indigo,
      sun: C.goldLight,
      a1: C.goldLight,
      a2: C.tealLight,
      a3: C.magentaLight,
      deep: C.indigoDeep,
      light: C.cream,
    },
  ],
  'Comedy & Theatre': [
    {
      top: C.plum,
      bottom: C.magenta,
      sun: C.goldLight,
      a1: C.wine,
      a2: C.gold,
      a3: C.ember,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.wine,
      bottom: C.indigo,
      sun: C.gold,
      a1: C.magenta,
      a2: C.goldLight,
      a3: C.tealLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.indigo,
      bottom: C.tealDeep,
      sun: C.goldLight,
      a1: C.teal,
      a2: C.gold,
      a3: C.ember,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.brown,
      bottom: C.ember,
      sun: C.goldLight,
      a1: C.gold,
      a2: C.magenta,
      a3: C.tealLight,
      deep: C.night,
      light: C.cream,
    },
  ],
  Nightlife: [
    {
      top: C.night,
      bottom: C.plum,
      sun: C.magentaLight,
      a1: C.tealLight,
      a2: C.gold,
      a3: C.magentaLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.indigoDeep,
      bottom: C.tealDeep,
      sun: C.gold,
      a1: C.magentaLight,
      a2: C.sky,
      a3: C.ember,
      deep: C.night,
      light: C.cream,
    },
  ],
  'Community & Wellness': [
    {
      top: C.goldLight,
      bottom: C.forest,
      sun: C.cream,
      a1: C.leaf,
      a2: C.teal,
      a3: C.ember,
      deep: C.tealDeep,
      light: C.cream,
    },
    {
      top: C.sky,
      bottom: C.teal,
      sun: C.goldLight,
      a1: C.leaf,
      a2: C.forest,
      a3: C.gold,
      deep: C.tealDeep,
      light: C.cream,
    },
  ],
  'Family & Kids': [
    {
      top: C.goldLight,
      bottom: C.magentaLight,
      sun: C.cream,
      a1: C.teal,
      a2: C.ember,
      a3: C.indigo,
      deep: C.plum,
      light: C.cream,
    },
    {
      top: C.sky,
      bottom: C.gold,
      sun: C.cream,
      a1: C.magenta,
      a2: C.ember,
      a3: C.teal,
      deep: C.indigo,
      light: C.cream,
    },
    {
      top: C.tealLight,
      bottom: C.teal,
      sun: C.goldLight,
      a1: C.gold,
      a2: C.magentaLight,
      a3: C.ember,
      deep: C.tealDeep,
      light: C.cream,
    },
  ],
  Film: [
    {
      top: C.indigoDeep,
      bottom: C.ember,
      sun: C.goldLight,
      a1: C.gold,
      a2: C.magentaLight,
      a3: C.tealLight,
      deep: C.night,
      light: C.cream,
    },
    {
      top: C.tealDeep,
      bottom: C.night,
      sun: C.gold,
      a1: C.ember,
      a2: C.goldLight,
      a3: C.magentaLight,
      deep: C.night,
      light: C.cream,
    },
  ],
};
const FALLBACK_PALETTE: Palette[] = PALETTES['Music']!;

// ───────────────────────────── glyphs (24x24 design grid) ─────────────────────────────

const GLYPHS: Record<string, string> = {
  Music: '<path d="M9 18.5a3 3 0 1 1-2-2.8V5l12-2.5v13a3 3 0 1 1-2-2.8V7.2L9 8.8z"/>',
  'Food & Drink':
    '<path d="M6 2h1.6v6.2a1.4 1.4 0 0 0 .9 1.3V2h1.6v7.5a1.4 1.4 0 0 0 .9-1.3V2h1.6v6.5a3.2 3.2 0 0 1-2.5 3.1V22H8.5V11.6A3.2 3.2 0 0 1 6 8.5zM15.5 2c2.2 0 3.5 2.6 3.5 6.5 0 2.6-1 3.9-2 4.3V22h-2.4V2z"/>',
  'Sports & Fitness':
    '<path d="M7 2h10l-3.2 6.3a6 6 0 1 1-3.6 0zM12 10.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 1.6 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z"/>',
  'Arts & Culture':
    '<path d="M12 2.5c5.5 0 9.5 3.7 9.5 8.2 0 3-2.2 4.6-4.6 4.6h-1.8c-1 0-1.6.8-1.2 1.7l.4.8c.7 1.6-.4 3.2-2.3 3.2-5.3 0-9.5-4-9.5-9.2S6.5 2.5 12 2.5zM7 9.5a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zm3-4a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zm5 0a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zm3 4a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2z"/>',
  'Tech & Business':
    '<path d="M8.2 6.3 9.6 7.7 5.3 12l4.3 4.3-1.4 1.4L2.5 12zm7.6 0L21.5 12l-5.7 5.7-1.4-1.4 4.3-4.3-4.3-4.3zM13.1 4l1.9.5-4.1 15.5-1.9-.5z"/>',
  'Comedy & Theatre':
    '<path d="M12 2a4 4 0 0 1 4 4v5a4 4 0 0 1-8 0V6a4 4 0 0 1 4-4zm-6.5 8.5h1.7v.7a4.8 4.8 0 0 0 9.6 0v-.7h1.7v.7a6.5 6.5 0 0 1-5.7 6.4V20h3.2v2H8v-2h3.2v-2.4a6.5 6.5 0 0 1-5.7-6.4z"/>',
  Nightlife: '<path d="M3.5 3h17l-7.5 8.6V19h4v2H7v-2h4v-7.4zm4.1 2 2.6 3h3.6l2.6-3z"/>',
  'Community & Wellness':
    '<path d="M12 21.2 10.6 20C5.4 15.3 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.8-8.6 11.5z"/>',
  'Family & Kids':
    '<path d="M12 2c3.6 0 6.3 2.9 6.3 6.6 0 4.1-3.1 7.6-5.4 8.2l.9 1.6h-3.6l.9-1.6C8.8 16.2 5.7 12.7 5.7 8.6 5.7 4.9 8.4 2 12 2zm-.6 17.6h1.2c0 1.2.9 1.6.9 2.4h-1.3c0-.6-.8-1.1-.8-2.4z"/>',
  Hiking: '<path d="M2 20 9.5 6.5l3.6 6.3 2.4-3.6L22 20zm7.5-9.6-2.2 4 1.6-.6 1.1 1 1.2-1.1 1.4.6z"/>',
  Film: '<path d="M3 9h18v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM2.6 4.9l16.9-2.7.5 3.2-16.9 2.7zM6.4 4.3l2.3 2.9 2-.3-2.3-2.9zm5.1-.8 2.3 2.9 2-.3-2.3-2.9z"/>',
};

function glyph(category: string, x: number, y: number, size: number, color: string, badge: string): string {
  const inner = GLYPHS[category] ?? GLYPHS['Music']!;
  const s = (size * 0.56) / 24;
  const off = size * 0.22;
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    `<circle cx="${f(size / 2)}" cy="${f(size / 2)}" r="${f(size / 2)}" fill="${badge}" fill-opacity="0.55"/>` +
    `<circle cx="${f(size / 2)}" cy="${f(size / 2)}" r="${f(size / 2 - 3)}" fill="none" stroke="${color}" stroke-opacity="0.55" stroke-width="1.5"/>` +
    `<g transform="translate(${f(off)} ${f(off)}) scale(${Math.round(s * 1000) / 1000})" fill="${color}">${inner}</g>` +
    `</g>`
  );
}

// ───────────────────────────── shared layers ─────────────────────────────

interface Ctx {
  w: number;
  h: number;
  p: Palette;
  r: Rng;
  id: string;
}

function defs(c: Ctx): string {
  const { p, r, id } = c;
  const angle = r.pick([0, 0, 15, -15, 30]);
  const rad = (angle * Math.PI) / 180;
  const x2 = 0.5 + Math.sin(rad) * 0.5;
  const y2 = 0.5 + Math.cos(rad) * 0.5;
  return (
    `<defs>` +
    `<linearGradient id="${id}bg" x1="${f(1 - x2)}" y1="${f(1 - y2)}" x2="${f(x2)}" y2="${f(y2)}">` +
    `<stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>` +
    `<radialGradient id="${id}glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/>` +
    `<stop offset="0.45" stop-color="${p.sun}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    `<linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${id}fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.deep}" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="${p.deep}" stop-opacity="0.55"/></linearGradient>` +
    `<filter id="${id}blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `</defs>`
  );
}

function background(c: Ctx): string {
  return `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id}bg)"/>`;
}

interface Sun {
  x: number;
  y: number;
  rad: number;
}

function sun(c: Ctx, s: Sun, rays: boolean): string {
  const { p, r } = c;
  let out = `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.rad * 2.6)}" fill="url(#${c.id}glow)"/>`;
  if (rays) {
    const n = r.int(14, 22);
    const rot = r.range(0, 360 / n);
    for (let i = 0; i < n; i++) {
      const a0 = ((i / n) * 360 + rot) * (Math.PI / 180);
      const a1 = a0 + (Math.PI / n) * 0.45;
      const R = s.rad * 3.4;
      out +=
        `<path d="M${f(s.x)} ${f(s.y)}L${f(s.x + Math.cos(a0) * R)} ${f(s.y + Math.sin(a0) * R)}` +
        `L${f(s.x + Math.cos(a1) * R)} ${f(s.y + Math.sin(a1) * R)}Z" fill="${p.sun}" fill-opacity="0.12"/>`;
    }
  }
  out += `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.rad)}" fill="${p.sun}"/>`;
  // inner stripes across the sun, a classic poster touch
  const stripes = r.int(0, 4);
  if (stripes > 0) {
    out += `<clipPath id="${c.id}sunclip"><circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.rad)}"/></clipPath><g clip-path="url(#${c.id}sunclip)">`;
    for (let i = 0; i < stripes; i++) {
      const yy = s.y + s.rad * (0.25 + i * 0.22);
      out += `<rect x="${f(s.x - s.rad)}" y="${f(yy)}" width="${f(s.rad * 2)}" height="${f(s.rad * (0.06 + i * 0.025))}" fill="${p.bottom}" fill-opacity="0.55"/>`;
    }
    out += `</g>`;
  }
  for (let i = 1; i <= 2; i++) {
    out += `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.rad + i * 16)}" fill="none" stroke="${p.sun}" stroke-opacity="${f(0.35 - i * 0.12)}" stroke-width="2"/>`;
  }
  return out;
}

/** Smooth layered ridge path from y0 with amplitude amp, closed to the bottom. */
function ridge(c: Ctx, y0: number, amp: number, waves: number, phase: number): string {
  const { w, h } = c;
  const steps = 24;
  let d = `M0 ${f(h)}L0 ${f(y0)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * w;
    const t = (i / steps) * Math.PI * 2 * waves + phase;
    const y = y0 - amp * (0.6 * Math.sin(t) + 0.4 * Math.sin(t * 2.3 + phase));
    d += `L${f(x)} ${f(y)}`;
  }
  return d + `L${f(w)} ${f(h)}Z`;
}

function hills(c: Ctx, startY: number, layers: number): string {
  const { p, r } = c;
  const colors = [p.a2, p.a1, p.deep];
  let out = '';
  for (let i = 0; i < layers; i++) {
    const y0 = startY + (i * (c.h - startY)) / (layers + 0.6);
    const col = colors[Math.min(i + (3 - layers), 2)]!;
    out += `<path d="${ridge(c, y0, r.range(10, 30) - i * 3, r.range(0.6, 1.4), r.range(0, 6))}" fill="${col}" fill-opacity="${f(0.75 + i * 0.1)}"/>`;
  }
  return out;
}

/** Ocean / lake waves with crest lines. */
function waves(c: Ctx, startY: number): string {
  const { p, r, w, h } = c;
  const cols = [C.sky, C.tealLight, C.teal, C.tealDeep];
  let out = '';
  const n = 4;
  for (let i = 0; i < n; i++) {
    const y0 = startY + (i * (h - startY)) / (n + 0.3);
    const period = r.range(90, 150);
    const amp = r.range(5, 9);
    const ph = r.range(0, period);
    let d = `M0 ${f(h)}L0 ${f(y0)}`;
    for (let x = 0; x <= w + period / 2; x += period / 2) {
      const up = Math.round((x + ph) / (period / 2)) % 2 === 0;
      d += `Q${f(x + period / 4)} ${f(y0 + (up ? -amp * 2 : amp * 2))} ${f(x + period / 2)} ${f(y0)}`;
    }
    d += `L${f(w + period)} ${f(h)}Z`;
    out += `<path d="${d}" fill="${cols[i]!}" fill-opacity="${f(0.8 + i * 0.05)}"/>`;
    // foam crest
    out += `<path d="${d.replace(/L[^Q]*$/, '').replace(`M0 ${f(h)}L0`, 'M0')}" fill="none" stroke="${p.light}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  return out;
}

/** A kente-like woven band: alternating coloured blocks with inner stripes. */
function kente(c: Ctx, x: number, y: number, len: number, thick: number, vertical: boolean): string {
  const { p, r } = c;
  const cols = [p.a1, p.a2, p.a3, p.deep, p.light];
  let out = `<g>`;
  let pos = 0;
  let k = r.int(0, cols.length - 1);
  while (pos < len) {
    const seg = Math.min(r.pick([14, 18, 24, 30, 42]), len - pos);
    const col = cols[k % cols.length]!;
    const alt = cols[(k + 2) % cols.length]!;
    const rx = vertical ? x : x + pos;
    const ry = vertical ? y + pos : y;
    const rw = vertical ? thick : seg;
    const rh = vertical ? seg : thick;
    out += `<rect x="${f(rx)}" y="${f(ry)}" width="${f(rw)}" height="${f(rh)}" fill="${col}"/>`;
    if (seg >= 24) {
      // inner pin stripes
      for (let j = 1; j <= 2; j++) {
        if (vertical) {
          out += `<rect x="${f(rx)}" y="${f(ry + (seg * j) / 3 - 1.5)}" width="${f(thick)}" height="3" fill="${alt}"/>`;
        } else {
          out += `<rect x="${f(rx + (seg * j) / 3 - 1.5)}" y="${f(ry)}" width="3" height="${f(thick)}" fill="${alt}"/>`;
        }
      }
    } else if (seg >= 18) {
      // small checker block in the middle
      const b = thick / 3;
      if (vertical)
        out += `<rect x="${f(rx + b)}" y="${f(ry + seg / 2 - b / 2)}" width="${f(b)}" height="${f(b)}" fill="${alt}"/>`;
      else
        out += `<rect x="${f(rx + seg / 2 - b / 2)}" y="${f(ry + b)}" width="${f(b)}" height="${f(b)}" fill="${alt}"/>`;
    }
    pos += seg;
    k += r.int(1, 3);
  }
  return out + `</g>`;
}

function confetti(c: Ctx, n: number, area?: { x: number; y: number; w: number; h: number }): string {
  const { p, r } = c;
  const a = area ?? { x: 0, y: 0, w: c.w, h: c.h * 0.7 };
  const cols = [p.a1, p.a2, p.a3, p.light, p.sun];
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = a.x + r() * a.w;
    const y = a.y + r() * a.h;
    const col = r.pick(cols);
    const kind = r.int(0, 3);
    const s = r.range(4, 10);
    if (kind === 0) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 2)}" fill="${col}"/>`;
    else if (kind === 1)
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(s * 1.8)}" height="${f(s * 0.6)}" fill="${col}" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
    else if (kind === 2)
      out += `<path d="M${f(x)} ${f(y - s)}L${f(x + s * 0.9)} ${f(y + s * 0.6)}L${f(x - s * 0.9)} ${f(y + s * 0.6)}Z" fill="${col}" transform="rotate(${f(r.range(0, 120))} ${f(x)} ${f(y)})"/>`;
    else
      out += `<path d="M${f(x - s)} ${f(y)}q${f(s / 2)} ${f(-s)} ${f(s)} 0t${f(s)} 0" fill="none" stroke="${col}" stroke-width="2.2" stroke-linecap="round"/>`;
  }
  return out;
}

function vignette(c: Ctx): string {
  return `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id}vig)"/>`;
}

// ───────────────────────────── motifs per category ─────────────────────────────

function crowd(c: Ctx, baseY: number, color: string): string {
  const { r, w, h } = c;
  let out = `<g fill="${color}">`;
  let x = -10;
  while (x < w + 10) {
    const hr = r.range(13, 19);
    const hy = baseY + r.range(-6, 10);
    out += `<circle cx="${f(x)}" cy="${f(hy)}" r="${f(hr)}"/>`;
    out += `<rect x="${f(x - hr * 1.5)}" y="${f(hy + hr * 0.8)}" width="${f(hr * 3)}" height="${f(h - hy)}" rx="${f(hr)}"/>`;
    if (r.chance(0.35)) {
      // raised arm
      const side = r.chance(0.5) ? 1 : -1;
      const ax = x + side * hr * 1.1;
      const len = r.range(45, 75);
      const tilt = side * r.range(5, 22);
      out += `<rect x="${f(ax - 5)}" y="${f(hy - len + 20)}" width="10" height="${f(len)}" rx="5" transform="rotate(${f(tilt)} ${f(ax)} ${f(hy + 20)})"/>`;
      out += `<circle cx="${f(ax)}" cy="${f(hy - len + 22)}" r="7" transform="rotate(${f(tilt)} ${f(ax)} ${f(hy + 20)})"/>`;
    }
    x += r.range(26, 40);
  }
  return out + `</g>`;
}

function beams(c: Ctx, n: number): string {
  const { r, w, h } = c;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0.1, 0.9) * w;
    const spread = r.range(60, 140);
    const tx = x + r.range(-200, 200);
    out += `<path d="M${f(x - 6)} 0L${f(x + 6)} 0L${f(tx + spread)} ${f(h)}L${f(tx - spread)} ${f(h)}Z" fill="url(#${c.id}beam)" opacity="0.5"/>`;
  }
  return out;
}

function equalizer(c: Ctx, baseY: number): string {
  const { p, r, w } = c;
  const n = r.int(28, 40);
  const bw = w / n;
  let out = `<g fill="${p.a1}" fill-opacity="0.85">`;
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const env = Math.sin(t * Math.PI) * 0.8 + 0.2;
    const bh = (20 + r() * 120) * env;
    out += `<rect x="${f(i * bw + bw * 0.18)}" y="${f(baseY - bh)}" width="${f(bw * 0.64)}" height="${f(bh + 4)}" rx="${f(bw * 0.3)}"/>`;
  }
  return out + `</g>`;
}

function plates(c: Ctx): string {
  const { p, r, w, h } = c;
  let out = '';
  const n = r.int(3, 5);
  for (let i = 0; i < n; i++) {
    const cx = ((i + 0.5) / n) * w + r.range(-30, 30);
    const cy = h * r.range(0.72, 0.92);
    const rad = r.range(55, 95);
    const rim = r.pick([p.a1, p.a2, p.a3]);
    out += `<ellipse cx="${f(cx + 6)}" cy="${f(cy + 10)}" rx="${f(rad)}" ry="${f(rad * 0.45)}" fill="${p.deep}" fill-opacity="0.35"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rad)}" ry="${f(rad * 0.45)}" fill="${p.light}"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rad * 0.86)}" ry="${f(rad * 0.38)}" fill="none" stroke="${rim}" stroke-width="5" stroke-dasharray="8 6"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rad * 0.62)}" ry="${f(rad * 0.27)}" fill="${rim}" fill-opacity="0.9"/>`;
    // little food pieces
    for (let k = 0; k < 5; k++) {
      const a = r.range(0, Math.PI * 2);
      const rr = r.range(0, rad * 0.45);
      out += `<circle cx="${f(cx + Math.cos(a) * rr)}" cy="${f(cy + Math.sin(a) * rr * 0.42)}" r="${f(r.range(4, 9))}" fill="${r.pick([p.a2, p.a3, p.sun, p.deep])}"/>`;
    }
    // steam
    for (let k = -1; k <= 1; k++) {
      const sx = cx + k * rad * 0.3;
      const sy = cy - rad * 0.45;
      out += `<path d="M${f(sx)} ${f(sy)}c-12 -16 12 -24 0 -40s12 -24 0 -40" fill="none" stroke="${p.light}" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function lanterns(c: Ctx): string {
  const { p, r, w } = c;
  const y0 = r.range(30, 60);
  const sag = r.range(40, 80);
  let out = `<path d="M-10 ${f(y0)}Q${f(w / 2)} ${f(y0 + sag * 2)} ${f(w + 10)} ${f(y0)}" fill="none" stroke="${p.deep}" stroke-width="2" stroke-opacity="0.8"/>`;
  const n = r.int(7, 11);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = -10 + t * (w + 20);
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    const col = r.pick([p.a2, p.a3, p.sun, p.a1]);
    const s = r.range(14, 22);
    out += `<circle cx="${f(x)}" cy="${f(y + s + 8)}" r="${f(s * 2)}" fill="${p.sun}" fill-opacity="0.18"/>`;
    out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 8)}" stroke="${p.deep}" stroke-width="2"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y + s + 8)}" rx="${f(s * 0.85)}" ry="${f(s)}" fill="${col}"/>`;
    out += `<rect x="${f(x - s * 0.45)}" y="${f(y + 6)}" width="${f(s * 0.9)}" height="4" fill="${p.deep}"/>`;
    out += `<rect x="${f(x - s * 0.45)}" y="${f(y + 2 * s + 6)}" width="${f(s * 0.9)}" height="4" fill="${p.deep}"/>`;
  }
  return out;
}

function track(c: Ctx): string {
  const { p, r, w, h } = c;
  const cx = r.chance(0.5) ? w * 0.15 : w * 0.85;
  const cy = h * 1.55;
  let out = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.95)}" ry="${f(h * 1.05)}" fill="${p.a2 === C.teal ? C.terracotta : p.deep}" fill-opacity="0.9"/>`;
  for (let i = 0; i < 7; i++) {
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.95 - i * 24)}" ry="${f(h * 1.05 - i * 24)}" fill="none" stroke="${p.light}" stroke-width="3" stroke-opacity="0.85"/>`;
  }
  // speed streaks
  for (let i = 0; i < 9; i++) {
    const y = r.range(0.15, 0.55) * h;
    const x = r.range(-0.1, 0.8) * w;
    const len = r.range(80, 240);
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(r.range(3, 8))}" rx="3" fill="${r.pick([p.a1, p.light, p.a3])}" fill-opacity="0.8" transform="rotate(-12 ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

function mudcloth(c: Ctx, patternLeft: boolean): string {
  const { p, r, w, h } = c;
  const cell = r.pick([40, 50, 60]);
  const x0 = patternLeft ? 0 : w * 0.55;
  const x1 = x0 === 0 ? w * 0.45 : w;
  let out = `<g fill="${p.light}" fill-opacity="0.85">`;
  for (let y = 0; y < h * 0.75; y += cell) {
    for (let x = x0; x < x1; x += cell) {
      const kind = (Math.floor(x / cell) + Math.floor(y / cell)) % 3;
      if (kind === 0)
        out += `<path d="M${f(x + 6)} ${f(y + cell - 6)}L${f(x + cell / 2)} ${f(y + 6)}L${f(x + cell - 6)} ${f(y + cell - 6)}Z"/>`;
      else if (kind === 1)
        out += `<path d="M${f(x + cell / 2)} ${f(y + 6)}l${f(cell / 2 - 6)} ${f(cell / 2 - 6)}l${f(-(cell / 2 - 6))} ${f(cell / 2 - 6)}l${f(-(cell / 2 - 6))} ${f(-(cell / 2 - 6))}Z" fill="${p.a2}"/>`;
      else {
        for (let k = 0; k < 3; k++)
          out += `<circle cx="${f(x + cell * (0.25 + k * 0.25))}" cy="${f(y + cell / 2)}" r="3.2"/>`;
      }
    }
  }
  out += `</g>`;
  // big concentric diamond
  const dx = x0 === 0 ? w * 0.72 : w * 0.27;
  const dy = h * 0.42;
  for (let i = 0; i < 4; i++) {
    const s = 120 - i * 28;
    out += `<path d="M${f(dx)} ${f(dy - s)}L${f(dx + s)} ${f(dy)}L${f(dx)} ${f(dy + s)}L${f(dx - s)} ${f(dy)}Z" fill="${[p.a1, p.a2, p.a3, p.light][i]!}" fill-opacity="0.92"/>`;
  }
  return out;
}

function dotGrid(c: Ctx): string {
  let out = `<g fill="${c.p.light}" fill-opacity="0.22">`;
  for (let y = 18; y < c.h; y += 26) for (let x = 18; x < c.w; x += 26) out += `<circle cx="${x}" cy="${y}" r="1.6"/>`;
  return out + `</g>`;
}

function circuit(c: Ctx): string {
  const { p, r, w, h } = c;
  let out = dotGrid(c) + `<g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">`;
  for (let i = 0; i < 10; i++) {
    let x = Math.round(r.range(0, w) / 26) * 26 + 18;
    let y = Math.round(r.range(0, h) / 26) * 26 + 18;
    let d = `M${x} ${y}`;
    const col = r.pick([p.a1, p.a2, p.a3]);
    for (let k = 0; k < 4; k++) {
      const horiz = k % 2 === 0;
      const step = r.int(2, 6) * 26 * (r.chance(0.5) ? 1 : -1);
      if (horiz) x += step;
      else y += step;
      d += `L${x} ${y}`;
    }
    out += `<path d="${d}" stroke="${col}" stroke-opacity="0.85"/>`;
    out += `<circle cx="${x}" cy="${y}" r="6" fill="${p.bottom}" stroke="${col}"/>`;
  }
  out += `</g>`;
  // hexagons
  for (let i = 0; i < 5; i++) {
    const cx = r.range(0.1, 0.9) * w;
    const cy = r.range(0.1, 0.9) * h;
    const s = r.range(20, 50);
    let d = '';
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      d += `${k === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * s)} ${f(cy + Math.sin(a) * s)}`;
    }
    out += `<path d="${d}Z" fill="${r.pick([p.a1, p.a2, p.a3])}" fill-opacity="${f(r.range(0.25, 0.7))}"/>`;
  }
  return out;
}

function stage(c: Ctx): string {
  const { p, r, w, h } = c;
  const cx = w * r.range(0.4, 0.6);
  let out = `<path d="M${f(cx - 30)} 0L${f(cx + 30)} 0L${f(cx + 170)} ${f(h * 0.88)}L${f(cx - 170)} ${f(h * 0.88)}Z" fill="url(#${c.id}beam)"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(h * 0.88)}" rx="175" ry="26" fill="${p.sun}" fill-opacity="0.55"/>`;
  // mic stand
  out += `<rect x="${f(cx - 3)}" y="${f(h * 0.5)}" width="6" height="${f(h * 0.38)}" fill="${p.deep}"/>`;
  out += `<rect x="${f(cx - 9)}" y="${f(h * 0.43)}" width="18" height="${f(h * 0.09)}" rx="9" fill="${p.deep}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(h * 0.88)}" rx="30" ry="6" fill="${p.deep}"/>`;
  // curtains
  const folds = 6;
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 0 : w;
    const dir = side === 0 ? 1 : -1;
    const cw = w * r.range(0.2, 0.26);
    for (let i = 0; i < folds; i++) {
      const fx = x0 + (dir * (i * cw)) / folds;
      const fw = cw / folds;
      out += `<path d="M${f(fx)} 0L${f(fx + dir * fw)} 0Q${f(fx + dir * fw * 1.4)} ${f(h * 0.6)} ${f(fx + dir * fw * (1.2 - i * 0.05))} ${f(h)}L${f(fx)} ${f(h)}Z" fill="${i % 2 === 0 ? p.a1 : p.deep}" fill-opacity="${i % 2 === 0 ? '1' : '0.45'}"/>`;
    }
  }
  // valance with scallops
  let d = `M0 0L${w} 0L${w} 34`;
  const sc = 14;
  for (let i = sc; i > 0; i--) {
    const x = (i / sc) * w;
    d += `Q${f(x - w / sc / 2)} 66 ${f(x - w / sc)} 34`;
  }
  out += `<path d="${d}Z" fill="${p.a1}"/><path d="M0 30L${w} 30" stroke="${p.a2}" stroke-width="4"/>`;
  return out;
}

function palms(c: Ctx, x: number, baseY: number, hgt: number, lean: number, color: string): string {
  const topX = x + lean;
  const topY = baseY - hgt;
  let out = `<path d="M${f(x - 7)} ${f(baseY)}Q${f(x + lean * 0.3)} ${f(baseY - hgt * 0.5)} ${f(topX - 3)} ${f(topY)}L${f(topX + 3)} ${f(topY)}Q${f(x + lean * 0.3 + 10)} ${f(baseY - hgt * 0.5)} ${f(x + 7)} ${f(baseY)}Z" fill="${color}"/>`;
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI + (i / 6) * Math.PI + (i % 2 ? 0.15 : -0.1);
    const L = hgt * 0.42;
    const ex = topX + Math.cos(a) * L;
    const ey = topY + Math.sin(a) * L * 0.55 + L * 0.35;
    const mx = topX + Math.cos(a) * L * 0.5;
    const my = topY + Math.sin(a) * L * 0.5 - 10;
    out += `<path d="M${f(topX)} ${f(topY)}Q${f(mx)} ${f(my - 14)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + 4)} ${f(topX)} ${f(topY)}Z" fill="${color}"/>`;
  }
  return out;
}

function bokeh(c: Ctx, n: number): string {
  const { p, r, w, h } = c;
  let out = `<g filter="url(#${c.id}blur)">`;
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.8)}" r="${f(r.range(8, 34))}" fill="${r.pick([p.a1, p.a2, p.a3, p.sun])}" fill-opacity="${f(r.range(0.25, 0.6))}"/>`;
  }
  return out + `</g>`;
}

function neonRings(c: Ctx): string {
  const { p, r, w, h } = c;
  let out = '';
  for (let i = 0; i < 3; i++) {
    const cx = r.range(0.2, 0.8) * w;
    const cy = r.range(0.2, 0.6) * h;
    const rad = r.range(50, 120);
    const col = r.pick([p.a1, p.a2, p.a3]);
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${col}" stroke-width="12" stroke-opacity="0.6" filter="url(#${c.id}blur)"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${p.light}" stroke-width="3"/>`;
  }
  return out;
}

function leaves(c: Ctx): string {
  const { p, r, w, h } = c;
  let out = '';
  for (let s = 0; s < 2; s++) {
    const x0 = s === 0 ? r.range(-20, w * 0.15) : r.range(w * 0.85, w + 20);
    const y0 = h;
    const bend = (s === 0 ? 1 : -1) * r.range(60, 140);
    const top = r.range(h * 0.1, h * 0.35);
    out += `<path d="M${f(x0)} ${f(y0)}Q${f(x0 + bend)} ${f((y0 + top) / 2)} ${f(x0 + bend * 0.6)} ${f(top)}" fill="none" stroke="${p.deep}" stroke-width="4"/>`;
    const n = 7;
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const mx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * (x0 + bend) + t * t * (x0 + bend * 0.6);
      const my = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + top) / 2) + t * t * top;
      for (const side of [-1, 1]) {
        const ang = side * r.range(35, 60) + (s === 0 ? 10 : -10);
        const L = r.range(34, 56) * (1 - t * 0.4);
        out += `<ellipse cx="${f(mx + (side * L) / 2)}" cy="${f(my)}" rx="${f(L / 2)}" ry="${f(L / 6)}" fill="${r.pick([p.a1, p.a2, p.deep])}" transform="rotate(${f(ang)} ${f(mx)} ${f(my)})"/>`;
      }
    }
  }
  return out;
}

function balloons(c: Ctx): string {
  const { p, r, w, h } = c;
  let out = '';
  const n = r.int(5, 8);
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) / n) * w + r.range(-25, 25);
    const y = r.range(0.15, 0.5) * h;
    const s = r.range(26, 42);
    const col = r.pick([p.a1, p.a2, p.a3, C.gold, C.magentaLight]);
    out += `<path d="M${f(x)} ${f(y + s * 1.2)}q${f(r.range(-20, 20))} 40 0 80t${f(r.range(-15, 15))} 80" fill="none" stroke="${p.deep}" stroke-opacity="0.6" stroke-width="1.6"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 1.2)}" fill="${col}"/>`;
    out += `<path d="M${f(x - 6)} ${f(y + s * 1.28)}L${f(x + 6)} ${f(y + s * 1.28)}L${f(x)} ${f(y + s * 1.15)}Z" fill="${col}"/>`;
    out += `<ellipse cx="${f(x - s * 0.35)}" cy="${f(y - s * 0.45)}" rx="${f(s * 0.18)}" ry="${f(s * 0.3)}" fill="#fff" fill-opacity="0.45" transform="rotate(-25 ${f(x - s * 0.35)} ${f(y - s * 0.45)})"/>`;
  }
  // rainbow arcs
  const rx = r.range(0.2, 0.8) * w;
  const cols = [p.a2, p.a3, p.a1, p.light];
  for (let i = 0; i < cols.length; i++) {
    const R = 220 - i * 22;
    out += `<path d="M${f(rx - R)} ${f(h)}A${R} ${R} 0 0 1 ${f(rx + R)} ${f(h)}" fill="none" stroke="${cols[i]!}" stroke-width="20" stroke-opacity="0.55"/>`;
  }
  return out;
}

function filmStrip(c: Ctx): string {
  const { p, r, w, h } = c;
  const ang = r.range(-18, -8);
  const y = h * r.range(0.45, 0.6);
  const sh = 110;
  let out = `<path d="M0 0L${f(w * 0.35)} 0L${f(w)} ${f(h * 0.9)}L${f(w)} ${f(h)}L${f(w * 0.8)} ${f(h)}Z" fill="url(#${c.id}beam)" opacity="0.6"/>`;
  out += `<g transform="rotate(${f(ang)} ${f(w / 2)} ${f(y)})">`;
  out += `<rect x="-100" y="${f(y - sh / 2)}" width="${f(w + 200)}" height="${sh}" fill="${p.deep}"/>`;
  for (let x = -96; x < w + 100; x += 26) {
    out += `<rect x="${x}" y="${f(y - sh / 2 + 8)}" width="14" height="10" rx="2" fill="${p.light}" fill-opacity="0.85"/>`;
    out += `<rect x="${x}" y="${f(y + sh / 2 - 18)}" width="14" height="10" rx="2" fill="${p.light}" fill-opacity="0.85"/>`;
  }
  for (let x = -90; x < w + 100; x += 130) {
    const col = r.pick([p.a1, p.a2, p.a3, p.sun]);
    out += `<rect x="${x}" y="${f(y - sh / 2 + 26)}" width="118" height="${sh - 52}" fill="${col}" fill-opacity="0.9"/>`;
    out += `<circle cx="${x + 59}" cy="${f(y)}" r="${f(r.range(10, 22))}" fill="${p.light}" fill-opacity="0.6"/>`;
  }
  return out + `</g>`;
}

function acacia(x: number, baseY: number, s: number, color: string): string {
  return (
    `<g fill="${color}">` +
    `<path d="M${f(x - 4 * s)} ${f(baseY)}L${f(x - 2 * s)} ${f(baseY - 60 * s)}L${f(x - 30 * s)} ${f(baseY - 88 * s)}L${f(x - 26 * s)} ${f(baseY - 91 * s)}L${f(x)} ${f(baseY - 70 * s)}L${f(x + 26 * s)} ${f(baseY - 93 * s)}L${f(x + 30 * s)} ${f(baseY - 89 * s)}L${f(x + 3 * s)} ${f(baseY - 60 * s)}L${f(x + 5 * s)} ${f(baseY)}Z"/>` +
    `<ellipse cx="${f(x)}" cy="${f(baseY - 98 * s)}" rx="${f(78 * s)}" ry="${f(14 * s)}"/>` +
    `<ellipse cx="${f(x - 10 * s)}" cy="${f(baseY - 108 * s)}" rx="${f(52 * s)}" ry="${f(11 * s)}"/>` +
    `</g>`
  );
}

function dhow(x: number, baseY: number, s: number, hull: string, sail: string): string {
  return (
    `<path d="M${f(x - 60 * s)} ${f(baseY - 14 * s)}L${f(x + 70 * s)} ${f(baseY - 20 * s)}Q${f(x + 50 * s)} ${f(baseY + 6 * s)} ${f(x - 40 * s)} ${f(baseY + 4 * s)}Z" fill="${hull}"/>` +
    `<path d="M${f(x - 4 * s)} ${f(baseY - 16 * s)}L${f(x)} ${f(baseY - 120 * s)}" stroke="${hull}" stroke-width="${f(3 * s)}"/>` +
    `<path d="M${f(x - 70 * s)} ${f(baseY - 110 * s)}Q${f(x + 10 * s)} ${f(baseY - 150 * s)} ${f(x + 60 * s)} ${f(baseY - 30 * s)}Q${f(x - 5 * s)} ${f(baseY - 55 * s)} ${f(x - 70 * s)} ${f(baseY - 110 * s)}Z" fill="${sail}"/>`
  );
}

function road(c: Ctx, horizonY: number, checkered: boolean, surface: string): string {
  const { p, r, w, h } = c;
  const vx = w * r.range(0.35, 0.65);
  const bx = w * r.range(0.3, 0.7);
  const bw = w * r.range(0.45, 0.6);
  const cx = (vx + bx) / 2 + r.range(-180, 180);
  const cy = (horizonY + h) / 2;
  let out =
    `<path d="M${f(bx - bw / 2)} ${f(h)}Q${f(cx - bw / 4)} ${f(cy)} ${f(vx - 3)} ${f(horizonY)}L${f(vx + 3)} ${f(horizonY)}` +
    `Q${f(cx + bw / 4)} ${f(cy)} ${f(bx + bw / 2)} ${f(h)}Z" fill="${surface}"/>`;
  out += `<path d="M${f(bx)} ${f(h)}Q${f(cx)} ${f(cy)} ${f(vx)} ${f(horizonY)}" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="26 20" stroke-opacity="0.9"/>`;
  // verge stripes (red and white kerbs for motorsport)
  const kerb = checkered ? `stroke-dasharray="14 14"` : '';
  out += `<path d="M${f(bx - bw / 2)} ${f(h)}Q${f(cx - bw / 4)} ${f(cy)} ${f(vx - 3)} ${f(horizonY)}" fill="none" stroke="${checkered ? C.ember : p.a3}" stroke-width="8" ${kerb}/>`;
  out += `<path d="M${f(bx + bw / 2)} ${f(h)}Q${f(cx + bw / 4)} ${f(cy)} ${f(vx + 3)} ${f(horizonY)}" fill="none" stroke="${checkered ? p.light : p.a3}" stroke-width="8" ${kerb}/>`;
  if (checkered) {
    // dust clouds
    out += `<g filter="url(#${c.id}blur)">`;
    for (let i = 0; i < 7; i++) {
      out += `<circle cx="${f(vx + r.range(-160, 160))}" cy="${f(horizonY + r.range(-10, 50))}" r="${f(r.range(20, 46))}" fill="${C.sand}" fill-opacity="${f(r.range(0.35, 0.6))}"/>`;
    }
    out += `</g>`;
  }
  return out;
}

function checkerBand(c: Ctx, y: number, size: number): string {
  const { p, w } = c;
  let out = `<rect x="0" y="${f(y)}" width="${w}" height="${f(size * 2)}" fill="${p.light}"/>`;
  for (let row = 0; row < 2; row++) {
    for (let x = row * size; x < w; x += size * 2)
      out += `<rect x="${f(x)}" y="${f(y + row * size)}" width="${f(size)}" height="${f(size)}" fill="${C.night}"/>`;
  }
  return out;
}

function peaks(c: Ctx, baseY: number): string {
  const { p, r, w } = c;
  let out = '';
  const n = r.int(2, 3);
  for (let i = 0; i < n; i++) {
    const x = w * ((i + 0.5) / n) + r.range(-60, 60);
    const ht = r.range(150, 230) * (i === 1 ? 1.15 : 0.9);
    const b = ht * r.range(1.1, 1.5);
    const tipY = baseY - ht;
    out += `<path d="M${f(x - b)} ${f(baseY)}L${f(x)} ${f(tipY)}L${f(x + b)} ${f(baseY)}Z" fill="${i % 2 ? p.a1 : p.deep}" fill-opacity="${i % 2 ? '0.85' : '0.7'}"/>`;
    const sc = 0.28;
    const lx = x - b * sc;
    const rx2 = x + b * sc;
    const sy = tipY + ht * sc;
    out +=
      `<path d="M${f(x)} ${f(tipY)}L${f(rx2)} ${f(sy)}L${f(x + b * 0.12)} ${f(sy - 10)}L${f(x)} ${f(sy + 4)}` +
      `L${f(x - b * 0.1)} ${f(sy - 12)}L${f(lx)} ${f(sy)}Z" fill="${p.light}" fill-opacity="0.95"/>`;
  }
  return out;
}

function pitch(c: Ctx, y0: number): string {
  const { p, r, w, h } = c;
  const inset = w * 0.22;
  let out = `<path d="M${f(inset)} ${f(y0)}L${f(w - inset)} ${f(y0)}L${f(w + 60)} ${f(h)}L-60 ${f(h)}Z" fill="${C.forest}"/>`;
  const bands = 6;
  for (let i = 0; i < bands; i += 2) {
    const t0 = i / bands;
    const t1 = (i + 1) / bands;
    const ya = y0 + (h - y0) * t0 * t0;
    const yb = y0 + (h - y0) * t1 * t1;
    const xa = inset - (inset + 60) * t0 * t0;
    const xb = inset - (inset + 60) * t1 * t1;
    out += `<path d="M${f(xa)} ${f(ya)}L${f(w - xa)} ${f(ya)}L${f(w - xb)} ${f(yb)}L${f(xb)} ${f(yb)}Z" fill="${C.leaf}" fill-opacity="0.35"/>`;
  }
  const lc = `stroke="${p.light}" stroke-width="4" fill="none" stroke-opacity="0.9"`;
  const my = y0 + (h - y0) * 0.42;
  out += `<path d="M${f(inset + 10)} ${f(y0 + 6)}L${f(w - inset - 10)} ${f(y0 + 6)}" ${lc}/>`;
  out += `<path d="M${f(inset * 0.62)} ${f(my)}L${f(w - inset * 0.62)} ${f(my)}" ${lc}/>`;
  out += `<ellipse cx="${f(w / 2)}" cy="${f(my)}" rx="${f(w * 0.13)}" ry="${f((h - y0) * 0.13)}" ${lc}/>`;
  const bx = w * r.range(0.3, 0.7);
  const by = my + (h - my) * 0.55;
  out += `<ellipse cx="${f(bx + 8)}" cy="${f(by + 24)}" rx="26" ry="7" fill="${C.night}" fill-opacity="0.35"/>`;
  out += `<circle cx="${f(bx)}" cy="${f(by)}" r="26" fill="${C.cream}"/>`;
  out += `<path d="M${f(bx)} ${f(by - 9)}l8.6 6.2-3.3 10.1h-10.6l-3.3-10.1z" fill="${C.night}"/>`;
  for (const a of [0, 72, 144, 216, 288]) {
    const rad = ((a - 90) * Math.PI) / 180;
    out += `<circle cx="${f(bx + Math.cos(rad) * 21)}" cy="${f(by + Math.sin(rad) * 21)}" r="4.5" fill="${C.night}"/>`;
  }
  return out;
}

function bike(x: number, y: number, s: number, color: string): string {
  const R = 30 * s;
  const rear = [x - 46 * s, y];
  const front = [x + 46 * s, y];
  const bb = [x - 6 * s, y];
  const seat = [x - 20 * s, y - 46 * s];
  const head = [x + 30 * s, y - 44 * s];
  const pt = (q: number[]) => `${f(q[0]!)} ${f(q[1]!)}`;
  return (
    `<g fill="none" stroke="${color}" stroke-width="${f(5 * s)}" stroke-linecap="round" stroke-linejoin="round">` +
    `<circle cx="${f(rear[0]!)}" cy="${f(y)}" r="${f(R)}"/><circle cx="${f(front[0]!)}" cy="${f(y)}" r="${f(R)}"/>` +
    `<path d="M${pt(rear)}L${pt(seat)}L${pt(bb)}Z"/><path d="M${pt(seat)}L${pt(head)}L${pt(bb)}"/><path d="M${pt(head)}L${pt(front)}"/>` +
    `<path d="M${f(seat[0]! - 10 * s)} ${f(seat[1]! - 6 * s)}L${f(seat[0]! + 8 * s)} ${f(seat[1]! - 6 * s)}"/>` +
    `<path d="M${f(head[0]! - 4 * s)} ${f(head[1]! - 8 * s)}q${f(14 * s)} ${f(-4 * s)} ${f(16 * s)} ${f(8 * s)}"/>` +
    `</g>`
  );
}

function network(c: Ctx): string {
  const { p, r, w, h } = c;
  const nodes: [number, number][] = [];
  for (let i = 0; i < 16; i++) nodes.push([r.range(0.05, 0.95) * w, r.range(0.08, 0.85) * h]);
  let out = `<g stroke="${p.light}" stroke-opacity="0.35" stroke-width="2">`;
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 }))
      .filter((x) => x.j !== i)
      .sort((x, y) => x.d - y.d)
      .slice(0, 2);
    for (const n of near) {
      const b = nodes[n.j]!;
      out += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}"/>`;
    }
  });
  out += `</g>`;
  for (const [x, y] of nodes) {
    const s = r.range(6, 16);
    const col = r.pick([p.a1, p.a2, p.a3]);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 2)}" fill="${col}" fill-opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${col}"/>`;
  }
  return out;
}

function growthBars(c: Ctx): string {
  const { p, r, w, h } = c;
  const n = 7;
  const x0 = w * (r.chance(0.5) ? 0.08 : 0.45);
  const bw = (w * 0.47) / n;
  let out = '';
  const tops: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const bh = h * (0.12 + (i / n) * 0.5 + r.range(-0.04, 0.06));
    const x = x0 + i * bw;
    out += `<rect x="${f(x + bw * 0.14)}" y="${f(h * 0.86 - bh)}" width="${f(bw * 0.72)}" height="${f(bh)}" rx="6" fill="${i === n - 1 ? p.a2 : p.a1}" fill-opacity="${f(0.55 + (i / n) * 0.4)}"/>`;
    tops.push([x + bw / 2, h * 0.86 - bh - 24]);
  }
  out += `<path d="M${tops.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="${p.light}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
  const [lx, ly] = tops[tops.length - 1]!;
  out += `<circle cx="${f(lx)}" cy="${f(ly)}" r="10" fill="${p.light}"/>`;
  return out;
}

function lotus(c: Ctx, x: number, y: number, s: number): string {
  const { p } = c;
  let out = `<ellipse cx="${f(x)}" cy="${f(y + 6 * s)}" rx="${f(120 * s)}" ry="${f(14 * s)}" fill="${p.deep}" fill-opacity="0.35"/>`;
  const petals = [
    { a: -70, l: 80, col: p.a3 },
    { a: 70, l: 80, col: p.a3 },
    { a: -40, l: 100, col: p.a2 },
    { a: 40, l: 100, col: p.a2 },
    { a: 0, l: 115, col: p.light },
  ];
  for (const pt of petals) {
    const L = pt.l * s;
    out += `<path d="M${f(x)} ${f(y)}C${f(x - L * 0.45)} ${f(y - L * 0.45)} ${f(x - L * 0.2)} ${f(y - L * 0.9)} ${f(x)} ${f(y - L)}C${f(x + L * 0.2)} ${f(y - L * 0.9)} ${f(x + L * 0.45)} ${f(y - L * 0.45)} ${f(x)} ${f(y)}Z" fill="${pt.col}" transform="rotate(${pt.a} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

function outdoorScreen(c: Ctx): string {
  const { p, r, w, h } = c;
  const sw = w * 0.46;
  const sh = sw * 0.5;
  const sx = w * r.range(0.22, 0.32);
  const sy = h * 0.12;
  let out = '';
  for (let i = 0; i < 40; i++)
    out += `<circle cx="${f(r() * w)}" cy="${f(r() * h * 0.5)}" r="${f(r.range(0.8, 2.2))}" fill="${p.light}" fill-opacity="${f(r.range(0.4, 0.9))}"/>`;
  out += `<rect x="${f(sx - 30)}" y="${f(sy - 30)}" width="${f(sw + 60)}" height="${f(sh + 60)}" fill="${p.sun}" fill-opacity="0.25" filter="url(#${c.id}blur)"/>`;
  out += `<rect x="${f(sx + 20)}" y="${f(sy + sh)}" width="8" height="${f(h - sy - sh)}" fill="${p.deep}"/><rect x="${f(sx + sw - 28)}" y="${f(sy + sh)}" width="8" height="${f(h - sy - sh)}" fill="${p.deep}"/>`;
  out += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" rx="4" fill="${p.light}"/>`;
  // a little landscape on the screen
  out += `<clipPath id="${c.id}scr"><rect x="${f(sx + 8)}" y="${f(sy + 8)}" width="${f(sw - 16)}" height="${f(sh - 16)}"/></clipPath><g clip-path="url(#${c.id}scr)">`;
  out += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" fill="${p.a2}"/>`;
  out += `<circle cx="${f(sx + sw * 0.65)}" cy="${f(sy + sh * 0.5)}" r="${f(sh * 0.24)}" fill="${p.sun}"/>`;
  out += `<path d="M${f(sx)} ${f(sy + sh * 0.75)}Q${f(sx + sw * 0.3)} ${f(sy + sh * 0.45)} ${f(sx + sw * 0.6)} ${f(sy + sh * 0.72)}T${f(sx + sw)} ${f(sy + sh * 0.65)}L${f(sx + sw)} ${f(sy + sh)}L${f(sx)} ${f(sy + sh)}Z" fill="${p.a1}"/>`;
  out += acacia(sx + sw * 0.3, sy + sh * 0.72, 0.45, p.deep);
  out += `</g>`;
  out += `<ellipse cx="${f(sx + sw / 2)}" cy="${f(h * 0.9)}" rx="${f(sw * 0.9)}" ry="${f(h * 0.22)}" fill="${p.sun}" fill-opacity="0.35" filter="url(#${c.id}blur)"/>`;
  out += crowd(c, h * 0.86, C.night);
  return out;
}

// ───────────────────────────── compositions ─────────────────────────────

const COASTAL = new Set(['mombasa', 'malindi', 'lamu', 'kisumu']);

interface PosterOpts {
  w: number;
  h: number;
  seed: string;
  category: string;
  subcategories: string[];
  coastal: boolean;
  withGlyph: boolean;
}

function poster(o: PosterOpts): string {
  const r = rng(o.seed);
  const palettes = PALETTES[o.category] ?? FALLBACK_PALETTE;
  const p = r.pick(palettes);
  const c: Ctx = { w: o.w, h: o.h, p, r, id: `p${hash(o.seed).toString(36)}` };
  const { w, h } = c;
  const subs = new Set(o.subcategories);
  const dark = o.category === 'Nightlife' || o.category === 'Film' || o.category === 'Tech & Business';

  const sunSpec: Sun = { x: w * r.range(0.2, 0.8), y: h * r.range(0.28, 0.5), rad: h * r.range(0.15, 0.26) };
  let body = background(c);

  switch (o.category) {
    case 'Music': {
      const v = r.int(0, 2);
      body += sun(c, sunSpec, r.chance(0.6));
      body += beams(c, r.int(3, 5));
      if (v === 0) {
        body += equalizer(c, h * 0.78);
        body += o.coastal ? waves(c, h * 0.78) : hills(c, h * 0.8, 2);
      } else {
        body += o.coastal ? waves(c, h * 0.72) : hills(c, h * 0.7, 2);
        body += crowd(c, h * 0.8, p.deep);
      }
      body += confetti(c, r.int(18, 30));
      break;
    }
    case 'Food & Drink': {
      body += sun(c, { ...sunSpec, y: h * 0.45 }, r.chance(0.5));
      body += lanterns(c);
      body += o.coastal ? waves(c, h * 0.58) : hills(c, h * 0.6, 2);
      body += `<rect y="${f(h * 0.66)}" width="${w}" height="${f(h * 0.34)}" fill="${p.a2}" fill-opacity="0.92"/>`;
      body += kente(c, 0, h * 0.66, w, 12, false);
      body += plates(c);
      break;
    }
    case 'Sports & Fitness': {
      const primary = o.subcategories[0] ?? '';
      body += sun(c, sunSpec, true);
      if (primary === 'Hiking') {
        body += peaks(c, h * 0.72);
        body += hills(c, h * 0.74, 2);
        body += confetti(c, 8, { x: 0, y: 0, w, h: h * 0.3 });
      } else if (primary === 'Cycling') {
        body += hills(c, h * 0.56, 2);
        body += road(c, h * 0.56, false, '#3A3347');
        body += bike(w * r.range(0.2, 0.8), h * 0.8, r.range(1.3, 1.7), p.light);
      } else if (primary === 'Motorsport') {
        body += hills(c, h * 0.55, 2);
        body += road(c, h * 0.55, true, '#3A3347');
        body += checkerBand(c, 0, 14);
      } else if (primary === 'Football') {
        body += hills(c, h * 0.5, 1);
        body += pitch(c, h * 0.5);
        body += confetti(c, 14, { x: 0, y: 0, w, h: h * 0.45 });
      } else if (primary === 'Running' && !o.coastal && r.chance(0.5)) {
        body += hills(c, h * 0.55, 2);
        body += road(c, h * 0.55, false, C.terracotta);
      } else {
        body += o.coastal ? waves(c, h * 0.6) : hills(c, h * 0.58, 2);
        body += track(c);
      }
      break;
    }
    case 'Arts & Culture': {
      const patternLeft = r.chance(0.5);
      body += sun(c, { x: patternLeft ? w * 0.72 : w * 0.27, y: h * 0.42, rad: h * 0.3 }, true);
      body += mudcloth(c, patternLeft);
      body += o.coastal ? waves(c, h * 0.76) : hills(c, h * 0.76, 2);
      if (o.coastal) body += dhow(w * r.range(0.2, 0.8), h * 0.8, 0.9, p.deep, p.light);
      body += confetti(c, 10);
      break;
    }
    case 'Tech & Business': {
      const primary = o.subcategories[0] ?? '';
      body += sun(c, { ...sunSpec, rad: sunSpec.rad * 0.8 }, false);
      if (primary === 'Networking' || (primary === 'Conference' && r.chance(0.5))) body += network(c);
      else if (primary === 'Startup Pitch' || primary === 'Conference') {
        body += dotGrid(c);
        body += growthBars(c);
      } else body += circuit(c);
      body += hills(c, h * 0.86, 1);
      break;
    }
    case 'Comedy & Theatre': {
      body += stage(c);
      body += confetti(c, 16, { x: w * 0.25, y: h * 0.2, w: w * 0.5, h: h * 0.5 });
      if (r.chance(0.5)) body += crowd(c, h * 0.95, p.deep);
      break;
    }
    case 'Nightlife': {
      body += bokeh(c, r.int(14, 22));
      if (subs.has('Beach Party') || o.coastal) {
        body += sun(c, { ...sunSpec, y: h * 0.55 }, false);
        body += waves(c, h * 0.66);
        body += palms(c, w * r.range(0.05, 0.2), h, h * 0.75, 40, p.deep);
        body += palms(c, w * r.range(0.8, 0.95), h, h * 0.6, -35, p.deep);
      } else {
        body += neonRings(c);
        body += beams(c, 4);
        body += crowd(c, h * 0.84, p.deep);
      }
      break;
    }
    case 'Community & Wellness': {
      body += sun(c, sunSpec, true);
      body += o.coastal ? waves(c, h * 0.68) : hills(c, h * 0.62, 3);
      body += leaves(c);
      if (o.subcategories[0] === 'Wellness') body += lotus(c, w * r.range(0.4, 0.6), h * 0.9, r.range(1, 1.3));
      else body += confetti(c, 10, { x: w * 0.2, y: 0, w: w * 0.6, h: h * 0.5 });
      break;
    }
    case 'Family & Kids': {
      body += sun(c, { ...sunSpec, rad: sunSpec.rad * 0.8 }, true);
      body += hills(c, h * 0.8, 2);
      body += balloons(c);
      body += confetti(c, r.int(26, 36), { x: 0, y: 0, w, h: h * 0.8 });
      break;
    }
    case 'Film': {
      if (o.subcategories[0] === 'Screening' && r.chance(0.6)) {
        body += outdoorScreen(c);
      } else {
        body += sun(c, sunSpec, false);
        body += filmStrip(c);
        body += confetti(c, 10);
      }
      break;
    }
    default: {
      body += sun(c, sunSpec, true);
      body += hills(c, h * 0.66, 3);
    }
  }

  // kente accent band: top, side, or none (food already has one)
  if (o.category !== 'Food & Drink' && o.subcategories[0] !== 'Motorsport') {
    const where = r.pick(['top', 'left', 'right', 'bottom', 'none'] as const);
    if (where === 'top') body += kente(c, 0, 0, w, 14, false);
    else if (where === 'bottom') body += kente(c, 0, h - 14, w, 14, false);
    else if (where === 'left') body += kente(c, 22, 0, h, 20, true);
    else if (where === 'right') body += kente(c, w - 42, 0, h, 20, true);
  }

  body += vignette(c);
  if (o.withGlyph) {
    const size = Math.round(h * 0.13);
    const right = r.chance(0.5);
    body += glyph(o.category, right ? w - size - 20 : 20, h - size - 20, size, p.light, dark ? p.top : p.deep);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(c)}${body}</svg>`;
}

// ───────────────────────────── carousel scenes ─────────────────────────────

function carouselSlide(i: number): string {
  const w = 1200;
  const h = 500;
  const seed = `carousel-${i}`;
  const scenes: { category: string; subs: string[]; coastal: boolean; extra?: (c: Ctx) => string }[] = [
    { category: 'Music', subs: ['Live Band'], coastal: false },
    { category: 'Nightlife', subs: ['Beach Party'], coastal: true },
    {
      category: 'Community & Wellness',
      subs: [],
      coastal: false,
      extra: (c) => acacia(c.w * 0.72, c.h * 0.8, 1.6, c.p.deep) + acacia(c.w * 0.2, c.h * 0.84, 1.05, c.p.deep),
    },
    { category: 'Sports & Fitness', subs: ['Running'], coastal: false },
    { category: 'Arts & Culture', subs: ['Crafts & Markets'], coastal: false },
    { category: 'Food & Drink', subs: ['Food Festival'], coastal: false },
    {
      category: 'Arts & Culture',
      subs: ['Cultural Festival'],
      coastal: true,
      extra: (c) =>
        dhow(c.w * 0.32, c.h * 0.86, 1.3, c.p.deep, c.p.light) + dhow(c.w * 0.78, c.h * 0.9, 0.9, c.p.deep, c.p.a3),
    },
    { category: 'Tech & Business', subs: ['Meetup'], coastal: false },
    { category: 'Comedy & Theatre', subs: ['Stand-up'], coastal: false },
    {
      category: 'Film',
      subs: [],
      coastal: true,
      extra: (c) => dhow(c.w * 0.6, c.h * 0.9, 0.8, c.p.deep, c.p.deep),
    },
    { category: 'Family & Kids', subs: ['Family Day'], coastal: false },
  ];
  const s = scenes[i]!;
  if (i === 2 || i === 3) {
    const r = rng(seed);
    const p: Palette =
      i === 2
        ? {
            top: C.gold,
            bottom: C.ember,
            sun: C.cream,
            a1: C.terracotta,
            a2: C.emberDeep,
            a3: C.goldLight,
            deep: C.brown,
            light: C.cream,
          }
        : {
            top: C.sky,
            bottom: C.goldLight,
            sun: C.cream,
            a1: C.forest,
            a2: C.leaf,
            a3: C.gold,
            deep: C.tealDeep,
            light: C.cream,
          };
    const c: Ctx = { w, h, p, r, id: `s${i}` };
    let body = background(c) + sun(c, { x: w * (i === 2 ? 0.62 : 0.3), y: h * 0.5, rad: 110 }, true);
    if (i === 2) {
      body += hills(c, h * 0.72, 3);
      body +=
        acacia(w * 0.7, h * 0.84, 1.7, p.deep) +
        acacia(w * 0.18, h * 0.88, 1.1, p.deep) +
        acacia(w * 0.9, h * 0.9, 0.7, p.deep);
      for (let k = 0; k < 6; k++) {
        const bx = w * r.range(0.3, 0.55);
        const by = h * r.range(0.15, 0.35);
        const bs = r.range(6, 11);
        body += `<path d="M${f(bx - bs)} ${f(by - bs * 0.4)}Q${f(bx - bs / 2)} ${f(by - bs * 0.7)} ${f(bx)} ${f(by)}Q${f(bx + bs / 2)} ${f(by - bs * 0.7)} ${f(bx + bs)} ${f(by - bs * 0.4)}" fill="none" stroke="${p.deep}" stroke-width="2.4" stroke-linecap="round"/>`;
      }
    } else {
      body += peaks(c, h * 0.6) + hills(c, h * 0.56, 3) + road(c, h * 0.58, false, C.terracotta);
    }
    body += kente(c, 0, h - 14, w, 14, false) + vignette(c);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(c)}${body}</svg>`;
  }
  if (i === 9) {
    // lake at dusk: its own composition
    const r = rng(seed);
    const p: Palette = {
      top: C.indigo,
      bottom: C.ember,
      sun: C.goldLight,
      a1: C.magentaLight,
      a2: C.gold,
      a3: C.tealLight,
      deep: C.night,
      light: C.cream,
    };
    const c: Ctx = { w, h, p, r, id: 'lake' };
    const body =
      background(c) +
      sun(c, { x: w * 0.5, y: h * 0.58, rad: 90 }, true) +
      waves(c, h * 0.62) +
      (s.extra ? s.extra(c) : '') +
      dhow(w * 0.22, h * 0.8, 0.6, p.deep, p.deep) +
      kente(c, 0, h - 12, w, 12, false) +
      vignette(c);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(c)}${body}</svg>`;
  }
  const svg = poster({ w, h, seed, category: s.category, subcategories: s.subs, coastal: s.coastal, withGlyph: false });
  if (!s.extra) return svg;
  const r = rng(seed);
  const p = r.pick(PALETTES[s.category] ?? FALLBACK_PALETTE);
  const extra = s.extra({ w, h, p, r, id: 'x' });
  // draw scene silhouettes just before the vignette rect (the last <rect ... url(#...vig)>)
  const at = svg.lastIndexOf('<rect width');
  return svg.slice(0, at) + extra + svg.slice(at);
}

// ───────────────────────────── tribes, placeholder, og ─────────────────────────────

const TRIBE_CATEGORY: Record<string, string> = {
  'nairobi-runners': 'Sports & Fitness',
  'afrobeats-heads': 'Music',
  'silicon-savannah-builders': 'Tech & Business',
  'nairobi-foodies': 'Food & Drink',
  'pwani-beach-crew': 'Nightlife',
  'rift-valley-hikers': 'Sports & Fitness',
  'lakeside-creatives': 'Arts & Culture',
  'jazz-and-soul-lovers': 'Music',
};

function tribeImage(id: string): string {
  const w = 400;
  const h = 400;
  const r = rng(`tribe-${id}`);
  const category = TRIBE_CATEGORY[id] ?? 'Music';
  const p = r.pick(PALETTES[category] ?? FALLBACK_PALETTE);
  const c: Ctx = { w, h, p, r, id: `t${hash(id).toString(36)}` };
  let body = background(c);
  body += sun(c, { x: w * 0.5, y: h * 0.42, rad: 88 }, true);
  if (id === 'rift-valley-hikers') body += peaks(c, h * 0.74);
  body += id === 'pwani-beach-crew' || id === 'lakeside-creatives' ? waves(c, h * 0.7) : hills(c, h * 0.7, 2);
  body += confetti(c, 14, { x: 0, y: 0, w, h: h * 0.6 });
  body += kente(c, 0, h - 18, w, 18, false);
  body += vignette(c);
  body += glyph(id === 'rift-valley-hikers' ? 'Hiking' : category, w / 2 - 46, h * 0.42 - 46, 92, p.light, p.deep);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(c)}${body}</svg>`;
}

const TICKET_PATH = 'M16 22h32v6a4 4 0 0 0 0 8v6H16v-6a4 4 0 0 0 0-8z';

function placeholder(): string {
  const w = EVENT_W;
  const h = EVENT_H;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EFEAE3"/><stop offset="1" stop-color="#DDD5CA"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<g fill="none" stroke="#CFC5B8" stroke-width="2">` +
    Array.from(
      { length: 9 },
      (_, i) => `<circle cx="${w / 2}" cy="${h / 2}" r="${70 + i * 48}" stroke-opacity="${f(0.7 - i * 0.07)}"/>`,
    ).join('') +
    `</g>` +
    `<g transform="translate(${w / 2 - 96} ${h / 2 - 96}) scale(3)">` +
    `<path d="${TICKET_PATH}" fill="#E6DED3" stroke="#BFB3A3" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M38 23v18" stroke="#BFB3A3" stroke-width="1" stroke-dasharray="2 2"/></g>` +
    `</svg>`
  );
}

function ogImage(): string {
  const w = 1200;
  const h = 630;
  const r = rng('og-default');
  const p: Palette = {
    top: C.ember,
    bottom: C.magenta,
    sun: C.goldLight,
    a1: C.indigo,
    a2: C.gold,
    a3: C.tealLight,
    deep: C.indigoDeep,
    light: C.cream,
  };
  const c: Ctx = { w, h, p, r, id: 'og' };
  let body = background(c);
  body += sun(c, { x: w * 0.8, y: h * 0.42, rad: 150 }, true);
  body += hills(c, h * 0.78, 2);
  body += confetti(c, 26, { x: w * 0.55, y: 20, w: w * 0.45, h: h * 0.6 });
  body += kente(c, 0, h - 22, w, 22, false);
  body += vignette(c);
  body +=
    `<g transform="translate(80 96) scale(1.7)"><rect x="0" y="0" width="64" height="64" rx="14" fill="${C.cream}"/>` +
    `<path d="${TICKET_PATH}" fill="${C.ember}"/><path d="M30 26h4v12h-4z" fill="${C.cream}"/></g>` +
    `<text x="74" y="380" font-family="sans-serif" font-weight="700" font-size="150" fill="${C.cream}" letter-spacing="-3">Tikiti</text>` +
    `<text x="82" y="452" font-family="sans-serif" font-size="46" fill="${C.cream}" fill-opacity="0.92">Find your next favorite event</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(c)}${body}</svg>`;
}

// ───────────────────────────── main ─────────────────────────────

/** Event image path -> file under public (accepts paths without the leading slash). */
function publicPath(src: string): string {
  return join(PUBLIC_DIR, src.replace(/^\//, ''));
}

async function writeWebp(svg: string, out: string, quality = WEBP_QUALITY): Promise<number> {
  mkdirSync(dirname(out), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(out);
  return info.size;
}

function dirSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (s, d) => s + (d.isDirectory() ? dirSize(join(dir, d.name)) : statSync(join(dir, d.name)).size),
    0,
  );
}

export async function generateImages(): Promise<void> {
  // Start from a clean slate so stale files (and especially missing-poster.webp) never linger.
  for (const sub of ['events', 'carousel', 'tribes']) rmSync(join(IMAGES_DIR, sub), { recursive: true, force: true });
  rmSync(join(IMAGES_DIR, 'placeholder-event.webp'), { force: true });

  const sizes: number[] = [];
  const eventByCategory = new Map<string, SeedEvent>();
  for (const e of SEED_EVENTS) {
    if (!eventByCategory.has(e.category)) eventByCategory.set(e.category, e);
    if (e.image === null || e.image === BROKEN_IMAGE_PATH || /^https?:/.test(e.image)) continue;
    const svg = poster({
      w: EVENT_W,
      h: EVENT_H,
      seed: e.key,
      category: e.category,
      subcategories: e.subcategories,
      coastal: COASTAL.has(e.town),
      withGlyph: true,
    });
    sizes.push(await writeWebp(svg, publicPath(e.image)));
  }

  // Shared gallery images: every path referenced by extraImages.
  const gallery = new Set(SEED_EVENTS.flatMap((e) => e.extraImages ?? []));
  for (const src of [...gallery].sort()) {
    const m = /gallery\/([a-z0-9-]+)-(\d+)\.webp$/.exec(src);
    const cat = SEED_CATEGORIES.find((x) => categorySlug(x.name) === m?.[1]);
    if (!m || !cat) throw new Error(`Unexpected extra image path: ${src}`);
    const n = Number(m[2]);
    const svg = poster({
      w: EVENT_W,
      h: EVENT_H,
      seed: `gallery-${m[1]}-${n}`,
      category: cat.name,
      subcategories: n === 3 ? [cat.subcategories[cat.subcategories.length - 1]!] : [cat.subcategories[n - 1]!],
      coastal: n === 2,
      withGlyph: false,
    });
    sizes.push(await writeWebp(svg, publicPath(src)));
  }

  for (let i = 0; i < HOME_CAROUSEL_IMAGES.length; i++) {
    await writeWebp(carouselSlide(i), publicPath(HOME_CAROUSEL_IMAGES[i]!.src), 60);
  }
  for (const t of TRIBES) await writeWebp(tribeImage(t.id), publicPath(t.image), 62);
  await writeWebp(placeholder(), join(IMAGES_DIR, 'placeholder-event.webp'), 70);

  mkdirSync(PUBLIC_DIR, { recursive: true });
  await sharp(Buffer.from(ogImage()))
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(join(PUBLIC_DIR, 'og-default.png'));

  const total = dirSize(IMAGES_DIR);
  const min = Math.min(...sizes);
  const max = Math.max(...sizes);
  const avg = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  console.log(
    `event + gallery images: ${sizes.length} files, ${(min / 1024).toFixed(1)}-${(max / 1024).toFixed(1)} KB (avg ${(avg / 1024).toFixed(1)} KB)`,
  );
  console.log(`public/images total: ${(total / 1024).toFixed(0)} KB`);
  if (total >= 3 * 1024 * 1024) throw new Error('public/images is over the 3 MB budget');
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  generateImages().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
