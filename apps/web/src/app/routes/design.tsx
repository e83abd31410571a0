// One public custom design, as a visitor sees it.
import { DesignPage } from '../../features/custom-designs/pages/design-page';
import { usePageCatalogues } from '../../i18n/load-messages';
import { pageMeta } from '../../lib/head';
import { publicPage, serverLoader } from '../../lib/server-page';
import { loadDesignPage } from './custom-designs.server';

export const loader = serverLoader(loadDesignPage);
export const meta = pageMeta;
export const headers = publicPage;

export default function Design() {
  usePageCatalogues(['custom-designs']);
  return <DesignPage />;
}
