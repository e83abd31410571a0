// Schema.org objects more than one page's <head> carries: the shop itself (a Florist, with its
// address and opening hours) and breadcrumbs.
import { absoluteUrl, SHOP_SHARE_IMAGE_PATH } from './head';
import { SHOP } from './shop-info';

export function shopJsonLd(publicUrl: string): object {
  return {
    '@type': 'Florist',
    '@id': `${publicUrl}/#shop`,
    name: SHOP.name,
    description: SHOP.tagline,
    url: `${publicUrl}/`,
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    image: absoluteUrl(publicUrl, SHOP_SHARE_IMAGE_PATH),
    telephone: SHOP.phoneHref.replace('tel:', ''),
    email: SHOP.email,
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    address: { '@type': 'PostalAddress', ...SHOP.postalAddress, addressCountry: 'IN' },
    areaServed: { '@type': 'City', name: SHOP.postalAddress.addressLocality },
    openingHoursSpecification: SHOP.hours.map(({ dayOfWeek, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes })),
    sameAs: SHOP.social.map((s) => s.href),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(publicUrl: string, items: { name: string; path: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(publicUrl, item.path) })),
  };
}
