// The /privacy page: its content is the component's own; its <head> is in static-pages.server.ts.
import { PrivacyPage } from '../../features/static-pages/pages/privacy-page';
import { usePageCatalogues } from '../../i18n/load-messages';
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { STATIC_PAGES } from './static-pages.server';

export const loader = serverLoader(STATIC_PAGES['/privacy']!);
export const meta = pageMeta;
export const headers = publicPage;

export default function Privacy() {
  usePageCatalogues(['static-pages']);
  return <PrivacyPage />;
}
