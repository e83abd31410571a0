// What the storefront shows of reviews: a product's reviews with the form to write one.
export { ProductReviews } from './components/product-reviews';
