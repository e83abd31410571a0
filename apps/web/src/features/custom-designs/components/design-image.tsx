// A design's picture: the catalogue's image (srcset from the stored 400 px sibling, a reserved
// square, a placeholder when it fails), since a design's picture is stored like a product photo.
import { ProductImage } from '../../../components/product-image';
import { IMAGE_SIZES } from '../../../lib/responsive-image';

export { IMAGE_SIZES };

interface DesignImageProps {
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

export function DesignImage({ src, alt, sizes = IMAGE_SIZES.card, priority, className }: DesignImageProps) {
  return <ProductImage src={src || undefined} alt={alt} sizes={sizes} priority={priority} className={className} />;
}
