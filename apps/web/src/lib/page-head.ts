// A page's <head> for search engines and link previews (WhatsApp, Facebook, X): title,
// description, canonical URL, Open Graph and Twitter card tags, JSON-LD, a preload of the
// largest picture, and a preload of the Devanagari font the page shows. Built on the server from
// the same data the page renders; every URL absolute on the shop's public address.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, pathIn, type Language } from '../i18n/languages';
import { DEVANAGARI_FONT_FILES, LANGUAGE_NAME_FONT_FILE } from './fonts';
import { responsiveImage } from './responsive-image';

const HREFLANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };
import { SHOP, SHOP_TEXT } from './shop-info';

export interface HeadImage {
  /** Absolute URL of a JPEG at least 600 px wide (what WhatsApp and Facebook show). */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The largest picture above the fold, fetched before the page's scripts run. */
export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/** The size of the JPEG the API draws for a shared link (GET /share/...): the previews' shape. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The shop's own preview: what a page without a picture of its own shows when shared. */
export const SHOP_SHARE_IMAGE_PATH = '/share/shop.jpg';

export function shareImage(publicUrl: string, path: string, alt: string): HeadImage {
  return { url: absoluteUrl(publicUrl, path), ...SHARE_IMAGE, alt };
}

/** The preload of a picture drawn at `sizes`, with the same srcset the page's <img> has. */
export function preloadOf(image: string, sizes: string): PreloadImage {
  const { src, srcSet } = responsiveImage(image, sizes);
  return { href: src, srcSet, sizes: srcSet ? sizes : undefined };
}

export interface PageHead {
  /** The page's own part of the title; '' for the home page. */
  title: string;
  description: string;
  /** Path (and query, where it names the page) of the canonical URL. */
  path: string;
  type?: 'website' | 'product';
  /** The shared link's picture; the shop's own preview when the page has none. */
  image?: HeadImage;
  preloadImage?: PreloadImage;
  /** Schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
  /** For pages that must not be indexed (a search's results, an empty page). */
  noindex?: boolean;
}

/** The title in the browser's tab and in search results, as useDocumentTitle sets it after navigation. */
export function fullTitle(title: string, i18n: I18n): string {
  const shop = SHOP.name;
  return title ? `${title} — ${shop}` : i18n._(msg`${shop} — fresh flowers and garlands`);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: '<' is escaped so a product's text can never close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Joins the shop's public address and a path; absolute URLs (a bucket's) stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A description for meta tags: one line, at most about 160 characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[,.;:\s]+$/, '')}…`;
}

/** The preloads of the Devanagari a page shows: a Hindi page's font, or an English page's one word of it (see fonts.ts). */
const fontPreloads = (language: Language): string[] =>
  (language === 'hi' ? DEVANAGARI_FONT_FILES : [LANGUAGE_NAME_FONT_FILE]).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`);

/**
 * The <head> of a page the browser renders (cart, checkout, account): the shop's title and tagline
 * in the page's language until the page sets its own, and the font it will write Hindi in.
 */
export function renderShellHead(language: Language, i18n: I18n): string {
  return [`<title>${escapeHtml(fullTitle('', i18n))}</title>`, `<meta name="description" content="${escapeHtml(i18n._(SHOP_TEXT.tagline))}">`, ...fontPreloads(language)].join('');
}

/** The tags for <head>, HTML-escaped. */
export function renderHead(head: PageHead, publicUrl: string, language: Language, i18n: I18n): string {
  const title = fullTitle(head.title, i18n);
  // Each language's page is its own canonical; the alternates tell search engines about the other.
  const canonical = absoluteUrl(publicUrl, pathIn(language, head.path));
  const image = head.image ?? shareImage(publicUrl, SHOP_SHARE_IMAGE_PATH, `${SHOP.name}: ${i18n._(SHOP_TEXT.tagline)}`);
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    // Hindi text waits for the Devanagari font: fetched at once rather than when the stylesheet is
    // read, it replaces the system's font before the first paint instead of moving the text after it.
    // A font is always fetched in CORS mode, so the preload must be too (crossorigin) to be used.
    ...fontPreloads(language),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeHtml(absoluteUrl(publicUrl, pathIn(l, head.path)))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(publicUrl, head.path))}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title || title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[language]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title || title),
    meta('name', 'twitter:description', head.description),
  ];
  tags.push(
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', image.url),
  );
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high">`,
    );
  }
  for (const item of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...item })}</script>`);
  return tags.join('\n    ');
}
