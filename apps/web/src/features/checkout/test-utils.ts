// Checkout as its component tests see it: a signed-in customer with one item in the cart, the
// server's quote (its total not the cart's, so a test proves the Pay button asks for the quote's),
// the simulated gateway's answer to create-order, the routes the page calls, and the customer
// filling in the form.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Cart, CreatePaymentOrderAnswer, PincodeCheckAnswer, QuoteAnswer, ShopSettings, SlotAvailability } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, type FakeRoutes } from '../../test/fake-api';
import { shopToday } from '../../lib/shop-dates';
import { cartAnswer, makeCart, makeCartItem } from '../cart/test-utils';

export const STANDARD_SLOT_ID = 'aaaaaaaaaaaaaaaaaaaaaa01';

/** The standard slot, open with places left, unless the test says otherwise. */
export function makeSlot(overrides: Partial<SlotAvailability> = {}): SlotAvailability {
  return {
    _id: STANDARD_SLOT_ID,
    name: 'Standard (2-4 hours)',
    kind: 'standard',
    startTime: '08:00',
    endTime: '21:00',
    fee: 0,
    capacity: 40,
    isActive: true,
    sortOrder: 0,
    available: true,
    remaining: 40,
    ...overrides,
  };
}

// One item, so the cart's and the quote's totals can be told apart on the Pay button.
export const ONE_ITEM_CART: Cart = makeCart({
  items: [makeCartItem({ quantity: 1, lineTotal: 1299 })],
  totalItems: 1,
  totalAmount: 1299,
  totals: { subtotal: 1299, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1298 },
});
export const CHECKOUT_QUOTE: QuoteAnswer = {
  totals: { subtotal: 1299, deliveryFee: 0, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1249 },
  zone: 'Bengaluru City',
  cashOnDelivery: null,
};
export const SIMULATED_PAYMENT: CreatePaymentOrderAnswer = {
  key: 'rzp_test_simulated',
  amount: 124900,
  currency: 'INR',
  razorpayOrderId: 'order_SIM123',
  orderId: 'dddddddddddddddddddddd01',
  provider: 'simulated',
  orderNumber: 'PW261123-7K3QA',
  customer: { name: CUSTOMER.name, email: CUSTOMER.email, phone: CUSTOMER.phone },
};

/**
 * Answers what the checkout page asks for, as the shop would for a signed-in customer: the test
 * gives the shop's settings, the day's slots, the pincode check and the saved address, and any
 * routes to add or replace.
 */
export function checkoutApi(
  shop: {
    settings: ShopSettings;
    slots: SlotAvailability[];
    pincode: (pincode: string) => PincodeCheckAnswer;
    savedAddress: (typed: object) => object;
    cart?: Cart;
  },
  routes: FakeRoutes = {},
) {
  return fakeApi({
    'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
    'GET /api/cart': () => cartAnswer(shop.cart ?? ONE_ITEM_CART),
    'GET /api/settings': () => ({ body: { settings: shop.settings } }),
    'GET /api/delivery/check': (r) => ({ body: shop.pincode(r.url.searchParams.get('pincode') ?? '') }),
    // Without a date: the first open day (today, here).
    'GET /api/delivery/slots': (r) => ({ body: { date: r.url.searchParams.get('date') ?? shopToday(), slots: shop.slots } }),
    'POST /api/checkout/quote': () => ({ body: CHECKOUT_QUOTE }),
    'POST /api/payment/create-order': () => ({ body: SIMULATED_PAYMENT }),
    'GET /api/account/addresses': () => ({ body: { addresses: [] } }),
    // A typed address is saved to the account unless the customer unticks it.
    'POST /api/account/addresses': (r) => ({ status: 201, body: { address: shop.savedAddress(r.body as object) } }),
    ...routes,
  });
}

export const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });

/** Types a Bengaluru delivery address (the street as given) into checkout's form. */
export async function fillCheckoutAddress(user: UserEvent, street: string, pincode = '560003') {
  await user.type(await screen.findByRole('textbox', { name: 'House, street and area' }), street);
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bengaluru');
  await user.type(screen.getByRole('textbox', { name: 'State' }), 'Karnataka');
  await user.type(screen.getByRole('textbox', { name: 'Pincode' }), pincode);
}

/** Fills in the whole form (address, the standard slot, the recipient, no substitutes) and waits for Pay to open. */
export async function fillCheckout(user: UserEvent, street: string) {
  await fillCheckoutAddress(user, street);
  await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
  await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Priya Nair');
  await user.type(screen.getByRole('textbox', { name: "Recipient's mobile number" }), '9123456780');
  await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
  await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
}
