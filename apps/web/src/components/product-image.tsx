// A catalogue picture in a fixed square box: srcset for phones, lazy by default, and an inline
// placeholder (no network) when the URL is missing or fails to load, as spec §8 asks.
// A failed small variant is retried as the full-size file before giving up.
import { useState } from 'react';
import { responsiveImage } from '../lib/responsive-image';

/** A flower on a pale pink square, inline so it shows even offline. */
/* eslint-disable lingui/no-unlocalized-strings -- SVG markup of the placeholder picture, not words */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fdf2f8"/>' +
      '<g fill="#f9a8d4"><circle cx="50" cy="36" r="10"/><circle cx="64" cy="46" r="10"/><circle cx="59" cy="62" r="10"/>' +
      '<circle cx="41" cy="62" r="10"/><circle cx="36" cy="46" r="10"/></g><circle cx="50" cy="50" r="7" fill="#fbcfe8"/></svg>',
  );
/* eslint-enable lingui/no-unlocalized-strings */

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn (see IMAGE_SIZES). */
  sizes: string;
  /** Above-the-fold pictures (the product page's main image) load eagerly and first. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, sizes, priority = false, className = '' }: ProductImageProps) {
  // How far this URL has fallen back: 0 responsive, 1 the full-size file alone (its 400 px
  // sibling failed, e.g. an upload made before siblings existed), 2 the placeholder. Keyed by
  // the URL so a new URL gets a fresh try without an effect to reset it.
  const [failure, setFailure] = useState<{ src: string; level: 1 | 2 } | null>(null);
  const level = src && failure?.src === src ? failure.level : 0;
  const responsive = src ? responsiveImage(src, sizes) : undefined;
  const image = !responsive || level === 2 ? { src: PLACEHOLDER_IMAGE } : level === 1 ? { src: responsive.src } : responsive;
  const isPlaceholder = image.src === PLACEHOLDER_IMAGE;

  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? image.sizes : undefined}
      alt={alt}
      // 800 × 800 is the stored size; with the CSS box this reserves the square before loading.
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      data-placeholder={isPlaceholder ? 'true' : undefined}
      onError={() => {
        if (!src || isPlaceholder) return;
        setFailure({ src, level: level === 0 && responsive?.srcSet ? 1 : 2 });
      }}
      className={`aspect-square h-auto w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
