// A page's <head> for search engines and link previews (WhatsApp, Facebook, X): title,
// description, canonical URL, Open Graph and Twitter card tags, JSON-LD, a preload of the
// largest picture, and a preload of the Devanagari font the page shows. A storefront route's
// loader says what its page's head holds (PageHead) and resolves it on the server into plain
// values (HeadTags: every URL absolute on the shop's public address), which travel to the browser
// with the route's data; the route's `meta` (pageMeta) turns them into React Router's meta tags.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { preload } from 'react-dom';
import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, pathIn, type Language } from '../i18n/languages';
import { DEVANAGARI_FONT_FILES, LANGUAGE_NAME_FONT_FILE } from './fonts';
import { responsiveImage } from './responsive-image';
import { SHOP, SHOP_TEXT } from './shop-info';

const HREFLANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

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

/** What a page's <head> holds, resolved on the server: plain values, the same in the browser. */
export interface HeadTags {
  title: string;
  description: string;
  language: Language;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  noindex: boolean;
  type: 'website' | 'product';
  /** og:title and twitter:title: the page's own name, without the shop's. */
  shareTitle: string;
  image: HeadImage;
  preloadImage?: PreloadImage;
  jsonLd: object[];
}

/** A page's head on the shop's public address, in its language. */
export function resolveHead(head: PageHead, publicUrl: string, language: Language, i18n: I18n): HeadTags {
  const title = fullTitle(head.title, i18n);
  return {
    title,
    description: head.description,
    language,
    // Each language's page is its own canonical; the alternates tell search engines about the other.
    canonical: absoluteUrl(publicUrl, pathIn(language, head.path)),
    alternates: [
      ...LANGUAGES.map((l) => ({ hrefLang: HREFLANG[l], href: absoluteUrl(publicUrl, pathIn(l, head.path)) })),
      { hrefLang: 'x-default', href: absoluteUrl(publicUrl, head.path) },
    ],
    noindex: head.noindex ?? false,
    type: head.type ?? 'website',
    shareTitle: head.title || title,
    image: head.image ?? shareImage(publicUrl, SHOP_SHARE_IMAGE_PATH, `${SHOP.name}: ${i18n._(SHOP_TEXT.tagline)}`),
    preloadImage: head.preloadImage,
    jsonLd: (head.jsonLd ?? []).map((item) => ({ '@context': 'https://schema.org', ...item })),
  };
}

/**
 * The Devanagari a page shows, fetched at once rather than when the stylesheet is read, so Hindi
 * text replaces the system's font before the first paint instead of moving after it: a Hindi
 * page's font, or an English page's one word of it (see fonts.ts). A font is always fetched in
 * CORS mode, so the preload is too.
 */
export function useFontPreloads(language: Language): void {
  for (const href of language === 'hi' ? DEVANAGARI_FONT_FILES : [LANGUAGE_NAME_FONT_FILE]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}

/**
 * A storefront route's `meta`: the tags of its page's head, as its loader resolved them on the
 * server. React Router renders them in <head> (root.tsx's <Meta />), on the server and again after
 * a navigation in the browser, where the loader's answer comes from the server too.
 */
export const pageMeta = ({ data }: { data: unknown }): MetaDescriptor[] => {
  // The head of route-loader.ts's PageLoaderData (named here by its shape: that module builds on this one).
  const head = (data as { head?: HeadTags } | null | undefined)?.head;
  if (!head) return [];
  const { image } = head;
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((a): MetaDescriptor => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
    ...(head.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    // The largest picture, fetched before the page's scripts run.
    ...(head.preloadImage
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: head.preloadImage.href,
            imageSrcSet: head.preloadImage.srcSet,
            imageSizes: head.preloadImage.sizes,
            fetchPriority: 'high',
          },
        ]
      : []),
    { property: 'og:site_name', content: SHOP.name },
    { property: 'og:type', content: head.type },
    { property: 'og:title', content: head.shareTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: OG_LOCALE[head.language] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.shareTitle },
    { name: 'twitter:description', content: head.description },
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:image', content: image.url },
    ...head.jsonLd.map((item): MetaDescriptor => ({ 'script:ld+json': item })),
  ];
};
