// What a picture is asked for: its kind of arrangement, its flower heads, colour names and
// palettes, and the ArtSpec that combines them.

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
  'cake',
  'chocolate-box',
  'glass-vase',
  'greeting-card',
  'teddy',
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

export const COLOURS = {
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

export const PALETTES = {
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
