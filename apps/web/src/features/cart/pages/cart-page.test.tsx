// CartPage: the lines and the server's totals, quantity − / + kept between 1 and the stock,
// Remove, the promo box (refusal reason, applied code, code that no longer applies), the empty,
// guest and error states, and the header's item count.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartItem, EarliestDeliveryAnswer } from '@phoolwari/contracts';
import { REMEMBERED_DELIVERY_KEY } from '../../../lib/remembered-delivery';
import { addDays, shopToday } from '../../../lib/shop-dates';
import { Header } from '../../../app/shell/header';
import { CUSTOMER, fakeApi, NO_ADD_ONS, storeSession } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { cartAnswer, makeCart, makeCartItem, MARIGOLD_ID, ROSES_ID } from '../test-utils';
import { makeProduct } from '../../catalog/test-utils';
import { CartPage } from './cart-page';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';

const me = () => ({ body: { user: CUSTOMER } });
/** The demo code as the cart answers it: its description in English and in Hindi. */
const PHOOL10_WITH_HINDI = {
  code: 'PHOOL10',
  description: '10% off orders above ₹499 (up to ₹200)',
  hi: { description: '₹499 से ज़्यादा के ऑर्डर पर 10% छूट (₹200 तक)' },
};

function renderCart() {
  return renderRoutes(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <LocationProbe name="Checkout" /> },
      { path: '/products', element: <LocationProbe name="Products" /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    '/cart',
  );
}

describe('CartPage', () => {
  it('shows each line and exactly the totals the server sent', async () => {
    storeSession(CUSTOMER);
    fakeApi({ ...NO_ADD_ONS, 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(makeCart()) });
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();

    const rosesLink = await screen.findByRole('link', { name: 'Red Rose Bouquet' });
    expect(rosesLink).toHaveAttribute('href', '/product/red-rose-bouquet');
    expect(screen.getByRole('link', { name: 'Marigold Garland' })).toHaveAttribute('href', '/product/marigold-garland');
    const roses = rosesLink.closest('li') as HTMLElement;
    expect(within(roses).getByText('₹1,299 each')).toBeInTheDocument();
    expect(within(roses).getByText('₹2,598')).toBeInTheDocument();
    expect(within(within(roses).getByRole('group', { name: 'Quantity of Red Rose Bouquet' })).getByRole('status')).toHaveTextContent('2');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal (3 items)').closest('div')).toHaveTextContent('₹2,947');
    expect(
      within(summary)
        .getByText(/Delivery fee \(from\)/)
        .closest('div'),
    ).toHaveTextContent('₹49');
    expect(within(summary).getByText('Your area and delivery slot may add to it at checkout')).toBeInTheDocument();
    expect(within(summary).getByText('Shop discount').closest('div')).toHaveTextContent('−minus ₹50');
    // Said what it is: the shop's own discount on every order.
    expect(within(summary).getByText('Off every order, from the shop')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹2,946');
    expect(await within(summary).findByText(/^Delivered within 2-4 hours in Bengaluru City\. You choose the date/)).toBeInTheDocument();
    expect(within(summary).queryByText(/outstation/)).toBeNull();
    expect(within(summary).getByText('Use PHOOL10 for 10% off orders above ₹499')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('carries the delivery chosen before the cart and asks for it again: when it arrives and the fee, or that it is gone', async () => {
    storeSession(CUSTOMER);
    const tomorrow = addDays(shopToday(), 1);
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', date: tomorrow, kind: 'midnight' }));
    const served = (full: boolean): EarliestDeliveryAnswer => ({
      pincode: '560003',
      serviceable: true,
      message: 'We deliver to 560003 (Bengaluru City) today, within hours of your order.',
      kinds: [{ kind: 'midnight', fee: 248, available: !full }],
      earliest: {
        slotId: 's1',
        name: 'Standard (2-4 hours)',
        kind: 'standard',
        date: shopToday(),
        daysAhead: 0,
        startTime: '08:00',
        endTime: '21:00',
        byTime: '14:00',
        fee: 49,
      },
      ...(full
        ? { problem: 'full' as const }
        : {
            chosen: {
              slotId: 's2',
              name: 'Midnight surprise',
              kind: 'midnight' as const,
              date: tomorrow,
              daysAhead: 1,
              startTime: '23:00',
              endTime: '23:59',
              byTime: '23:59',
              fee: 248,
            },
          }),
    });
    let full = false;
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart()),
      'GET /api/delivery/earliest': () => ({ body: served(full) }),
    });
    const { unmount } = renderCart();
    expect(await screen.findByTestId('remembered-delivery')).toHaveTextContent(
      'Delivering to 560003: Midnight surprise, arriving tomorrow by 11:59 pm; delivery fee ₹248. You can change it at checkout.',
    );
    expect(api.callsTo('GET /api/delivery/earliest')[0]!.url.searchParams.toString()).toBe(`pincode=560003&date=${tomorrow}&kind=midnight`);
    unmount();

    full = true;
    renderCart();
    expect(await screen.findByTestId('remembered-delivery')).toHaveTextContent(
      'The delivery you chose to 560003 can no longer be had as chosen; choose another at checkout. Earliest: today by 2:00 pm',
    );
  });

  it('shows the server total even when it is not the sum a client would make', async () => {
    storeSession(CUSTOMER);
    const cart = makeCart({
      totals: { subtotal: 2947, deliveryFee: 99, shopDiscount: 50, promoDiscount: 200, discount: 250, total: 2796 },
      promo: { code: 'PHOOL10', description: '10% off' },
    });
    fakeApi({ ...NO_ADD_ONS, 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(cart) });
    renderCart();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Promo discount (PHOOL10)').closest('div')).toHaveTextContent('₹200');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹2,796');
  });

  it('keeps a line between 1 and the stock: − stops at 1, + stops at the stock, and only the server changes it', async () => {
    storeSession(CUSTOMER);
    const line = (quantity: number) => makeCartItem({ quantity, lineTotal: 1299 * quantity, product: { stock: 2, availability: 'Limited Stock' } });
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart({ items: [line(1)], totalItems: 1 })),
      'PUT /api/cart/update': () => cartAnswer(makeCart({ items: [line(2)], totalItems: 2 })),
    });
    const user = userEvent.setup();
    renderCart();
    const less = await screen.findByRole('button', { name: 'Decrease quantity of Red Rose Bouquet' });
    const more = screen.getByRole('button', { name: 'Increase quantity of Red Rose Bouquet' });
    const shown = within(screen.getByRole('group', { name: 'Quantity of Red Rose Bouquet' })).getByRole('status');
    expect(less).toHaveAttribute('aria-disabled', 'true');
    await user.click(less);
    expect(api.callsTo('PUT /api/cart/update')).toHaveLength(0);

    await user.click(more);
    await waitFor(() => expect(shown).toHaveTextContent('2'));
    expect(api.callsTo('PUT /api/cart/update').map((c) => c.body)).toEqual([{ productId: ROSES_ID, quantity: 2 }]);
    await waitFor(() => expect(more).toHaveAttribute('aria-disabled', 'true'));
    expect(less).not.toHaveAttribute('aria-disabled');
    // The focus stays on the button at its limit (aria-disabled, not disabled).
    expect(more).toHaveFocus();
    await user.click(more);
    expect(api.callsTo('PUT /api/cart/update')).toHaveLength(1);
    expect(screen.getByText('₹2,598')).toBeInTheDocument();
  });

  it("shows the server's refusal of a quantity and re-reads the cart", async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart()),
      'PUT /api/cart/update': () => ({ status: 409, body: { message: 'Only 2 of Red Rose Bouquet left', code: 'INSUFFICIENT_STOCK', errors: [] } }),
    });
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Red Rose Bouquet' }));
    expect(await screen.findByText('Only 2 of Red Rose Bouquet left')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/cart')).toHaveLength(2));
  });

  it('removes a line with the DELETE body and shows the empty cart when it was the last', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart({ items: [makeCartItem()], totalItems: 2 })),
      'DELETE /api/cart/remove': () => cartAnswer(makeCart({ items: [], totalItems: 0, totalAmount: 0 })),
    });
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Red Rose Bouquet from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/cart/remove')[0]?.body).toEqual({ productId: ROSES_ID });
    expect(screen.getByText('Removed Red Rose Bouquet from your cart')).toBeInTheDocument();
  });

  it('shows one bouquet in two sizes as two lines, each with its size and message, and changes only the line asked', async () => {
    storeSession(CUSTOMER);
    const twelve = { _id: 'ccccccccccccccccccccccc2', label: '12 stems', hi: { label: '12 फूल' } };
    const six = { _id: 'ccccccccccccccccccccccc1', label: '6 stems' };
    const lines = [
      makeCartItem({ option: twelve, personalisation: 'Happy anniversary', quantity: 1, price: 599, lineTotal: 599 }),
      makeCartItem({ option: six, quantity: 1, price: 349, lineTotal: 349 }),
    ];
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart({ items: lines, totalItems: 2 })),
      'PUT /api/cart/update': () => cartAnswer(makeCart({ items: lines, totalItems: 2 })),
      'DELETE /api/cart/remove': () => cartAnswer(makeCart({ items: [lines[1]!], totalItems: 1 })),
    });
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet — 12 stems' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Rose Bouquet — 6 stems' })).toBeInTheDocument();
    expect(screen.getByText('Happy anniversary')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Red Rose Bouquet — 12 stems' }));
    await waitFor(() => expect(api.callsTo('PUT /api/cart/update')).toHaveLength(1));
    expect(api.callsTo('PUT /api/cart/update')[0]?.body).toEqual({
      productId: ROSES_ID,
      optionId: twelve._id,
      personalisation: 'Happy anniversary',
      quantity: 2,
    });
    await user.click(screen.getByRole('button', { name: 'Remove Red Rose Bouquet — 12 stems from cart' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/cart/remove')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/cart/remove')[0]?.body).toEqual({ productId: ROSES_ID, optionId: twelve._id, personalisation: 'Happy anniversary' });
  });

  it('clears the cart only after a second, explicit answer', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart()),
      'DELETE /api/cart/clear': () => cartAnswer(makeCart({ items: [], totalItems: 0 })),
    });
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    // The safe answer takes the focus; Keep changes nothing.
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    expect(api.callsTo('DELETE /api/cart/clear')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/cart/clear')).toHaveLength(1);
  });

  it("shows 'Your cart is empty' with a way back to the shop", async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(makeCart({ items: [], totalItems: 0 })) });
    renderCart();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('shows a visitor who has added nothing an empty cart, without asking the server', async () => {
    const api = fakeApi({});
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a visitor the guest cart they filled, priced by the server', async () => {
    localStorage.setItem('guestCart', '1');
    const api = fakeApi({ ...NO_ADD_ONS, 'GET /api/cart': () => cartAnswer(makeCart()) });
    renderCart();
    expect(await screen.findByRole('heading', { name: /^Items \(/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/cart')).toHaveLength(1);
    // No bearer token: the cookie names the guest's cart.
    expect(api.callsTo('GET /api/cart')[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('offers Retry when the cart cannot be loaded', async () => {
    storeSession(CUSTOMER);
    let fail = true;
    fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => (fail ? { status: 429, body: { message: 'Too many requests', errors: [] } } : cartAnswer(makeCart())),
    });
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByText('Failed to fetch your cart')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
  });
});

describe('PromoBox on the cart page', () => {
  it("shows the server's reason when a code is refused, then the applied code with Remove", async () => {
    storeSession(CUSTOMER);
    let attempt = 0;
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart()),
      'POST /api/cart/promo': () =>
        ++attempt === 1
          ? { status: 409, body: { message: 'The code SPRING has expired', code: 'PROMO_EXPIRED', errors: [] } }
          : cartAnswer(
              makeCart({
                promo: { code: 'PHOOL10', description: '10% off orders above ₹499 (up to ₹200)' },
                totals: { subtotal: 2947, deliveryFee: 49, shopDiscount: 50, promoDiscount: 200, discount: 250, total: 2746 },
              }),
            ),
      'DELETE /api/cart/promo': () => cartAnswer(makeCart()),
    });
    const user = userEvent.setup();
    renderCart();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('Enter a promo code');
    expect(api.callsTo('POST /api/cart/promo')).toHaveLength(0);

    await user.type(field, 'spring');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The code SPRING has expired'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/cart/promo')[0]?.body).toEqual({ code: 'spring' });

    await user.clear(field);
    await user.type(field, 'PHOOL10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('PHOOL10')).toBeInTheDocument();
    expect(screen.getByText('10% off orders above ₹499 (up to ₹200)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹2,746');

    await user.click(screen.getByRole('button', { name: 'Remove promo code PHOOL10' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/cart/promo')).toHaveLength(1);
  });

  it('says why an applied code no longer applies', async () => {
    storeSession(CUSTOMER);
    fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () =>
        cartAnswer(makeCart({ promo: { code: 'PHOOL10', description: '' }, promoError: 'Add ₹150 more to use PHOOL10 (minimum order ₹499)' })),
    });
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not apply right now: Add ₹150 more to use PHOOL10 (minimum order ₹499)');
  });

  it('shows the code’s English description on an English page, though the shop wrote it in Hindi too', async () => {
    storeSession(CUSTOMER);
    fakeApi({ ...NO_ADD_ONS, 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(makeCart({ promo: PHOOL10_WITH_HINDI })) });
    renderCart();
    expect(await screen.findByText('10% off orders above ₹499 (up to ₹200)')).toBeInTheDocument();
    expect(screen.queryByText(PHOOL10_WITH_HINDI.hi.description)).not.toBeInTheDocument();
  });
});

describe('Header cart badge', () => {
  it('shows the reference photo on its line, linked to the full image, and takes it off with Remove photo', async () => {
    storeSession(CUSTOMER);
    const photo = '/uploads/references/0000000000000000000000c1/0123456789abcdef0123456789abcdef.webp';
    const withPhoto = makeCart({ items: [makeCartItem({ referencePhoto: photo }), makeCart().items[1]!] });
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(withPhoto),
      'PUT /api/cart/update': () => cartAnswer(makeCart()),
    });
    const user = userEvent.setup();
    renderCart();
    const link = await screen.findByRole('link', { name: 'Your reference photo for Red Rose Bouquet (opens full size)' });
    expect(link).toHaveAttribute('href', photo);
    expect(link.querySelector('img')).toHaveAttribute('src', photo.replace(/\.webp$/, '-400.webp'));
    const roses = screen.getByRole('link', { name: 'Red Rose Bouquet' }).closest('li') as HTMLElement;
    expect(within(roses).getByText('Your reference photo')).toBeInTheDocument();
    // The other line has none.
    const marigold = screen.getByRole('link', { name: 'Marigold Garland' }).closest('li') as HTMLElement;
    expect(within(marigold).queryByText('Your reference photo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove photo from Red Rose Bouquet' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /reference photo/ })).toBeNull());
    expect(api.callsTo('PUT /api/cart/update')[0]?.body).toEqual({ productId: ROSES_ID, quantity: 2, referencePhoto: null });
  });

  it("shows the signed-in customer's item count and none for a guest", async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(makeCart()) });
    renderRoutes([{ path: '*', element: <Header /> }]);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('draws no badge for a guest and asks nothing', () => {
    const api = fakeApi({});
    renderRoutes([{ path: '*', element: <Header /> }]);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('CartPage: add-ons', () => {
  it('offers the add-ons not yet in the cart, and adds one', async () => {
    storeSession(CUSTOMER);
    const card = makeProduct({ _id: 'cccccccccccccccccccccc01', name: 'Greeting Card', price: 99, originalPrice: 0, isAddon: true });
    // The marigold garland stands in for an add-on the customer already has.
    const inCart = makeProduct({ _id: MARIGOLD_ID, name: 'Marigold Garland', price: 349, isAddon: true });
    const api = fakeApi({
      ...NO_ADD_ONS,
      'GET /api/auth/me': me,
      'GET /api/cart': () => cartAnswer(makeCart()),
      'GET /api/products/add-ons': () => ({ body: { products: [card, inCart] } }),
      'POST /api/cart/add': () => cartAnswer(makeCart()),
    });
    renderCart();
    const offer = await screen.findByRole('region', { name: 'Add a little extra' });
    await within(offer).findByRole('link', { name: 'Greeting Card' });
    expect(within(offer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(offer).queryByText('Marigold Garland')).toBeNull();
    await userEvent.click(within(offer).getByRole('button', { name: 'Add Greeting Card' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: card._id, quantity: 1 }));
  });
});

describe('CartPage in Hindi', () => {
  it('speaks Hindi and names the products in Hindi where the shop wrote it', async () => {
    storeSession(CUSTOMER);
    // A line whose product carries its Hindi name (as the catalogue's products do).
    const roses = makeCartItem({ product: { name: 'Red Rose Bouquet', hi: { name: 'लाल गुलाब का गुलदस्ता' } } as Partial<CartItem['product']> });
    const cart = makeCart({ items: [roses, makeCart().items[1]!] });
    fakeApi({ ...NO_ADD_ONS, 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(cart) });
    renderRoutes(
      [
        {
          path: '/cart',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <CartPage />
            </I18nProvider>
          ),
        },
      ],
      '/cart',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'लाल गुलाब का गुलदस्ता' })).toBeInTheDocument();
    // A product without Hindi keeps its English name.
    expect(screen.getByRole('link', { name: 'Marigold Garland' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'लाल गुलाब का गुलदस्ता की संख्या' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(within(summary).getByText('उप-योग (3 आइटम)')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'चेकआउट पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट खाली करें' })).toBeInTheDocument();
  });

  it('shows the applied code’s description in Hindi where the shop wrote it, and in English where not', async () => {
    storeSession(CUSTOMER);
    let promo: { code: string; description: string; hi?: { description: string } } = PHOOL10_WITH_HINDI;
    fakeApi({ ...NO_ADD_ONS, 'GET /api/auth/me': me, 'GET /api/cart': () => cartAnswer(makeCart({ promo })) });
    const { unmount } = renderRoutes(
      [
        {
          path: '/cart',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <CartPage />
            </I18nProvider>
          ),
        },
      ],
      '/cart',
    );
    expect(await screen.findByText('₹499 से ज़्यादा के ऑर्डर पर 10% छूट (₹200 तक)')).toBeInTheDocument();
    expect(screen.queryByText('10% off orders above ₹499 (up to ₹200)')).not.toBeInTheDocument();
    unmount();

    // A code without a Hindi description keeps its English one.
    promo = { code: 'FIRSTBLOOM', description: '₹100 off your first order' };
    renderRoutes(
      [
        {
          path: '/cart',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <CartPage />
            </I18nProvider>
          ),
        },
      ],
      '/cart',
    );
    expect(await screen.findByText('₹100 off your first order')).toBeInTheDocument();
  });
});
