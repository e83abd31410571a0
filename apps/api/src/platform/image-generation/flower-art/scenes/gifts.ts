// The gifts a florist sends along with flowers: a chocolate truffle cake, a box of chocolates and an
// empty glass vase. Drawn like the arrangements (same light, shadow and backdrop), so the gifts sit
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
  const side = s.gradient('cake:side', (id) => linearGradient(id, [[0, mix(CHOCOLATE, '#000000', 0.35)], [0.4, CHOCOLATE], [0.6, mix(CHOCOLATE, '#ffffff', 0.12)], [1, mix(CHOCOLATE, '#000000', 0.4)]], 0, 0, 1, 0));
  const glaze = s.gradient('cake:top', (id) => radialGradient(id, [[0, '#6b3a24'], [0.7, '#3b1d11'], [1, '#2a140b']], 0.45, 0.4, 0.6));
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
  for (const [dx, dy] of [[-40, -6], [30, -14], [0, 16]] as const) {
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
  const glass = s.gradient('vase:glass', (id) => linearGradient(id, [[0, '#ffffff'], [0.15, '#dfeef0'], [0.5, '#ffffff'], [0.85, '#cfe3e6'], [1, '#ffffff']], 0, 0, 1, 0));
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
