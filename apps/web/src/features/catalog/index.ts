// What other features and the shell use of the catalogue: its query keys (admin writes and reviews
// refresh them) and the header search's product suggestions.
export { catalogKeys } from './api/catalog-keys';
export { useProductSuggestions } from './api/product-suggestions';
