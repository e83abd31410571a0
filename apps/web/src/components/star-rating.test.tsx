// The rating's one drawing: gold up to the same point of the same star a star-by-star fill reached,
// and grey after it, read out as one phrase.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/i18n-wrapper';
import { StarRating } from './star-rating';

/** The x (of the row's 129.6 units) where gold gives way to grey. */
function goldEndsAt(rating: number): number {
  const { container, unmount } = render(<StarRating rating={rating} />, inEnglish);
  const stops = [...container.querySelectorAll('stop')].map((stop) => Number(stop.getAttribute('offset')));
  unmount();
  expect(stops).toHaveLength(2);
  expect(stops[0]).toBe(stops[1]);
  return Math.round(stops[0]! * 129.6 * 10) / 10;
}

describe('StarRating', () => {
  it('fills whole stars, and a part of the next from its left tip, one drawing for all five', () => {
    // Each star spans x 2–22 of its 24 units; the stars are 26.4 units apart.
    expect(goldEndsAt(0)).toBe(2);
    expect(goldEndsAt(1)).toBe(28.4);
    expect(goldEndsAt(2.5)).toBe(64.8);
    expect(goldEndsAt(4.7)).toBe(121.6);
    expect(goldEndsAt(5)).toBe(129.6);
    expect(goldEndsAt(9)).toBe(129.6);
    render(<StarRating rating={4.66} size="sm" />, inEnglish);
    const rating = screen.getByRole('img', { name: 'Rated 4.7 out of 5' });
    expect(rating.querySelectorAll('svg')).toHaveLength(1);
    expect(rating.querySelectorAll('path')).toHaveLength(1);
  });
});
