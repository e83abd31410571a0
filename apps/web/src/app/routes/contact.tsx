// The /contact page: its content is the component's own; its <head> is in static-pages.server.ts.
import { serverLoader } from '../../lib/route-loader';
import { ContactPage } from '../../features/content/pages/contact-page';

export const loader = serverLoader(() => import('./static-pages.server').then((m) => m.STATIC_PAGES['/contact']!));
export const Component = ContactPage;
