// ProductPage: what it shows for a product, the not-found and error states, the quantity rules,
// the reference photo checks, Add to Cart's guest / signed-in behaviour and the pincode check.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EarliestDeliveryAnswer, type Product } from '@phoolwari/contracts';
import { REMEMBERED_DELIVERY_KEY } from '../../../lib/remembered-delivery';
import { bookableDates, shopToday } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { fakeApi, NO_ADD_ONS, type FakeRoutes } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { CATEGORY_ID, CUSTOMER, PRODUCT_ID, makeProduct, renderRoute, stubApi, storeSession } from '../test-utils';
import { hindiTestI18n } from '../../../test/i18n';
import { ProductPage } from './product-page';
import { EMPTY_CART } from '../../cart/api/cart-keys';

const NO_REVIEWS = { reviews: [], total: 0, page: 1, totalPages: 0, rating: 0 };

/** The shop's answer as the API gives it for 560003 (served) and anything else (not), at 10 am. */
function earliestAnswer(query: URLSearchParams): EarliestDeliveryAnswer {
  const pincode = query.get('pincode') ?? '';
  if (pincode !== '560003') return { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet.`, kinds: [] };
  const today = shopToday();
  const date = query.get('date') ?? today;
  const daysAhead = date === today ? 0 : 1;
  const standard = { slotId: 'slot-standard', name: 'Standard (2-4 hours)', kind: 'standard' as const, startTime: '08:00', endTime: '21:00', fee: 49 };
  const offers = {
    standard: { ...standard, date, daysAhead, byTime: daysAhead === 0 ? '14:00' : '21:00' },
    midnight: {
      slotId: 'slot-midnight',
      name: 'Midnight surprise',
      kind: 'midnight' as const,
      date,
      daysAhead,
      startTime: '23:00',
      endTime: '23:59',
      byTime: '23:59',
      fee: 248,
    },
    fixed: undefined,
  };
  const kind = (query.get('kind') ?? 'standard') as keyof typeof offers;
  const chosen = offers[kind];
  return {
    pincode,
    serviceable: true,
    zone: 'Bengaluru City',
    fee: 0,
    earliestDate: today,
    message: 'We deliver to 560003 (Bengaluru City) today, within hours of your order.',
    date,
    lastDate: bookableDates(today, 14).at(-1)!,
    earliest: { ...standard, date: today, daysAhead: 0, byTime: '14:00' },
    kinds: [
      { kind: 'standard', fee: 49, available: true },
      { kind: 'fixed', fee: 98, available: false },
      { kind: 'midnight', fee: 248, available: true },
    ],
    ...(chosen ? { chosen } : { problem: 'past_cutoff' as const }),
  };
}

/** The shop's policies, for the freshness promise the page states. */
const SHOP_POLICIES = { paymentMethods: ['UPI'], cashOnDelivery: false, selfCancellationMinutes: 30, deliveryZones: ['Bengaluru City'], freshnessHours: 24 };

function api(product: Product | { status: number; message: string }) {
  return stubApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user: CUSTOMER } };
    if (url.pathname.endsWith('/reviews')) return { body: NO_REVIEWS };
    if (url.pathname === '/api/products/add-ons') return { body: { products: [] } };
    if (url.pathname === '/api/shop/policies') return { body: { policies: SHOP_POLICIES } };
    if (url.pathname.startsWith('/api/admin-public/products/'))
      return 'status' in product ? { status: product.status, body: { message: product.message, errors: [] } } : { body: { product } };
    return undefined;
  });
}

function renderPage(id: string = PRODUCT_ID) {
  return renderRoute('/product/:slug', <ProductPage />, `/product/${id}`, [
    { path: '/login', element: <h1>Login page</h1> },
    { path: '/products', element: <h1>Products page</h1> },
  ]);
}

describe('ProductPage', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the product: name, rating, price with discount, stock, description, features and notes', async () => {
    api(makeProduct({ isNew: true }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Rose Bouquet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/128 reviews/)).toBeInTheDocument();
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByText('₹1,599').closest('s')).not.toBeNull();
    expect(screen.getByText('19% off')).toBeInTheDocument();
    expect(screen.getByTestId('availability-badge')).toHaveTextContent('In Stock');
    expect(screen.getByText('Twelve red roses wrapped in kraft paper.')).toBeInTheDocument();
    expect(screen.getByText('Hand-tied')).toBeInTheDocument();
    expect(screen.getByText('Delivered in 2-4 hours')).toBeInTheDocument();
    expect(screen.getByText('100% Fresh')).toBeInTheDocument();
    // The perishable-goods policy with the owner's window, never a return period fit for shoes.
    expect(screen.getByText('Freshness promise')).toBeInTheDocument();
    expect(await screen.findByText(/Flowers are not returned: report a problem with a photo within 24 hours of delivery/)).toBeInTheDocument();
    expect(screen.queryByText(/return policy/i)).not.toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    // Breadcrumb back to the category.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Bouquets' })).toHaveAttribute('href', '/products?category=bouquets');
    expect(document.title).toContain('Red Rose Bouquet');
  });

  it('switches the main picture from the thumbnails, by click and by arrow keys', async () => {
    api(makeProduct());
    renderPage();
    const second = await screen.findByRole('button', { name: 'Show picture 2 of 2' });
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Red Rose Bouquet, picture 2 of 2' })).toHaveAttribute('src', '/uploads/catalogue/red-rose-bouquet-2.webp');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    const first = screen.getByRole('button', { name: 'Show picture 1 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveFocus();
  });

  it("shows 'Product not found' for a malformed address without asking the server", async () => {
    const requested = api(makeProduct());
    renderPage('Not%20An%20Address');
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(requested.filter((u) => u.pathname.includes('/admin-public/products'))).toHaveLength(0);
  });

  it("shows 'Product not found' for a 404", async () => {
    api({ status: 404, message: 'Product not found' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('keeps the quantity between 1 and the stock', async () => {
    api(makeProduct({ stock: 3, availability: 'Limited Stock' }));
    renderPage();
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(field).toHaveValue(1);
    expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    expect(field).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '9');
    await userEvent.tab();
    expect(field).toHaveValue(3);
    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveValue(1);
  });

  it('disables quantity and Add to Cart when out of stock', async () => {
    api(makeProduct({ stock: 0, availability: 'Out of Stock' }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByTestId('availability-badge')).toHaveClass('bg-red-100');
  });

  it('adds to a guest’s cart on the server, without sending the visitor away', async () => {
    const line = {
      product: { _id: PRODUCT_ID, name: 'Red Rose Bouquet', images: [], availability: 'In Stock', stock: 10 },
      quantity: 1,
      price: 1299,
      lineTotal: 1299,
      referencePhoto: null,
    };
    const cart = { ...EMPTY_CART, items: [line], totalItems: 1, totalAmount: 1299 };
    const calls = fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      'POST /api/cart/add': () => ({ body: { cart } }),
    });
    const success = vi.spyOn(toast, 'success');
    const { router, queryClient } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart'));
    expect(calls.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1 });
    expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`);
    expect(queryClient.getQueryData(['cart', 'guest'])).toEqual(cart);
    expect(await screen.findByText('1 in your cart')).toBeInTheDocument();
    // Later pages ask the server for this visitor's cart.
    expect(localStorage.getItem('guestCart')).toBe('1');
  });

  it('adds the chosen quantity to the cart for a signed-in customer, then starts over at 1 and says what is in the cart', async () => {
    storeSession();
    const line = {
      product: { _id: PRODUCT_ID, name: 'Red Rose Bouquet', images: [], availability: 'In Stock', stock: 10 },
      quantity: 2,
      price: 1299,
      lineTotal: 2598,
      referencePhoto: null,
    };
    const cart = {
      items: [line],
      totalItems: 2,
      totalAmount: 2598,
      totals: { subtotal: 2598, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 2597 },
      promo: null,
      promoError: null,
    };
    const calls = fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      [`GET /api/products/${PRODUCT_ID}/reviews/eligibility`]: () => ({
        body: { canReview: false, reason: 'You can review this product once your order with it has been delivered.' },
      }),
      'POST /api/cart/add': () => ({ body: { cart } }),
      'GET /api/cart': () => ({ body: { cart: EMPTY_CART } }),
    });
    const success = vi.spyOn(toast, 'success');
    const { router, queryClient } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart'));
    expect(calls.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 2 });
    // The answer is the new cart: the header's count reads it from the cache without asking again.
    expect(queryClient.getQueryData(['cart', CUSTOMER._id])).toEqual(cart);
    expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`);
    // No second tap adds two more by mistake: the quantity is back to 1, and the page says what is there.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /quantity/i })).toHaveValue(1));
    expect(screen.getByText('2 in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it("shows the server's reason when the cart refuses", async () => {
    storeSession();
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      [`GET /api/products/${PRODUCT_ID}/reviews/eligibility`]: () => ({
        body: { canReview: false, reason: 'You can review this product once your order with it has been delivered.' },
      }),
      'POST /api/cart/add': () => ({ status: 409, body: { message: 'Only 3 of Red Rose Bouquet left', code: 'INSUFFICIENT_STOCK', errors: [] } }),
      'GET /api/cart': () => ({ body: { cart: EMPTY_CART } }),
    });
    const error = vi.spyOn(toast, 'error');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Only 3 of Red Rose Bouquet left'));
  });

  it('checks delivery to a pincode', async () => {
    const calls = fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      'GET /api/delivery/earliest': (r) => ({ body: earliestAnswer(r.url.searchParams) }),
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Check delivery to your pincode' });
    await userEvent.type(field, '5600');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleDescription('Enter a 6-digit pincode');
    expect(calls.callsTo('GET /api/delivery/earliest')).toHaveLength(0);
    expect(localStorage.getItem(REMEMBERED_DELIVERY_KEY)).toBeNull();

    await userEvent.type(field, '03');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('We deliver to 560003 (Bengaluru City) today, within hours of your order.'));
    await userEvent.clear(field);
    await userEvent.type(field, '110001{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Sorry, we do not deliver to 110001 yet.'));
    // The unserved pincode changed nothing kept: the served one stays for the cards and checkout.
    expect(JSON.parse(localStorage.getItem(REMEMBERED_DELIVERY_KEY) ?? 'null')).toEqual({ pincode: '560003', kind: 'standard' });
  });

  it('answers a chosen day and kind of delivery at once, with its window and fee, and remembers the choice', async () => {
    const calls = fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      'GET /api/delivery/earliest': (r) => ({ body: earliestAnswer(r.url.searchParams) }),
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Check delivery to your pincode' });
    await userEvent.type(field, '560003{Enter}');
    expect(await screen.findByTestId('delivery-offer')).toHaveTextContent(
      'Standard (2-4 hours) (8:00 am – 9:00 pm): arrives today by 2:00 pm. Delivery fee ₹49.',
    );
    expect(screen.getByRole('radio', { name: 'Midnight · ₹248' })).toBeInTheDocument();

    // Choosing midnight and tomorrow asks again at once, without pressing Check.
    await userEvent.click(screen.getByRole('radio', { name: 'Midnight · ₹248' }));
    const tomorrow = bookableDates(shopToday(), 1)[1]!;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Delivery date' }), tomorrow);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-offer')).toHaveTextContent(
        'Midnight surprise (11:00 pm – 11:59 pm): arrives tomorrow by 11:59 pm. Delivery fee ₹248.',
      ),
    );
    expect(calls.callsTo('GET /api/delivery/earliest').at(-1)?.url.searchParams.toString()).toBe(`pincode=560003&date=${tomorrow}&kind=midnight`);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(REMEMBERED_DELIVERY_KEY) ?? 'null')).toEqual({ pincode: '560003', date: tomorrow, kind: 'midnight' }),
    );

    // A kind closed on that day says so plainly, with the earliest instead.
    await userEvent.click(screen.getByRole('radio', { name: /Fixed time/ }));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-offer')).toHaveTextContent('Fixed time delivery has closed for that day. Earliest: today by 2:00 pm'),
    );
  });

  it('fills the check from the remembered choice and asks again', async () => {
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', kind: 'midnight' }));
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      'GET /api/delivery/earliest': (r) => ({ body: earliestAnswer(r.url.searchParams) }),
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Check delivery to your pincode' });
    await waitFor(() => expect(field).toHaveValue('560003'));
    expect(await screen.findByTestId('delivery-offer')).toHaveTextContent('Midnight surprise (11:00 pm – 11:59 pm): arrives today by 11:59 pm.');
    expect(screen.getByRole('radio', { name: 'Midnight · ₹248' })).toBeChecked();
  });

  it('accepts an image as reference photo with a preview and Remove, and refuses other files', async () => {
    const error = vi.spyOn(toast, 'error');
    api(makeProduct());
    renderPage();
    const input = await screen.findByLabelText('Add a reference photo');
    expect(input).toHaveAttribute('accept', 'image/*');

    // applyAccept: false lets a non-image through, as a drag-and-drop or an old browser could.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'order.pdf', { type: 'application/pdf' }));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/image/i));
    expect(screen.queryByRole('img', { name: 'Your reference photo' })).not.toBeInTheDocument();

    await user.upload(input, new File(['png'], 'colours.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your reference photo' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('colours.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Your reference photo' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  describe('with a reference photo', () => {
    const photoUrl = '/uploads/references/0000000000000000000000c1/0123456789abcdef0123456789abcdef.webp';
    const cart = {
      items: [],
      totalItems: 1,
      totalAmount: 1299,
      totals: { subtotal: 1299, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1298 },
      promo: null,
      promoError: null,
    };
    const productRoutes = {
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      [`GET /api/products/${PRODUCT_ID}/reviews/eligibility`]: () => ({ body: { canReview: false, reason: 'Not yet' } }),
      'GET /api/cart': () => ({ body: { cart: EMPTY_CART } }),
    };

    async function pickPhoto() {
      const input = await screen.findByLabelText('Add a reference photo');
      await userEvent.upload(input, new File(['png'], 'colours.png', { type: 'image/png' }));
    }

    it('uploads the photo with progress when Add to Cart is pressed, then adds the line with its URL, and lets go of the photo', async () => {
      storeSession();
      const api = fakeApi({
        'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
        ...NO_ADD_ONS,
        ...productRoutes,
        'POST /api/cart/reference-photo': () => ({ body: { referencePhoto: photoUrl } }),
        'POST /api/cart/add': () => ({ body: { cart } }),
      });
      const xhr = fakeXhr({ hold: true });
      const success = vi.spyOn(toast, 'success');
      renderPage();
      await pickPhoto();
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

      // Half sent: the button says so, and nothing is added yet.
      expect(await screen.findByText('Uploading photo… 50%')).toBeInTheDocument();
      expect(xhr.sent).toHaveLength(1);
      expect(xhr.sent[0]).toMatchObject({ url: '/api/cart/reference-photo', fields: ['file'], headers: { Authorization: 'Bearer test-token' } });
      expect(xhr.sent[0]?.files[0]?.name).toBe('colours.png');
      expect(api.callsTo('POST /api/cart/add')).toHaveLength(0);

      xhr.release();
      await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart with your reference photo'));
      expect(api.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1, referencePhoto: photoUrl });

      // The photo went with that line; the picker starts empty, so a second tap adds a plain line.
      expect(await screen.findByLabelText('Add a reference photo')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(api.callsTo('POST /api/cart/add')).toHaveLength(2));
      expect(api.callsTo('POST /api/cart/add')[1]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1 });
      expect(xhr.sent).toHaveLength(1);
    });

    it("shows the server's reason when the photo is refused, and adds nothing", async () => {
      storeSession();
      const api = fakeApi({
        'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
        ...NO_ADD_ONS,
        ...productRoutes,
        'POST /api/cart/reference-photo': () => ({
          status: 400,
          body: {
            message: '"colours.png" cannot be used: it is not a JPEG, PNG, WebP, GIF or AVIF image',
            code: 'INVALID_IMAGE',
            errors: [{ path: 'file', message: 'not an image' }],
          },
        }),
      });
      fakeXhr();
      const error = vi.spyOn(toast, 'error');
      renderPage();
      await pickPhoto();
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() => expect(error).toHaveBeenCalledWith('"colours.png" cannot be used: it is not a JPEG, PNG, WebP, GIF or AVIF image'));
      expect(api.callsTo('POST /api/cart/add')).toHaveLength(0);
      // The photo stays picked, so the customer can choose another or remove it.
      expect(screen.getByRole('img', { name: 'Your reference photo' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    });

    it('sends a guest to log in before uploading anything', async () => {
      const error = vi.spyOn(toast, 'error');
      api(makeProduct());
      const xhr = fakeXhr();
      const { router } = renderPage();
      await pickPhoto();
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(error).toHaveBeenCalledWith('Please login to add items to cart');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(xhr.sent).toHaveLength(0);
    });
  });
});

describe('ProductPage: add-ons beside a bouquet', () => {
  const CARD_ID = 'cccccccccccccccccccccc01';
  const TEDDY_ID = 'cccccccccccccccccccccc02';
  const card = makeProduct({
    _id: CARD_ID,
    slug: 'greeting-card',
    name: 'Greeting Card',
    price: 99,
    originalPrice: 0,
    stock: 40,
    isAddon: true,
    images: ['/uploads/catalogue/greeting-card-1.webp'],
  });
  const teddy = makeProduct({ _id: TEDDY_ID, name: 'Soft Teddy Bear', price: 499, originalPrice: 0, stock: 2, isAddon: true, availability: 'Limited Stock' });
  const cartWith = (items: { _id: string; quantity: number }[]) => ({
    ...EMPTY_CART,
    items: items.map(({ _id, quantity }) => ({
      product: { _id, slug: 'x', name: 'x', images: [], availability: 'In Stock', stock: 2 },
      quantity,
      price: 1,
      lineTotal: quantity,
      referencePhoto: null,
    })),
  });
  const routes = (product: Product, overrides: FakeRoutes = {}): FakeRoutes => ({
    'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
    'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
    [`GET /api/admin-public/products/${product._id}`]: () => ({ body: { product } }),
    [`GET /api/products/${product._id}/reviews`]: () => ({ body: NO_REVIEWS }),
    [`GET /api/products/${product._id}/reviews/eligibility`]: () => ({ body: { canReview: false, reason: 'Not yet' } }),
    'GET /api/products/add-ons': () => ({ body: { products: [card, teddy] } }),
    // The teddies the shop has are both in the cart already.
    'GET /api/cart': () => ({ body: { cart: cartWith([{ _id: TEDDY_ID, quantity: 2 }]) } }),
    'POST /api/cart/add': () => ({
      body: {
        cart: cartWith([
          { _id: TEDDY_ID, quantity: 2 },
          { _id: CARD_ID, quantity: 1 },
        ]),
      },
    }),
    ...overrides,
  });

  it('offers a row of add-ons with picture, name and price; Add puts one in the cart, and what the cart holds counts against the stock', async () => {
    storeSession();
    const calls = fakeApi(routes(makeProduct()));
    renderPage();
    const offer = await screen.findByRole('region', { name: 'Add a little extra' });
    await within(offer).findByRole('link', { name: 'Greeting Card' });
    const cards = within(offer).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['Greeting Card', 'Soft Teddy Bear']);
    expect(cards[0]).toHaveTextContent('₹99');
    expect(within(cards[0]!).getByRole('link', { name: 'Greeting Card' })).toHaveAttribute('href', '/product/greeting-card');
    expect(within(cards[1]!).getByRole('button', { name: 'All in cart' })).toBeDisabled();
    expect(cards[1]).toHaveTextContent('2 in your cart');

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Add Greeting Card' }));
    await waitFor(() => expect(calls.callsTo('POST /api/cart/add')).toHaveLength(1));
    expect(calls.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: CARD_ID, quantity: 1 });
    expect(await within(cards[0]!).findByText('1 in your cart')).toBeInTheDocument();
  });

  it('offers nothing on an add-on’s own page, and asks nothing', async () => {
    storeSession();
    const calls = fakeApi(routes(card));
    renderPage(CARD_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Greeting Card' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a little extra' })).toBeNull();
    expect(calls.callsTo('GET /api/products/add-ons')).toHaveLength(0);
  });

  it('says when the add-ons could not be loaded, and offers Retry', async () => {
    storeSession();
    let fail = true;
    fakeApi(
      routes(makeProduct(), {
        'GET /api/products/add-ons': () => (fail ? { status: 500, body: { message: 'Something went wrong', errors: [] } } : { body: { products: [card] } }),
      }),
    );
    renderPage();
    const offer = await screen.findByRole('region', { name: 'Add a little extra' });
    // A server error is tried once more before it is shown.
    expect(await within(offer).findByText('The add-ons could not be loaded', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(offer).getByRole('button', { name: 'Retry' }));
    expect(await within(offer).findByRole('link', { name: 'Greeting Card' })).toBeInTheDocument();
  });

  it('asks the day and kind of delivery in Hindi on a Hindi page', async () => {
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', kind: 'midnight' }));
    fakeApi({
      'GET /api/shop/policies': () => ({ body: { policies: SHOP_POLICIES } }),
      ...NO_ADD_ONS,
      [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product: makeProduct() } }),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
      'GET /api/delivery/earliest': (r) => ({ body: earliestAnswer(r.url.searchParams) }),
    });
    renderRoute('/product/:slug', <ProductPage />, `/product/${PRODUCT_ID}`, [], hindiTestI18n);
    expect(await screen.findByRole('group', { name: 'डिलीवरी का प्रकार' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'आधी रात · ₹248' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'डिलीवरी की तारीख' })).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-offer')).toHaveTextContent(/^Midnight surprise \(.+\): फूल आज .+ तक पहुँच जाएँगे। डिलीवरी शुल्क ₹248।$/);
  });

  it('speaks Hindi on a Hindi page: the product’s Hindi name, description, features, tags and category', async () => {
    api(
      makeProduct({
        availability: 'Limited Stock',
        stock: 3,
        hi: { name: 'लाल गुलाब का गुलदस्ता', description: 'क्राफ़्ट पेपर में बारह लाल गुलाब।', features: ['12 ताज़े लाल गुलाब', 'हाथ से बंधा'], tags: ['गुलाब', 'रोमांटिक'] },
        category: { _id: CATEGORY_ID, slug: 'bouquets', name: 'Bouquets', hi: { name: 'गुलदस्ते' } },
      }),
    );
    renderRoute('/product/:slug', <ProductPage />, `/product/${PRODUCT_ID}`, [], hindiTestI18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'लाल गुलाब का गुलदस्ता' })).toBeInTheDocument();
    expect(screen.getByText('क्राफ़्ट पेपर में बारह लाल गुलाब।')).toBeInTheDocument();
    expect(screen.getByText('हाथ से बंधा')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रोमांटिक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गुलदस्ते' })).toHaveAttribute('href', '/products?category=bouquets');
    expect(screen.getByText('बस 3 बचे हैं')).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी: 2-4 घंटे')).toBeInTheDocument();
    expect(screen.getByText('ताज़गी का वादा')).toBeInTheDocument();
    expect(await screen.findByText(/फूल लौटाए नहीं जाते: डिलीवरी के 24 घंटों के अंदर फ़ोटो के साथ समस्या बताएँ/)).toBeInTheDocument();
    expect(screen.getByText(/128 समीक्षाएँ/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'खासियतें' })).toBeInTheDocument();
    expect(screen.queryByText('Red Rose Bouquet')).not.toBeInTheDocument();
  });
});
