// The public gallery of custom designs, whose cards put a design's product in the cart: the cart's
// add-to-cart is lent to the gallery here, so neither feature imports the other.
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { DesignCartContext } from '../../features/custom-designs/lib/cart-link';
import { GalleryPage } from '../../features/custom-designs/pages/gallery-page';
import { serverLoader } from '../../lib/route-loader';

export const loader = serverLoader(() => import('./custom-designs.server').then((m) => m.loadGalleryPage));

export function Component() {
  return (
    <DesignCartContext value={useAddToCart}>
      <GalleryPage />
    </DesignCartContext>
  );
}
