// Responsive image attributes for catalogue pictures. Uploaded pictures are stored as an 800 px
// square WebP with a 400 px sibling (`name.webp` → `name-400.webp`), so phones download the small
// one. Only the app's own `/uploads/` paths follow that convention; any other URL (an outside
// link, a data URI) is used as it is, because a guessed sibling that does not exist would break it.

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Common `sizes` values: what fraction of the viewport the picture fills at each breakpoint. */
export const IMAGE_SIZES = {
  /** A card in the 2 / 3 / 4-column product grid. */
  card: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  /** The small square picture of a list-view card. */
  listThumb: '160px',
  /** The main picture on the product page: full width on phones, half the page from lg up. */
  detail: '(min-width: 1024px) 600px, 100vw',
  /** A small add-on card (a greeting card, chocolates) offered beside a bouquet. */
  addOn: '144px',
  /** A gallery thumbnail button. */
  thumb: '80px',
} as const;

const UPLOAD_WEBP = /^\/uploads\/[^?#]+\.webp$/;
const SMALL_SUFFIX = /-400\.webp$/;

/** The 400 px sibling of an uploaded WebP, or undefined when the URL has none by convention. */
export function smallImageUrl(url: string): string | undefined {
  if (!UPLOAD_WEBP.test(url) || SMALL_SUFFIX.test(url)) return undefined;
  return url.replace(/\.webp$/, '-400.webp');
}

/** `src`, `srcSet` and `sizes` for an image URL; srcSet/sizes only when a 400 px sibling exists. */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const small = smallImageUrl(url);
  if (!small) return { src: url };
  return { src: url, srcSet: `${small} 400w, ${url} 800w`, sizes };
}
