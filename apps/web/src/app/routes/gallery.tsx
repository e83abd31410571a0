// The public gallery of custom designs, whose cards put a design's product in the cart: the cart's
// add-to-cart is lent to the gallery here, so neither feature imports the other.
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { DesignCartContext } from '../../features/custom-designs/lib/cart-link';
import { GalleryPage } from '../../features/custom-designs/pages/gallery-page';
import { usePageCatalogues } from '../../i18n/load-messages';
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { loadGalleryPage } from './custom-designs.server';

export const loader = serverLoader(loadGalleryPage);
export const meta = pageMeta;
export const headers = publicPage;

export default function Gallery() {
  usePageCatalogues(['custom-designs']);
  return <GalleryWithCart />;
}

export function GalleryWithCart() {
  return (
    <DesignCartContext value={useAddToCart}>
      <GalleryPage />
    </DesignCartContext>
  );
}
