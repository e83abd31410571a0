// What other features use of the catalogue: its query keys (admin writes and reviews refresh them).
export { catalogKeys } from './api/catalog-keys';
