// HomePage: the hero's two ways in, categories linking to the filtered listing, and Trending
// asking the server for the 4 most popular products, with its empty state.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@phoolwari/contracts';
import { listAnswer, makeCategory, makeProduct, renderRoute, stubApi } from '../test-utils';
import { hindiTestI18n } from '../../../test/i18n';
import { HomePage } from './home-page';

function api(products: Product[], categories = [makeCategory()], deliveryZones = ['Bengaluru City', 'Bengaluru Outer']) {
  return stubApi((url) => {
    if (url.pathname === '/api/categories') return { body: { categories } };
    if (url.pathname === '/api/shop/policies')
      return { body: { policies: { paymentMethods: ['UPI'], cashOnDelivery: false, selfCancellationMinutes: 30, deliveryZones, freshnessHours: 24 } } };
    if (url.pathname === '/api/admin-public/products') return { body: listAnswer(products) };
    return undefined;
  });
}

describe('HomePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the hero, the categories and the trending products', async () => {
    const requested = api([makeProduct()]);
    renderRoute('/', <HomePage />, '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'AI Custom Orders' })).toHaveAttribute('href', '/custom-order');
    // Skeletons while loading: 4 categories, 4 products.
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);

    expect(await screen.findByRole('link', { name: /Bouquets/ })).toHaveAttribute('href', '/products?category=bouquets');
    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
    // Where the delivery areas reach, and no further: no outstation promise.
    expect(await screen.findByText('Delivered within 2-4 hours in Bengaluru City and Bengaluru Outer.')).toBeInTheDocument();
    expect(screen.queryByText(/outstation/)).toBeNull();
    const trending = requested.find((u) => u.pathname === '/api/admin-public/products');
    expect(Object.fromEntries(trending?.searchParams ?? [])).toEqual({ sort: 'popularity', page: '1', limit: '4' });
  });

  it('follows the delivery areas: one zone is named alone', async () => {
    api([], [], ['Bengaluru City']);
    renderRoute('/', <HomePage />, '/');
    expect(await screen.findByText('Delivered within 2-4 hours in Bengaluru City.')).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    api([], []);
    renderRoute('/', <HomePage />, '/');
    expect(await screen.findByText('No trending products available')).toBeInTheDocument();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page, with the categories and products in Hindi', async () => {
    api([makeProduct({ hi: { name: 'लाल गुलाब का गुलदस्ता' } })], [makeCategory({ productCount: 5, hi: { name: 'गुलदस्ते' } })]);
    renderRoute('/', <HomePage />, '/', [], hindiTestI18n);
    expect(screen.getByRole('link', { name: 'अभी खरीदें' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('heading', { level: 2, name: 'श्रेणी के हिसाब से खरीदें' })).toBeInTheDocument();
    // The zones are the owner's English names: a Hindi page promises the time alone.
    expect(await screen.findByText('ऑर्डर पक्का होने के 2-4 घंटे के अंदर डिलीवरी।')).toBeInTheDocument();
    expect(screen.queryByText(/Bengaluru/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /गुलदस्ते/ })).toHaveAttribute('href', '/products?category=bouquets');
    expect(screen.getByText('5 उत्पाद')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'लाल गुलाब का गुलदस्ता' })).toBeInTheDocument();
  });
});
