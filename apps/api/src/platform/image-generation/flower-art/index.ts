// Draws flower pictures offline: bouquets, garlands and decorations built as SVG from a seeded
// random generator (so every picture looks different but reproducible), rasterised by resvg and
// encoded as WebP by sharp. No fonts, no text, no network. The demo catalogue's pictures, the
// custom-design studio's drawings (procedural.ts turns a customer's words into an ArtSpec) and the
// drawing benchmark share it. The parts: spec.ts (what may be asked for), primitives.ts (numbers,
// colours, randomness, the Scene), heads.ts and trimmings.ts (flowers and what goes around them),
// backdrop.ts, scene-context.ts, and scenes/ (one drawer per kind of arrangement).
import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { drawBackground, drawVignette } from './backdrop';
import { createRng, n, Scene, toneOf } from './primitives';
import { DEFAULT_FLOWER, MIXED_HEADS, type SceneContext } from './scene-context';
import { SCENES } from './scenes/index';
import { type ArtSpec, COLOURS, PALETTES } from './spec';

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

export { ART_KINDS, HEAD_KINDS } from './spec';
export type { ArtKind, ArtSpec, ColourName, FlowerChoice, HeadKind, PaletteName } from './spec';
