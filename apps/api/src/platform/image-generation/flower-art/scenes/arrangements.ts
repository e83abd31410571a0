// Arranged flowers: bouquets, vases and tied bunches, a rose box, a heart of roses and a basket.
import { drawShadow } from '../backdrop';
import { budDef, drawHead } from '../heads';
import { cycle, deg, domePositions, linearGradient, mix, n, type Pt, type Scene, type Tone, toneOf, use } from '../primitives';
import { PAPERS, pickHead, type SceneContext, type SceneResult } from '../scene-context';
import { COLOURS, type HeadKind } from '../spec';
import { drawBow, drawGypsophila, drawLeaf } from '../trimmings';

export function drawBouquet(s: Scene, ctx: SceneContext): SceneResult {
  const count = ctx.count || s.int(9, 16);
  const paper = s.pick(PAPERS);
  const paper2 = mix(paper, s.pick(['#ffffff', '#000000']), 0.15);
  const paperTone = toneOf(paper);
  const cx = 400 + s.between(-15, 15);
  const cy = 320;
  const rx = 205;
  const ry = 165;
  const wrapBack = s.gradient(`paper-back:${paper}`, (id) =>
    linearGradient(
      id,
      [
        [0, paperTone.light],
        [1, paper],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const wrapFront = s.gradient(`paper-front:${paper}`, (id) =>
    linearGradient(
      id,
      [
        [0, mix(paper, '#000000', 0.18)],
        [0.45, paperTone.light],
        [0.55, paper],
        [1, mix(paper, '#000000', 0.22)],
      ],
      0,
      0,
      1,
      0,
    ),
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
export function drawStems(s: Scene, ctx: SceneContext, holder: 'vase' | 'tied'): SceneResult {
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
      linearGradient(
        id,
        [
          [0, '#ffffff', 0.5],
          [0.2, '#dff3f5', 0.18],
          [0.75, '#cfe8ee', 0.15],
          [1, '#ffffff', 0.45],
        ],
        0,
        0,
        1,
        0,
      ),
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

export function drawRoseBox(s: Scene, ctx: SceneContext): SceneResult {
  const box = s.pick(['#1f1f24', '#f5f2ee', '#f3b6c6', '#8d0a23', '#d8c3a5', '#25364f']);
  const bt = toneOf(box);
  const side = s.gradient(`box:${box}`, (id) =>
    linearGradient(
      id,
      [
        [0, mix(box, '#000000', 0.3)],
        [0.35, bt.base],
        [0.55, mix(box, '#ffffff', 0.18)],
        [1, mix(box, '#000000', 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
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
    const y = top + row * r * 0.72 - 30 + Math.abs(row) * Math.abs(row) * 3;
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

export function drawRoseHeart(s: Scene, ctx: SceneContext): SceneResult {
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

export function drawBasket(s: Scene, ctx: SceneContext): SceneResult {
  const wicker = s.pick(['#c49a6c', '#b3824f', '#d8b585', '#8b5e3c', '#efe6d6']);
  const wt = toneOf(wicker);
  const weave = s.define(
    `weave:${wicker}`,
    (id) =>
      `<pattern id="${id}" width="28" height="18" patternUnits="userSpaceOnUse"><rect width="28" height="18" fill="${wt.dark}"/><rect x="1" y="1" width="12" height="7" rx="3" fill="${wt.light}"/><rect x="15" y="1" width="12" height="7" rx="3" fill="${wicker}"/><rect x="-6" y="10" width="12" height="7" rx="3" fill="${wicker}"/><rect x="8" y="10" width="12" height="7" rx="3" fill="${wt.light}"/><rect x="22" y="10" width="12" height="7" rx="3" fill="${wicker}"/></pattern>`,
  );
  const round = s.gradient('basket-round', (id) =>
    linearGradient(
      id,
      [
        [0, '#000000', 0.45],
        [0.3, '#000000', 0],
        [0.7, '#000000', 0],
        [1, '#000000', 0.5],
      ],
      0,
      0,
      1,
      0,
    ),
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
