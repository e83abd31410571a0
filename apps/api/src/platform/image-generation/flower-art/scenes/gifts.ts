// The gifts a florist sends along with flowers: a chocolate truffle cake, a box of chocolates, an
// empty glass vase, a greeting card and a teddy bear. Drawn like the arrangements (same light, shadow and backdrop), so the gifts sit
// in the catalogue beside the bouquets.
import { linearGradient, mix, radialGradient, type Scene } from '../primitives';
import { drawShadow } from '../backdrop';
import { drawBow } from '../trimmings';
import type { SceneContext, SceneResult } from '../scene-context';

const CHOCOLATE = '#4a2617';

/** A round truffle cake on a gold board: dark sides, a glossy top with drips, curls and cherries. */
export function drawCake(s: Scene, ctx: SceneContext): SceneResult {
  const cx = 400;
  const top = 400;
  const rx = 230;
  const ry = 78;
  const height = 190;
  const side = s.gradient('cake:side', (id) =>
    linearGradient(
      id,
      [
        [0, mix(CHOCOLATE, '#000000', 0.35)],
        [0.4, CHOCOLATE],
        [0.6, mix(CHOCOLATE, '#ffffff', 0.12)],
        [1, mix(CHOCOLATE, '#000000', 0.4)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const glaze = s.gradient('cake:top', (id) =>
    radialGradient(
      id,
      [
        [0, '#6b3a24'],
        [0.7, '#3b1d11'],
        [1, '#2a140b'],
      ],
      0.45,
      0.4,
      0.6,
    ),
  );
  let out = drawShadow(s, cx, top + height + 40, rx + 70, 34, 0.45);
  out += `<ellipse cx="${cx}" cy="${top + height + 18}" rx="${rx + 50}" ry="${ry + 20}" fill="#d9b45a"/>`;
  out += `<ellipse cx="${cx}" cy="${top + height + 12}" rx="${rx + 50}" ry="${ry + 20}" fill="#f2d17a"/>`;
  out += `<path d="M${cx - rx},${top} L${cx - rx},${top + height} A${rx},${ry} 0 0 0 ${cx + rx},${top + height} L${cx + rx},${top}Z" fill="${side}"/>`;
  // Ganache running down the side.
  let drips = `M${cx - rx},${top}`;
  for (let x = cx - rx; x < cx + rx; x += 30) {
    const y = top + Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2)) * ry;
    drips += ` L${x},${y + s.between(10, 55)} Q${x + 8},${y + 70} ${x + 15},${y + 10}`;
  }
  out += `<path d="${drips} L${cx + rx},${top} Z" fill="#2f170d"/>`;
  out += `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${glaze}"/>`;
  // Chocolate curls round the rim, cherries on top.
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx * 0.78;
    const y = top + Math.sin(a) * ry * 0.78;
    out += `<path d="M${x - 14},${y} q14,-16 28,0 q-14,10 -28,0Z" fill="#7a4a2e" stroke="#3b1d11" stroke-width="2"/>`;
  }
  const cherry = ctx.tones[0]?.base ?? '#b0102a';
  for (const [dx, dy] of [
    [-40, -6],
    [30, -14],
    [0, 16],
  ] as const) {
    out += `<path d="M${cx + dx},${top + dy - 18} q10,-40 30,-50" stroke="#3d6b2a" stroke-width="4" fill="none"/>`;
    out += `<circle cx="${cx + dx}" cy="${top + dy - 10}" r="19" fill="${cherry}"/><circle cx="${cx + dx - 6}" cy="${top + dy - 17}" r="6" fill="#ffffff" fill-opacity="0.55"/>`;
  }
  return { body: out, focus: { x: cx, y: top } };
}

/** An open box of round truffles in paper cups, seen from above at a slant, with a satin bow. */
export function drawChocolateBox(s: Scene): SceneResult {
  const box = s.pick(['#7a1230', '#1f2f4f', '#2b2b2b', '#8c5a2b']);
  const cx = 400;
  const top = 330;
  const w = 520;
  const h = 300;
  let out = drawShadow(s, cx, top + h + 40, w / 2 + 40, 36, 0.45);
  out += `<path d="M${cx - w / 2},${top} L${cx + w / 2},${top} L${cx + w / 2 + 20},${top + h} L${cx - w / 2 - 20},${top + h}Z" fill="${box}"/>`;
  out += `<path d="M${cx - w / 2 - 20},${top + h} L${cx + w / 2 + 20},${top + h} L${cx + w / 2 + 20},${top + h + 40} L${cx - w / 2 - 20},${top + h + 40}Z" fill="${mix(box, '#000000', 0.35)}"/>`;
  out += `<path d="M${cx - w / 2 + 16},${top + 14} L${cx + w / 2 - 16},${top + 14} L${cx + w / 2},${top + h - 14} L${cx - w / 2},${top + h - 14}Z" fill="#f1e2c6"/>`;
  const flavours = ['#3b1d11', '#5a2e1a', '#e9d8b4', '#7b4226', '#2a140b'];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const x = cx - w / 2 + 80 + col * ((w - 120) / 3.4) + row * 6;
      const y = top + 52 + row * 66;
      const fill = s.pick(flavours);
      out += `<ellipse cx="${x}" cy="${y + 6}" rx="40" ry="30" fill="#8a6a3a"/>`;
      out += `<ellipse cx="${x}" cy="${y}" rx="34" ry="26" fill="${fill}"/>`;
      out += `<path d="M${x - 18},${y - 4} q18,-12 36,0" stroke="${mix(fill, '#ffffff', 0.45)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    }
  }
  const ribbon = s.pick(['#d4a017', '#c62828', '#f8f1f1']);
  out += `<rect x="${cx - 18}" y="${top}" width="36" height="${h + 40}" fill="${ribbon}" fill-opacity="0.9"/>`;
  out += drawBow(s, cx, top + 10, 80, ribbon);
  return { body: out, focus: { x: cx, y: top + h / 2 } };
}

/** An empty glass vase with a little water: clear walls, a thick base and bright highlights. */
export function drawGlassVase(s: Scene): SceneResult {
  const cx = 400;
  const top = 170;
  const bottom = 660;
  const glass = s.gradient('vase:glass', (id) =>
    linearGradient(
      id,
      [
        [0, '#ffffff'],
        [0.15, '#dfeef0'],
        [0.5, '#ffffff'],
        [0.85, '#cfe3e6'],
        [1, '#ffffff'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let out = drawShadow(s, cx, bottom + 20, 170, 28, 0.35);
  const body = `M${cx - 95},${top} Q${cx - 110},${top + 60} ${cx - 150},${top + 220} Q${cx - 175},${bottom - 60} ${cx - 130},${bottom} L${cx + 130},${bottom} Q${cx + 175},${bottom - 60} ${cx + 150},${top + 220} Q${cx + 110},${top + 60} ${cx + 95},${top}Z`;
  out += `<path d="${body}" fill="${glass}" fill-opacity="0.55" stroke="#9fc4c9" stroke-width="5"/>`;
  out += `<path d="M${cx - 160},${top + 300} Q${cx - 175},${bottom - 60} ${cx - 130},${bottom} L${cx + 130},${bottom} Q${cx + 175},${bottom - 60} ${cx + 160},${top + 300}Z" fill="#bfe0e6" fill-opacity="0.6"/>`;
  out += `<ellipse cx="${cx}" cy="${top + 300}" rx="160" ry="16" fill="#e6f5f7" fill-opacity="0.8"/>`;
  out += `<ellipse cx="${cx}" cy="${top}" rx="95" ry="18" fill="none" stroke="#9fc4c9" stroke-width="6"/>`;
  out += `<rect x="${cx - 130}" y="${bottom - 26}" width="260" height="26" rx="8" fill="#cfe3e6" fill-opacity="0.85"/>`;
  out += `<path d="M${cx - 110},${top + 90} Q${cx - 140},${top + 250} ${cx - 115},${bottom - 60}" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none" stroke-opacity="0.85"/>`;
  out += `<path d="M${cx + 95},${top + 140} Q${cx + 118},${top + 250} ${cx + 100},${bottom - 120}" stroke="#ffffff" stroke-width="6" stroke-linecap="round" fill="none" stroke-opacity="0.7"/>`;
  return { body: out, focus: { x: cx, y: top + 260 } };
}

/** A folded greeting card standing open beside its envelope; a flower and a heart on its front, no words (no fonts offline). */
export function drawGreetingCard(s: Scene, ctx: SceneContext): SceneResult {
  const paper = s.pick(['#fbf6ec', '#fde8ef', '#eef5ea']);
  const accent = ctx.tones[0]?.base ?? '#c8102e';
  const leaf = '#3d6b2a';
  let out = drawShadow(s, 400, 640, 290, 34, 0.4);
  // The envelope lies behind, at a slant.
  out += `<g transform="rotate(-8 520 560)"><rect x="330" y="470" width="390" height="200" rx="6" fill="#e9d3b0" stroke="#cdb48c" stroke-width="3"/>`;
  out += `<path d="M330,470 L525,590 L720,470" fill="none" stroke="#cdb48c" stroke-width="4"/></g>`;
  // The card: its inside leaf, then the front at a slight angle, as when it stands half open.
  out += `<path d="M250,190 L470,160 L470,620 L250,640Z" fill="${mix(paper, '#000000', 0.08)}"/>`;
  out += `<path d="M470,160 L610,205 L610,655 L470,620Z" fill="${paper}" stroke="${mix(paper, '#000000', 0.15)}" stroke-width="3"/>`;
  out += `<path d="M250,190 L470,160 L470,620 L250,640Z" fill="${paper}" stroke="${mix(paper, '#000000', 0.15)}" stroke-width="3"/>`;
  out += `<path d="M270,215 L450,190 L450,600 L270,617Z" fill="none" stroke="${accent}" stroke-width="4" stroke-opacity="0.7"/>`;
  // A stemmed flower on the front: five round petals round a gold heart.
  const fx = 360;
  const fy = 330;
  out += `<path d="M${fx},${fy + 40} Q${fx + 10},${fy + 140} ${fx - 5},${fy + 220}" stroke="${leaf}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${fx + 3},${fy + 140} q40,-30 62,-6 q-30,24 -62,6Z" fill="${leaf}"/>`;
  out += `<path d="M${fx},${fy + 170} q-42,-26 -60,2 q30,20 60,-2Z" fill="${mix(leaf, '#ffffff', 0.15)}"/>`;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    out += `<circle cx="${fx + Math.cos(a) * 34}" cy="${fy + Math.sin(a) * 34}" r="30" fill="${accent}"/>`;
    out += `<circle cx="${fx + Math.cos(a) * 38 - 6}" cy="${fy + Math.sin(a) * 38 - 8}" r="9" fill="#ffffff" fill-opacity="0.35"/>`;
  }
  out += `<circle cx="${fx}" cy="${fy}" r="20" fill="#f2c14e"/>`;
  // A small heart in the corner, where the message would be written.
  out += `<path d="M410,540 c-14,-18 -40,-4 -24,16 l24,22 l24,-22 c16,-20 -10,-34 -24,-16Z" fill="${accent}" fill-opacity="0.8"/>`;
  return { body: out, focus: { x: 360, y: 380 } };
}

/** A sitting teddy bear with a satin bow at its neck: round head and ears, muzzle, paws with pads. */
export function drawTeddy(s: Scene, ctx: SceneContext): SceneResult {
  const fur = s.pick(['#b07a45', '#c8955f', '#9a6a3c', '#d9b48a']);
  const light = mix(fur, '#ffffff', 0.35);
  const dark = mix(fur, '#000000', 0.3);
  const body = s.gradient(`teddy:${fur}`, (id) =>
    radialGradient(
      id,
      [
        [0, light],
        [0.6, fur],
        [1, dark],
      ],
      0.45,
      0.35,
      0.7,
    ),
  );
  const bow = ctx.tones[0]?.base ?? '#c8102e';
  const cx = 400;
  let out = drawShadow(s, cx, 690, 250, 34, 0.45);
  // Legs stretched forward, with round foot pads.
  for (const dx of [-120, 120]) {
    out += `<ellipse cx="${cx + dx}" cy="620" rx="90" ry="70" fill="${body}"/>`;
    out += `<ellipse cx="${cx + dx * 1.1}" cy="640" rx="52" ry="44" fill="${light}"/>`;
  }
  // Body, then arms over it.
  out += `<ellipse cx="${cx}" cy="520" rx="170" ry="165" fill="${body}"/>`;
  out += `<ellipse cx="${cx}" cy="545" rx="100" ry="105" fill="${light}" fill-opacity="0.7"/>`;
  out += `<ellipse cx="${cx - 165}" cy="500" rx="55" ry="95" transform="rotate(25 ${cx - 165} 500)" fill="${body}"/>`;
  out += `<ellipse cx="${cx + 165}" cy="500" rx="55" ry="95" transform="rotate(-25 ${cx + 165} 500)" fill="${body}"/>`;
  // Ears, head, muzzle, eyes and nose.
  for (const dx of [-120, 120]) {
    out += `<circle cx="${cx + dx}" cy="170" r="62" fill="${body}"/>`;
    out += `<circle cx="${cx + dx}" cy="174" r="34" fill="${light}"/>`;
  }
  out += `<circle cx="${cx}" cy="270" r="150" fill="${body}"/>`;
  out += `<ellipse cx="${cx}" cy="320" rx="70" ry="55" fill="${light}"/>`;
  for (const dx of [-55, 55]) {
    out += `<circle cx="${cx + dx}" cy="245" r="17" fill="#1e120b"/><circle cx="${cx + dx - 5}" cy="239" r="5" fill="#ffffff"/>`;
  }
  out += `<ellipse cx="${cx}" cy="300" rx="26" ry="18" fill="#2a1a10"/>`;
  out += `<path d="M${cx},318 L${cx},340 M${cx},340 q-22,18 -40,2 M${cx},340 q22,18 40,2" stroke="#2a1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  // A satin bow where head meets body.
  out += drawBow(s, cx, 410, 90, bow);
  return { body: out, focus: { x: cx, y: 300 } };
}
