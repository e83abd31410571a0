// What every scene is given (the tones, palette and flower chosen) and gives back (the drawing and
// the point a close-up centres on), and the defaults each kind of arrangement starts from.
import { type Pt, type Scene, type Tone } from './primitives';
import { type ArtKind, type FlowerChoice, type HeadKind, type PaletteName } from './spec';

/** What a mixed arrangement is made of unless the spec says otherwise. */
export const MIXED_HEADS: readonly HeadKind[] = ['rose', 'rose', 'gerbera', 'carnation', 'lily', 'rose', 'carnation'];

export function pickHead(s: Scene, ctx: SceneContext): HeadKind {
  return ctx.flower === 'mixed' ? s.pick(ctx.mix) : ctx.flower;
}

// ---------------------------------------------------------------------------------------------
// Scenes: each returns the drawing and the point a close-up should centre on.

export interface SceneContext {
  tones: Tone[];
  palette: PaletteName;
  flower: FlowerChoice;
  mix: readonly HeadKind[];
  count: number;
}
export interface SceneResult {
  body: string;
  focus: Pt;
}
export type SceneDrawer = (s: Scene, ctx: SceneContext) => SceneResult;

export const DEFAULT_FLOWER: Record<ArtKind, FlowerChoice> = {
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
  // Gifts: the cake's cherries, the card's flower and the teddy's bow take the palette's first
  // colour; the others have no flowers.
  cake: 'rose',
  'chocolate-box': 'rose',
  'glass-vase': 'rose',
  'greeting-card': 'rose',
  teddy: 'rose',
};

export const PAPERS = ['#f3dfbf', '#e8c9a2', '#f8d7e0', '#fbfaf5', '#dccbea', '#243352', '#d8e8e0', '#2b2b2b'];
