// The /events page (weddings and events): its content is the feature's own; its <head> is in static-pages.server.ts.
import { EventsPage } from '../../features/event-enquiries/pages/events-page';
import { usePageCatalogues } from '../../i18n/load-messages';
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { STATIC_PAGES } from './static-pages.server';

export const loader = serverLoader(STATIC_PAGES['/events']!);
export const meta = pageMeta;
export const headers = publicPage;

export default function Events() {
  usePageCatalogues(['event-enquiries']);
  return <EventsPage />;
}
