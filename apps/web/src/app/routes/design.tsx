// One public custom design, as a visitor sees it.
import { serverLoader } from '../../lib/route-loader';
import { DesignPage } from '../../features/custom-designs/pages/design-page';

export const loader = serverLoader(() => import('./custom-designs.server').then((m) => m.loadDesignPage));
export const Component = DesignPage;
