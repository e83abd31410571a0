// A 0–5 star rating drawn with partial fills, read out as one phrase ("Rated 4.6 out of 5").
import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z';

export function ratingLabel(rating: number, i18n: I18n): string {
  const value = formatRating(rating);
  return i18n._(msg`Rated ${value} out of 5`);
}

function formatRating(rating: number): string {
  const clamped = Math.min(5, Math.max(0, rating));
  return Number.isInteger(clamped) ? String(clamped) : clamped.toFixed(1);
}

export function StarRating({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return (
    <span role="img" aria-label={ratingLabel(value, i18n)} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, value - i));
        const gradient = `${id}-star-${i}`;
        return (
          <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
            <defs>
              <linearGradient id={gradient}>
                <stop offset={fill} stopColor="#ca8a04" />
                <stop offset={fill} stopColor="#d1d5db" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${gradient})`} />
          </svg>
        );
      })}
    </span>
  );
}
