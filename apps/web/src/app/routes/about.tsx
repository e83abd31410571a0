// The /about page: its content is the component's own; its <head> is in static-pages.server.ts.
import { serverLoader } from '../../lib/route-loader';
import { AboutPage } from '../../features/static-pages/pages/about-page';

export const loader = serverLoader(() => import('./static-pages.server').then((m) => m.STATIC_PAGES['/about']!));
export const Component = AboutPage;
