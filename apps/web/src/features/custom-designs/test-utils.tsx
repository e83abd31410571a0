// Sample designs shaped like the API's answers, for this feature's tests, and a render in a given
// language (test/render-app's renderRoutes renders in English).
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '../../app/toaster';
import { createQueryClient } from '../../lib/query-client';
import { SessionProvider, type SessionNavigation } from '../../lib/session';
import type { CustomOrder, GalleryAnswer } from './lib/types';

export const DESIGN_ID = 'eeeeeeeeeeeeeeeeeeeeee01';
export const PRODUCT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb9';
export const CATEGORY_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

export function makeDesign(overrides: Partial<CustomOrder> = {}): CustomOrder {
  return {
    _id: DESIGN_ID,
    customOrderId: 'CD-261123-7KQ4',
    user: { name: 'Asha Rao', email: 'asha@example.com' },
    prompt: 'A bridal varmala of red roses and white mogra with gold ribbon',
    generatedImage: '/uploads/designs/varmala.webp',
    fallback: false,
    fallbackReason: null,
    generator: 'openai',
    status: 'draft',
    notes: null,
    rejectionReason: null,
    approvedBy: null,
    approvedAt: null,
    submittedAt: null,
    createdAt: '2025-11-23T06:30:00.000Z',
    convertedProductId: null,
    adminDetails: null,
    ...overrides,
  };
}

export const APPROVED_DETAILS: NonNullable<CustomOrder['adminDetails']> = {
  name: 'Royal Rose Varmala',
  description: 'A pair of bridal garlands of red roses and white mogra.',
  price: 2499,
  category: { _id: CATEGORY_ID, name: 'Garlands' },
  deliveryTime: '6-8 hours',
  features: ['Red roses', 'White mogra', 'Gold ribbon'],
  tags: ['wedding', 'roses', 'mogra', 'varmala', 'bridal'],
};

/** A design staff approved (and, with `converted`, made into a product). */
export function approvedDesign(overrides: Partial<CustomOrder> = {}, converted = false): CustomOrder {
  return makeDesign({
    status: converted ? 'converted_to_product' : 'approved',
    adminDetails: APPROVED_DETAILS,
    approvedBy: { name: 'Meera Admin' },
    approvedAt: '2025-11-23T09:00:00.000Z',
    submittedAt: '2025-11-23T07:00:00.000Z',
    convertedProductId: converted ? { _id: PRODUCT_ID } : null,
    ...overrides,
  });
}

export function galleryAnswer(customOrders: CustomOrder[], overrides: Partial<GalleryAnswer> = {}): GalleryAnswer {
  return { customOrders, total: customOrders.length, page: 1, totalPages: customOrders.length ? 1 : 0, ...overrides };
}

/** renderRoutes (test/render-app) in a language: `hindiTestI18n` for a Hindi page. */
export function renderRoutesIn(i18n: I18n, routes: RouteObject[], initialEntry: string) {
  const queryClient = createQueryClient({ gcTime: Infinity });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const navigation: SessionNavigation = {
    navigate: (to, state) => void router.navigate(to, { state }),
    pathname: () => router.state.location.pathname,
  };
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigation={navigation}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}
