// The listing (a category, a search, filters): the catalogue's products page.
import { serverLoader } from '../../lib/route-loader';
import { ProductsPage } from '../../features/catalog/pages/products-page';

export const loader = serverLoader(() => import('./catalog.server').then((m) => m.loadProductsPage));
export const Component = ProductsPage;
