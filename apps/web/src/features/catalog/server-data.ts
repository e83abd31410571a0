// The catalogue's pages on the server: the data each page renders, put in the cache under the keys
// the page's queries use, and each page's <head> (title, description, preview picture, JSON-LD).
// Only the server's renderer imports this file.
import type { Product } from '@phoolwari/contracts';
import { loadActiveCategories } from '../../lib/categories';
import { absoluteUrl, metaDescription, preloadOf, shareImage, type PageHead } from '../../lib/page-head';
import { IMAGE_SIZES } from '../../lib/responsive-image';
import type { LoadServerPage, ServerPageInput } from '../../lib/server-render';
import { SHOP } from '../../lib/shop-info';
import { shopJsonLd, breadcrumbJsonLd } from '../../lib/structured-data';
import { addOnsQueryOptions } from '../cart';
import { productQueryOptions, isProductId } from './api/product';
import { productsQueryOptions } from './api/products';
import { readFilters, toListQuery, TRENDING_QUERY } from './lib/product-filters';

const loadCategories = ({ queryClient, reader }: ServerPageInput) => loadActiveCategories(queryClient, reader);

export const loadHomePage: LoadServerPage = async (input) => {
  const [trending] = await Promise.all([input.reader.products(TRENDING_QUERY), loadCategories(input)]);
  if (trending) input.queryClient.setQueryData(productsQueryOptions(TRENDING_QUERY).queryKey, trending);
  return {
    head: {
      title: '',
      description: `${SHOP.tagline}. Bouquets, wedding garlands, varmala and puja flowers from ${SHOP.name}, ${SHOP.address}.`,
      path: '/',
      jsonLd: [shopJsonLd(input.publicUrl)],
    },
  };
};

export const loadProductsPage: LoadServerPage = async (input) => {
  const filters = readFilters(input.searchParams);
  const query = toListQuery(filters);
  const [list, categories] = await Promise.all([input.reader.products(query), loadCategories(input)]);
  if (list) input.queryClient.setQueryData(productsQueryOptions(query).queryKey, list);
  const category = categories.find((c) => c._id === filters.category);
  const title = filters.search ? `Search: ${filters.search}` : (category?.name ?? 'Products');
  const first = list?.products[0]?.images[0];
  const head: PageHead = {
    title,
    description: category
      ? metaDescription(`${category.name} from ${SHOP.name}: ${category.description || 'fresh flowers'}, delivered ${SHOP.delivery.local} in the city.`)
      : `Fresh bouquets, garlands, varmala and puja flowers from ${SHOP.name}, delivered within hours. Browse ${list?.total ?? 'all'} products.`,
    // A category is a page of its own; a search, a price filter or a later page is not worth indexing.
    path: category ? `/products?category=${category._id}` : '/products',
    noindex: Boolean(filters.search) || filters.maxPrice !== undefined || filters.page > 1,
    jsonLd: [
      breadcrumbJsonLd(input.publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        ...(category ? [{ name: category.name, path: `/products?category=${category._id}` }] : []),
      ]),
    ],
  };
  // On a phone the first card's picture is the largest thing on screen.
  if (first) head.preloadImage = preloadOf(first, IMAGE_SIZES.card);
  return { head };
};

export const loadProductPage: LoadServerPage = async (input) => {
  const id = input.params.id;
  const [answer, addOns] = await Promise.all([isProductId(id) ? input.reader.product(id) : null, input.reader.addOns(), loadCategories(input)]);
  if (!answer || !id) {
    if (isProductId(id)) input.queryClient.setQueryData(productQueryOptions(id).queryKey, null);
    return { status: 404, head: { title: 'Product not found', description: 'This product may have been removed, or the link is incomplete.', path: '/products', noindex: true } };
  }
  input.queryClient.setQueryData(productQueryOptions(id).queryKey, answer);
  // The add-on row renders on the server too, so hydration finds the same cards.
  if (!answer.product.isAddon) input.queryClient.setQueryData(addOnsQueryOptions().queryKey, addOns);
  return { head: productHead(answer.product, input.publicUrl) };
};

const AVAILABILITY: Record<Product['availability'], string> = {
  'In Stock': 'https://schema.org/InStock',
  'Limited Stock': 'https://schema.org/LimitedAvailability',
  'Out of Stock': 'https://schema.org/OutOfStock',
};

function productHead(product: Product, publicUrl: string): PageHead {
  const path = `/product/${product._id}`;
  const url = absoluteUrl(publicUrl, path);
  const image = product.images[0];
  const inStock = product.availability !== 'Out of Stock' && product.stock > 0;
  const price = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(product.price);
  return {
    title: product.name,
    description: metaDescription(`${price} · ${inStock ? `delivered ${SHOP.delivery.local}` : 'out of stock'}. ${product.description}`),
    path,
    type: 'product',
    image: image ? shareImage(publicUrl, `/share/products/${product._id}.jpg`, product.name) : undefined,
    preloadImage: image ? preloadOf(image, IMAGE_SIZES.detail) : undefined,
    jsonLd: [
      {
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.name,
        description: product.description,
        sku: product._id,
        category: product.category.name,
        image: product.images.map((i) => absoluteUrl(publicUrl, i)),
        brand: { '@type': 'Brand', name: SHOP.name },
        offers: {
          '@type': 'Offer',
          url,
          price: product.price.toFixed(2),
          priceCurrency: 'INR',
          availability: inStock ? AVAILABILITY[product.availability] : AVAILABILITY['Out of Stock'],
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SHOP.name },
        },
        ...(product.reviews > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.toFixed(1), reviewCount: product.reviews, bestRating: 5, worstRating: 1 } }
          : {}),
      },
      breadcrumbJsonLd(publicUrl, [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        { name: product.category.name, path: `/products?category=${product.category._id}` },
        { name: product.name, path },
      ]),
    ],
  };
}
