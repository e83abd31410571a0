// The catalogue's pages on the server: the data each page renders, put in the cache under the keys
// the page's queries use, and each page's <head> (title, description, preview picture, JSON-LD).
// Only the routes' server side (app/routes/*.server.ts) imports this file.
import type { Product } from '@phoolwari/contracts';
import type { I18n } from '@lingui/core';
import { redirect } from 'react-router';
import { categoryPath, productPath } from '../../lib/catalogue-paths';
import { msg } from '@lingui/core/macro';
import { localized, pathIn, type Language } from '@phoolwari/contracts/storefront-values';
import { loadActiveCategories } from '../../lib/categories';
import { absoluteUrl, metaDescription, preloadOf, shareImage, type PageHead } from '../../lib/head';
import { formatRupees } from '../../lib/money';
import { IMAGE_SIZES } from '../../lib/responsive-image';
import type { LoadServerPage, ServerPageInput } from '../../lib/route-loader';
import { SHOP } from '../../lib/shop-info';
import { loadShopPolicies } from '../../lib/shop-policies';
import { shopJsonLd, breadcrumbJsonLd } from '../../lib/structured-data';
import { productQueryOptions, isProductKey } from './api/product';
import { productsQueryOptions } from './api/products';
import { readFilters, toListQuery, TRENDING_QUERY } from './lib/product-filters';
import { deliveryTimeLabel } from './lib/delivery-time';

const loadCategories = ({ queryClient, reader }: ServerPageInput) => loadActiveCategories(queryClient, reader);

export const loadHomePage: LoadServerPage = async (input) => {
  // The policies for the hero's delivery promise (where the shop's areas reach).
  const [trending] = await Promise.all([input.reader.products(TRENDING_QUERY), loadCategories(input), loadShopPolicies(input.queryClient, input.reader)]);
  if (trending) input.queryClient.setQueryData(productsQueryOptions(TRENDING_QUERY).queryKey, trending);
  const shop = SHOP.name;
  const address = SHOP.address;
  return {
    head: {
      title: '',
      description: input.i18n._(
        msg`Fresh flowers & garlands, delivered within hours. Bouquets, wedding garlands, varmala and puja flowers from ${shop}, ${address}.`,
      ),
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
  const { i18n, language } = input;
  // An older link names the category by its id: one permanent move to its address, the rest kept.
  const byId = categories.find((c) => c._id === filters.category);
  if (byId) {
    const moved = new URLSearchParams(input.searchParams);
    moved.set('category', byId.slug);
    throw redirect(`/products?${moved}`, 301);
  }
  const found = categories.find((c) => c.slug === filters.category);
  const category = found && localized(found, language);
  const search = filters.search;
  const title = search ? i18n._(msg`Search: ${search}`) : (category?.name ?? i18n._(msg`Products`));
  const first = list?.products[0]?.images[0];
  const shop = SHOP.name;
  const local = deliveryTimeLabel(SHOP.delivery.local, i18n);
  const total = list?.total;
  const head: PageHead = {
    title,
    description: category
      ? metaDescription(categoryDescription(category.name, category.description, local, i18n))
      : total === undefined
        ? i18n._(msg`Fresh bouquets, garlands, varmala and puja flowers from ${shop}, delivered within hours. Browse all products.`)
        : i18n._(msg`Fresh bouquets, garlands, varmala and puja flowers from ${shop}, delivered within hours. Browse ${total} products.`),
    // A category is a page of its own; a search, a price filter or a later page is not worth indexing.
    path: category ? categoryPath(category) : '/products',
    noindex: Boolean(filters.search) || filters.maxPrice !== undefined || filters.page > 1,
    jsonLd: [
      breadcrumbJsonLd(input.publicUrl, [
        { name: i18n._(msg`Home`), path: pathIn(language, '/') },
        { name: i18n._(msg`Products`), path: pathIn(language, '/products') },
        ...(category ? [{ name: category.name, path: pathIn(language, categoryPath(category)) }] : []),
      ]),
    ],
  };
  // On a phone the first card's picture is the largest thing on screen.
  if (first) head.preloadImage = preloadOf(first, IMAGE_SIZES.card);
  return { head };
};

export const loadProductPage: LoadServerPage = async (input) => {
  const slug = input.params.slug;
  // The policies for the freshness promise the page states (the owner's window in hours).
  const [answer] = await Promise.all([
    isProductKey(slug) ? input.reader.product(slug) : null,
    loadCategories(input),
    loadShopPolicies(input.queryClient, input.reader),
  ]);
  if (!answer || !slug) {
    if (isProductKey(slug)) input.queryClient.setQueryData(productQueryOptions(slug).queryKey, null);
    const { i18n } = input;
    return {
      status: 404,
      head: {
        title: i18n._(msg`Product not found`),
        description: i18n._(msg`This product may have been removed, or the link is incomplete.`),
        path: '/products',
        noindex: true,
      },
    };
  }
  // An older link by id (or a word that is not the product's own): one permanent move to its address.
  if (slug !== answer.product.slug) throw redirect(productPath(answer.product), 301);
  input.queryClient.setQueryData(productQueryOptions(slug).queryKey, answer);
  return { head: productHead(localized(answer.product, input.language), input.publicUrl, input.i18n, input.language) };
};

const AVAILABILITY: Record<Product['availability'], string> = {
  'In Stock': 'https://schema.org/InStock',
  'Limited Stock': 'https://schema.org/LimitedAvailability',
  'Out of Stock': 'https://schema.org/OutOfStock',
};

/** A category page's description: the category's own words, or "fresh flowers" when it has none. */
function categoryDescription(name: string, description: string | undefined, local: string, i18n: I18n): string {
  const shop = SHOP.name;
  // The category's own sentence loses its full stop (or purna viram) before the sentence goes on.
  const own = description?.trim().replace(/[.।!\s]+$/u, '');
  return own
    ? i18n._(msg`${name} from ${shop}: ${own}, delivered ${local} in the city.`)
    : i18n._(msg`${name} from ${shop}: fresh flowers, delivered ${local} in the city.`);
}

/** The product's head, in the page's language (`product` is already localized). */
function productHead(product: Product, publicUrl: string, i18n: I18n, language: Language): PageHead {
  const path = productPath(product);
  const url = absoluteUrl(publicUrl, pathIn(language, path));
  const image = product.images[0];
  const inStock = product.availability !== 'Out of Stock' && product.stock > 0;
  // As the page shows it (lib/money's formats are made once: a number format costs far more to make than to use).
  const price = formatRupees(product.price);
  const local = deliveryTimeLabel(SHOP.delivery.local, i18n);
  const description = product.description;
  return {
    title: product.name,
    description: metaDescription(inStock ? i18n._(msg`${price} · delivered ${local}. ${description}`) : i18n._(msg`${price} · out of stock. ${description}`)),
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
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.toFixed(1),
                reviewCount: product.reviews,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      breadcrumbJsonLd(publicUrl, [
        { name: i18n._(msg`Home`), path: pathIn(language, '/') },
        { name: i18n._(msg`Products`), path: pathIn(language, '/products') },
        { name: product.category.name, path: pathIn(language, categoryPath(product.category)) },
        { name: product.name, path: pathIn(language, path) },
      ]),
    ],
  };
}
