// The catalogue's pages on the server (imported only there, by their routes' loaders).
export { loadHomePage, loadProductsPage } from '../../features/catalog/server-data';
