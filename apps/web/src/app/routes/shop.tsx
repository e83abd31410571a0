// The shop's frame around every storefront page (header, footer with the categories, read on the
// server). A page that fails shows its error inside the frame; when the frame itself fails, root's
// error page shows it without.
import { shellLoader } from '../../lib/server-page';
import { RouteError } from '../shell/route-error';
import { ShopLayout } from '../shell/shop-layout';

export default ShopLayout;
export const loader = shellLoader;

export function ErrorBoundary() {
  return (
    <ShopLayout>
      <RouteError />
    </ShopLayout>
  );
}
