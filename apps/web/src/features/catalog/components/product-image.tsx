// A catalogue picture in a fixed square box: srcset for phones, lazy by default, and an inline
// placeholder (no network) when the URL is missing or fails to load, as spec §8 asks.
import { useState } from 'react';
import { responsiveImage } from '../lib/responsive-image';

/** A flower on a pale pink square, inline so it shows even offline. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fdf2f8"/>' +
      '<g fill="#f9a8d4"><circle cx="50" cy="36" r="10"/><circle cx="64" cy="46" r="10"/><circle cx="59" cy="62" r="10"/>' +
      '<circle cx="41" cy="62" r="10"/><circle cx="36" cy="46" r="10"/></g><circle cx="50" cy="50" r="7" fill="#fbcfe8"/></svg>',
  );

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
  // Remembering which URL failed (rather than a boolean) means a new URL gets a fresh try
  // without an effect to reset the flag.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : undefined;
  const image = usable ? responsiveImage(usable, sizes) : { src: PLACEHOLDER_IMAGE };

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
      data-placeholder={usable ? undefined : 'true'}
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
      className={`aspect-square h-auto w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
