// What other features and the shell use of the catalogue: its query keys (admin writes and reviews
// refresh them), the header search's product suggestions and the add-ons offered in the cart.
export { catalogKeys } from './api/catalog-keys';
export { useProductSuggestions } from './api/product-suggestions';
export { AddOnsOffer } from './components/add-ons-offer';
