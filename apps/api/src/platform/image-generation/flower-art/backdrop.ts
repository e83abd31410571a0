// The backdrop behind every picture: a soft gradient, a vignette and shadows under objects.
import { linearGradient, mix, n, radialGradient, type Scene } from './primitives';
import { type ArtKind } from './spec';

// ---------------------------------------------------------------------------------------------
// Backdrop

export function drawBackground(s: Scene, colour: string, kind: ArtKind): string {
  const top = mix(colour, '#ffffff', 0.35);
  const bottom = mix(colour, '#000000', 0.1);
  const fill = s.gradient('bg', (id) =>
    linearGradient(
      id,
      [
        [0, top],
        [0.62, colour],
        [1, bottom],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  let out = `<rect width="800" height="800" fill="${fill}"/>`;
  const glow = s.gradient('bokeh', (id) =>
    radialGradient(id, [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ]),
  );
  const spots = kind === 'lotus-pond' ? 0 : s.int(4, 8);
  for (let i = 0; i < spots; i++) {
    out += `<circle cx="${n(s.between(0, 800))}" cy="${n(s.between(0, 520))}" r="${n(s.between(40, 130))}" fill="${glow}" fill-opacity="${n(s.between(0.3, 0.8))}"/>`;
  }
  // A table edge under standing things grounds them like a product photo.
  if (['vase', 'rose-box', 'basket', 'orchid-pot', 'bouquet', 'bunch'].includes(kind)) {
    const table = mix(colour, '#7a5a40', 0.25);
    const edge = s.gradient('table', (id) =>
      linearGradient(
        id,
        [
          [0, mix(table, '#ffffff', 0.2)],
          [1, mix(table, '#000000', 0.15)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    out += `<rect y="690" width="800" height="110" fill="${edge}" fill-opacity="0.55"/>`;
  }
  return out;
}

export function drawVignette(s: Scene): string {
  const v = s.gradient('vignette', (id) =>
    radialGradient(
      id,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.22],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
  return `<rect width="800" height="800" fill="${v}"/>`;
}

export function drawShadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const g = s.gradient('shadow', (id) =>
    radialGradient(id, [
      [0, '#000000', 0.6],
      [1, '#000000', 0],
    ]),
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${g}" fill-opacity="${opacity}"/>`;
}
