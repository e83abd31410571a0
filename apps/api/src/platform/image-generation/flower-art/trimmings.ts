// What goes around the heads: leaves, bows, sprays of gypsophila, strings of marigolds and tassels.
import { drawHead } from './heads';
import { cycle, linearGradient, n, n3, type Pt, type Scene, type Tone, toneOf } from './primitives';
import { type PaletteName } from './spec';

function leafDef(s: Scene, variant: number): string {
  const shades: Array<[string, string, string]> = [
    ['#2e7d32', '#74b86a', '#1b5e20'],
    ['#558b2f', '#9ccc65', '#33691e'],
    ['#2f6b4a', '#6fae8a', '#1c4030'],
  ];
  const [base, light, dark] = cycle(shades, variant);
  return s.define(`leaf:${variant}`, (id) => {
    const g = s.gradient(`leaf-grad:${variant}`, (gid) =>
      linearGradient(
        gid,
        [
          [0, dark],
          [0.5, base],
          [1, light],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    return `<g id="${id}"><path d="M0,0 C30,-22 34,-70 0,-100 C-34,-70 -30,-22 0,0Z" fill="${g}"/><path d="M0,-4 Q3,-50 0,-94" stroke="${light}" stroke-width="2" fill="none" stroke-opacity="0.7"/></g>`;
  });
}

/** A leaf growing from (x, y) towards `angle` degrees (0 = up). */
export function drawLeaf(s: Scene, x: number, y: number, length: number, angle: number, variant = s.int(0, 2), width = 1): string {
  return `<use xlink:href="#${leafDef(s, variant)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n3((length / 100) * width)} ${n3(length / 100)})"/>`;
}

export function drawBow(s: Scene, x: number, y: number, size: number, colour: string): string {
  const t = toneOf(colour);
  const g = s.gradient(`ribbon:${colour}`, (id) =>
    linearGradient(
      id,
      [
        [0, t.light],
        [0.5, t.base],
        [1, t.dark],
      ],
      0,
      0,
      1,
      1,
    ),
  );
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
export function drawGypsophila(s: Scene, x: number, y: number, spread: number): string {
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

export function marigoldPattern(palette: PaletteName): Tone[] {
  const { orange, deep, yellow, lemon } = MARIGOLD_TONES;
  if (palette === 'yellow') return [yellow, lemon, yellow, yellow, lemon, orange];
  if (palette === 'festive' || palette === 'mixed') return [orange, orange, orange, yellow, yellow, deep, orange, orange, yellow, yellow];
  return [orange, deep, orange, orange, deep, orange, yellow, orange, deep, orange];
}

/** A genda string along `points`: the thread first, then heads in order so each overlaps the last. */
export function drawMarigoldString(s: Scene, points: ReadonlyArray<Pt>, r: number, tones: readonly Tone[], accent?: Tone): string {
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
export function drawTassel(s: Scene, x: number, y: number, size: number, colour: string): string {
  const t = toneOf(colour);
  let out = `<path d="M${n(x)},${n(y)} L${n(x)},${n(y + size * 0.5)}" stroke="${t.dark}" stroke-width="${n(size * 0.06)}"/>`;
  out += `<circle cx="${n(x)}" cy="${n(y + size * 0.5)}" r="${n(size * 0.16)}" fill="#e0b53c" stroke="#9c7416" stroke-width="1.5"/>`;
  for (let i = -4; i <= 4; i++) {
    out += `<path d="M${n(x + i * size * 0.02)},${n(y + size * 0.6)} Q${n(x + i * size * 0.07)},${n(y + size * 0.9)} ${n(x + i * size * 0.06)},${n(y + size * 1.15)}" stroke="${i % 2 ? t.base : t.dark}" stroke-width="${n(size * 0.045)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}
