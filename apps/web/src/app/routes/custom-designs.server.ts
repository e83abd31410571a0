// The design pages on the server (imported only there, by their routes' loaders).
import { loadDesignPage as design, loadGalleryPage as gallery } from '../../features/custom-designs/server-data';
import { serverPage } from '../../lib/server-page';

export const loadGalleryPage = serverPage(gallery);
export const loadDesignPage = serverPage(design);
