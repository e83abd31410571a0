// The /privacy page: its content is the component's own; its <head> is in static-pages.server.ts.
import { serverLoader } from '../../lib/route-loader';
import { PrivacyPage } from '../../features/static-pages/pages/privacy-page';

export const loader = serverLoader(() => import('./static-pages.server').then((m) => m.STATIC_PAGES['/privacy']!));
export const Component = PrivacyPage;
