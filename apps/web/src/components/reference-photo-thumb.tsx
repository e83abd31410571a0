// A customer's reference photo as a small thumbnail that links to the full image in a new tab: on
// the cart line, in My Orders, and on the admin's order and job sheet, so the florist sees it.
// The server stores it as `<name>.webp` with a 400 px `<name>-400.webp` beside it; the thumbnail
// loads the small one and falls back to the full file if that fails.
import { useState } from 'react';

interface ReferencePhotoThumbProps {
  url: string;
  /** The link's accessible name, e.g. 'Reference photo for Red Rose Bouquet'. */
  label: string;
  /** Drawn size in CSS pixels (a square, cropped to fit). */
  size?: number;
  /** Load at once (a printed job sheet), rather than when scrolled near. */
  eager?: boolean;
  /** Printed copies are plain images; a link is of no use on paper. */
  linked?: boolean;
  className?: string;
}

const smallVersion = (url: string) => (/\.webp$/.test(url) && !/-400\.webp$/.test(url) ? url.replace(/\.webp$/, '-400.webp') : url);

export function ReferencePhotoThumb({ url, label, size = 56, eager = false, linked = true, className = '' }: ReferencePhotoThumbProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === url ? url : smallVersion(url);
  const image = (
    <img
      src={src}
      alt={linked ? '' : label}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(url)}
      style={{ width: size, height: size }}
      className="rounded-md border border-gray-200 bg-gray-50 object-cover"
    />
  );
  if (!linked) return <span className={`inline-block ${className}`}>{image}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens full size)`}
      title="Open the full photo"
      className={`inline-block shrink-0 rounded-md hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {image}
    </a>
  );
}
