// ProductsPage reads its filters from the URL and asks the server for exactly that list; it
// never filters on the client, shows the empty and error states, and writes changes back to
// the URL (resetting the page).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarliestDeliveryAnswer, Product } from '@phoolwari/contracts';
import { REMEMBERED_DELIVERY_KEY } from '../../../lib/remembered-delivery';
import { listAnswer, makeCategory, makeProduct, renderRoute, stubApi } from '../test-utils';
import { hindiTestI18n } from '../../../test/i18n';
import { ProductsPage } from './products-page';

const OTHER_CATEGORY = 'aaaaaaaaaaaaaaaaaaaaaaa2';

/** The shop's answer for 560003: after every cut-off of today (the earliest is tomorrow) or in the morning. */
function earliestAnswer(when: 'morning' | 'late'): EarliestDeliveryAnswer {
  const late = when === 'late';
  return {
    pincode: '560003',
    serviceable: true,
    zone: 'Bengaluru City',
    fee: 0,
    message: 'We deliver to 560003 (Bengaluru City).',
    kinds: [
      { kind: 'standard', fee: 49, available: true },
      { kind: 'midnight', fee: 248, available: true },
    ],
    earliest: {
      slotId: 'slot',
      name: late ? 'Morning 9 AM – 12 PM' : 'Standard (2-4 hours)',
      kind: late ? 'fixed' : 'standard',
      date: '2026-11-24',
      startTime: late ? '09:00' : '08:00',
      endTime: late ? '12:00' : '21:00',
      byTime: late ? '12:00' : '14:00',
      daysAhead: late ? 1 : 0,
      fee: 98,
    },
  };
}

function api(products: Product[], overrides: Parameters<typeof listAnswer>[1] = {}, status = 200, delivery: 'morning' | 'late' = 'morning') {
  return stubApi((url) => {
    if (url.pathname === '/api/delivery/earliest') return { body: earliestAnswer(delivery) };
    if (url.pathname === '/api/categories')
      return { body: { categories: [makeCategory(), makeCategory({ _id: OTHER_CATEGORY, name: 'Garlands', slug: 'garlands' })] } };
    if (url.pathname === '/api/admin-public/products')
      return status === 200 ? { body: listAnswer(products, overrides) } : { status, body: { message: 'Database unavailable', errors: [] } };
    return undefined;
  });
}

const productRequests = (requested: URL[]) => requested.filter((u) => u.pathname === '/api/admin-public/products');
const lastProductQuery = (requested: URL[]) => Object.fromEntries(productRequests(requested).at(-1)?.searchParams ?? []);

function renderPage(entry: string) {
  return renderRoute('/products', <ProductsPage />, entry);
}

describe('ProductsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server for the filters, sort and page in the URL', async () => {
    const requested = api([makeProduct()], { total: 13, page: 2, totalPages: 2 });
    renderPage('/products?search=rose&category=bouquets&maxPrice=500&sort=price-low&page=2&view=list');

    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
    expect(lastProductQuery(requested)).toEqual({
      search: 'rose',
      category: 'bouquets',
      maxPrice: '500',
      sort: 'price-low',
      page: '2',
      limit: '12',
    });
    // What the URL says is what the controls show.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Bouquets', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “rose”');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 13 products for “rose”');
    expect(document.title).toContain('Search: rose');
  });

  it('with a remembered pincode every card says when it can come, from one request for the page', async () => {
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', kind: 'midnight' }));
    const requested = api([makeProduct(), makeProduct({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa9', name: 'Mogra Gajra' })]);
    renderPage('/products');
    await waitFor(() => expect(screen.getAllByTestId('card-earliest')).toHaveLength(2));
    for (const line of screen.getAllByTestId('card-earliest')) expect(line).toHaveTextContent('Earliest: today by 2:00 pm');
    const asked = requested.filter((u) => u.pathname === '/api/delivery/earliest');
    expect(asked).toHaveLength(1);
    // Asked by the pincode alone: the earliest of any kind.
    expect(asked[0]!.searchParams.toString()).toBe('pincode=560003');
  });

  it('says nothing of delivery on the cards without a remembered pincode, and the delivery filters ask for one', async () => {
    const requested = api([makeProduct()]);
    renderPage('/products?delivery=same-day');
    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
    expect(screen.queryByTestId('card-earliest')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Check delivery to your pincode on a product’s page to filter by delivery.');
    expect(requested.some((u) => u.pathname === '/api/delivery/earliest')).toBe(false);
  });

  it('filters same-day and midnight delivery by the remembered pincode’s slots', async () => {
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003' }));
    api([makeProduct()], {}, 200, 'late');
    const { router } = renderPage('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Same-day delivery', pressed: false }));
    expect(router.state.location.search).toBe('?delivery=same-day');
    // After today's cut-offs nothing can come today: the page says so, and when it can.
    expect(await screen.findByText('No same-day delivery to 560003 now')).toBeInTheDocument();
    expect(screen.getByText('Earliest: tomorrow by 12:00 pm')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Red Rose Bouquet' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Midnight delivery', pressed: false }));
    expect(router.state.location.search).toBe('?delivery=midnight');
    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Midnight delivery', pressed: true }));
    expect(router.state.location.search).toBe('');
  });

  it('sends defaults for a bare URL and ignores malformed params', async () => {
    const requested = api([makeProduct()]);
    renderPage('/products?category=Not+an+id&maxPrice=abc&sort=cheapest&page=-3');
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });
    expect(lastProductQuery(requested)).toEqual({ sort: 'popularity', page: '1', limit: '12' });
  });

  it("treats the slider's top value as no maximum", async () => {
    const requested = api([makeProduct()]);
    renderPage('/products?maxPrice=1000');
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });
    expect(lastProductQuery(requested)).not.toHaveProperty('maxPrice');
    expect(screen.getByTestId('price-value')).toHaveTextContent('₹1,000+');
  });

  it('shows every product the server sent, without filtering them again', async () => {
    // The server's answer is authoritative: a product above maxPrice is still shown.
    const expensive = makeProduct({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Wedding Varmala', price: 4999 });
    api([makeProduct(), expensive], { total: 2 });
    renderPage('/products?maxPrice=500');
    expect(await screen.findByRole('link', { name: 'Wedding Varmala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
  });

  it("shows 'No products found' with a Clear Filter button for an empty answer", async () => {
    const requested = api([]);
    const { router } = renderPage(`/products?search=tulip&category=bouquets&sort=rating`);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0 products for “tulip”');

    const results = screen.getByRole('region', { name: 'Product results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Clear Filter' }));
    // The filters go; the chosen sort stays.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    await waitFor(() => expect(lastProductQuery(requested)).toEqual({ sort: 'rating', page: '1', limit: '12' }));
  });

  it('shows an error with Retry, and Retry asks again', async () => {
    const requested = api([], {}, 500);
    renderPage('/products');
    // A 5xx is retried once (after about a second) before the error shows.
    expect(await screen.findByText('Failed to fetch products', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(productRequests(requested)).toHaveLength(2);
    const before = productRequests(requested).length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(productRequests(requested).length).toBe(before + 1));
  }, 10_000);

  it('a category chip changes the URL, resets the page and asks the server again', async () => {
    const requested = api([makeProduct()], { total: 30, page: 3, totalPages: 3 });
    const { router } = renderPage('/products?page=3&sort=newest');
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });

    await userEvent.click(await screen.findByRole('button', { name: 'Garlands', pressed: false }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest&category=garlands'));
    await waitFor(() => expect(lastProductQuery(requested)).toEqual({ category: 'garlands', sort: 'newest', page: '1', limit: '12' }));
  });

  it('counts on the Filters button what the panel chose, not the search words', async () => {
    api([makeProduct()], { total: 1 });
    renderPage('/products?search=red+roses');
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveTextContent(/^Filters$/);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The search alone can still be cleared.
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeEnabled();
  });

  it('on a phone, a category chip applies and folds the filters away, with the new count in view', async () => {
    api([makeProduct(), makeProduct({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Marigold Toran' })], { total: 2 });
    renderPage('/products');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Garlands', pressed: false }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(await screen.findByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 products');
  });

  it('the price slider updates the URL once it rests, not on every step', async () => {
    const requested = api([makeProduct()], { total: 30, page: 2, totalPages: 3 });
    const { router } = renderPage('/products?page=2');
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });
    const before = productRequests(requested).length;

    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    // A slider fires `input` events while it moves (`change` only once let go).
    fireEvent.input(slider, { target: { value: '800' } });
    fireEvent.input(slider, { target: { value: '650' } });
    fireEvent.input(slider, { target: { value: '500' } });
    expect(screen.getByTestId('price-value')).toHaveTextContent('₹500');
    // Nothing is sent while the slider moves.
    expect(router.state.location.search).toBe('?page=2');

    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=500'));
    await waitFor(() => expect(lastProductQuery(requested)).toMatchObject({ maxPrice: '500', page: '1' }));
    expect(productRequests(requested).length).toBe(before + 1);
  });

  it('sort and view changes go to the URL', async () => {
    const requested = api([makeProduct()]);
    const { router } = renderPage('/products');
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-high'));
    await waitFor(() => expect(lastProductQuery(requested)).toMatchObject({ sort: 'price-high' }));

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-high&view=list'));
  });

  it('links to the other pages with the filters kept', async () => {
    api([makeProduct()], { total: 30, page: 1, totalPages: 3 });
    renderPage(`/products?category=bouquets`);
    await screen.findByRole('link', { name: 'Red Rose Bouquet' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `/products?category=bouquets&page=2`);
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', `/products?category=bouquets&page=3`);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Hindi on a Hindi page: heading, count, sort and the category and product names', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/categories') return { body: { categories: [makeCategory({ hi: { name: 'गुलदस्ते' } })] } };
      if (url.pathname === '/api/admin-public/products') return { body: listAnswer([makeProduct({ hi: { name: 'लाल गुलाब का गुलदस्ता' } })], { total: 13 }) };
      return undefined;
    });
    renderRoute('/products', <ProductsPage />, '/products?category=bouquets', [], hindiTestI18n);
    expect(await screen.findByRole('link', { name: 'लाल गुलाब का गुलदस्ता' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'गुलदस्ते' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('13 में से 1 उत्पाद');
    expect(screen.getByRole('option', { name: 'कीमत: कम से ज़्यादा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'गुलदस्ते' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeEnabled();
  });
});
