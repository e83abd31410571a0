// The public gallery of custom designs.
import { serverLoader } from '../../lib/route-loader';
import { GalleryPage } from '../../features/custom-designs/pages/gallery-page';

export const loader = serverLoader(() => import('./custom-designs.server').then((m) => m.loadGalleryPage));
export const Component = GalleryPage;
