// The /terms page: its content is the component's own; its <head> is in static-pages.server.ts.
import { serverLoader } from '../../lib/route-loader';
import { TermsPage } from '../../features/static-pages/pages/terms-page';

export const loader = serverLoader(() => import('./static-pages.server').then((m) => m.STATIC_PAGES['/terms']!));
export const Component = TermsPage;
