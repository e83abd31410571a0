// The listing (a category, a search, filters): the catalogue's products page.
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { loadProductsPage } from './catalog.server';

export { ProductsPage as default } from '../../features/catalog/pages/products-page';
export const loader = serverLoader(loadProductsPage);
export const meta = pageMeta;
export const headers = publicPage;
