// Flowers for worship and floating: loose flowers and petals on a plate, a pooja thali, a lotus
// pond, on a banana leaf.
import { drawShadow } from '../backdrop';
import { drawHead } from '../heads';
import { cycle, domePositions, linearGradient, mix, n, type Pt, radialGradient, type Scene, toneOf, use } from '../primitives';
import { type SceneContext, type SceneResult } from '../scene-context';
import { COLOURS } from '../spec';
import { marigoldPattern } from '../trimmings';

export function drawLooseFlowers(s: Scene, ctx: SceneContext): SceneResult {
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
    const g = s.gradient('brass', (id) =>
      linearGradient(
        id,
        [
          [0, '#f7d774'],
          [0.4, '#d4a017'],
          [0.7, '#f2cd5c'],
          [1, '#9c7416'],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    out += `<ellipse cx="${cx}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="#8a6410"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${g}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.86}" ry="${ry * 0.84}" fill="none" stroke="#a37a14" stroke-width="3" stroke-dasharray="6 5"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.8}" ry="${ry * 0.78}" fill="#e9bd3d" fill-opacity="0.6"/>`;
  } else {
    out += `<ellipse cx="${cx}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="#8b6a3e"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#d9b77c"/>`;
    for (let i = 1; i < 8; i++)
      out += `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx * (i / 8))}" ry="${n(ry * (i / 8))}" fill="none" stroke="#b48f55" stroke-width="3"/>`;
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#8b6a3e" stroke-width="10"/>`;
  }
  return out;
}

export function drawLoosePetals(s: Scene, ctx: SceneContext): SceneResult {
  let out = drawPlate(s, 400, 480, 330, 200, s.chance(0.6) ? 'brass' : 'bamboo');
  const petalDefs = ctx.tones.map((t) =>
    s.define(`loose-petal:${t.base}`, (id) => {
      const g = s.gradient(`loose-petal-grad:${t.base}`, (gid) =>
        linearGradient(
          gid,
          [
            [0, mix(t.base, '#ffffff', 0.45)],
            [0.35, t.base],
            [1, mix(t.base, t.dark, 0.5)],
          ],
          0,
          1,
          0,
          0,
        ),
      );
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
  for (let i = 0; i < 3; i++)
    out += drawHead(s, 'rose', s.pick(ctx.tones), 400 + (i - 1) * 120 + s.between(-20, 20), 400 + s.between(-20, 30), 48, s.between(0, 360), 0.85);
  return { body: out, focus: { x: 400, y: 440 } };
}

export function drawPoojaThali(s: Scene, _ctx: SceneContext): SceneResult {
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
  const petal = s.define(
    'thali-petal',
    (id) =>
      `<path id="${id}" d="M0,0 C-12,-5 -16,-20 -9,-27 C-3,-33 3,-33 9,-27 C16,-20 12,-5 0,0Z" fill="${petalTone.base}" stroke="${petalTone.dark}" stroke-width="1"/>`,
  );
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
  const glow = s.gradient('flame-glow', (id) =>
    radialGradient(id, [
      [0, '#fff3b0', 0.9],
      [0.4, '#ffb300', 0.35],
      [1, '#ff6f00', 0],
    ]),
  );
  const flame = s.gradient('flame', (id) =>
    linearGradient(
      id,
      [
        [0, '#fff8d0'],
        [0.5, '#ffc107'],
        [1, '#ff6f00'],
      ],
      0,
      1,
      0,
      0,
    ),
  );
  out += `<circle cx="430" cy="360" r="90" fill="${glow}"/>`;
  out += `<path d="M370,430 C380,470 480,470 490,430 Q470,420 430,422 Q390,420 370,430Z" fill="#b5541c"/><path d="M370,430 Q430,445 490,430 Q470,414 430,416 Q390,414 370,430Z" fill="#8d3c12"/><path d="M485,428 Q505,418 512,404 Q500,420 478,424Z" fill="#b5541c"/>`;
  out += `<path d="M503,404 C488,380 496,350 506,332 C514,352 522,378 507,404Z" fill="${flame}"/><path d="M504,400 C498,388 501,372 506,364 C510,374 512,388 506,400Z" fill="#ffffff" fill-opacity="0.8"/>`;
  for (let i = 0; i < rim.length; i++) {
    const p = rim[i];
    if (p && i % 2 === 0) out += drawHead(s, 'marigold', cycle(marigolds, i), p.x, p.y, 17, s.between(0, 360), 0.9);
  }
  return { body: out, focus: { x: 420, y: 450 } };
}

export function drawLotusPond(s: Scene, ctx: SceneContext): SceneResult {
  const water = s.gradient('water', (id) =>
    linearGradient(
      id,
      [
        [0, '#6fa8a0'],
        [1, '#2f6f6a'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  let out = `<rect width="800" height="800" fill="${water}" fill-opacity="0.85"/>`;
  for (let i = 0; i < 14; i++)
    out += `<ellipse cx="${n(s.between(0, 800))}" cy="${n(s.between(0, 800))}" rx="${n(s.between(40, 120))}" ry="${n(s.between(6, 14))}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.25"/>`;
  const pad = s.gradient('pad', (id) =>
    radialGradient(id, [
      [0, '#6dbb63'],
      [1, '#2d6a2e'],
    ]),
  );
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

export function drawBananaLeaf(s: Scene): string {
  const g = s.gradient('banana', (id) =>
    linearGradient(
      id,
      [
        [0, '#2f7d32'],
        [0.5, '#4caf50'],
        [1, '#1b5e20'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  let out = `<g transform="rotate(${n(s.between(-28, -14))} 400 400)"><path d="M-40,330 C150,230 650,230 840,330 L840,520 C650,600 150,600 -40,520Z" fill="${g}"/>`;
  for (let x = 0; x < 800; x += 22)
    out += `<path d="M${x},${n(300 + Math.abs(x - 400) * 0.09)} L${x + 8},${n(540 - Math.abs(x - 400) * 0.05)}" stroke="#81c784" stroke-width="1.5" fill-opacity="0.35" stroke-opacity="0.35"/>`;
  out += '<path d="M-40,425 L840,425" stroke="#a5d6a7" stroke-width="6" fill-opacity="0.7" stroke-opacity="0.7"/></g>';
  return out;
}
