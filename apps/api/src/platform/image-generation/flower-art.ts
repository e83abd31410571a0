// Draws flower pictures offline: bouquets, garlands and decorations built as SVG from a seeded
// random generator (so every picture looks different but reproducible), rasterised by resvg and
// encoded as WebP by sharp. No fonts, no text, no network. The demo catalogue's pictures and the
// custom-design studio's drawings (procedural.ts turns a customer's words into an ArtSpec) share it.
import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';

export const ART_KINDS = [
  'bouquet',
  'vase',
  'bunch',
  'rose-box',
  'rose-heart',
  'basket',
  'marigold-garland',
  'garland-strands',
  'toran',
  'loose-flowers',
  'loose-petals',
  'pooja-thali',
  'lotus-pond',
  'gajra',
  'varmala',
  'orchid-pot',
  'car',
  'stage',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const HEAD_KINDS = [
  'rose',
  'rosebud',
  'marigold',
  'gerbera',
  'sunflower',
  'lily',
  'orchid',
  'carnation',
  'hydrangea',
  'jasmine',
  'tulip',
  'anthurium',
  'lotus',
  'tuberose',
] as const;
export type HeadKind = (typeof HEAD_KINDS)[number];
export type FlowerChoice = HeadKind | 'mixed';

const COLOURS = {
  red: '#c8102e',
  crimson: '#8d0a23',
  pink: '#ec6f98',
  blush: '#f5b3c6',
  magenta: '#c2185b',
  white: '#f8f5ec',
  cream: '#f4e7c5',
  yellow: '#f9c80e',
  lemon: '#fde047',
  orange: '#f57c00',
  saffron: '#ff9f1c',
  peach: '#f7a072',
  coral: '#f0645a',
  purple: '#8a3ab9',
  lavender: '#b49ddb',
  blue: '#5c7fd6',
} as const;
export type ColourName = keyof typeof COLOURS;

const PALETTES = {
  red: { flowers: ['red', 'crimson', 'red'], backgrounds: ['#fbe9e4', '#f6efe3', '#e9f1ea', '#f3e8f0'] },
  pink: { flowers: ['pink', 'blush', 'magenta', 'pink'], backgrounds: ['#f4efe6', '#e8f0ec', '#efe9f7', '#fbf1e8'] },
  white: { flowers: ['white', 'cream', 'white'], backgrounds: ['#6d8c7c', '#8e5566', '#4d6f80', '#7a6a95'] },
  yellow: { flowers: ['yellow', 'lemon', 'saffron'], backgrounds: ['#e3edf8', '#e8f1e4', '#efe8f8', '#f8ece8'] },
  orange: { flowers: ['orange', 'saffron', 'yellow'], backgrounds: ['#fbf0df', '#f2e6f0', '#e6f0f2', '#f7ead9'] },
  peach: { flowers: ['peach', 'coral', 'blush', 'cream'], backgrounds: ['#eef2ea', '#f6efe8', '#e9eef6'] },
  purple: { flowers: ['purple', 'lavender', 'magenta'], backgrounds: ['#f3eef6', '#eef3ee', '#f7f1e7', '#e9eef5'] },
  blue: { flowers: ['blue', 'lavender', 'purple'], backgrounds: ['#f3f0e8', '#eef4ee', '#f6ecef'] },
  mixed: { flowers: ['red', 'pink', 'yellow', 'white', 'peach', 'orange', 'lavender'], backgrounds: ['#f4efe6', '#e9f1ee', '#f3ebf4', '#fbf1e4'] },
  pastel: { flowers: ['blush', 'peach', 'lavender', 'cream', 'white'], backgrounds: ['#e7efe9', '#efeaf5', '#f6eee6', '#e6edf4'] },
  festive: { flowers: ['orange', 'red', 'yellow', 'saffron'], backgrounds: ['#fcefd9', '#f6e4e4', '#f3ead6'] },
} as const satisfies Record<string, { flowers: readonly ColourName[]; backgrounds: readonly string[] }>;
export type PaletteName = keyof typeof PALETTES;

export interface ArtSpec {
  kind: ArtKind;
  palette: PaletteName;
  /** Drives every random choice; the product slug plus the picture number keeps pictures distinct. */
  seed: string;
  /** What the bouquet, vase, basket or decoration is made of; each kind has a sensible default. */
  flower?: FlowerChoice;
  /** How many flowers or strands, where the kind counts them. */
  count?: number;
  /** A closer view of the same product, for a second picture. */
  closeUp?: boolean;
  /** Flower colours instead of the palette's (the palette still sets the backdrop). */
  colours?: readonly ColourName[];
  /** The heads a 'mixed' bouquet or basket picks from, instead of the usual roses, gerberas and lilies. */
  mix?: readonly HeadKind[];
}

export interface FlowerArt {
  w800: Buffer;
  w400: Buffer;
}

/** Draws `spec` once at 800 px and encodes it as 800 and 400 px WebP (no metadata is written). */
export async function renderFlowerArt(spec: ArtSpec): Promise<FlowerArt> {
  const raw = await rasterise(spec);
  const [w800, w400] = await Promise.all([
    // effort 2 halves the encode time for files only a few percent larger.
    raw.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    raw.clone().resize(400, 400, { kernel: 'lanczos3' }).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  return { w800, w400 };
}

/**
 * One 800 px WebP of `spec`, for callers that put the picture through the image pipeline
 * themselves: quality is high because the pipeline encodes it once more.
 */
export async function renderFlowerPicture(spec: ArtSpec): Promise<Buffer> {
  return (await rasterise(spec)).webp({ quality: 92, effort: 2 }).toBuffer();
}

async function rasterise(spec: ArtSpec): Promise<Sharp> {
  // renderAsync runs on libuv's pool, so a few pictures can be drawn at once.
  const image = await renderAsync(buildFlowerSvg(spec), {
    fitTo: { mode: 'width', value: 800 },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha();
}

/** The SVG source of a picture: 800x800 user units, self-contained. */
export function buildFlowerSvg(spec: ArtSpec): string {
  const s = new Scene(`${spec.kind}|${spec.palette}|${spec.seed}`);
  const palette = PALETTES[spec.palette];
  const tones = (spec.colours?.length ? spec.colours : palette.flowers).map((name) => toneOf(COLOURS[name]));
  const ctx: SceneContext = {
    tones,
    palette: spec.palette,
    flower: spec.flower ?? DEFAULT_FLOWER[spec.kind],
    mix: spec.mix?.length ? spec.mix : MIXED_HEADS,
    count: spec.count ?? 0,
  };
  // The close-up's own generator leaves the scene's random sequence, so its layout, unchanged.
  const view = createRng(`${spec.seed}#view`);
  const zoom = spec.closeUp ? 1.45 + view() * 0.25 : 1;
  const tilt = (view() - 0.5) * 12;
  s.zoom = zoom;
  // Jasmine is white whatever the accents: it needs the darker backdrops to stand out.
  const backdrops = spec.kind === 'gajra' ? PALETTES.white.backgrounds : palette.backgrounds;
  const background = drawBackground(s, s.pick(backdrops), spec.kind);
  const { body, focus } = SCENES[spec.kind](s, ctx);
  let content = body;
  if (spec.closeUp) {
    content = `<g transform="translate(400 400) rotate(${n(tilt)}) scale(${n(zoom)}) translate(${n(-focus.x)} ${n(-focus.y)})">${body}</g>`;
  }
  return s.toSvg(background + content + drawVignette(s));
}

// ---------------------------------------------------------------------------------------------
// Numbers, colours, randomness

interface Pt {
  x: number;
  y: number;
}
interface Tone {
  base: string;
  light: string;
  dark: string;
}
type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Short decimal text: SVG size (and parse time) grows with every digit. */
function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

function cycle<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

function toneOf(base: string): Tone {
  return { base, light: mix(base, '#ffffff', 0.3), dark: mix(base, '#000000', 0.45) };
}

function isPale(t: Tone): boolean {
  const [r, g, b] = parseHex(t.base);
  return r + g + b > 600;
}

/** cyrb-style string hash feeding mulberry32: tiny, fast and well spread for short seeds. */
function createRng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

function linearGradient(id: string, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
}

function radialGradient(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`;
}

/** Keeps the definitions (gradients, reusable flower heads) and the seeded random generator. */
class Scene {
  readonly rand: () => number;
  /** How much the picture is magnified (close-ups): heads then need more detail. */
  zoom = 1;
  private readonly defs = new Map<string, { id: string; svg: string }>();
  private counter = 0;

  constructor(seed: string) {
    this.rand = createRng(seed);
  }

  between(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }

  int(a: number, b: number): number {
    return Math.floor(this.between(a, b + 1));
  }

  chance(p: number): boolean {
    return this.rand() < p;
  }

  pick<T>(items: readonly T[]): T {
    return cycle(items, Math.floor(this.rand() * items.length));
  }

  /** Builds a definition once per key and returns its id. */
  define(key: string, build: (id: string) => string): string {
    const known = this.defs.get(key);
    if (known) return known.id;
    const id = `d${this.counter++}`;
    // Reserve the id before building, so a definition may reference others built inside it.
    this.defs.set(key, { id, svg: '' });
    const svg = build(id);
    this.defs.set(key, { id, svg });
    return id;
  }

  gradient(key: string, build: (id: string) => string): string {
    return `url(#${this.define(`g|${key}`, build)})`;
  }

  toSvg(body: string): string {
    const defs = [...this.defs.values()].map((d) => d.svg).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="800" viewBox="0 0 800 800"><defs>${defs}</defs>${body}</svg>`;
  }
}

function use(id: string, x: number, y: number, scale: number, rotate = 0, squash = 1): string {
  const sc = squash === 1 ? n3(scale) : `${n3(scale)} ${n3(scale * squash)}`;
  const rot = rotate ? ` rotate(${n(rotate)})` : '';
  return `<use xlink:href="#${id}" transform="translate(${n(x)} ${n(y)})${rot} scale(${sc})"/>`;
}

function n3(v: number): string {
  return (Math.round(v * 1000) / 1000).toString();
}

function deg(rad: number): number {
  return (rad * 180) / Math.PI;
}

// ---------------------------------------------------------------------------------------------
// Paths and layouts

/** Points every `spacing` units along a cubic Bézier, each with the tangent angle in degrees. */
function cubicPoints(p0: Pt, p1: Pt, p2: Pt, p3: Pt, spacing: number): Array<Pt & { angle: number }> {
  const at = (t: number): Pt => {
    const u = 1 - t;
    return {
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    };
  };
  const samples: Pt[] = [];
  for (let i = 0; i <= 400; i++) samples.push(at(i / 400));
  const out: Array<Pt & { angle: number }> = [];
  let carried = 0;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1];
    const b = samples[i];
    if (!a || !b) continue;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (i === 1) out.push({ ...a, angle: deg(Math.atan2(b.y - a.y, b.x - a.x)) });
    carried += len;
    if (carried >= spacing) {
      carried -= spacing;
      out.push({ ...b, angle: deg(Math.atan2(b.y - a.y, b.x - a.x)) });
    }
  }
  return out;
}

function cubicPath(p0: Pt, p1: Pt, p2: Pt, p3: Pt): string {
  return `M${n(p0.x)},${n(p0.y)} C${n(p1.x)},${n(p1.y)} ${n(p2.x)},${n(p2.y)} ${n(p3.x)},${n(p3.y)}`;
}

/** Evenly spread points inside an ellipse (the sunflower-seed pattern), back rows first. */
function domePositions(s: Scene, count: number, cx: number, cy: number, rx: number, ry: number): Array<Pt & { r: number }> {
  const golden = Math.PI * (3 - Math.sqrt(5));
  const spin = s.between(0, Math.PI * 2);
  const base = Math.sqrt((rx * ry) / count) * 0.98;
  const out: Array<Pt & { r: number }> = [];
  for (let i = 0; i < count; i++) {
    const rr = Math.sqrt((i + 0.5) / count);
    const a = spin + i * golden;
    out.push({
      x: cx + Math.cos(a) * rr * rx + s.between(-4, 4),
      y: cy + Math.sin(a) * rr * ry + s.between(-4, 4),
      r: base * s.between(0.92, 1.12),
    });
  }
  return out.sort((a, b) => a.y - b.y);
}

/** What a mixed arrangement is made of unless the spec says otherwise. */
const MIXED_HEADS: readonly HeadKind[] = ['rose', 'rose', 'gerbera', 'carnation', 'lily', 'rose', 'carnation'];

function pickHead(s: Scene, ctx: SceneContext): HeadKind {
  return ctx.flower === 'mixed' ? s.pick(ctx.mix) : ctx.flower;
}

// ---------------------------------------------------------------------------------------------
// Backdrop

function drawBackground(s: Scene, colour: string, kind: ArtKind): string {
  const top = mix(colour, '#ffffff', 0.35);
  const bottom = mix(colour, '#000000', 0.1);
  const fill = s.gradient('bg', (id) => linearGradient(id, [[0, top], [0.62, colour], [1, bottom]], 0, 0, 0, 1));
  let out = `<rect width="800" height="800" fill="${fill}"/>`;
  const glow = s.gradient('bokeh', (id) => radialGradient(id, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  const spots = kind === 'lotus-pond' ? 0 : s.int(4, 8);
  for (let i = 0; i < spots; i++) {
    out += `<circle cx="${n(s.between(0, 800))}" cy="${n(s.between(0, 520))}" r="${n(s.between(40, 130))}" fill="${glow}" fill-opacity="${n(s.between(0.3, 0.8))}"/>`;
  }
  // A table edge under standing things grounds them like a product photo.
  if (['vase', 'rose-box', 'basket', 'orchid-pot', 'bouquet', 'bunch'].includes(kind)) {
    const table = mix(colour, '#7a5a40', 0.25);
    const edge = s.gradient('table', (id) => linearGradient(id, [[0, mix(table, '#ffffff', 0.2)], [1, mix(table, '#000000', 0.15)]], 0, 0, 0, 1));
    out += `<rect y="690" width="800" height="110" fill="${edge}" fill-opacity="0.55"/>`;
  }
  return out;
}

function drawVignette(s: Scene): string {
  const v = s.gradient('vignette', (id) => radialGradient(id, [[0.55, '#000000', 0], [1, '#000000', 0.22]], 0.5, 0.45, 0.75));
  return `<rect width="800" height="800" fill="${v}"/>`;
}

function drawShadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const g = s.gradient('shadow', (id) => radialGradient(id, [[0, '#000000', 0.6], [1, '#000000', 0]]));
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${g}" fill-opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Reusable heads, drawn once at radius 100 around the origin and placed with <use>.

function headDef(s: Scene, kind: HeadKind, t: Tone): string {
  switch (kind) {
    case 'rose':
      return roseDef(s, t, 3);
    case 'rosebud':
      return rosebudDef(s, t);
    case 'marigold':
      return marigoldDef(s, t, 3);
    case 'gerbera':
      return gerberaDef(s, t);
    case 'sunflower':
      return sunflowerDef(s);
    case 'lily':
      return lilyDef(s, t);
    case 'orchid':
      return orchidDef(s, t);
    case 'carnation':
      return carnationDef(s, t);
    case 'hydrangea':
      return hydrangeaDef(s, t);
    case 'jasmine':
    case 'tuberose':
      return jasmineDef(s, t);
    case 'tulip':
      return tulipDef(s, t);
    case 'anthurium':
      return anthuriumDef(s, t);
    case 'lotus':
      return lotusDef(s, t);
  }
}

/** How much of a head to draw: garlands hold hundreds of small heads whose detail nobody sees. */
type Detail = 0 | 1 | 2 | 3;

function detailFor(r: number): Detail {
  return r < 20 ? 0 : r < 36 ? 1 : r < 70 ? 2 : 3;
}

function drawHead(s: Scene, kind: HeadKind, t: Tone, x: number, y: number, r: number, rotate = 0, squash = 1): string {
  const detail = detailFor(r * s.zoom);
  const id = kind === 'marigold' ? marigoldDef(s, t, detail) : kind === 'rose' ? roseDef(s, t, detail) : headDef(s, kind, t);
  return use(id, x, y, r / 100, rotate, squash);
}

function roseDef(s: Scene, t: Tone, detail: Detail): string {
  return s.define(`rose:${t.base}:${detail}`, (id) => {
    const petal = s.gradient(`rose-petal:${t.base}`, (g) =>
      linearGradient(g, [[0, t.dark], [0.45, t.base], [0.85, mix(t.base, t.light, 0.6)], [1, t.light]], 0, 1, 0, 0),
    );
    const layers: Array<[len: number, count: number, offset: number, width: number]> = [
      [100, 5, 0, 0.8],
      [88, 5, 36, 0.78],
      [74, 5, 14, 0.74],
    ].slice(0, Math.max(1, detail)) as Array<[number, number, number, number]>;
    const edge = mix(t.dark, t.base, 0.3);
    // No strokes: resvg spends more on stroking than on filling, and a rose has dozens of edges.
    // A dark copy behind each petal and a light lens along its rim draw the same lines as fills.
    let out = `<circle r="88" fill="${t.dark}"/>`;
    for (const [len, count, offset, width] of layers) {
      const w = len * width;
      const d = `M0,0 C${n(-w * 0.9)},${n(-len * 0.15)} ${n(-w * 1.05)},${n(-len * 0.72)} ${n(-w * 0.55)},${n(-len * 0.96)} Q0,${n(-len * 1.08)} ${n(w * 0.55)},${n(-len * 0.96)} C${n(w * 1.05)},${n(-len * 0.72)} ${n(w * 0.9)},${n(-len * 0.15)} 0,0Z`;
      const curl = `M${n(-w * 0.62)},${n(-len * 0.9)} Q0,${n(-len * 1.03)} ${n(w * 0.62)},${n(-len * 0.9)} Q0,${n(-len * 0.96)} ${n(-w * 0.62)},${n(-len * 0.9)}Z`;
      for (let k = 0; k < count; k++) {
        const shade = detail > 1 ? `<path d="${d}" transform="scale(1.05)" fill="${edge}"/>` : '';
        const rim = detail > 1 ? `<path d="${curl}" fill="${t.light}" fill-opacity="0.8"/>` : '';
        out += `<g transform="rotate(${n(offset + (k * 360) / count)})">${shade}<path d="${d}" fill="${petal}"/>${rim}</g>`;
      }
    }
    // The heart of a rose is a spiral of cupped petals: crescents winding inwards.
    const heart = s.gradient(`rose-heart:${t.base}`, (g) =>
      `<radialGradient id="${g}" cx="0" cy="0" r="62" gradientUnits="userSpaceOnUse">${stopsSvg([[0, mix(t.dark, '#000000', 0.3)], [0.5, t.dark], [1, t.base]])}</radialGradient>`,
    );
    out += `<circle r="58" fill="${heart}"/>`;
    const turns = [3, 5, 8, 12][detail] ?? 12;
    const shrink = [0.65, 0.7, 0.8, 0.85][detail] ?? 0.85;
    const pt = (a: number, r: number) => `${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`;
    let R = 60;
    for (let i = 0; i < turns; i++, R *= shrink) {
      const a0 = (i * 118 * Math.PI) / 180;
      const a1 = a0 + (175 * Math.PI) / 180;
      out += `<path d="M${pt(a0, R)} A${n(R)},${n(R)} 0 0 1 ${pt(a1, R)} A${n(R * 1.25)},${n(R * 1.25)} 0 0 0 ${pt(a0, R)}Z" fill="${petal}"/>`;
      if (detail > 0) {
        const inner = R * 0.9;
        out += `<path d="M${pt(a0, R)} A${n(R)},${n(R)} 0 0 1 ${pt(a1, R)} L${pt(a1 - 0.25, inner)} A${n(inner)},${n(inner)} 0 0 0 ${pt(a0 + 0.25, inner)}Z" fill="${t.light}" fill-opacity="0.6"/>`;
      }
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function rosebudDef(s: Scene, t: Tone): string {
  return s.define(`rosebud:${t.base}`, (id) => {
    const front = s.gradient(`rosebud-front:${t.base}`, (g) => linearGradient(g, [[0, t.light], [0.5, t.base], [1, t.dark]], 0, 0, 1, 1));
    const back = s.gradient(`rosebud-back:${t.base}`, (g) => linearGradient(g, [[0, t.base], [1, t.dark]], 0, 0, 0, 1));
    const sepal = '#3c7d2e';
    return `<g id="${id}">
<path d="M0,-6 C-22,-4 -40,6 -52,22 C-30,14 -14,10 0,4Z" fill="${sepal}"/>
<path d="M0,-6 C22,-4 40,6 52,22 C30,14 14,10 0,4Z" fill="${sepal}"/>
<path d="M-46,-40 C-52,-90 -22,-118 0,-112 C22,-118 52,-90 46,-40 C40,-10 -40,-10 -46,-40Z" fill="${back}"/>
<path d="M-16,-86 C-14,-108 14,-108 16,-86 C8,-80 -8,-80 -16,-86Z" fill="${t.dark}"/>
<path d="M-50,-46 C-58,-86 -10,-104 8,-84 C-6,-60 -6,-20 -2,-2 C-28,-2 -46,-20 -50,-46Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M50,-48 C56,-88 14,-102 -4,-82 C10,-58 8,-20 2,-2 C28,-2 46,-22 50,-48Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-44,-34 C-24,-56 24,-56 44,-34 C36,-4 -36,-4 -44,-34Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-40,-36 C-20,-52 20,-52 40,-36" fill="none" stroke="${t.light}" stroke-width="3" stroke-opacity="0.8" stroke-linecap="round"/>
<path d="M-48,-50 C-50,-80 -14,-98 4,-84" fill="none" stroke="${t.light}" stroke-width="2.5" stroke-opacity="0.7" stroke-linecap="round"/>
<path d="M0,4 C-16,8 -26,20 -30,34 C-14,26 -4,18 0,8Z" fill="${sepal}"/>
<path d="M0,4 C16,8 26,20 30,34 C14,26 4,18 0,8Z" fill="${sepal}"/>
</g>`;
  });
}

function marigoldDef(s: Scene, t: Tone, detail: Detail): string {
  return s.define(`marigold:${t.base}:${detail}`, (id) => {
    const ruffle = s.gradient(`ruffle:${t.base}`, (g) =>
      radialGradient(g, [[0, t.light], [0.5, t.base], [0.8, mix(t.base, t.dark, 0.45)], [1, t.dark]], 0.42, 0.38, 0.62),
    );
    const levels: Array<Array<[ring: number, count: number, size: number]>> = [
      [
        [56, 9, 40],
        [0, 1, 38],
      ],
      [
        [62, 12, 34],
        [30, 7, 28],
        [0, 1, 20],
      ],
      [
        [76, 16, 26],
        [52, 12, 24],
        [26, 7, 20],
        [0, 1, 15],
      ],
      [
        [80, 20, 22],
        [62, 17, 21],
        [44, 13, 19],
        [26, 8, 17],
        [8, 3, 13],
      ],
    ];
    const rings = levels[detail] ?? [];
    let out = `<circle r="98" fill="${mix(t.dark, '#000000', 0.2)}"/>`;
    let k = 0;
    for (const [ring, count, size] of rings) {
      const offset = k * 17;
      for (let i = 0; i < count; i++) {
        const a = ((offset + (i * 360) / count) * Math.PI) / 180;
        // Alternate sizes a little: real genda heads are ruffled, not regular.
        const r = size * (i % 2 === 0 ? 1 : 0.86);
        // The gradient darkens towards the rim, which outlines each ruffle without a (slow) stroke.
        out += `<circle cx="${n(Math.cos(a) * ring)}" cy="${n(Math.sin(a) * ring)}" r="${n(r)}" fill="${ruffle}"/>`;
      }
      k++;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function gerberaDef(s: Scene, t: Tone): string {
  return s.define(`gerbera:${t.base}`, (id) => {
    const petal = s.gradient(`gerbera-petal:${t.base}`, (g) => linearGradient(g, [[0, t.dark], [0.25, t.base], [1, t.light]], 0, 1, 0, 0));
    const d = 'M-7,-24 C-10,-50 -11,-80 -6,-96 Q0,-102 6,-96 C11,-80 10,-50 7,-24Z';
    let out = '';
    for (let i = 0; i < 26; i++) out += `<path transform="rotate(${n(i * (360 / 26) + 7)})" d="${d}" fill="${t.dark}" fill-opacity="0.85"/>`;
    for (let i = 0; i < 24; i++) out += `<path transform="rotate(${n(i * 15)}) scale(0.94)" d="${d}" fill="${petal}" stroke="${t.dark}" stroke-width="0.8"/>`;
    out += `<circle r="30" fill="#3b2a10"/><circle r="26" fill="none" stroke="#e8c23a" stroke-width="5" stroke-dasharray="2 3"/><circle r="17" fill="#4a6b1f"/><circle r="9" fill="#2e3f14"/>`;
    return `<g id="${id}">${out}</g>`;
  });
}

function sunflowerDef(s: Scene): string {
  return s.define('sunflower', (id) => {
    const petal = s.gradient('sun-petal', (g) => linearGradient(g, [[0, '#d98e04'], [0.4, '#f9c20b'], [1, '#ffe25a']], 0, 1, 0, 0));
    const disk = s.gradient('sun-disk', (g) => radialGradient(g, [[0, '#3a2108'], [0.7, '#5a3510'], [1, '#2a1504']]));
    const d = 'M-12,-40 C-17,-62 -9,-86 0,-100 C9,-86 17,-62 12,-40Z';
    let out = '';
    for (let i = 0; i < 21; i++) out += `<path transform="rotate(${n(i * (360 / 21) + 8.5)})" d="${d}" fill="#d99a07"/>`;
    for (let i = 0; i < 21; i++) out += `<path transform="rotate(${n(i * (360 / 21))}) scale(0.93)" d="${d}" fill="${petal}" stroke="#c47f05" stroke-width="0.8"/>`;
    out += `<circle r="47" fill="${disk}"/>`;
    const golden = Math.PI * (3 - Math.sqrt(5));
    for (let i = 1; i < 110; i++) {
      const r = 44 * Math.sqrt(i / 110);
      const a = i * golden;
      out += `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="2.3" fill="${i % 3 === 0 ? '#a8741e' : '#70461a'}"/>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function lilyDef(s: Scene, t: Tone): string {
  return s.define(`lily:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`lily-petal:${t.base}`, (g) =>
      pale
        ? linearGradient(g, [[0, '#d7e6a3'], [0.3, '#fbfbf3'], [1, '#ffffff']], 0, 1, 0, 0)
        : linearGradient(g, [[0, t.dark], [0.35, t.base], [0.85, mix(t.base, '#ffffff', 0.55)], [1, '#ffffff']], 0, 1, 0, 0),
    );
    const spot = pale ? '#c9b37a' : t.dark;
    let out = '';
    const petals: Array<[angle: number, w: number]> = [
      [0, 24],
      [120, 24],
      [240, 24],
      [60, 31],
      [180, 31],
      [300, 31],
    ];
    for (const [angle, w] of petals) {
      out += `<g transform="rotate(${angle})"><path d="M0,0 C${-w},-22 ${-w * 0.95},-70 ${n(-w * 0.15)},-96 Q2,-106 6,-94 C${w * 0.9},-70 ${w},-22 0,0Z" fill="${petal}" stroke="${mix(t.base, '#ffffff', 0.3)}" stroke-width="1"/>`;
      out += `<path d="M0,-6 Q2,-50 0,-88" stroke="${pale ? '#e7efc7' : t.dark}" stroke-width="2" fill="none" stroke-opacity="0.6"/>`;
      for (let i = 0; i < 4; i++) out += `<circle cx="${n((i % 2 ? 1 : -1) * (5 + i * 2))}" cy="${-18 - i * 9}" r="1.8" fill="${spot}"/>`;
      out += '</g>';
    }
    for (let i = 0; i < 6; i++) {
      const a = ((i * 60 + 30) * Math.PI) / 180;
      const x = Math.cos(a) * 46;
      const y = Math.sin(a) * 46;
      out += `<path d="M0,0 Q${n(x * 0.4)},${n(y * 0.6)} ${n(x)},${n(y)}" stroke="#b9cf7a" stroke-width="2" fill="none"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="7" transform="rotate(${n(i * 60)} ${n(x)} ${n(y)})" fill="#9a4a1a"/>`;
    }
    out += '<path d="M0,0 L-4,-52" stroke="#a8c46a" stroke-width="3"/><circle cx="-4" cy="-54" r="4.5" fill="#7d9a3a"/>';
    return `<g id="${id}">${out}</g>`;
  });
}

function orchidDef(s: Scene, t: Tone): string {
  return s.define(`orchid:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`orchid-petal:${t.base}`, (g) =>
      radialGradient(g, [[0, pale ? '#fff6fb' : t.light], [0.7, pale ? '#fbf4f7' : t.base], [1, pale ? '#eadbe4' : mix(t.base, t.dark, 0.4)]], 0.3, 0.5, 0.8),
    );
    const lipColour = pale ? '#c2185b' : t.dark;
    const vein = pale ? '#e3b6cc' : mix(t.base, t.dark, 0.6);
    return `<g id="${id}">
<ellipse cx="0" cy="-52" rx="24" ry="50" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="0" cy="-52" rx="24" ry="50" transform="rotate(125)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="0" cy="-52" rx="24" ry="50" transform="rotate(-125)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="-50" cy="-4" rx="50" ry="44" transform="rotate(-14 -50 -4)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="50" cy="-4" rx="50" ry="44" transform="rotate(14 50 -4)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<path d="M-60,-6 Q-36,-2 -10,-2 M-64,-22 Q-36,-12 -10,-6 M-58,14 Q-34,6 -10,2 M60,-6 Q36,-2 10,-2 M64,-22 Q36,-12 10,-6 M58,14 Q34,6 10,2" stroke="${vein}" stroke-width="1.5" fill="none" stroke-opacity="0.8"/>
<path d="M-18,4 C-30,16 -22,40 0,46 C22,40 30,16 18,4 C10,12 -10,12 -18,4Z" fill="${lipColour}"/>
<path d="M-18,4 C-24,-4 -20,-14 -12,-10 M18,4 C24,-4 20,-14 12,-10" stroke="${lipColour}" stroke-width="5" fill="none" stroke-linecap="round"/>
<ellipse cx="0" cy="14" rx="8" ry="6" fill="#f6c21c"/>
<ellipse cx="0" cy="-8" rx="7" ry="11" fill="#fffaf2"/>
</g>`;
  });
}

function carnationDef(s: Scene, t: Tone): string {
  return s.define(`carnation:${t.base}`, (id) => {
    const fill = s.gradient(`carnation:${t.base}`, (g) => radialGradient(g, [[0, t.dark], [0.5, t.base], [1, t.light]]));
    let out = '';
    const layers = [100, 80, 60, 40, 22];
    for (let l = 0; l < layers.length; l++) {
      const R = layers[l] ?? 0;
      const teeth = 40 - l * 5;
      const pts: string[] = [];
      for (let i = 0; i < teeth * 2; i++) {
        const a = (i / (teeth * 2)) * Math.PI * 2 + l * 0.3;
        const r = R * (i % 2 === 0 ? 1 : 0.88) * (0.95 + 0.08 * Math.sin(i * 1.7 + l));
        pts.push(`${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`);
      }
      out += `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${t.dark}" stroke-width="1.2" stroke-opacity="0.5"/>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function hydrangeaDef(s: Scene, t: Tone): string {
  return s.define(`hydrangea:${t.base}`, (id) => {
    const dome = s.gradient(`hydrangea-dome:${t.base}`, (g) => radialGradient(g, [[0, t.base], [1, t.dark]]));
    let out = `<circle r="96" fill="${dome}"/>`;
    const golden = Math.PI * (3 - Math.sqrt(5));
    for (let i = 0; i < 46; i++) {
      const r = 84 * Math.sqrt((i + 0.5) / 46);
      const a = i * golden;
      const x = Math.cos(a) * r;
      const y = Math.sin(a) * r;
      const c = mix(t.base, t.light, (i % 5) / 5 + 0.1 - r / 400);
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${(i * 37) % 90})"><ellipse cx="0" cy="-8" rx="7" ry="9" fill="${c}"/><ellipse cx="8" cy="0" rx="9" ry="7" fill="${c}"/><ellipse cx="0" cy="8" rx="7" ry="9" fill="${c}"/><ellipse cx="-8" cy="0" rx="9" ry="7" fill="${c}"/><circle r="2.5" fill="${t.dark}"/></g>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function jasmineDef(s: Scene, t: Tone): string {
  return s.define(`jasmine:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`jasmine-petal:${t.base}`, (g) =>
      linearGradient(g, [[0, pale ? '#e9edc9' : t.dark], [0.4, pale ? '#ffffff' : t.base], [1, pale ? '#fbf8f0' : t.light]], 0, 1, 0, 0),
    );
    let out = '';
    for (let i = 0; i < 6; i++) {
      out += `<path transform="rotate(${i * 60 + 10})" d="M0,-8 C-22,-30 -26,-82 -4,-98 Q0,-101 4,-98 C26,-82 22,-30 0,-8Z" fill="${petal}" stroke="${pale ? '#ddd8c4' : t.dark}" stroke-width="1.5"/>`;
    }
    out += `<circle r="11" fill="${pale ? '#e7d77a' : '#ffd54f'}"/>`;
    return `<g id="${id}">${out}</g>`;
  });
}

/** A closed bud pointing up from the origin (jasmine, tuberose). Length 100. */
function budDef(s: Scene, t: Tone): string {
  return s.define(`bud:${t.base}`, (id) => {
    const pale = isPale(t);
    const g = s.gradient(`bud:${t.base}`, (gid) =>
      linearGradient(gid, [[0, pale ? '#c9d69a' : t.dark], [0.35, pale ? '#fbfaf2' : t.base], [0.8, pale ? '#ffffff' : t.light], [1, pale ? '#f6e2e6' : t.light]], 0, 1, 0, 0),
    );
    const body = 'M0,0 C-30,-14 -38,-62 -6,-97 Q0,-102 6,-97 C38,-62 30,-14 0,0Z';
    return `<g id="${id}"><path d="${body}" transform="scale(1.1)" fill="${pale ? '#bdb69c' : t.dark}"/><path d="${body}" fill="${g}"/><path d="M-12,-22 Q-18,-55 -6,-86 Q-9,-55 -6,-22Z" fill="#ffffff" fill-opacity="0.7"/><path d="M0,4 C-12,0 -12,-12 0,-12 C12,-12 12,0 0,4Z" fill="#6c9a3a"/></g>`;
  });
}

function tulipDef(s: Scene, t: Tone): string {
  return s.define(`tulip:${t.base}`, (id) => {
    const g = s.gradient(`tulip:${t.base}`, (gid) => linearGradient(gid, [[0, t.dark], [0.5, t.base], [1, t.light]], 0, 1, 0.3, 0));
    return `<g id="${id}">
<path d="M-40,-70 C-44,-110 -20,-118 -6,-126 C-2,-100 10,-90 30,-100 C40,-70 40,-20 0,0 C-30,-4 -40,-40 -40,-70Z" fill="${t.dark}"/>
<path d="M-44,-64 C-50,-96 -34,-118 -20,-128 C-6,-100 -2,-60 0,0 C-32,-6 -42,-36 -44,-64Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M44,-64 C50,-96 34,-118 20,-128 C6,-100 2,-60 0,0 C32,-6 42,-36 44,-64Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M-24,-40 C-22,-90 -6,-124 2,-132 C10,-124 26,-90 24,-40 C20,-8 -20,-8 -24,-40Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M-8,-50 Q-6,-95 2,-122" stroke="${t.light}" stroke-width="4" fill="none" stroke-opacity="0.6" stroke-linecap="round"/>
</g>`;
  });
}

function anthuriumDef(s: Scene, t: Tone): string {
  return s.define(`anthurium:${t.base}`, (id) => {
    const g = s.gradient(`anthurium:${t.base}`, (gid) => radialGradient(gid, [[0, t.light], [0.45, t.base], [1, t.dark]], 0.4, 0.35, 0.75));
    return `<g id="${id}">
<path d="M0,-78 C-30,-112 -100,-96 -96,-40 C-92,10 -40,30 0,64 C40,30 92,10 96,-40 C100,-96 30,-112 0,-78Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M0,-74 C-10,-30 -8,20 0,58 M0,-74 C-30,-60 -60,-30 -70,0 M0,-74 C30,-60 60,-30 70,0 M0,-74 C-20,-40 -40,0 -40,30 M0,-74 C20,-40 40,0 40,30" stroke="${t.dark}" stroke-width="1.6" fill="none" stroke-opacity="0.45"/>
<ellipse cx="-40" cy="-60" rx="26" ry="12" transform="rotate(-30 -40 -60)" fill="#ffffff" fill-opacity="0.35"/>
<path d="M-5,-70 C-8,-100 0,-130 22,-140 C14,-118 10,-96 7,-70Z" fill="#f0d98a" stroke="#c9a94a" stroke-width="1.5"/>
</g>`;
  });
}

function lotusDef(s: Scene, t: Tone): string {
  return s.define(`lotus:${t.base}`, (id) => {
    const g = s.gradient(`lotus:${t.base}`, (gid) => linearGradient(gid, [[0, '#fff7f2'], [0.5, t.light], [1, t.base]], 0, 1, 0, 0));
    const petal = (angle: number, len: number, w: number) =>
      `<path transform="rotate(${angle})" d="M0,0 C${-w},-${len * 0.3} ${-w * 0.8},-${len * 0.8} 0,-${len} C${w * 0.8},-${len * 0.8} ${w},-${len * 0.3} 0,0Z" fill="${g}" stroke="${t.dark}" stroke-width="1.4" stroke-opacity="0.5"/>`;
    let out = '';
    for (const a of [-78, -56, -34, 34, 56, 78]) out += petal(a, 92, 30);
    out += '<ellipse cx="0" cy="-38" rx="26" ry="10" fill="#f1c232"/>';
    for (const a of [-40, -14, 14, 40]) out += petal(a, 100, 28);
    for (const a of [-24, 0, 24]) out += petal(a, 90, 30);
    return `<g id="${id}">${out}</g>`;
  });
}

function leafDef(s: Scene, variant: number): string {
  const shades: Array<[string, string, string]> = [
    ['#2e7d32', '#74b86a', '#1b5e20'],
    ['#558b2f', '#9ccc65', '#33691e'],
    ['#2f6b4a', '#6fae8a', '#1c4030'],
  ];
  const [base, light, dark] = cycle(shades, variant);
  return s.define(`leaf:${variant}`, (id) => {
    const g = s.gradient(`leaf-grad:${variant}`, (gid) => linearGradient(gid, [[0, dark], [0.5, base], [1, light]], 0, 0, 1, 0));
    return `<g id="${id}"><path d="M0,0 C30,-22 34,-70 0,-100 C-34,-70 -30,-22 0,0Z" fill="${g}"/><path d="M0,-4 Q3,-50 0,-94" stroke="${light}" stroke-width="2" fill="none" stroke-opacity="0.7"/></g>`;
  });
}

/** A leaf growing from (x, y) towards `angle` degrees (0 = up). */
function drawLeaf(s: Scene, x: number, y: number, length: number, angle: number, variant = s.int(0, 2), width = 1): string {
  return `<use xlink:href="#${leafDef(s, variant)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n3((length / 100) * width)} ${n3(length / 100)})"/>`;
}

function drawBow(s: Scene, x: number, y: number, size: number, colour: string): string {
  const t = toneOf(colour);
  const g = s.gradient(`ribbon:${colour}`, (id) => linearGradient(id, [[0, t.light], [0.5, t.base], [1, t.dark]], 0, 0, 1, 1));
  const k = size / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n3(k)})">
<path d="M-6,6 C-20,50 -34,90 -52,120 L-36,112 L-30,130 C-14,96 -2,50 4,8Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M6,6 C20,50 36,86 56,114 L40,110 L36,128 C16,96 4,50 -4,8Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-8,0 C-40,-50 -100,-40 -92,0 C-86,30 -40,24 -8,0Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M8,0 C40,-50 100,-40 92,0 C86,30 40,24 8,0Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-20,-6 C-44,-24 -72,-22 -78,-6" stroke="${t.dark}" stroke-width="2" fill="none" stroke-opacity="0.5"/>
<path d="M20,-6 C44,-24 72,-22 78,-6" stroke="${t.dark}" stroke-width="2" fill="none" stroke-opacity="0.5"/>
<rect x="-14" y="-14" width="28" height="28" rx="9" fill="${t.base}" stroke="${t.dark}" stroke-width="1.5"/>
</g>`;
}

/** Baby's breath: clusters of tiny white dots that fill gaps in bouquets. */
function drawGypsophila(s: Scene, x: number, y: number, spread: number): string {
  let out = '<g>';
  for (let i = 0; i < 9; i++) {
    const px = x + s.between(-spread, spread);
    const py = y + s.between(-spread, spread);
    out += `<path d="M${n(x)},${n(y + spread)} L${n(px)},${n(py)}" stroke="#8aa86a" stroke-width="1"/><circle cx="${n(px)}" cy="${n(py)}" r="${n(s.between(2.5, 4.5))}" fill="#fbfbf6"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Strings of flowers

const MARIGOLD_TONES = {
  orange: toneOf('#f57c00'),
  deep: toneOf('#e65100'),
  yellow: toneOf('#fbc02d'),
  lemon: toneOf('#fdd835'),
};

function marigoldPattern(palette: PaletteName): Tone[] {
  const { orange, deep, yellow, lemon } = MARIGOLD_TONES;
  if (palette === 'yellow') return [yellow, lemon, yellow, yellow, lemon, orange];
  if (palette === 'festive' || palette === 'mixed') return [orange, orange, orange, yellow, yellow, deep, orange, orange, yellow, yellow];
  return [orange, deep, orange, orange, deep, orange, yellow, orange, deep, orange];
}

/** A genda string along `points`: the thread first, then heads in order so each overlaps the last. */
function drawMarigoldString(s: Scene, points: ReadonlyArray<Pt>, r: number, tones: readonly Tone[], accent?: Tone): string {
  let out = '';
  points.forEach((p, i) => {
    const rose = accent && i % 9 === 4;
    out += rose
      ? drawHead(s, 'rose', accent, p.x, p.y, r * 0.95, s.between(0, 360))
      : drawHead(s, 'marigold', cycle(tones, i), p.x + s.between(-2, 2), p.y + s.between(-2, 2), r * s.between(0.92, 1.08), s.between(0, 360));
  });
  return out;
}

/** A tassel (phunda) at the end of a garland: a short thread, a few beads and a fringe. */
function drawTassel(s: Scene, x: number, y: number, size: number, colour: string): string {
  const t = toneOf(colour);
  let out = `<path d="M${n(x)},${n(y)} L${n(x)},${n(y + size * 0.5)}" stroke="${t.dark}" stroke-width="${n(size * 0.06)}"/>`;
  out += `<circle cx="${n(x)}" cy="${n(y + size * 0.5)}" r="${n(size * 0.16)}" fill="#e0b53c" stroke="#9c7416" stroke-width="1.5"/>`;
  for (let i = -4; i <= 4; i++) {
    out += `<path d="M${n(x + i * size * 0.02)},${n(y + size * 0.6)} Q${n(x + i * size * 0.07)},${n(y + size * 0.9)} ${n(x + i * size * 0.06)},${n(y + size * 1.15)}" stroke="${i % 2 ? t.base : t.dark}" stroke-width="${n(size * 0.045)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scenes: each returns the drawing and the point a close-up should centre on.

interface SceneContext {
  tones: Tone[];
  palette: PaletteName;
  flower: FlowerChoice;
  mix: readonly HeadKind[];
  count: number;
}
interface SceneResult {
  body: string;
  focus: Pt;
}
type SceneDrawer = (s: Scene, ctx: SceneContext) => SceneResult;

const DEFAULT_FLOWER: Record<ArtKind, FlowerChoice> = {
  bouquet: 'rose',
  vase: 'rose',
  bunch: 'tuberose',
  'rose-box': 'rose',
  'rose-heart': 'rose',
  basket: 'mixed',
  'marigold-garland': 'marigold',
  'garland-strands': 'marigold',
  toran: 'marigold',
  'loose-flowers': 'marigold',
  'loose-petals': 'rose',
  'pooja-thali': 'marigold',
  'lotus-pond': 'lotus',
  gajra: 'jasmine',
  varmala: 'rose',
  'orchid-pot': 'orchid',
  car: 'rose',
  stage: 'marigold',
};

const PAPERS = ['#f3dfbf', '#e8c9a2', '#f8d7e0', '#fbfaf5', '#dccbea', '#243352', '#d8e8e0', '#2b2b2b'];

function drawBouquet(s: Scene, ctx: SceneContext): SceneResult {
  const count = ctx.count || s.int(9, 16);
  const paper = s.pick(PAPERS);
  const paper2 = mix(paper, s.pick(['#ffffff', '#000000']), 0.15);
  const paperTone = toneOf(paper);
  const cx = 400 + s.between(-15, 15);
  const cy = 320;
  const rx = 205;
  const ry = 165;
  const wrapBack = s.gradient(`paper-back:${paper}`, (id) => linearGradient(id, [[0, paperTone.light], [1, paper]], 0, 0, 0, 1));
  const wrapFront = s.gradient(`paper-front:${paper}`, (id) =>
    linearGradient(id, [[0, mix(paper, '#000000', 0.18)], [0.45, paperTone.light], [0.55, paper], [1, mix(paper, '#000000', 0.22)]], 0, 0, 1, 0),
  );
  let out = drawShadow(s, 400, 770, 160, 22);
  out += `<path d="M400,660 L140,250 Q190,180 250,215 Q300,130 400,165 Q500,130 550,215 Q610,180 660,250Z" fill="${wrapBack}" stroke="${paperTone.dark}" stroke-width="1.5" stroke-opacity="0.4"/>`;
  for (let i = 0; i < 14; i++) {
    const a = -180 + (i / 13) * 180 + s.between(-6, 6);
    const rad = (a * Math.PI) / 180;
    out += drawLeaf(s, cx + Math.cos(rad) * rx * 0.55, cy + 40 + Math.sin(rad) * ry * 0.55, s.between(120, 170), a + 90, undefined, 0.9);
  }
  const heads = domePositions(s, count, cx, cy, rx, ry);
  for (let i = 0; i < 10; i++) {
    const a = s.between(-Math.PI, 0.2);
    out += drawGypsophila(s, cx + Math.cos(a) * rx * 0.95, cy + Math.sin(a) * ry * 0.9, 26);
  }
  for (const h of heads) {
    const kind = pickHead(s, ctx);
    out += drawHead(s, kind, s.pick(ctx.tones), h.x, h.y, h.r * (kind === 'lily' ? 1.25 : 1.05), s.between(0, 360));
  }
  // Front wrap: two overlapping sheets folded into a cone.
  out += `<path d="M205,440 Q300,500 380,470 L405,770 Q395,778 385,770Z" fill="${paper2}" fill-opacity="0.95"/>`;
  out += `<path d="M595,440 Q500,500 420,470 L395,770 Q405,778 415,770Z" fill="${paper2}" fill-opacity="0.95"/>`;
  out += `<path d="M245,470 Q400,525 555,470 L415,770 Q400,782 385,770Z" fill="${wrapFront}" stroke="${paperTone.dark}" stroke-width="1.5" stroke-opacity="0.5"/>`;
  out += `<path d="M400,500 L400,770" stroke="#ffffff" stroke-width="3" fill-opacity="0.35" stroke-opacity="0.35"/>`;
  for (const dx of [-10, -3, 5, 12]) out += `<path d="M${400 + dx * 0.5},772 L${400 + dx},798" stroke="#4f7f35" stroke-width="5" stroke-linecap="round"/>`;
  out += drawBow(s, 400, 650, s.between(55, 70), s.pick(['#c62828', '#ad1457', '#f8bbd0', '#ffffff', '#d4a017', '#6a1b9a']));
  return { body: out, focus: { x: cx, y: cy + 20 } };
}

/** Flowers on stems, standing in a glass vase or tied as a bunch. */
function drawStems(s: Scene, ctx: SceneContext, holder: 'vase' | 'tied'): SceneResult {
  // Stems stand one kind to a vase: a mix shows its first flower.
  const kind = ctx.flower === 'mixed' ? (ctx.mix[0] ?? 'rose') : ctx.flower;
  const count = ctx.count || s.int(5, 9);
  const baseY = holder === 'vase' ? 520 : 560;
  const neck = { x: 400, y: baseY };
  let back = '';
  let stems = '';
  let heads = '';
  const spread = Math.min(62, 14 + count * 6);
  const tipPositions: Array<Pt & { angle: number; len: number }> = [];
  for (let i = 0; i < count; i++) {
    const angle = count === 1 ? s.between(-6, 6) : -spread + (2 * spread * (i + s.between(0.2, 0.8))) / count;
    const len = (kind === 'tuberose' ? s.between(370, 440) : s.between(250, 360)) * (1 - Math.abs(angle) / 260);
    const rad = (angle * Math.PI) / 180;
    tipPositions.push({ x: neck.x + Math.sin(rad) * len, y: neck.y - Math.cos(rad) * len, angle, len });
  }
  // Back stems first so the front ones overlap them.
  tipPositions.sort((a, b) => Math.abs(b.angle) - Math.abs(a.angle) || a.y - b.y);
  const stemBottom = holder === 'vase' ? 730 : 790;
  for (const tip of tipPositions) {
    const bx = neck.x + s.between(-18, 18) - tip.angle * 0.4;
    const path = `M${n(bx)},${stemBottom} Q${n(neck.x + tip.angle * 0.3)},${n(neck.y)} ${n(tip.x)},${n(tip.y)}`;
    stems += `<path d="${path}" stroke="#4a7f2f" stroke-width="${kind === 'sunflower' ? 9 : 6}" fill="none" stroke-linecap="round"/>`;
    if (kind !== 'tuberose' && kind !== 'anthurium' && s.chance(0.8)) {
      const t = s.between(0.35, 0.6);
      const lx = neck.x + (tip.x - neck.x) * t;
      const ly = neck.y + (tip.y - neck.y) * t;
      const big = kind === 'sunflower' || kind === 'tulip' ? 1.5 : 1;
      back += drawLeaf(s, lx, ly, s.between(70, 110) * big, tip.angle + (s.chance(0.5) ? -55 : 55), undefined, kind === 'tulip' ? 0.55 : 0.8);
    }
    if (kind === 'anthurium') back += drawLeaf(s, tip.x, tip.y + 60, s.between(120, 160), tip.angle + s.between(-50, 50), 2, 1.3);
    heads += drawStemTop(s, kind, s.pick(ctx.tones), tip, count);
  }
  let out = '';
  if (holder === 'vase') {
    const slim = count <= 3;
    const w = slim ? 55 : 115;
    const glass = s.gradient('glass', (id) =>
      linearGradient(id, [[0, '#ffffff', 0.5], [0.2, '#dff3f5', 0.18], [0.75, '#cfe8ee', 0.15], [1, '#ffffff', 0.45]], 0, 0, 1, 0),
    );
    const vase = slim
      ? `M${400 - w * 0.45},470 C${400 - w * 0.5},560 ${400 - w},620 ${400 - w},690 C${400 - w},740 ${400 - w * 0.6},760 400,760 C${400 + w * 0.6},760 ${400 + w},740 ${400 + w},690 C${400 + w},620 ${400 + w * 0.5},560 ${400 + w * 0.45},470Z`
      : `M${400 - w},480 Q${400 - w - 10},620 ${400 - w * 0.85},740 Q400,770 ${400 + w * 0.85},740 Q${400 + w + 10},620 ${400 + w},480Z`;
    out += drawShadow(s, 400, 762, w + 60, 18);
    out += back + stems;
    out += `<path d="${vase}" fill="${glass}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/>`;
    out += `<path d="${vase}" fill="#7fc4c9" fill-opacity="0.16" clip-path="url(#${s.define(`water:${slim}`, (id) => `<clipPath id="${id}"><rect x="0" y="${slim ? 600 : 580}" width="800" height="220"/></clipPath>`)})"/>`;
    out += `<path d="M${400 - w * 0.7},${slim ? 560 : 500} Q${400 - w * 0.8},640 ${400 - w * 0.62},720" stroke="#ffffff" stroke-width="7" fill="none" stroke-opacity="0.5" stroke-linecap="round"/>`;
    out += heads;
  } else {
    out += drawShadow(s, 400, 790, 120, 14);
    out += back + stems + heads;
    const wrap = s.pick(['#f3e3c3', '#e6d2b5', '#f9f3e3']);
    out += `<path d="M340,600 L460,600 L448,790 L352,790Z" fill="${wrap}" fill-opacity="0.9"/><path d="M352,600 L372,790 M448,600 L426,790" stroke="${mix(wrap, '#000000', 0.2)}" stroke-width="2" fill-opacity="0.5" stroke-opacity="0.5"/>`;
    out += drawBow(s, 400, 604, 50, s.pick(['#c62828', '#f8bbd0', '#ffffff', '#d4a017']));
  }
  const top = tipPositions.reduce((m, p) => Math.min(m, p.y), 800);
  return { body: out, focus: { x: 400, y: top + 110 } };
}

function drawStemTop(s: Scene, kind: HeadKind, tone: Tone, tip: Pt & { angle: number }, count: number): string {
  const size = count <= 2 ? 1.9 : count <= 5 ? 1.5 : 1.2;
  switch (kind) {
    case 'tuberose': {
      // A spike: open flowers low, tight buds towards the tip.
      let out = '';
      const rad = (tip.angle * Math.PI) / 180;
      for (let i = 0; i < 12; i++) {
        const d = 150 - i * 12.5;
        const x = tip.x - Math.sin(rad) * d;
        const y = tip.y + Math.cos(rad) * d;
        const side = i % 2 === 0 ? -1 : 1;
        if (i < 5) out += drawHead(s, 'jasmine', tone, x + side * 10, y, 22 - i * 1.5, s.between(0, 60));
        else out += use(budDef(s, tone), x + side * 5, y, 0.3 - i * 0.012, tip.angle + side * 30);
      }
      return out;
    }
    case 'rose':
    case 'rosebud':
      return drawHead(s, 'rosebud', tone, tip.x, tip.y, 55 * size, tip.angle * 0.8);
    case 'tulip':
    case 'anthurium':
    case 'lotus':
      return drawHead(s, kind, tone, tip.x, tip.y, 55 * size, tip.angle * 0.8);
    default: {
      const r = (kind === 'sunflower' ? 72 : kind === 'lily' ? 70 : kind === 'hydrangea' ? 58 : 55) * size;
      return drawHead(s, kind, tone, tip.x, tip.y, r, s.between(0, 360));
    }
  }
}

function drawRoseBox(s: Scene, ctx: SceneContext): SceneResult {
  const box = s.pick(['#1f1f24', '#f5f2ee', '#f3b6c6', '#8d0a23', '#d8c3a5', '#25364f']);
  const bt = toneOf(box);
  const side = s.gradient(`box:${box}`, (id) =>
    linearGradient(id, [[0, mix(box, '#000000', 0.3)], [0.35, bt.base], [0.55, mix(box, '#ffffff', 0.18)], [1, mix(box, '#000000', 0.35)]], 0, 0, 1, 0),
  );
  const cx = 400;
  const top = 430;
  const rx = 250;
  const ry = 100;
  let out = drawShadow(s, cx, 720, 300, 40, 0.45);
  out += `<path d="M${cx - rx},${top} L${cx - rx},670 A${rx},${ry * 0.9} 0 0 0 ${cx + rx},670 L${cx + rx},${top}Z" fill="${side}"/>`;
  out += `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${mix(box, '#000000', 0.45)}"/>`;
  for (let i = 0; i < 9; i++) out += drawLeaf(s, cx + s.between(-rx, rx) * 0.9, top + s.between(-ry, ry) * 0.3, 70, s.between(-120, 120), undefined, 0.9);
  // Roses packed in rows, seen at a slant: squash them vertically.
  const r = 44;
  const rows: string[] = [];
  for (let row = -3; row <= 3; row++) {
    const y = top + row * r * 0.72 - 30 + (Math.abs(row) * Math.abs(row)) * 3;
    const half = rx * Math.sqrt(Math.max(0, 1 - ((row * r * 0.72) / (ry + 10)) ** 2)) - r * 0.6;
    let line = '';
    for (let x = cx - half + ((row + 10) % 2) * r * 0.5; x <= cx + half; x += r * 1.55) {
      const tone = ctx.palette === 'mixed' ? s.pick(ctx.tones) : cycle(ctx.tones, Math.floor(s.rand() * 4) === 0 ? 1 : 0);
      line += drawHead(s, 'rose', tone, x + s.between(-4, 4), y + s.between(-3, 3), r * s.between(0.95, 1.08), s.between(0, 360), 0.82);
    }
    rows.push(line);
  }
  out += rows.join('');
  // Satin band and bow across the front.
  const ribbon = s.pick(['#d4a017', '#f8f1f1', '#c62828', '#ad1457']);
  out += `<path d="M${cx - rx},590 A${rx},${ry * 0.9} 0 0 0 ${cx + rx},590 L${cx + rx},622 A${rx},${ry * 0.9} 0 0 1 ${cx - rx},622Z" fill="${ribbon}" fill-opacity="0.92"/>`;
  out += drawBow(s, cx + 60, 682, 60, ribbon);
  return { body: out, focus: { x: cx, y: top } };
}

function heartPoint(t: number): Pt {
  return {
    x: 16 * Math.sin(t) ** 3,
    y: -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)),
  };
}

function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (!a || !b) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function drawRoseHeart(s: Scene, ctx: SceneContext): SceneResult {
  const scale = 21;
  const cx = 400;
  const cy = 390;
  const outline: Pt[] = [];
  for (let i = 0; i < 120; i++) {
    const p = heartPoint((i / 120) * Math.PI * 2);
    outline.push({ x: cx + p.x * scale, y: cy + p.y * scale });
  }
  let out = drawShadow(s, cx, 730, 300, 40, 0.4);
  outline.forEach((p, i) => {
    if (i % 5 !== 0) return;
    const a = deg(Math.atan2(p.y - cy - 40, p.x - cx)) + 90;
    out += drawLeaf(s, p.x, p.y, 64, a, i % 3);
  });
  out += `<path d="M${outline.map((p) => `${n(p.x)},${n(p.y)}`).join(' L')}Z" fill="#254d1f"/>`;
  const r = 36;
  const border = ctx.palette === 'red' ? toneOf(COLOURS.white) : undefined;
  for (let y = cy - 300; y < cy + 340; y += r * 1.3) {
    for (let x = cx - 360 + ((Math.round(y) / 13) % 2) * r * 0.7; x < cx + 360; x += r * 1.45) {
      const p = { x: x + s.between(-3, 3), y: y + s.between(-3, 3) };
      if (!insidePolygon(p, outline)) continue;
      const nearEdge = outline.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < r * 1.4);
      const tone = nearEdge && border ? border : s.pick(ctx.tones);
      out += drawHead(s, 'rose', tone, p.x, p.y, r * s.between(0.95, 1.1), s.between(0, 360));
    }
  }
  return { body: out, focus: { x: cx - 120, y: cy - 100 } };
}

function drawBasket(s: Scene, ctx: SceneContext): SceneResult {
  const wicker = s.pick(['#c49a6c', '#b3824f', '#d8b585', '#8b5e3c', '#efe6d6']);
  const wt = toneOf(wicker);
  const weave = s.define(`weave:${wicker}`, (id) =>
    `<pattern id="${id}" width="28" height="18" patternUnits="userSpaceOnUse"><rect width="28" height="18" fill="${wt.dark}"/><rect x="1" y="1" width="12" height="7" rx="3" fill="${wt.light}"/><rect x="15" y="1" width="12" height="7" rx="3" fill="${wicker}"/><rect x="-6" y="10" width="12" height="7" rx="3" fill="${wicker}"/><rect x="8" y="10" width="12" height="7" rx="3" fill="${wt.light}"/><rect x="22" y="10" width="12" height="7" rx="3" fill="${wicker}"/></pattern>`,
  );
  const round = s.gradient('basket-round', (id) =>
    linearGradient(id, [[0, '#000000', 0.45], [0.3, '#000000', 0], [0.7, '#000000', 0], [1, '#000000', 0.5]], 0, 0, 1, 0),
  );
  const cx = 400;
  const rim = 480;
  let out = drawShadow(s, cx, 748, 260, 30, 0.45);
  // Handle behind the flowers.
  out += `<path d="M215,${rim} C215,160 585,160 585,${rim}" stroke="${wt.dark}" stroke-width="30" fill="none"/><path d="M215,${rim} C215,160 585,160 585,${rim}" stroke="${wicker}" stroke-width="20" fill="none" stroke-dasharray="14 6"/>`;
  const count = ctx.count || s.int(13, 20);
  for (let i = 0; i < 12; i++) {
    const a = -180 + (i / 11) * 180;
    const rad = (a * Math.PI) / 180;
    out += drawLeaf(s, cx + Math.cos(rad) * 200, rim - 20 + Math.sin(rad) * 90, s.between(90, 130), a + 90);
  }
  const heads = domePositions(s, count, cx, rim - 95, 235, 150);
  for (const h of heads) {
    const kind = pickHead(s, ctx);
    // Keep the dome's bottom edge tucked behind the rim.
    out += drawHead(s, kind, s.pick(ctx.tones), h.x, Math.min(h.y, rim - 20), h.r * (kind === 'lily' ? 1.55 : 1.35), s.between(0, 360));
  }
  for (let i = 0; i < 6; i++) out += drawGypsophila(s, cx + s.between(-220, 220), rim - s.between(60, 150), 22);
  const body = `M170,${rim} C175,600 220,720 400,735 C580,720 625,600 630,${rim}Z`;
  out += `<path d="${body}" fill="url(#${weave})"/><path d="${body}" fill="${round}"/>`;
  out += `<path d="M160,${rim} Q400,${rim + 42} 640,${rim}" stroke="${wt.dark}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M160,${rim} Q400,${rim + 42} 640,${rim}" stroke="${wt.light}" stroke-width="14" fill="none" stroke-dasharray="10 7" stroke-linecap="round"/>`;
  if (s.chance(0.6)) out += drawBow(s, 230, rim + 10, 55, s.pick(['#c62828', '#f8bbd0', '#ffffff', '#d4a017', '#7b1fa2']));
  return { body: out, focus: { x: cx, y: rim - 70 } };
}

function drawMarigoldGarland(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const strands = ctx.count || s.int(1, 2);
  const accent = ctx.palette === 'festive' || ctx.flower === 'rose' ? toneOf(COLOURS.red) : undefined;
  let out = '';
  const hookX = [180 + s.between(-20, 20), 620 + s.between(-20, 20)] as const;
  for (const x of hookX) out += `<path d="M${n(x)},0 L${n(x)},60" stroke="#8a6d3b" stroke-width="3"/><circle cx="${n(x)}" cy="24" r="9" fill="#c9a227" stroke="#8a6d3b" stroke-width="2"/>`;
  for (let k = 0; k < strands; k++) {
    const inset = k * 48;
    const p0 = { x: hookX[0] + inset * 0.6, y: 60 + inset * 0.4 };
    const p3 = { x: hookX[1] - inset * 0.6, y: 60 + inset * 0.4 };
    const depth = 660 - inset * 1.7;
    const pts = cubicPoints(p0, { x: p0.x - 40, y: depth * 1.25 }, { x: p3.x + 40, y: depth * 1.25 }, p3, 44 - k * 4);
    const tones = k === 0 ? pattern : [...pattern].reverse();
    out += `<path d="${cubicPath(p0, { x: p0.x - 40, y: depth * 1.25 }, { x: p3.x + 40, y: depth * 1.25 }, p3)}" stroke="#e8dcc0" stroke-width="3" fill="none"/>`;
    out += drawMarigoldString(s, pts, 31 - k * 3, tones, accent);
  }
  const bottom = 60 + 0.75 * (660 * 1.25 - 60) - 10;
  out += drawTassel(s, 400, bottom + 30, 80, s.pick(['#c62828', '#d4a017', '#2e7d32']));
  out += drawHead(s, 'rose', toneOf(COLOURS.red), 400, bottom + 20, 30, 20);
  return { body: out, focus: { x: 400, y: bottom - 60 } };
}

function drawGarlandStrands(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const strands = ctx.count || 5;
  let out = '<rect x="40" y="70" width="720" height="18" rx="9" fill="#a87b4f"/><rect x="40" y="72" width="720" height="5" rx="2" fill="#d4b48a" fill-opacity="0.7"/>';
  const gap = 640 / strands;
  for (let i = 0; i < strands; i++) {
    const x = 80 + gap * (i + 0.5);
    const len = s.between(520, 660);
    const sway = s.between(-30, 30);
    const p0 = { x, y: 90 };
    const p3 = { x: x + sway, y: 90 + len };
    const pts = cubicPoints(p0, { x: x + sway * 0.2, y: 90 + len * 0.4 }, { x: x + sway, y: 90 + len * 0.7 }, p3, 40);
    const tone = cycle(pattern, i * 3);
    const alt = cycle(pattern, i * 3 + 6);
    out += drawMarigoldString(s, pts, 27, [tone, tone, tone, tone, alt], undefined);
    out += drawTassel(s, p3.x, p3.y + 20, 50, '#c62828');
  }
  return { body: out, focus: { x: 400, y: 330 } };
}

function drawToran(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const wood = s.gradient('door-wood', (id) => linearGradient(id, [[0, '#8d5a32'], [0.5, '#a86f41'], [1, '#6e4425']], 0, 0, 1, 0));
  let out = `<rect x="0" y="0" width="800" height="70" fill="${wood}"/><rect x="0" y="0" width="60" height="800" fill="${wood}"/><rect x="740" y="0" width="60" height="800" fill="${wood}"/>`;
  out += '<rect x="60" y="70" width="680" height="730" fill="#5b3a22" fill-opacity="0.12"/>';
  const strandCount = ctx.count || s.chance(0.5) ? 7 : 9;
  const gap = 680 / (strandCount - 1);
  // Mango leaves hang between the strands, as on a real toran.
  for (let i = 0; i < strandCount - 1; i++) {
    const x = 60 + gap * (i + 0.5);
    out += drawLeaf(s, x - 12, 100, 130, 178, 2, 0.7) + drawLeaf(s, x + 12, 100, 120, 182, 0, 0.7);
  }
  const accent = toneOf(COLOURS.red);
  for (let i = 0; i < strandCount; i++) {
    const x = 60 + gap * i;
    const fromMiddle = Math.abs(i - (strandCount - 1) / 2);
    const len = i % 2 === 0 ? 330 + fromMiddle * 50 : 180 + fromMiddle * 25;
    const pts: Pt[] = [];
    for (let y = 110; y <= 110 + len; y += 36) pts.push({ x: x + Math.sin(y / 80) * 3, y });
    out += `<path d="M${n(x)},100 L${n(x)},${n(110 + len)}" stroke="#e8dcc0" stroke-width="2"/>`;
    out += drawMarigoldString(s, pts, 22, i % 2 ? [...pattern].reverse() : pattern, undefined);
    out += drawHead(s, 'rose', accent, x, 110 + len + 26, 20, s.between(0, 360));
    out += drawTassel(s, x, 110 + len + 40, 46, '#d4a017');
  }
  const top: Pt[] = [];
  for (let x = 20; x <= 780; x += 34) top.push({ x, y: 94 + Math.sin(x / 60) * 2 });
  out += drawMarigoldString(s, top, 25, pattern, accent);
  return { body: out, focus: { x: 400, y: 250 } };
}

function drawLooseFlowers(s: Scene, ctx: SceneContext): SceneResult {
  const kind = ctx.flower === 'mixed' ? 'marigold' : ctx.flower;
  const tones = kind === 'marigold' ? marigoldPattern(ctx.palette) : ctx.tones;
  let out = drawPlate(s, 400, 470, 330, 200, s.chance(0.5) ? 'brass' : 'bamboo');
  const heads = domePositions(s, ctx.count || 80, 400, 455, 280, 165);
  for (const h of heads) {
    const lift = (1 - Math.hypot((h.x - 400) / 280, (h.y - 455) / 165)) * 70;
    out += drawHead(s, kind, s.pick(tones), h.x, h.y - lift, h.r * 1.4, s.between(0, 360), 0.85);
  }
  return { body: out, focus: { x: 400, y: 420 } };
}

function drawPlate(s: Scene, cx: number, cy: number, rx: number, ry: number, kind: 'brass' | 'bamboo'): string {
  let out = drawShadow(s, cx, cy + ry * 0.35, rx * 1.05, ry * 0.9, 0.5);
  if (kind === 'brass') {
    const g = s.gradient('brass', (id) => linearGradient(id, [[0, '#f7d774'], [0.4, '#d4a017'], [0.7, '#f2cd5c'], [1, '#9c7416']], 0, 0, 1, 1));
    out += `<ellipse cx="${cx}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="#8a6410"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${g}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.86}" ry="${ry * 0.84}" fill="none" stroke="#a37a14" stroke-width="3" stroke-dasharray="6 5"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.8}" ry="${ry * 0.78}" fill="#e9bd3d" fill-opacity="0.6"/>`;
  } else {
    out += `<ellipse cx="${cx}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="#8b6a3e"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#d9b77c"/>`;
    for (let i = 1; i < 8; i++) out += `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx * (i / 8))}" ry="${n(ry * (i / 8))}" fill="none" stroke="#b48f55" stroke-width="3"/>`;
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#8b6a3e" stroke-width="10"/>`;
  }
  return out;
}

function drawLoosePetals(s: Scene, ctx: SceneContext): SceneResult {
  let out = drawPlate(s, 400, 480, 330, 200, s.chance(0.6) ? 'brass' : 'bamboo');
  const petalDefs = ctx.tones.map((t) =>
    s.define(`loose-petal:${t.base}`, (id) => {
      const g = s.gradient(`loose-petal-grad:${t.base}`, (gid) => linearGradient(gid, [[0, mix(t.base, '#ffffff', 0.45)], [0.35, t.base], [1, mix(t.base, t.dark, 0.5)]], 0, 1, 0, 0));
      return `<g id="${id}"><path d="M0,0 C-34,-2 -46,-36 -30,-50 Q-16,-58 -4,-50 Q0,-56 6,-52 Q22,-60 32,-48 C46,-34 34,-2 0,0Z" fill="${g}" stroke="${t.dark}" stroke-width="0.8" stroke-opacity="0.6"/><path d="M-28,-46 Q-16,-54 -4,-47 M6,-49 Q20,-56 30,-45" stroke="${t.light}" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-opacity="0.7"/></g>`;
    }),
  );
  const count = ctx.count || 330;
  const pts: Array<Pt & { lift: number }> = [];
  for (let i = 0; i < count; i++) {
    const rr = Math.sqrt(s.rand());
    const a = s.between(0, Math.PI * 2);
    const x = 400 + Math.cos(a) * rr * 265;
    const y = 470 + Math.sin(a) * rr * 160;
    pts.push({ x, y, lift: (1 - rr * rr) * 80 });
  }
  pts.sort((a, b) => a.y - b.y);
  for (const p of pts) out += use(s.pick(petalDefs), p.x, p.y - p.lift, s.between(0.9, 1.3), s.between(0, 360), 0.6);
  // A few whole heads on top tell the eye these are rose petals.
  for (let i = 0; i < 3; i++) out += drawHead(s, 'rose', s.pick(ctx.tones), 400 + (i - 1) * 120 + s.between(-20, 20), 400 + s.between(-20, 30), 48, s.between(0, 360), 0.85);
  return { body: out, focus: { x: 400, y: 440 } };
}

function drawPoojaThali(s: Scene, _ctx: SceneContext): SceneResult {
  let out = drawPlate(s, 400, 460, 340, 210, 'brass');
  const marigolds = marigoldPattern('orange');
  // A small genda string around the rim.
  const rim: Pt[] = [];
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI * (i / 40);
    rim.push({ x: 400 - Math.cos(a) * 318, y: 470 + Math.sin(a) * 190 });
  }
  const heap = domePositions(s, 20, 245, 410, 105, 70);
  for (const h of heap) out += drawHead(s, 'marigold', s.pick(marigolds), h.x, h.y - (1 - Math.abs(h.x - 245) / 105) * 30, h.r * 1.45, s.between(0, 360), 0.85);
  const petalTone = toneOf(COLOURS.red);
  const petal = s.define('thali-petal', (id) => `<path id="${id}" d="M0,0 C-12,-5 -16,-20 -9,-27 C-3,-33 3,-33 9,-27 C16,-20 12,-5 0,0Z" fill="${petalTone.base}" stroke="${petalTone.dark}" stroke-width="1"/>`);
  for (let i = 0; i < 70; i++) out += use(petal, s.between(540, 660) + s.between(-50, 50), s.between(390, 480), s.between(1, 1.4), s.between(0, 360), 0.7);
  // Kumkum, haldi and rice in little bowls.
  const bowls: Array<[number, number, string]> = [
    [330, 560, '#c62828'],
    [470, 565, '#f9a825'],
    [600, 530, '#fbf7ee'],
  ];
  for (const [x, y, c] of bowls) {
    out += `<ellipse cx="${x}" cy="${y + 8}" rx="48" ry="22" fill="#8a6410"/><ellipse cx="${x}" cy="${y}" rx="48" ry="22" fill="#e2b43a"/><ellipse cx="${x}" cy="${y - 2}" rx="38" ry="15" fill="${c}"/><ellipse cx="${x - 8}" cy="${y - 8}" rx="18" ry="6" fill="#ffffff" fill-opacity="0.25"/>`;
  }
  // Diya with a glowing flame.
  const glow = s.gradient('flame-glow', (id) => radialGradient(id, [[0, '#fff3b0', 0.9], [0.4, '#ffb300', 0.35], [1, '#ff6f00', 0]]));
  const flame = s.gradient('flame', (id) => linearGradient(id, [[0, '#fff8d0'], [0.5, '#ffc107'], [1, '#ff6f00']], 0, 1, 0, 0));
  out += `<circle cx="430" cy="360" r="90" fill="${glow}"/>`;
  out += `<path d="M370,430 C380,470 480,470 490,430 Q470,420 430,422 Q390,420 370,430Z" fill="#b5541c"/><path d="M370,430 Q430,445 490,430 Q470,414 430,416 Q390,414 370,430Z" fill="#8d3c12"/><path d="M485,428 Q505,418 512,404 Q500,420 478,424Z" fill="#b5541c"/>`;
  out += `<path d="M503,404 C488,380 496,350 506,332 C514,352 522,378 507,404Z" fill="${flame}"/><path d="M504,400 C498,388 501,372 506,364 C510,374 512,388 506,400Z" fill="#ffffff" fill-opacity="0.8"/>`;
  for (let i = 0; i < rim.length; i++) {
    const p = rim[i];
    if (p && i % 2 === 0) out += drawHead(s, 'marigold', cycle(marigolds, i), p.x, p.y, 17, s.between(0, 360), 0.9);
  }
  return { body: out, focus: { x: 420, y: 450 } };
}

function drawLotusPond(s: Scene, ctx: SceneContext): SceneResult {
  const water = s.gradient('water', (id) => linearGradient(id, [[0, '#6fa8a0'], [1, '#2f6f6a']], 0, 0, 0, 1));
  let out = `<rect width="800" height="800" fill="${water}" fill-opacity="0.85"/>`;
  for (let i = 0; i < 14; i++) out += `<ellipse cx="${n(s.between(0, 800))}" cy="${n(s.between(0, 800))}" rx="${n(s.between(40, 120))}" ry="${n(s.between(6, 14))}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.25"/>`;
  const pad = s.gradient('pad', (id) => radialGradient(id, [[0, '#6dbb63'], [1, '#2d6a2e']]));
  for (let i = 0; i < 7; i++) {
    const x = s.between(60, 740);
    const y = s.between(120, 760);
    const r = s.between(60, 110);
    const notch = s.between(0, 360);
    out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(notch)}) scale(1 0.55)"><path d="M0,0 L${n(r)},${n(r * 0.14)} A${n(r)},${n(r)} 0 1 1 ${n(r)},${n(-r * 0.14)}Z" fill="${pad}" stroke="#245a25" stroke-width="2"/><path d="M0,0 L${n(-r * 0.8)},0 M0,0 L0,${n(r * 0.8)} M0,0 L0,${n(-r * 0.8)}" stroke="#9fd48f" stroke-width="2" fill-opacity="0.5" stroke-opacity="0.5"/></g>`;
  }
  const count = ctx.count || s.int(3, 5);
  const spots: Pt[] = [];
  for (let i = 0; i < count; i++) spots.push({ x: 150 + (500 * (i + s.between(0.2, 0.8))) / count, y: s.between(330, 650) });
  spots.sort((a, b) => a.y - b.y);
  for (const p of spots) {
    out += drawShadow(s, p.x, p.y + 6, 120, 22, 0.4);
    out += drawHead(s, 'lotus', s.pick(ctx.tones), p.x, p.y, s.between(110, 150), s.between(-8, 8));
  }
  const first = spots[0] ?? { x: 400, y: 400 };
  return { body: out, focus: { x: first.x, y: first.y - 60 } };
}

/** Jasmine buds tied along `points`, pointing outwards on both sides as in a real gajra. */
function drawJasmineRope(s: Scene, points: ReadonlyArray<Pt & { angle: number }>, bud: string, accents: Array<{ every: number; draw: (p: Pt) => string }>): string {
  let under = '';
  let over = '';
  points.forEach((p, i) => {
    const side = i % 2 === 0 ? -90 : 90;
    under += use(bud, p.x, p.y, s.between(0.42, 0.5), p.angle + side + s.between(-35, 35));
    under += use(bud, p.x, p.y, s.between(0.38, 0.46), p.angle - side + s.between(-35, 35));
    // A few buds point along the string and sit on top, which hides the thread as in a real gajra.
    if (i % 2 === 0) over += use(bud, p.x, p.y, s.between(0.3, 0.38), p.angle + 180 + s.between(-25, 25));
    for (const accent of accents) if (i % accent.every === 0) over += accent.draw(p);
  });
  return under + over;
}

function drawBananaLeaf(s: Scene): string {
  const g = s.gradient('banana', (id) => linearGradient(id, [[0, '#2f7d32'], [0.5, '#4caf50'], [1, '#1b5e20']], 0, 0, 0, 1));
  let out = `<g transform="rotate(${n(s.between(-28, -14))} 400 400)"><path d="M-40,330 C150,230 650,230 840,330 L840,520 C650,600 150,600 -40,520Z" fill="${g}"/>`;
  for (let x = 0; x < 800; x += 22) out += `<path d="M${x},${n(300 + Math.abs(x - 400) * 0.09)} L${x + 8},${n(540 - Math.abs(x - 400) * 0.05)}" stroke="#81c784" stroke-width="1.5" fill-opacity="0.35" stroke-opacity="0.35"/>`;
  out += '<path d="M-40,425 L840,425" stroke="#a5d6a7" stroke-width="6" fill-opacity="0.7" stroke-opacity="0.7"/></g>';
  return out;
}

function drawGajra(s: Scene, ctx: SceneContext): SceneResult {
  const white = toneOf(COLOURS.white);
  const bud = budDef(s, white);
  const accentTone = ctx.palette === 'orange' ? toneOf('#ff8a3d') : ctx.palette === 'red' || ctx.palette === 'pink' ? ctx.tones[0] : undefined;
  const accents: Array<{ every: number; draw: (p: Pt) => string }> = [{ every: 11, draw: (p) => drawHead(s, 'jasmine', white, p.x, p.y, 14, s.between(0, 60)) }];
  if (accentTone && ctx.palette === 'orange') {
    // Kanakambaram: small flat orange flowers woven between the jasmine.
    accents.push({ every: 4, draw: (p) => drawHead(s, 'jasmine', accentTone, p.x, p.y, 13, s.between(0, 60)) });
  } else if (accentTone) {
    accents.push({ every: 16, draw: (p) => drawHead(s, 'rose', accentTone, p.x, p.y, 22, s.between(0, 360)) });
  }
  let out = s.chance(0.7) ? drawBananaLeaf(s) : '';
  const layout = ctx.count === 1 ? 'string' : ctx.count === 3 ? 'ring' : 'pair';
  if (layout === 'string') {
    const p0 = { x: 80, y: 160 };
    const p3 = { x: 720, y: 640 };
    const pts = cubicPoints(p0, { x: 900, y: 120 + s.between(-40, 40) }, { x: -100, y: 680 + s.between(-40, 40) }, p3, 8.5);
    out += drawJasmineRope(s, pts, bud, accents);
  } else {
    const rings = layout === 'ring' ? [{ x: 400, y: 400, r: 180 }] : [
      { x: 250, y: 340, r: 150 },
      { x: 555, y: 470, r: 150 },
    ];
    for (const ring of rings) {
      const pts: Array<Pt & { angle: number }> = [];
      const steps = Math.round((Math.PI * 2 * ring.r) / 8.5);
      const start = s.between(0, Math.PI * 2);
      for (let i = 0; i < steps; i++) {
        const a = start + (i / steps) * Math.PI * 2;
        pts.push({ x: ring.x + Math.cos(a) * ring.r, y: ring.y + Math.sin(a) * ring.r * 0.92, angle: deg(a) + 90 });
      }
      out += drawShadow(s, ring.x, ring.y + ring.r * 0.95, ring.r * 1.1, 18, 0.25);
      out += drawJasmineRope(s, pts, bud, accents);
      // The tail of the thread, as left when a gajra is tied.
      out += `<path d="M${n(ring.x + ring.r * 0.2)},${n(ring.y + ring.r * 0.9)} q${n(s.between(10, 30))},60 ${n(s.between(40, 70))},90" stroke="#f2efe6" stroke-width="2.5" fill="none"/>`;
    }
  }
  return { body: out, focus: { x: 320, y: 320 } };
}

function drawVarmala(s: Scene, ctx: SceneContext): SceneResult {
  const pair = ctx.count !== 1;
  const centres = pair ? [230, 570] : [400];
  const white = toneOf(COLOURS.white);
  const bud = budDef(s, white);
  const mainKind: HeadKind = ctx.flower === 'orchid' ? 'orchid' : ctx.flower === 'carnation' ? 'carnation' : 'rose';
  const marigolds = ctx.palette === 'festive' || ctx.palette === 'orange' ? marigoldPattern('orange') : undefined;
  const period = s.int(8, 14);
  const bandLength = s.int(2, 3);
  let out = '';
  for (const cx of centres) {
    const half = pair ? s.between(95, 115) : 170;
    const p0 = { x: cx - half, y: -20 };
    const p3 = { x: cx + half, y: -20 };
    const c1 = { x: cx - half - 50, y: 930 };
    const c2 = { x: cx + half + 50, y: 930 };
    const pts = cubicPoints(p0, c1, c2, p3, 21);
    out += `<path d="${cubicPath(p0, c1, c2, p3)}" stroke="#2e5d22" stroke-width="46" fill="none" stroke-opacity="0.85"/>`;
    pts.forEach((p, i) => {
      const rad = ((p.angle + 90) * Math.PI) / 180;
      const band = i % period >= period - bandLength;
      if (band) {
        for (let k = 0; k < 8; k++) out += use(bud, p.x, p.y, 0.34, p.angle + (k % 2 ? 90 : -90) + s.between(-50, 50));
        out += drawHead(s, 'jasmine', white, p.x, p.y, 13, s.between(0, 60));
        return;
      }
      const off = i % 2 === 0 ? 19 : -19;
      const useMarigold = marigolds && i % 4 === 1;
      const tone = s.pick(ctx.tones);
      out += useMarigold
        ? drawHead(s, 'marigold', cycle(marigolds, i), p.x + Math.cos(rad) * off, p.y + Math.sin(rad) * off, 26, s.between(0, 360))
        : drawHead(s, mainKind, tone, p.x + Math.cos(rad) * off, p.y + Math.sin(rad) * off, mainKind === 'orchid' ? 33 : 32, s.between(0, 360));
    });
    // Pendant at the bottom: a large flower ringed with buds, with three short strings.
    const bottom = pts.reduce((m, p) => (p.y > m.y ? p : m), { x: cx, y: 0, angle: 0 });
    for (const dx of [-22, 0, 22]) {
      for (let k = 1; k <= 4; k++) out += use(bud, bottom.x + dx, bottom.y + 30 + k * 16, 0.3, 180);
      out += drawTassel(s, bottom.x + dx, bottom.y + 100, 34, '#d4a017');
    }
    for (let k = 0; k < 14; k++) out += use(bud, bottom.x, bottom.y + 20, 0.42, k * (360 / 14));
    out += drawHead(s, mainKind === 'orchid' ? 'orchid' : 'rose', s.pick(ctx.tones), bottom.x, bottom.y + 20, 36, s.between(0, 360));
  }
  return { body: out, focus: { x: centres[0] ?? 400, y: 560 } };
}

function drawOrchidPot(s: Scene, ctx: SceneContext): SceneResult {
  const pot = s.pick(['#f5f3ef', '#2c3e50', '#c0673a', '#8fb8c9', '#e9d8c4']);
  const pt = toneOf(pot);
  const potFill = s.gradient(`pot:${pot}`, (id) =>
    linearGradient(id, [[0, mix(pot, '#000000', 0.25)], [0.35, pt.base], [0.55, mix(pot, '#ffffff', 0.3)], [1, mix(pot, '#000000', 0.3)]], 0, 0, 1, 0),
  );
  let out = drawShadow(s, 400, 765, 190, 24, 0.45);
  const stems = ctx.count || s.int(1, 2);
  const tone = s.pick(ctx.tones);
  const first = s.chance(0.5) ? 1 : -1;
  for (let k = 0; k < stems; k++) {
    const dir = k === 0 ? first : -first;
    const base = { x: 400 + dir * 10, y: 600 };
    const height = k === 0 ? s.between(400, 450) : s.between(300, 350);
    const reach = s.between(230, 290);
    const p1 = { x: base.x - dir * 10, y: base.y - height * 0.7 };
    const p2 = { x: base.x + dir * reach * 0.35, y: base.y - height * 1.08 };
    const tip = { x: base.x + dir * reach, y: base.y - height + s.between(40, 110) };
    out += `<path d="M${n(base.x)},${n(base.y)} L${n(base.x - dir * 8)},${n(base.y - height * 0.75)}" stroke="#6d5a3a" stroke-width="4"/>`;
    out += `<path d="${cubicPath(base, p1, p2, tip)}" stroke="#5c6b2e" stroke-width="5" fill="none"/>`;
    const along = cubicPoints(base, p1, p2, tip, 10);
    const start = Math.floor(along.length * 0.42);
    const spots = along.slice(start).filter((_, i) => i % 6 === 0);
    spots.forEach((p, i) => {
      const fromTip = spots.length - 1 - i;
      if (fromTip < 2) {
        const r = 9 + fromTip * 4;
        out += `<ellipse cx="${n(p.x)}" cy="${n(p.y + r)}" rx="${n(r)}" ry="${n(r * 1.25)}" fill="${isPale(tone) ? '#e8efd6' : tone.light}" stroke="#7a8b4a" stroke-width="1.5"/>`;
      } else {
        out += drawHead(s, 'orchid', tone, p.x, p.y + 44, 58 - i * 2.5, dir * s.between(-12, 12));
      }
    });
  }
  for (const [angle, len] of [
    [-70, 190],
    [65, 180],
    [-110, 150],
    [110, 160],
  ] as const) {
    out += drawLeaf(s, 400, 610, len, angle + s.between(-8, 8), 0, 1.6);
  }
  out += `<path d="M300,600 L500,600 L478,752 Q400,770 322,752Z" fill="${potFill}"/><rect x="290" y="586" width="220" height="28" rx="6" fill="${potFill}"/><rect x="296" y="588" width="208" height="6" rx="3" fill="#ffffff" fill-opacity="0.3"/>`;
  return { body: out, focus: { x: 430, y: 300 } };
}

function drawCar(s: Scene, ctx: SceneContext): SceneResult {
  const paint = s.pick(['#f5f5f5', '#c0c4c8', '#1e1e22', '#7a0f1d', '#f2efe6']);
  const pt = toneOf(paint);
  const body = s.gradient(`car:${paint}`, (id) => linearGradient(id, [[0, mix(paint, '#ffffff', 0.5)], [0.45, paint], [1, mix(paint, '#000000', 0.35)]], 0, 0, 0, 1));
  const glass = s.gradient('car-glass', (id) => linearGradient(id, [[0, '#9fb7c8'], [1, '#2f3e4c']], 0, 0, 0.3, 1));
  let out = drawShadow(s, 410, 640, 360, 30, 0.55);
  out += `<rect x="0" y="630" width="800" height="170" fill="#8a8f94" fill-opacity="0.35"/>`;
  const shape = 'M60,590 L58,520 Q62,486 110,476 L210,466 Q260,400 320,372 Q360,356 430,356 L520,358 Q560,362 600,410 L650,452 L730,466 Q770,476 770,520 L772,590 Q770,604 740,606 L60,606Z';
  out += `<path d="${shape}" fill="${body}" stroke="${pt.dark}" stroke-width="2"/>`;
  out += `<path d="M232,462 Q276,410 330,386 Q362,374 410,374 L412,462Z" fill="${glass}"/><path d="M428,374 L515,376 Q548,382 584,430 L598,456 L428,460Z" fill="${glass}"/>`;
  out += `<path d="M412,372 L412,600 M600,462 L604,590" stroke="${pt.dark}" stroke-width="2" fill-opacity="0.6" stroke-opacity="0.6"/><path d="M70,528 L760,530" stroke="#ffffff" stroke-width="3" fill-opacity="0.5" stroke-opacity="0.5"/>`;
  out += `<rect x="735" y="486" width="30" height="16" rx="6" fill="#fff6c9"/><rect x="62" y="490" width="22" height="18" rx="5" fill="#d32f2f"/>`;
  for (const wx of [200, 630]) {
    out += `<circle cx="${wx}" cy="602" r="62" fill="${mix(paint, '#000000', 0.6)}"/><circle cx="${wx}" cy="606" r="54" fill="#1b1b1b"/><circle cx="${wx}" cy="606" r="32" fill="#c9cdd1"/><circle cx="${wx}" cy="606" r="10" fill="#7d8388"/>`;
    for (let k = 0; k < 5; k++) out += `<path d="M${wx},606 L${n(wx + Math.cos(k * 1.2566) * 30)},${n(606 + Math.sin(k * 1.2566) * 30)}" stroke="#8d9296" stroke-width="5"/>`;
  }
  // Swags of flowers along the belt line, a mound on the bonnet, a string over the roof.
  const useMarigold = ctx.flower === 'marigold' || ctx.palette === 'festive' || ctx.palette === 'orange';
  const swagTones = useMarigold ? marigoldPattern('orange') : ctx.tones;
  const swagKind: HeadKind = useMarigold ? 'marigold' : 'rose';
  const anchors = [90, 230, 410, 600, 730];
  for (let i = 0; i < anchors.length - 1; i++) {
    const a = anchors[i] ?? 0;
    const b = anchors[i + 1] ?? 0;
    const p0 = { x: a, y: 476 };
    const p3 = { x: b, y: 470 };
    const pts = cubicPoints(p0, { x: a + 20, y: 560 }, { x: b - 20, y: 560 }, p3, 21);
    pts.forEach((p, k) => {
      out += drawHead(s, swagKind, cycle(swagTones, k + i), p.x, p.y, 14, s.between(0, 360));
    });
    out += drawHead(s, 'rose', s.pick(ctx.tones), a, 472, 20, s.between(0, 360));
  }
  const roof: Pt[] = [];
  for (let x = 250; x <= 580; x += 20) roof.push({ x, y: 360 - Math.sin(((x - 250) / 330) * Math.PI) * 8 + (x < 320 ? (320 - x) * 0.9 : 0) + (x > 520 ? (x - 520) * 0.9 : 0) });
  roof.forEach((p, k) => {
    out += drawHead(s, swagKind, cycle(swagTones, k), p.x, p.y, 13, s.between(0, 360));
  });
  const mound = domePositions(s, 14, 665, 430, 85, 32);
  out += drawLeaf(s, 600, 450, 70, -70) + drawLeaf(s, 720, 455, 70, 70) + drawLeaf(s, 660, 440, 80, 10);
  for (const m of mound) {
    const kind: HeadKind = ctx.flower === 'orchid' || (ctx.flower === 'mixed' && s.chance(0.4)) ? 'orchid' : 'rose';
    out += drawHead(s, kind, s.pick(ctx.tones), m.x, m.y, 26, s.between(0, 360));
  }
  out += drawBow(s, 412, 470, 40, s.pick(['#c62828', '#f8bbd0', '#d4a017', '#ffffff']));
  return { body: out, focus: { x: 620, y: 460 } };
}

function drawStage(s: Scene, ctx: SceneContext): SceneResult {
  const drape = s.pick(['#f3e5d0', '#f8e1e7', '#fff3d6', '#e9e0f3']);
  const dt = toneOf(drape);
  let out = `<rect width="800" height="640" fill="${drape}" fill-opacity="0.7"/>`;
  for (let x = 0; x < 800; x += 40) out += `<path d="M${x},0 Q${x + 20},320 ${x},640" stroke="${dt.dark}" stroke-width="10" fill="none" stroke-opacity="0.08"/>`;
  const marigolds = marigoldPattern(ctx.palette === 'yellow' ? 'yellow' : 'orange');
  const accentKind: HeadKind = ctx.flower === 'rose' || ctx.flower === 'mixed' ? 'rose' : ctx.flower === 'orchid' ? 'orchid' : 'marigold';
  // A curtain of genda strings inside the arch.
  for (let x = 190; x <= 610; x += 38) {
    const pts: Pt[] = [];
    const top = 420 - Math.sqrt(Math.max(0, 215 ** 2 - (x - 400) ** 2)) * 1.25;
    const len = s.between(180, 280);
    for (let y = top + 20; y < top + len; y += 22) pts.push({ x, y });
    out += drawMarigoldString(s, pts, 12, cycle([marigolds, [...marigolds].reverse()], Math.round(x / 38)), undefined);
  }
  out += `<rect x="60" y="640" width="680" height="160" fill="${mix(drape, '#8d1b2e', 0.7)}"/><rect x="60" y="640" width="680" height="14" fill="#d4a017"/>`;
  // The arch: a thick band of flowers following a tall semicircle.
  const arch: Array<Pt & { a: number }> = [];
  for (let i = 0; i <= 70; i++) {
    const a = Math.PI * (i / 70);
    arch.push({ x: 400 - Math.cos(a) * 230, y: 420 - Math.sin(a) * 280, a });
  }
  for (const side of [170, 630]) {
    for (let y = 420; y <= 640; y += 18) arch.push({ x: side, y, a: 0 });
  }
  for (const p of arch) {
    for (const off of [-22, 0, 22]) {
      const dx = off * Math.cos(p.a);
      const dy = -off * Math.sin(p.a);
      const useAccent = off === 0 && accentKind !== 'marigold';
      out += useAccent
        ? drawHead(s, accentKind, s.pick(ctx.tones), p.x + dx, p.y + dy, 17, s.between(0, 360))
        : drawHead(s, 'marigold', s.pick(marigolds), p.x + dx, p.y + dy, 15, s.between(0, 360));
    }
  }
  for (const x of [150, 650]) {
    const cluster = domePositions(s, 9, x, 650, 70, 40);
    for (const l of [-60, 0, 60]) out += drawLeaf(s, x, 680, 80, l);
    for (const c of cluster) out += drawHead(s, accentKind === 'marigold' ? 'rose' : accentKind, s.pick(ctx.tones), c.x, c.y, 24, s.between(0, 360));
  }
  return { body: out, focus: { x: 400, y: 200 } };
}

const SCENES: Record<ArtKind, SceneDrawer> = {
  bouquet: drawBouquet,
  vase: (s, ctx) => drawStems(s, ctx, 'vase'),
  bunch: (s, ctx) => drawStems(s, ctx, 'tied'),
  'rose-box': drawRoseBox,
  'rose-heart': drawRoseHeart,
  basket: drawBasket,
  'marigold-garland': drawMarigoldGarland,
  'garland-strands': drawGarlandStrands,
  toran: drawToran,
  'loose-flowers': drawLooseFlowers,
  'loose-petals': drawLoosePetals,
  'pooja-thali': drawPoojaThali,
  'lotus-pond': drawLotusPond,
  gajra: drawGajra,
  varmala: drawVarmala,
  'orchid-pot': drawOrchidPot,
  car: drawCar,
  stage: drawStage,
};
