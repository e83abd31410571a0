// Helpers for the catalogue's component tests: sample data shaped like the API's answers, a
// fetch stub that answers like the API and records what was asked, and a render inside a
// memory router with a fresh query cache.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { testI18n } from '../../test/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Category, Product, ProductListAnswer, User } from '@phoolwari/contracts';
import { SessionProvider } from '../../lib/session';

export const CATEGORY_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const PRODUCT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb1';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    slug: 'red-rose-bouquet',
    name: 'Red Rose Bouquet',
    description: 'Twelve red roses wrapped in kraft paper.',
    price: 1299,
    originalPrice: 1599,
    category: { _id: CATEGORY_ID, slug: 'bouquets', name: 'Bouquets' },
    images: ['/uploads/catalogue/red-rose-bouquet-1.webp', '/uploads/catalogue/red-rose-bouquet-2.webp'],
    stock: 20,
    tags: ['roses', 'romantic', 'anniversary'],
    features: ['12 fresh red roses', 'Hand-tied'],
    deliveryTime: '2-4 hours',
    featured: true,
    isNew: false,
    rating: 4.6,
    reviews: 128,
    availability: 'In Stock',
    isAddon: false,
    hsnCode: '0603',
    gstRate: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    options: [],
    personalisationMax: 0,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: CATEGORY_ID,
    name: 'Bouquets',
    slug: 'bouquets',
    description: 'Hand-tied bouquets',
    image: '/uploads/catalogue/bouquets.webp',
    isActive: true,
    sortOrder: 0,
    ...overrides,
  };
}

export function listAnswer(products: Product[], overrides: Partial<ProductListAnswer> = {}): ProductListAnswer {
  return { products, total: products.length, page: 1, totalPages: products.length ? 1 : 0, ...overrides };
}

type Route = (url: URL) => { status?: number; body: unknown } | undefined;

/**
 * Stubs global fetch: each request goes to `route`, whose answer is sent as JSON (404 when it
 * returns nothing). Returns the URLs requested, in order.
 */
export function stubApi(route: Route): URL[] {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requested.push(url);
      const answer = route(url) ?? { status: 404, body: { message: 'Not found', errors: [] } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return requested;
}

export const CUSTOMER: User = {
  _id: 'ccccccccccccccccccccccc1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Puts a signed-in customer in storage, as the auth feature leaves it after a login. */
export function storeSession(user: User = CUSTOMER): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
}

/**
 * Renders `element` at `path` (plus extra routes) inside a memory router, a fresh cache and the
 * session; in English unless given another language's i18n (`hindiTestI18n`).
 */
export function renderRoute(
  path: string,
  element: ReactNode,
  initialEntry: string,
  extraRoutes: { path: string; element: ReactNode }[] = [],
  i18n: I18n = testI18n,
) {
  const queryClient = createQueryClient({ gcTime: Infinity });
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [initialEntry] });
  const navigation = {
    navigate: (to: string, state?: { from: string }) => void router.navigate(to, { state }),
    pathname: () => router.state.location.pathname,
  };
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigation={navigation}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}
