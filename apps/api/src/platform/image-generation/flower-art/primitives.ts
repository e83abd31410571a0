// The drawing's primitives: numbers written compactly, colours mixed and toned, a seeded random
// generator, the Scene that collects reusable definitions, and paths along which things are laid.

// ---------------------------------------------------------------------------------------------
// Numbers, colours, randomness

export interface Pt {
  x: number;
  y: number;
}
export interface Tone {
  base: string;
  light: string;
  dark: string;
}
type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Short decimal text: SVG size (and parse time) grows with every digit. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

export function cycle<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export function toneOf(base: string): Tone {
  return { base, light: mix(base, '#ffffff', 0.3), dark: mix(base, '#000000', 0.45) };
}

export function isPale(t: Tone): boolean {
  const [r, g, b] = parseHex(t.base);
  return r + g + b > 600;
}

/** cyrb-style string hash feeding mulberry32: tiny, fast and well spread for short seeds. */
export function createRng(seed: string): () => number {
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

export function stopsSvg(stops: readonly Stop[]): string {
  return stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
}

export function linearGradient(id: string, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`;
}

/** Keeps the definitions (gradients, reusable flower heads) and the seeded random generator. */
export class Scene {
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

export function use(id: string, x: number, y: number, scale: number, rotate = 0, squash = 1): string {
  const sc = squash === 1 ? n3(scale) : `${n3(scale)} ${n3(scale * squash)}`;
  const rot = rotate ? ` rotate(${n(rotate)})` : '';
  return `<use xlink:href="#${id}" transform="translate(${n(x)} ${n(y)})${rot} scale(${sc})"/>`;
}

export function n3(v: number): string {
  return (Math.round(v * 1000) / 1000).toString();
}

export function deg(rad: number): number {
  return (rad * 180) / Math.PI;
}

// ---------------------------------------------------------------------------------------------
// Paths and layouts

/** Points every `spacing` units along a cubic Bézier, each with the tangent angle in degrees. */
export function cubicPoints(p0: Pt, p1: Pt, p2: Pt, p3: Pt, spacing: number): Array<Pt & { angle: number }> {
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

export function cubicPath(p0: Pt, p1: Pt, p2: Pt, p3: Pt): string {
  return `M${n(p0.x)},${n(p0.y)} C${n(p1.x)},${n(p1.y)} ${n(p2.x)},${n(p2.y)} ${n(p3.x)},${n(p3.y)}`;
}

/** Evenly spread points inside an ellipse (the sunflower-seed pattern), back rows first. */
export function domePositions(s: Scene, count: number, cx: number, cy: number, rx: number, ry: number): Array<Pt & { r: number }> {
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
