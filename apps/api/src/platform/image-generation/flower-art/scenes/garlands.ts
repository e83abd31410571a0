// Strung flowers: marigold garlands and strands, torans, jasmine gajras and wedding varmalas.
import { drawShadow } from '../backdrop';
import { budDef, drawHead } from '../heads';
import { cubicPath, cubicPoints, cycle, deg, linearGradient, n, type Pt, type Scene, toneOf, use } from '../primitives';
import { type SceneContext, type SceneResult } from '../scene-context';
import { drawBananaLeaf } from './offerings';
import { COLOURS, type HeadKind } from '../spec';
import { drawLeaf, drawMarigoldString, drawTassel, marigoldPattern } from '../trimmings';

export function drawMarigoldGarland(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const strands = ctx.count || s.int(1, 2);
  const accent = ctx.palette === 'festive' || ctx.flower === 'rose' ? toneOf(COLOURS.red) : undefined;
  let out = '';
  const hookX = [180 + s.between(-20, 20), 620 + s.between(-20, 20)] as const;
  for (const x of hookX)
    out += `<path d="M${n(x)},0 L${n(x)},60" stroke="#8a6d3b" stroke-width="3"/><circle cx="${n(x)}" cy="24" r="9" fill="#c9a227" stroke="#8a6d3b" stroke-width="2"/>`;
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

export function drawGarlandStrands(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const strands = ctx.count || 5;
  let out =
    '<rect x="40" y="70" width="720" height="18" rx="9" fill="#a87b4f"/><rect x="40" y="72" width="720" height="5" rx="2" fill="#d4b48a" fill-opacity="0.7"/>';
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

export function drawToran(s: Scene, ctx: SceneContext): SceneResult {
  const pattern = marigoldPattern(ctx.palette);
  const wood = s.gradient('door-wood', (id) =>
    linearGradient(
      id,
      [
        [0, '#8d5a32'],
        [0.5, '#a86f41'],
        [1, '#6e4425'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
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

/** Jasmine buds tied along `points`, pointing outwards on both sides as in a real gajra. */
function drawJasmineRope(
  s: Scene,
  points: ReadonlyArray<Pt & { angle: number }>,
  bud: string,
  accents: Array<{ every: number; draw: (p: Pt) => string }>,
): string {
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

export function drawGajra(s: Scene, ctx: SceneContext): SceneResult {
  const white = toneOf(COLOURS.white);
  const bud = budDef(s, white);
  const accentTone = ctx.palette === 'orange' ? toneOf('#ff8a3d') : ctx.palette === 'red' || ctx.palette === 'pink' ? ctx.tones[0] : undefined;
  const accents: Array<{ every: number; draw: (p: Pt) => string }> = [
    { every: 11, draw: (p) => drawHead(s, 'jasmine', white, p.x, p.y, 14, s.between(0, 60)) },
  ];
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
    const rings =
      layout === 'ring'
        ? [{ x: 400, y: 400, r: 180 }]
        : [
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

export function drawVarmala(s: Scene, ctx: SceneContext): SceneResult {
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
