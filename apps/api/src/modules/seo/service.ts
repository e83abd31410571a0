// The sitemap and robots.txt search engines read: every page a customer can land on from a search,
// with absolute URLs on the shop's public address (PUBLIC_URL), never on the request's Host header.
// Every page is there in English and in Hindi (/hi/...), each naming the other as its alternate.
import { LANGUAGES, pathIn } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { listPublicPages, type ListedPage } from './repo';

/** Pages without data of their own: the storefront's fixed pages. */
const FIXED_PAGES = ['/', '/products', '/custom-orders', '/custom-order', '/about', '/contact', '/terms', '/privacy'];

/** Where crawlers are not welcome: signed-in and per-customer pages, staff pages and the API. */
// Tracking links are capabilities: never crawled.
const PRIVATE_PAGES = ['/admin', '/admin-login', '/checkout', '/cart', '/orders', '/account', '/track/'];
const PRIVATE_PATHS = [...PRIVATE_PAGES.flatMap((p) => LANGUAGES.map((l) => pathIn(l, p))), '/api/'];
const HREFLANG = { en: 'en-IN', hi: 'hi-IN' } as const;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function createSeoService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const absolute = (pathAndQuery: string) => `${publicUrl}${pathAndQuery}`;
  const alternates = (pathAndQuery: string) =>
    LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeXml(absolute(pathIn(l, pathAndQuery)))}"/>`).join('');
  /** The page in each language, each with its alternates. */
  const entry = (pathAndQuery: string, lastModified?: Date) =>
    LANGUAGES.map(
      (l) =>
        `  <url><loc>${escapeXml(absolute(pathIn(l, pathAndQuery)))}</loc>${alternates(pathAndQuery)}${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    ).join('\n');
  const entries = (pages: ListedPage[], path: (id: string) => string) => pages.map((p) => entry(path(p.id), p.updatedAt));

  return {
    async sitemap(): Promise<string> {
      const pages = await listPublicPages(db);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...FIXED_PAGES.map((p) => entry(p)),
        ...entries(pages.categories, (slug) => `/products?category=${slug}`),
        ...entries(pages.products, (slug) => `/product/${slug}`),
        ...entries(pages.designs, (id) => `/custom-order/${id}`),
        '</urlset>',
        '',
      ].join('\n');
    },

    robots(): string {
      return ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n');
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
