// The storefront's readable addresses for catalogue pages: /product/red-rose-bouquet-12-stems and
// /products?category=roses, by the address words the API gives. Older links by id still work: the
// pages answer them with a permanent redirect to these.

export const productPath = (product: { slug: string }): string => `/product/${product.slug}`;

export const categoryPath = (category: { slug: string }): string => `/products?category=${category.slug}`;
