// The public design pages on the server: the gallery and one design as a visitor sees it, cached
// under the keys their queries use, with each page's <head>.
import { msg } from '@lingui/core/macro';
import { pathIn } from '@phoolwari/contracts/storefront-values';
import type { LoadServerPage } from '../../lib/route-loader';
import { metaDescription, preloadOf, shareImage } from '../../lib/head';
import { SHOP } from '../../lib/shop-info';
import { breadcrumbJsonLd } from '../../lib/structured-data';
import { designQueryOptions, isDesignId } from './api/get-design';
import { galleryQueryOptions } from './api/get-gallery';
import { designTitle, localizedDesign, pageFrom } from './lib/design-format';
import { GALLERY_SIZES } from './components/gallery-card';
import { GALLERY_PAGE_SIZE } from '@phoolwari/contracts';

export const loadGalleryPage: LoadServerPage = async ({ queryClient, reader, searchParams, publicUrl, i18n, language }) => {
  const page = pageFrom(searchParams.get('page'));
  const gallery = await reader.gallery(page, GALLERY_PAGE_SIZE);
  queryClient.setQueryData(galleryQueryOptions(page).queryKey, gallery);
  const first = gallery.customOrders[0]?.generatedImage;
  const shop = SHOP.name;
  const galleryName = i18n._(msg`Custom Design Gallery`);
  return {
    head: {
      // The first card's picture is the largest thing on a phone's screen.
      preloadImage: first ? preloadOf(first, GALLERY_SIZES) : undefined,
      title: galleryName,
      description: i18n._(msg`Arrangements and garlands designed with ${shop}'s customers: describe yours, see a preview, and our florists make it by hand.`),
      path: page > 1 ? `/custom-orders?page=${page}` : '/custom-orders',
      jsonLd: [
        breadcrumbJsonLd(publicUrl, [
          { name: i18n._(msg`Home`), path: pathIn(language, '/') },
          { name: galleryName, path: pathIn(language, '/custom-orders') },
        ]),
      ],
    },
  };
};

export const loadDesignPage: LoadServerPage = async ({ queryClient, reader, params, publicUrl, i18n, language }) => {
  const id = params.id;
  const answer = isDesignId(id) ? await reader.design(id) : null;
  // A visitor's view: the browser's first render is a visitor's too (the session is read after).
  if (isDesignId(id)) queryClient.setQueryData(designQueryOptions(id, undefined).queryKey, answer);
  if (!answer || !id) {
    return {
      status: 404,
      head: {
        title: i18n._(msg`Design not found`),
        description: i18n._(msg`This design may have been removed, is not public, or the link is incomplete.`),
        path: '/custom-orders',
        noindex: true,
      },
    };
  }
  // The page's own language: a Hindi page's title is the Hindi name staff wrote, when there is one.
  const design = localizedDesign(answer.customOrder, language);
  const title = designTitle(design, i18n);
  const path = `/custom-order/${design._id}`;
  const shop = SHOP.name;
  const prompt = design.prompt;
  return {
    head: {
      title,
      description: metaDescription(i18n._(msg`A custom design from ${shop}: ${prompt}`)),
      path,
      image: design.generatedImage ? shareImage(publicUrl, `/share/designs/${design._id}.jpg`, title) : undefined,
      jsonLd: [
        breadcrumbJsonLd(publicUrl, [
          { name: i18n._(msg`Home`), path: pathIn(language, '/') },
          { name: i18n._(msg`Custom Design Gallery`), path: pathIn(language, '/custom-orders') },
          { name: title, path: pathIn(language, path) },
        ]),
      ],
    },
  };
};
