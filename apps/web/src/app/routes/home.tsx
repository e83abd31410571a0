// The home page: the catalogue's landing page, its trending products and categories read on the server.
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { loadHomePage } from './catalog.server';

export { HomePage as default } from '../../features/catalog/pages/home-page';
export const loader = serverLoader(loadHomePage);
export const meta = pageMeta;
export const headers = publicPage;
