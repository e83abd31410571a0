// The hero's decoration on wide screens: a loose arrangement of five-petal flowers drawn inline
// (no image request on the landing page). Purely decorative, so hidden from assistive technology.
const FLOWERS = [
  { x: 150, y: 140, r: 70, petal: '#f472b6', centre: '#fde68a' },
  { x: 290, y: 110, r: 52, petal: '#fb923c', centre: '#fef3c7' },
  { x: 260, y: 250, r: 80, petal: '#db2777', centre: '#fde68a' },
  { x: 110, y: 300, r: 50, petal: '#facc15', centre: '#b45309' },
  { x: 380, y: 220, r: 44, petal: '#f9a8d4', centre: '#fef3c7' },
  { x: 360, y: 340, r: 56, petal: '#f97316', centre: '#fde68a' },
  { x: 190, y: 400, r: 42, petal: '#ec4899', centre: '#fef3c7' },
];

function Flower({ x, y, r, petal, centre }: (typeof FLOWERS)[number]) {
  const d = r * 0.55;
  return (
    <g>
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx={x + d * Math.sin((angle * Math.PI) / 180)}
          cy={y - d * Math.cos((angle * Math.PI) / 180)}
          r={r * 0.5}
          fill={petal}
          opacity={0.92}
        />
      ))}
      <circle cx={x} cy={y} r={r * 0.32} fill={centre} />
    </g>
  );
}

export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 480" aria-hidden="true" focusable="false" className={className}>
      <circle cx="240" cy="240" r="230" fill="#fce7f3" />
      {[
        [150, 140, 120, 460],
        [260, 250, 250, 470],
        [360, 340, 300, 470],
      ].map(([x1, y1, x2, y2]) => (
        <path key={x1} d={`M${x1} ${y1} Q${(x1! + x2!) / 2 + 20} ${(y1! + y2!) / 2} ${x2} ${y2}`} stroke="#15803d" strokeWidth="6" fill="none" />
      ))}
      {FLOWERS.map((flower) => (
        <Flower key={`${flower.x}-${flower.y}`} {...flower} />
      ))}
    </svg>
  );
}
