// The design pages on the server (imported only there, by their routes' loaders).
export { loadDesignPage, loadGalleryPage } from '../../features/custom-designs/server-data';
