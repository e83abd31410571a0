// The /contact page: its content is the component's own; its <head> is in static-pages.server.ts.
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { STATIC_PAGES } from './static-pages.server';

export { ContactPage as default } from '../../features/content/pages/contact-page';
export const loader = serverLoader(STATIC_PAGES['/contact']!);
export const meta = pageMeta;
export const headers = publicPage;
