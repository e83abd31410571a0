// What other features and the shell use of the catalogue: its query keys (admin writes and reviews
// refresh them), the header search's product suggestions, and how long a delivery takes in words.
export { catalogKeys } from './api/catalog-keys';
export { useProductSuggestions } from './api/product-suggestions';
export { deliveryTimeLabel } from './lib/delivery-time';
