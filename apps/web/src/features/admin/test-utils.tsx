// Helpers for the admin panel's tests: sample records shaped like the API's answers, the panel
// rendered at /admin?tab=… for a signed-in admin against the fake API, and a fake XMLHttpRequest
// that sends uploads through that same fake API (so an unexpected upload fails the test too) and
// reports progress half-way.
import type { AdminUser, Category, HealthAnswer, Product } from '@phoolwari/contracts';
import { ADMIN, fakeApi, storeSession, type FakeRoutes } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { AdminPage } from '../../app/admin/admin-page';

export const CAT_BOUQUETS = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const CAT_GARLANDS = 'aaaaaaaaaaaaaaaaaaaaaaa2';

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: CAT_BOUQUETS,
    name: 'Bouquets',
    slug: 'bouquets',
    description: 'Hand-tied bouquets',
    image: '/uploads/catalogue/bouquets.webp',
    isActive: true,
    sortOrder: 0,
    productCount: 3,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
    slug: 'red-rose-bouquet',
    name: 'Red Rose Bouquet',
    description: 'Twelve red roses wrapped in kraft paper.',
    price: 1299,
    originalPrice: 1599,
    category: { _id: CAT_BOUQUETS, slug: 'bouquets', name: 'Bouquets' },
    images: ['/uploads/catalogue/red-rose-1.webp', '/uploads/catalogue/red-rose-2.webp'],
    stock: 20,
    tags: ['roses'],
    features: ['12 fresh red roses'],
    deliveryTime: '2-4 hours',
    featured: false,
    isNew: true,
    rating: 4.6,
    reviews: 12,
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

export function productList(products: Product[]) {
  return { products, total: products.length, page: 1, totalPages: products.length ? 1 : 0 };
}

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: '0000000000000000000000c1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    role: 'customer',
    language: 'en',
    createdAt: '2025-01-05T10:00:00.000Z',
    disabled: false,
    disabledAt: null,
    orderCount: 4,
    totalSpent: 5196,
    ...overrides,
  };
}

export const HEALTHY: HealthAnswer = {
  status: 'ok',
  db: 'up',
  redis: 'not_configured',
  imageGenerator: 'not_configured',
  payments: 'up',
  mail: 'not_configured',
  storage: 'up',
  details: { database: 'pglite', paymentProvider: 'simulated', storageDriver: 'disk', storagePublicBaseUrl: '/uploads' },
};

/** Signs the admin in and renders /admin?tab=`tab` against `routes` (plus the session check). */
export function renderAdminTab(tab: string, routes: FakeRoutes) {
  storeSession(ADMIN);
  // Orders offer a rider picker to those who give out deliveries: no riders unless a test says so.
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: ADMIN } }), 'GET /api/admin/riders': () => ({ body: { riders: [] } }), ...routes });
  const view = renderRoutes([{ path: '/admin', element: <AdminPage /> }], `/admin?tab=${tab}`);
  return { ...view, api };
}

export { fakeXhr, type SentUpload } from '../../test/fake-xhr';

export function imageFile(name = 'rose.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type });
}
