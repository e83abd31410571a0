// Decorations: an orchid in its pot, a car dressed for a wedding, a stage.
import { drawShadow } from '../backdrop';
import { drawHead } from '../heads';
import { cubicPath, cubicPoints, cycle, domePositions, isPale, linearGradient, mix, n, type Pt, type Scene, toneOf } from '../primitives';
import { type SceneContext, type SceneResult } from '../scene-context';
import { type HeadKind } from '../spec';
import { drawBow, drawLeaf, drawMarigoldString, marigoldPattern } from '../trimmings';

export function drawOrchidPot(s: Scene, ctx: SceneContext): SceneResult {
  const pot = s.pick(['#f5f3ef', '#2c3e50', '#c0673a', '#8fb8c9', '#e9d8c4']);
  const pt = toneOf(pot);
  const potFill = s.gradient(`pot:${pot}`, (id) =>
    linearGradient(
      id,
      [
        [0, mix(pot, '#000000', 0.25)],
        [0.35, pt.base],
        [0.55, mix(pot, '#ffffff', 0.3)],
        [1, mix(pot, '#000000', 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
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

export function drawCar(s: Scene, ctx: SceneContext): SceneResult {
  const paint = s.pick(['#f5f5f5', '#c0c4c8', '#1e1e22', '#7a0f1d', '#f2efe6']);
  const pt = toneOf(paint);
  const body = s.gradient(`car:${paint}`, (id) =>
    linearGradient(
      id,
      [
        [0, mix(paint, '#ffffff', 0.5)],
        [0.45, paint],
        [1, mix(paint, '#000000', 0.35)],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const glass = s.gradient('car-glass', (id) =>
    linearGradient(
      id,
      [
        [0, '#9fb7c8'],
        [1, '#2f3e4c'],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
  let out = drawShadow(s, 410, 640, 360, 30, 0.55);
  out += `<rect x="0" y="630" width="800" height="170" fill="#8a8f94" fill-opacity="0.35"/>`;
  const shape =
    'M60,590 L58,520 Q62,486 110,476 L210,466 Q260,400 320,372 Q360,356 430,356 L520,358 Q560,362 600,410 L650,452 L730,466 Q770,476 770,520 L772,590 Q770,604 740,606 L60,606Z';
  out += `<path d="${shape}" fill="${body}" stroke="${pt.dark}" stroke-width="2"/>`;
  out += `<path d="M232,462 Q276,410 330,386 Q362,374 410,374 L412,462Z" fill="${glass}"/><path d="M428,374 L515,376 Q548,382 584,430 L598,456 L428,460Z" fill="${glass}"/>`;
  out += `<path d="M412,372 L412,600 M600,462 L604,590" stroke="${pt.dark}" stroke-width="2" fill-opacity="0.6" stroke-opacity="0.6"/><path d="M70,528 L760,530" stroke="#ffffff" stroke-width="3" fill-opacity="0.5" stroke-opacity="0.5"/>`;
  out += `<rect x="735" y="486" width="30" height="16" rx="6" fill="#fff6c9"/><rect x="62" y="490" width="22" height="18" rx="5" fill="#d32f2f"/>`;
  for (const wx of [200, 630]) {
    out += `<circle cx="${wx}" cy="602" r="62" fill="${mix(paint, '#000000', 0.6)}"/><circle cx="${wx}" cy="606" r="54" fill="#1b1b1b"/><circle cx="${wx}" cy="606" r="32" fill="#c9cdd1"/><circle cx="${wx}" cy="606" r="10" fill="#7d8388"/>`;
    for (let k = 0; k < 5; k++)
      out += `<path d="M${wx},606 L${n(wx + Math.cos(k * 1.2566) * 30)},${n(606 + Math.sin(k * 1.2566) * 30)}" stroke="#8d9296" stroke-width="5"/>`;
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
  for (let x = 250; x <= 580; x += 20)
    roof.push({ x, y: 360 - Math.sin(((x - 250) / 330) * Math.PI) * 8 + (x < 320 ? (320 - x) * 0.9 : 0) + (x > 520 ? (x - 520) * 0.9 : 0) });
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

export function drawStage(s: Scene, ctx: SceneContext): SceneResult {
  const drape = s.pick(['#f3e5d0', '#f8e1e7', '#fff3d6', '#e9e0f3']);
  const dt = toneOf(drape);
  let out = `<rect width="800" height="640" fill="${drape}" fill-opacity="0.7"/>`;
  for (let x = 0; x < 800; x += 40)
    out += `<path d="M${x},0 Q${x + 20},320 ${x},640" stroke="${dt.dark}" stroke-width="10" fill="none" stroke-opacity="0.08"/>`;
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
