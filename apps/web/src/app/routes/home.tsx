// The home page: the catalogue's landing page, its trending products and categories read on the server.
import { serverLoader } from '../../lib/route-loader';
import { HomePage } from '../../features/catalog/pages/home-page';

export const loader = serverLoader(() => import('./catalog.server').then((m) => m.loadHomePage));
export const Component = HomePage;
