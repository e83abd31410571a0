// The /terms page: its content is the component's own; its <head> is in static-pages.server.ts.
import { TermsPage } from '../../features/static-pages/pages/terms-page';
import { usePageCatalogues } from '../../i18n/load-messages';
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { STATIC_PAGES } from './static-pages.server';

export const loader = serverLoader(STATIC_PAGES['/terms']!);
export const meta = pageMeta;
export const headers = publicPage;

export default function Terms() {
  usePageCatalogues(['static-pages']);
  return <TermsPage />;
}
