// One product's page: the catalogue's product, with the cart's add-ons and the customers' reviews (composed in product.server.ts).
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { loadProductRoute } from './product.server';

export { ProductPage as default } from '../../features/catalog/pages/product-page';
export const loader = serverLoader(loadProductRoute);
export const meta = pageMeta;
export const headers = publicPage;
