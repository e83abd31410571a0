// A 0–5 star rating drawn with partial fills, read out as one phrase ("Rated 4.6 out of 5").
import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

export function ratingLabel(rating: number, i18n: I18n): string {
  const value = formatRating(rating);
  return i18n._(msg`Rated ${value} out of 5`);
}

function formatRating(rating: number): string {
  const clamped = Math.min(5, Math.max(0, rating));
  return Number.isInteger(clamped) ? String(clamped) : clamped.toFixed(1);
}

// The five stars in one drawing and one path, laid out as five 24-unit stars 2.4 units apart
// would be (each star spans x 2–22 of its 24), filled by one gradient across the row: a product page
// shows up to seven ratings, and the server renders every element of each. (One path, not five
// uses of one: a gradient in user space would move with each use's offset.)
const PITCH = 26.4;
const WIDTH = 4 * PITCH + 24;
const at = (x: number) => Number(x.toFixed(1));
// eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
const starAt = (dx: number) => `M${at(12 + dx)} 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L${at(2 + dx)} 9.5l7.1-.6z`;
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => starAt(i * PITCH)).join('');
const SIZES = { md: 'h-5 w-[6.75rem]', sm: 'h-4 w-[5.4rem]' } as const;

/** Where the gold ends: the point of its star that a fill of that star's share reaches. */
function filledTo(value: number): number {
  const whole = Math.floor(value);
  return whole >= 5 ? WIDTH : whole * PITCH + 2 + (value - whole) * 20;
}

export function StarRating({ rating, size = 'md' }: { rating: number; size?: keyof typeof SIZES }) {
  const { i18n } = useLingui();
  const gradient = useId();
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const offset = filledTo(value) / WIDTH;
  return (
    <span role="img" aria-label={ratingLabel(value, i18n)} className="inline-flex items-center">
      <svg viewBox={`0 0 ${WIDTH} 24`} aria-hidden="true" focusable="false" className={SIZES[size]}>
        <defs>
          <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" x2={WIDTH} y1="0" y2="0">
            <stop offset={offset} stopColor="#ca8a04" />
            <stop offset={offset} stopColor="#d1d5db" />
          </linearGradient>
        </defs>
        <path d={FIVE_STARS} fill={`url(#${gradient})`} />
      </svg>
    </span>
  );
}
