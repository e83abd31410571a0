// The catalogue's pages on the server (imported only there, by their routes' loaders).
import { loadHomePage as home, loadProductsPage as products } from '../../features/catalog/server-data';
import { serverPage } from '../../lib/server-page';

export const loadHomePage = serverPage(home);
export const loadProductsPage = serverPage(products);
