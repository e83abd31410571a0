// One product's page: the catalogue's product, with the cart's add-ons and the customers' reviews (composed in product.server.ts).
import { serverLoader } from '../../lib/route-loader';
import { ProductPage } from '../../features/catalog/pages/product-page';

export const loader = serverLoader(() => import('./product.server').then((m) => m.loadProductRoute));
export const Component = ProductPage;
