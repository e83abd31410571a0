// Flower heads, each drawn once at radius 100 around the origin and placed with <use>: roses,
// marigolds, gerberas, sunflowers, lilies, orchids, carnations and the rest, with the detail a
// head's size on the picture needs.
import { isPale, linearGradient, mix, n, radialGradient, type Scene, stopsSvg, type Tone, use } from './primitives';
import { type HeadKind } from './spec';

// ---------------------------------------------------------------------------------------------
// Reusable heads, drawn once at radius 100 around the origin and placed with <use>.

function headDef(s: Scene, kind: HeadKind, t: Tone): string {
  switch (kind) {
    case 'rose':
      return roseDef(s, t, 3);
    case 'rosebud':
      return rosebudDef(s, t);
    case 'marigold':
      return marigoldDef(s, t, 3);
    case 'gerbera':
      return gerberaDef(s, t);
    case 'sunflower':
      return sunflowerDef(s);
    case 'lily':
      return lilyDef(s, t);
    case 'orchid':
      return orchidDef(s, t);
    case 'carnation':
      return carnationDef(s, t);
    case 'hydrangea':
      return hydrangeaDef(s, t);
    case 'jasmine':
    case 'tuberose':
      return jasmineDef(s, t);
    case 'tulip':
      return tulipDef(s, t);
    case 'anthurium':
      return anthuriumDef(s, t);
    case 'lotus':
      return lotusDef(s, t);
  }
}

/** How much of a head to draw: garlands hold hundreds of small heads whose detail nobody sees. */
type Detail = 0 | 1 | 2 | 3;

function detailFor(r: number): Detail {
  return r < 20 ? 0 : r < 36 ? 1 : r < 70 ? 2 : 3;
}

export function drawHead(s: Scene, kind: HeadKind, t: Tone, x: number, y: number, r: number, rotate = 0, squash = 1): string {
  const detail = detailFor(r * s.zoom);
  const id = kind === 'marigold' ? marigoldDef(s, t, detail) : kind === 'rose' ? roseDef(s, t, detail) : headDef(s, kind, t);
  return use(id, x, y, r / 100, rotate, squash);
}

function roseDef(s: Scene, t: Tone, detail: Detail): string {
  return s.define(`rose:${t.base}:${detail}`, (id) => {
    const petal = s.gradient(`rose-petal:${t.base}`, (g) =>
      linearGradient(
        g,
        [
          [0, t.dark],
          [0.45, t.base],
          [0.85, mix(t.base, t.light, 0.6)],
          [1, t.light],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const layers: Array<[len: number, count: number, offset: number, width: number]> = [
      [100, 5, 0, 0.8],
      [88, 5, 36, 0.78],
      [74, 5, 14, 0.74],
    ].slice(0, Math.max(1, detail)) as Array<[number, number, number, number]>;
    const edge = mix(t.dark, t.base, 0.3);
    // No strokes: resvg spends more on stroking than on filling, and a rose has dozens of edges.
    // A dark copy behind each petal and a light lens along its rim draw the same lines as fills.
    let out = `<circle r="88" fill="${t.dark}"/>`;
    for (const [len, count, offset, width] of layers) {
      const w = len * width;
      const d = `M0,0 C${n(-w * 0.9)},${n(-len * 0.15)} ${n(-w * 1.05)},${n(-len * 0.72)} ${n(-w * 0.55)},${n(-len * 0.96)} Q0,${n(-len * 1.08)} ${n(w * 0.55)},${n(-len * 0.96)} C${n(w * 1.05)},${n(-len * 0.72)} ${n(w * 0.9)},${n(-len * 0.15)} 0,0Z`;
      const curl = `M${n(-w * 0.62)},${n(-len * 0.9)} Q0,${n(-len * 1.03)} ${n(w * 0.62)},${n(-len * 0.9)} Q0,${n(-len * 0.96)} ${n(-w * 0.62)},${n(-len * 0.9)}Z`;
      for (let k = 0; k < count; k++) {
        const shade = detail > 1 ? `<path d="${d}" transform="scale(1.05)" fill="${edge}"/>` : '';
        const rim = detail > 1 ? `<path d="${curl}" fill="${t.light}" fill-opacity="0.8"/>` : '';
        out += `<g transform="rotate(${n(offset + (k * 360) / count)})">${shade}<path d="${d}" fill="${petal}"/>${rim}</g>`;
      }
    }
    // The heart of a rose is a spiral of cupped petals: crescents winding inwards.
    const heart = s.gradient(
      `rose-heart:${t.base}`,
      (g) =>
        `<radialGradient id="${g}" cx="0" cy="0" r="62" gradientUnits="userSpaceOnUse">${stopsSvg([
          [0, mix(t.dark, '#000000', 0.3)],
          [0.5, t.dark],
          [1, t.base],
        ])}</radialGradient>`,
    );
    out += `<circle r="58" fill="${heart}"/>`;
    const turns = [3, 5, 8, 12][detail] ?? 12;
    const shrink = [0.65, 0.7, 0.8, 0.85][detail] ?? 0.85;
    const pt = (a: number, r: number) => `${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`;
    let R = 60;
    for (let i = 0; i < turns; i++, R *= shrink) {
      const a0 = (i * 118 * Math.PI) / 180;
      const a1 = a0 + (175 * Math.PI) / 180;
      out += `<path d="M${pt(a0, R)} A${n(R)},${n(R)} 0 0 1 ${pt(a1, R)} A${n(R * 1.25)},${n(R * 1.25)} 0 0 0 ${pt(a0, R)}Z" fill="${petal}"/>`;
      if (detail > 0) {
        const inner = R * 0.9;
        out += `<path d="M${pt(a0, R)} A${n(R)},${n(R)} 0 0 1 ${pt(a1, R)} L${pt(a1 - 0.25, inner)} A${n(inner)},${n(inner)} 0 0 0 ${pt(a0 + 0.25, inner)}Z" fill="${t.light}" fill-opacity="0.6"/>`;
      }
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function rosebudDef(s: Scene, t: Tone): string {
  return s.define(`rosebud:${t.base}`, (id) => {
    const front = s.gradient(`rosebud-front:${t.base}`, (g) =>
      linearGradient(
        g,
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
    const back = s.gradient(`rosebud-back:${t.base}`, (g) =>
      linearGradient(
        g,
        [
          [0, t.base],
          [1, t.dark],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    const sepal = '#3c7d2e';
    return `<g id="${id}">
<path d="M0,-6 C-22,-4 -40,6 -52,22 C-30,14 -14,10 0,4Z" fill="${sepal}"/>
<path d="M0,-6 C22,-4 40,6 52,22 C30,14 14,10 0,4Z" fill="${sepal}"/>
<path d="M-46,-40 C-52,-90 -22,-118 0,-112 C22,-118 52,-90 46,-40 C40,-10 -40,-10 -46,-40Z" fill="${back}"/>
<path d="M-16,-86 C-14,-108 14,-108 16,-86 C8,-80 -8,-80 -16,-86Z" fill="${t.dark}"/>
<path d="M-50,-46 C-58,-86 -10,-104 8,-84 C-6,-60 -6,-20 -2,-2 C-28,-2 -46,-20 -50,-46Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M50,-48 C56,-88 14,-102 -4,-82 C10,-58 8,-20 2,-2 C28,-2 46,-22 50,-48Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-44,-34 C-24,-56 24,-56 44,-34 C36,-4 -36,-4 -44,-34Z" fill="${front}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M-40,-36 C-20,-52 20,-52 40,-36" fill="none" stroke="${t.light}" stroke-width="3" stroke-opacity="0.8" stroke-linecap="round"/>
<path d="M-48,-50 C-50,-80 -14,-98 4,-84" fill="none" stroke="${t.light}" stroke-width="2.5" stroke-opacity="0.7" stroke-linecap="round"/>
<path d="M0,4 C-16,8 -26,20 -30,34 C-14,26 -4,18 0,8Z" fill="${sepal}"/>
<path d="M0,4 C16,8 26,20 30,34 C14,26 4,18 0,8Z" fill="${sepal}"/>
</g>`;
  });
}

function marigoldDef(s: Scene, t: Tone, detail: Detail): string {
  return s.define(`marigold:${t.base}:${detail}`, (id) => {
    const ruffle = s.gradient(`ruffle:${t.base}`, (g) =>
      radialGradient(
        g,
        [
          [0, t.light],
          [0.5, t.base],
          [0.8, mix(t.base, t.dark, 0.45)],
          [1, t.dark],
        ],
        0.42,
        0.38,
        0.62,
      ),
    );
    const levels: Array<Array<[ring: number, count: number, size: number]>> = [
      [
        [56, 9, 40],
        [0, 1, 38],
      ],
      [
        [62, 12, 34],
        [30, 7, 28],
        [0, 1, 20],
      ],
      [
        [76, 16, 26],
        [52, 12, 24],
        [26, 7, 20],
        [0, 1, 15],
      ],
      [
        [80, 20, 22],
        [62, 17, 21],
        [44, 13, 19],
        [26, 8, 17],
        [8, 3, 13],
      ],
    ];
    const rings = levels[detail] ?? [];
    let out = `<circle r="98" fill="${mix(t.dark, '#000000', 0.2)}"/>`;
    let k = 0;
    for (const [ring, count, size] of rings) {
      const offset = k * 17;
      for (let i = 0; i < count; i++) {
        const a = ((offset + (i * 360) / count) * Math.PI) / 180;
        // Alternate sizes a little: real genda heads are ruffled, not regular.
        const r = size * (i % 2 === 0 ? 1 : 0.86);
        // The gradient darkens towards the rim, which outlines each ruffle without a (slow) stroke.
        out += `<circle cx="${n(Math.cos(a) * ring)}" cy="${n(Math.sin(a) * ring)}" r="${n(r)}" fill="${ruffle}"/>`;
      }
      k++;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function gerberaDef(s: Scene, t: Tone): string {
  return s.define(`gerbera:${t.base}`, (id) => {
    const petal = s.gradient(`gerbera-petal:${t.base}`, (g) =>
      linearGradient(
        g,
        [
          [0, t.dark],
          [0.25, t.base],
          [1, t.light],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const d = 'M-7,-24 C-10,-50 -11,-80 -6,-96 Q0,-102 6,-96 C11,-80 10,-50 7,-24Z';
    let out = '';
    for (let i = 0; i < 26; i++) out += `<path transform="rotate(${n(i * (360 / 26) + 7)})" d="${d}" fill="${t.dark}" fill-opacity="0.85"/>`;
    for (let i = 0; i < 24; i++) out += `<path transform="rotate(${n(i * 15)}) scale(0.94)" d="${d}" fill="${petal}" stroke="${t.dark}" stroke-width="0.8"/>`;
    out += `<circle r="30" fill="#3b2a10"/><circle r="26" fill="none" stroke="#e8c23a" stroke-width="5" stroke-dasharray="2 3"/><circle r="17" fill="#4a6b1f"/><circle r="9" fill="#2e3f14"/>`;
    return `<g id="${id}">${out}</g>`;
  });
}

function sunflowerDef(s: Scene): string {
  return s.define('sunflower', (id) => {
    const petal = s.gradient('sun-petal', (g) =>
      linearGradient(
        g,
        [
          [0, '#d98e04'],
          [0.4, '#f9c20b'],
          [1, '#ffe25a'],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const disk = s.gradient('sun-disk', (g) =>
      radialGradient(g, [
        [0, '#3a2108'],
        [0.7, '#5a3510'],
        [1, '#2a1504'],
      ]),
    );
    const d = 'M-12,-40 C-17,-62 -9,-86 0,-100 C9,-86 17,-62 12,-40Z';
    let out = '';
    for (let i = 0; i < 21; i++) out += `<path transform="rotate(${n(i * (360 / 21) + 8.5)})" d="${d}" fill="#d99a07"/>`;
    for (let i = 0; i < 21; i++)
      out += `<path transform="rotate(${n(i * (360 / 21))}) scale(0.93)" d="${d}" fill="${petal}" stroke="#c47f05" stroke-width="0.8"/>`;
    out += `<circle r="47" fill="${disk}"/>`;
    const golden = Math.PI * (3 - Math.sqrt(5));
    for (let i = 1; i < 110; i++) {
      const r = 44 * Math.sqrt(i / 110);
      const a = i * golden;
      out += `<circle cx="${n(Math.cos(a) * r)}" cy="${n(Math.sin(a) * r)}" r="2.3" fill="${i % 3 === 0 ? '#a8741e' : '#70461a'}"/>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function lilyDef(s: Scene, t: Tone): string {
  return s.define(`lily:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`lily-petal:${t.base}`, (g) =>
      pale
        ? linearGradient(
            g,
            [
              [0, '#d7e6a3'],
              [0.3, '#fbfbf3'],
              [1, '#ffffff'],
            ],
            0,
            1,
            0,
            0,
          )
        : linearGradient(
            g,
            [
              [0, t.dark],
              [0.35, t.base],
              [0.85, mix(t.base, '#ffffff', 0.55)],
              [1, '#ffffff'],
            ],
            0,
            1,
            0,
            0,
          ),
    );
    const spot = pale ? '#c9b37a' : t.dark;
    let out = '';
    const petals: Array<[angle: number, w: number]> = [
      [0, 24],
      [120, 24],
      [240, 24],
      [60, 31],
      [180, 31],
      [300, 31],
    ];
    for (const [angle, w] of petals) {
      out += `<g transform="rotate(${angle})"><path d="M0,0 C${-w},-22 ${-w * 0.95},-70 ${n(-w * 0.15)},-96 Q2,-106 6,-94 C${w * 0.9},-70 ${w},-22 0,0Z" fill="${petal}" stroke="${mix(t.base, '#ffffff', 0.3)}" stroke-width="1"/>`;
      out += `<path d="M0,-6 Q2,-50 0,-88" stroke="${pale ? '#e7efc7' : t.dark}" stroke-width="2" fill="none" stroke-opacity="0.6"/>`;
      for (let i = 0; i < 4; i++) out += `<circle cx="${n((i % 2 ? 1 : -1) * (5 + i * 2))}" cy="${-18 - i * 9}" r="1.8" fill="${spot}"/>`;
      out += '</g>';
    }
    for (let i = 0; i < 6; i++) {
      const a = ((i * 60 + 30) * Math.PI) / 180;
      const x = Math.cos(a) * 46;
      const y = Math.sin(a) * 46;
      out += `<path d="M0,0 Q${n(x * 0.4)},${n(y * 0.6)} ${n(x)},${n(y)}" stroke="#b9cf7a" stroke-width="2" fill="none"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="7" transform="rotate(${n(i * 60)} ${n(x)} ${n(y)})" fill="#9a4a1a"/>`;
    }
    out += '<path d="M0,0 L-4,-52" stroke="#a8c46a" stroke-width="3"/><circle cx="-4" cy="-54" r="4.5" fill="#7d9a3a"/>';
    return `<g id="${id}">${out}</g>`;
  });
}

function orchidDef(s: Scene, t: Tone): string {
  return s.define(`orchid:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`orchid-petal:${t.base}`, (g) =>
      radialGradient(
        g,
        [
          [0, pale ? '#fff6fb' : t.light],
          [0.7, pale ? '#fbf4f7' : t.base],
          [1, pale ? '#eadbe4' : mix(t.base, t.dark, 0.4)],
        ],
        0.3,
        0.5,
        0.8,
      ),
    );
    const lipColour = pale ? '#c2185b' : t.dark;
    const vein = pale ? '#e3b6cc' : mix(t.base, t.dark, 0.6);
    return `<g id="${id}">
<ellipse cx="0" cy="-52" rx="24" ry="50" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="0" cy="-52" rx="24" ry="50" transform="rotate(125)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="0" cy="-52" rx="24" ry="50" transform="rotate(-125)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="-50" cy="-4" rx="50" ry="44" transform="rotate(-14 -50 -4)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<ellipse cx="50" cy="-4" rx="50" ry="44" transform="rotate(14 50 -4)" fill="${petal}" stroke="${vein}" stroke-width="1"/>
<path d="M-60,-6 Q-36,-2 -10,-2 M-64,-22 Q-36,-12 -10,-6 M-58,14 Q-34,6 -10,2 M60,-6 Q36,-2 10,-2 M64,-22 Q36,-12 10,-6 M58,14 Q34,6 10,2" stroke="${vein}" stroke-width="1.5" fill="none" stroke-opacity="0.8"/>
<path d="M-18,4 C-30,16 -22,40 0,46 C22,40 30,16 18,4 C10,12 -10,12 -18,4Z" fill="${lipColour}"/>
<path d="M-18,4 C-24,-4 -20,-14 -12,-10 M18,4 C24,-4 20,-14 12,-10" stroke="${lipColour}" stroke-width="5" fill="none" stroke-linecap="round"/>
<ellipse cx="0" cy="14" rx="8" ry="6" fill="#f6c21c"/>
<ellipse cx="0" cy="-8" rx="7" ry="11" fill="#fffaf2"/>
</g>`;
  });
}

function carnationDef(s: Scene, t: Tone): string {
  return s.define(`carnation:${t.base}`, (id) => {
    const fill = s.gradient(`carnation:${t.base}`, (g) =>
      radialGradient(g, [
        [0, t.dark],
        [0.5, t.base],
        [1, t.light],
      ]),
    );
    let out = '';
    const layers = [100, 80, 60, 40, 22];
    for (let l = 0; l < layers.length; l++) {
      const R = layers[l] ?? 0;
      const teeth = 40 - l * 5;
      const pts: string[] = [];
      for (let i = 0; i < teeth * 2; i++) {
        const a = (i / (teeth * 2)) * Math.PI * 2 + l * 0.3;
        const r = R * (i % 2 === 0 ? 1 : 0.88) * (0.95 + 0.08 * Math.sin(i * 1.7 + l));
        pts.push(`${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}`);
      }
      out += `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="${t.dark}" stroke-width="1.2" stroke-opacity="0.5"/>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function hydrangeaDef(s: Scene, t: Tone): string {
  return s.define(`hydrangea:${t.base}`, (id) => {
    const dome = s.gradient(`hydrangea-dome:${t.base}`, (g) =>
      radialGradient(g, [
        [0, t.base],
        [1, t.dark],
      ]),
    );
    let out = `<circle r="96" fill="${dome}"/>`;
    const golden = Math.PI * (3 - Math.sqrt(5));
    for (let i = 0; i < 46; i++) {
      const r = 84 * Math.sqrt((i + 0.5) / 46);
      const a = i * golden;
      const x = Math.cos(a) * r;
      const y = Math.sin(a) * r;
      const c = mix(t.base, t.light, (i % 5) / 5 + 0.1 - r / 400);
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${(i * 37) % 90})"><ellipse cx="0" cy="-8" rx="7" ry="9" fill="${c}"/><ellipse cx="8" cy="0" rx="9" ry="7" fill="${c}"/><ellipse cx="0" cy="8" rx="7" ry="9" fill="${c}"/><ellipse cx="-8" cy="0" rx="9" ry="7" fill="${c}"/><circle r="2.5" fill="${t.dark}"/></g>`;
    }
    return `<g id="${id}">${out}</g>`;
  });
}

function jasmineDef(s: Scene, t: Tone): string {
  return s.define(`jasmine:${t.base}`, (id) => {
    const pale = isPale(t);
    const petal = s.gradient(`jasmine-petal:${t.base}`, (g) =>
      linearGradient(
        g,
        [
          [0, pale ? '#e9edc9' : t.dark],
          [0.4, pale ? '#ffffff' : t.base],
          [1, pale ? '#fbf8f0' : t.light],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    let out = '';
    for (let i = 0; i < 6; i++) {
      out += `<path transform="rotate(${i * 60 + 10})" d="M0,-8 C-22,-30 -26,-82 -4,-98 Q0,-101 4,-98 C26,-82 22,-30 0,-8Z" fill="${petal}" stroke="${pale ? '#ddd8c4' : t.dark}" stroke-width="1.5"/>`;
    }
    out += `<circle r="11" fill="${pale ? '#e7d77a' : '#ffd54f'}"/>`;
    return `<g id="${id}">${out}</g>`;
  });
}

/** A closed bud pointing up from the origin (jasmine, tuberose). Length 100. */
export function budDef(s: Scene, t: Tone): string {
  return s.define(`bud:${t.base}`, (id) => {
    const pale = isPale(t);
    const g = s.gradient(`bud:${t.base}`, (gid) =>
      linearGradient(
        gid,
        [
          [0, pale ? '#c9d69a' : t.dark],
          [0.35, pale ? '#fbfaf2' : t.base],
          [0.8, pale ? '#ffffff' : t.light],
          [1, pale ? '#f6e2e6' : t.light],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const body = 'M0,0 C-30,-14 -38,-62 -6,-97 Q0,-102 6,-97 C38,-62 30,-14 0,0Z';
    return `<g id="${id}"><path d="${body}" transform="scale(1.1)" fill="${pale ? '#bdb69c' : t.dark}"/><path d="${body}" fill="${g}"/><path d="M-12,-22 Q-18,-55 -6,-86 Q-9,-55 -6,-22Z" fill="#ffffff" fill-opacity="0.7"/><path d="M0,4 C-12,0 -12,-12 0,-12 C12,-12 12,0 0,4Z" fill="#6c9a3a"/></g>`;
  });
}

function tulipDef(s: Scene, t: Tone): string {
  return s.define(`tulip:${t.base}`, (id) => {
    const g = s.gradient(`tulip:${t.base}`, (gid) =>
      linearGradient(
        gid,
        [
          [0, t.dark],
          [0.5, t.base],
          [1, t.light],
        ],
        0,
        1,
        0.3,
        0,
      ),
    );
    return `<g id="${id}">
<path d="M-40,-70 C-44,-110 -20,-118 -6,-126 C-2,-100 10,-90 30,-100 C40,-70 40,-20 0,0 C-30,-4 -40,-40 -40,-70Z" fill="${t.dark}"/>
<path d="M-44,-64 C-50,-96 -34,-118 -20,-128 C-6,-100 -2,-60 0,0 C-32,-6 -42,-36 -44,-64Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M44,-64 C50,-96 34,-118 20,-128 C6,-100 2,-60 0,0 C32,-6 42,-36 44,-64Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M-24,-40 C-22,-90 -6,-124 2,-132 C10,-124 26,-90 24,-40 C20,-8 -20,-8 -24,-40Z" fill="${g}" stroke="${t.dark}" stroke-width="1.2"/>
<path d="M-8,-50 Q-6,-95 2,-122" stroke="${t.light}" stroke-width="4" fill="none" stroke-opacity="0.6" stroke-linecap="round"/>
</g>`;
  });
}

function anthuriumDef(s: Scene, t: Tone): string {
  return s.define(`anthurium:${t.base}`, (id) => {
    const g = s.gradient(`anthurium:${t.base}`, (gid) =>
      radialGradient(
        gid,
        [
          [0, t.light],
          [0.45, t.base],
          [1, t.dark],
        ],
        0.4,
        0.35,
        0.75,
      ),
    );
    return `<g id="${id}">
<path d="M0,-78 C-30,-112 -100,-96 -96,-40 C-92,10 -40,30 0,64 C40,30 92,10 96,-40 C100,-96 30,-112 0,-78Z" fill="${g}" stroke="${t.dark}" stroke-width="1.5"/>
<path d="M0,-74 C-10,-30 -8,20 0,58 M0,-74 C-30,-60 -60,-30 -70,0 M0,-74 C30,-60 60,-30 70,0 M0,-74 C-20,-40 -40,0 -40,30 M0,-74 C20,-40 40,0 40,30" stroke="${t.dark}" stroke-width="1.6" fill="none" stroke-opacity="0.45"/>
<ellipse cx="-40" cy="-60" rx="26" ry="12" transform="rotate(-30 -40 -60)" fill="#ffffff" fill-opacity="0.35"/>
<path d="M-5,-70 C-8,-100 0,-130 22,-140 C14,-118 10,-96 7,-70Z" fill="#f0d98a" stroke="#c9a94a" stroke-width="1.5"/>
</g>`;
  });
}

function lotusDef(s: Scene, t: Tone): string {
  return s.define(`lotus:${t.base}`, (id) => {
    const g = s.gradient(`lotus:${t.base}`, (gid) =>
      linearGradient(
        gid,
        [
          [0, '#fff7f2'],
          [0.5, t.light],
          [1, t.base],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const petal = (angle: number, len: number, w: number) =>
      `<path transform="rotate(${angle})" d="M0,0 C${-w},-${len * 0.3} ${-w * 0.8},-${len * 0.8} 0,-${len} C${w * 0.8},-${len * 0.8} ${w},-${len * 0.3} 0,0Z" fill="${g}" stroke="${t.dark}" stroke-width="1.4" stroke-opacity="0.5"/>`;
    let out = '';
    for (const a of [-78, -56, -34, 34, 56, 78]) out += petal(a, 92, 30);
    out += '<ellipse cx="0" cy="-38" rx="26" ry="10" fill="#f1c232"/>';
    for (const a of [-40, -14, 14, 40]) out += petal(a, 100, 28);
    for (const a of [-24, 0, 24]) out += petal(a, 90, 30);
    return `<g id="${id}">${out}</g>`;
  });
}
