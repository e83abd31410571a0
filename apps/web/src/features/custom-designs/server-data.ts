// The public design pages on the server: the gallery and one design as a visitor sees it, cached
// under the keys their queries use, with each page's <head>.
import type { LoadServerPage } from '../../lib/server-render';
import { metaDescription, preloadOf, shareImage } from '../../lib/page-head';
import { SHOP } from '../../lib/shop-info';
import { breadcrumbJsonLd } from '../../lib/structured-data';
import { designQueryOptions, isDesignId } from './api/get-design';
import { galleryQueryOptions } from './api/get-gallery';
import { designTitle, pageFrom } from './lib/design-format';
import { GALLERY_SIZES } from './components/gallery-card';
import { GALLERY_PAGE_SIZE } from '@phoolwari/contracts';

export const loadGalleryPage: LoadServerPage = async ({ queryClient, reader, searchParams, publicUrl }) => {
  const page = pageFrom(searchParams.get('page'));
  const gallery = await reader.gallery(page, GALLERY_PAGE_SIZE);
  queryClient.setQueryData(galleryQueryOptions(page).queryKey, gallery);
  const first = gallery.customOrders[0]?.generatedImage;
  return {
    head: {
      // The first card's picture is the largest thing on a phone's screen.
      preloadImage: first ? preloadOf(first, GALLERY_SIZES) : undefined,
      title: 'Custom Design Gallery',
      description: `Arrangements and garlands designed with ${SHOP.name}'s customers: describe yours, see a preview, and our florists make it by hand.`,
      path: page > 1 ? `/custom-orders?page=${page}` : '/custom-orders',
      jsonLd: [breadcrumbJsonLd(publicUrl, [{ name: 'Home', path: '/' }, { name: 'Custom Design Gallery', path: '/custom-orders' }])],
    },
  };
};

export const loadDesignPage: LoadServerPage = async ({ queryClient, reader, params, publicUrl }) => {
  const id = params.id;
  const answer = isDesignId(id) ? await reader.design(id) : null;
  // A visitor's view: the browser's first render is a visitor's too (the session is read after).
  if (isDesignId(id)) queryClient.setQueryData(designQueryOptions(id, undefined).queryKey, answer);
  if (!answer || !id) {
    return { status: 404, head: { title: 'Design not found', description: 'This design may have been removed, is not public, or the link is incomplete.', path: '/custom-orders', noindex: true } };
  }
  const design = answer.customOrder;
  const title = designTitle(design);
  const path = `/custom-order/${design._id}`;
  return {
    head: {
      title,
      description: metaDescription(`A custom design from ${SHOP.name}: ${design.prompt}`),
      path,
      image: design.generatedImage ? shareImage(publicUrl, `/share/designs/${design._id}.jpg`, title) : undefined,
      jsonLd: [
        breadcrumbJsonLd(publicUrl, [
          { name: 'Home', path: '/' },
          { name: 'Custom Design Gallery', path: '/custom-orders' },
          { name: title, path },
        ]),
      ],
    },
  };
};
