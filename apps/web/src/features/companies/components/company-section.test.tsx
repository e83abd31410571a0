// The checkout's company fields: hidden until the customer says they order for a company; then the
// legal name and GSTIN are required, a GSTIN that fails the shop's own checks (shape, state code,
// check character) is refused on the field in English or Hindi and keeps Pay shut, a valid one is
// sent upper-cased with the order, and a person's order sends no company. And a sender abroad:
// their own number may carry a country code, the recipient's must stay an Indian mobile.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_DEFAULTS, type CreatePaymentOrderAnswer, type QuoteAnswer, type ShopSettings, type SlotAvailability } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { hindiTestI18n } from '../../../test/i18n';
import { shopToday } from '../../../lib/shop-dates';
import { cartAnswer, makeCart, makeCartItem } from '../../cart/test-utils';
import { CheckoutPage } from '../../checkout/pages/checkout-page';

const STANDARD = 'aaaaaaaaaaaaaaaaaaaaaa01';
const SETTINGS: ShopSettings = { ...SHOP_SETTINGS_DEFAULTS, cashOnDelivery: { ...SHOP_SETTINGS_DEFAULTS.cashOnDelivery } };
const SLOT: SlotAvailability = {
  _id: STANDARD,
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
};
const CART = makeCart({
  items: [makeCartItem({ quantity: 1, lineTotal: 1299 })],
  totalItems: 1,
  totalAmount: 1299,
  totals: { subtotal: 1299, deliveryFee: 49, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1298 },
});
const QUOTE: QuoteAnswer = {
  totals: { subtotal: 1299, deliveryFee: 0, shopDiscount: 50, promoDiscount: 0, discount: 50, total: 1249 },
  zone: 'Bengaluru City',
  cashOnDelivery: null,
};
const PAYMENT: CreatePaymentOrderAnswer = {
  key: 'rzp_test_simulated',
  amount: 124900,
  currency: 'INR',
  razorpayOrderId: 'order_SIM123',
  orderId: 'dddddddddddddddddddddd01',
  provider: 'simulated',
  orderNumber: 'PW261123-7K3QA',
  customer: { name: CUSTOMER.name, email: CUSTOMER.email, phone: CUSTOMER.phone },
};

function api() {
  return fakeApi({
    'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
    'GET /api/cart': () => cartAnswer(CART),
    'GET /api/settings': () => ({ body: { settings: SETTINGS } }),
    'GET /api/delivery/check': (r) => ({
      body: {
        pincode: r.url.searchParams.get('pincode') ?? '',
        serviceable: true,
        zone: 'Bengaluru City',
        fee: 0,
        earliestDate: shopToday(),
        message: 'We deliver there today.',
        state: 'Karnataka',
      },
    }),
    'GET /api/delivery/slots': (r) => ({ body: { date: r.url.searchParams.get('date') ?? shopToday(), slots: [SLOT] } }),
    'POST /api/checkout/quote': () => ({ body: QUOTE }),
    'POST /api/payment/create-order': () => ({ body: PAYMENT }),
    'GET /api/account/addresses': () => ({ body: { addresses: [] } }),
    'POST /api/account/addresses': (r) => ({ status: 201, body: { address: { _id: 'eeeeeeeeeeeeeeeeeeeeee01', isDefault: false, ...(r.body as object) } } }),
  });
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });

async function fillAll(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'House, street and area' }), '12 MG Road');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Bengaluru');
  await user.type(screen.getByRole('textbox', { name: 'State' }), 'Karnataka');
  await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '560003');
  await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
  await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Priya Nair');
  await user.type(screen.getByRole('textbox', { name: "Recipient's mobile number" }), '9123456780');
  await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
  await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
}

describe('Checkout for a company', { timeout: 20_000 }, () => {
  it('asks for the legal name and a GSTIN that passes the shop’s checks, and sends them with the order', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    expect(screen.queryByRole('textbox', { name: /GSTIN/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Ordering for a company\? Add its GSTIN for a tax invoice/ }));
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    // Ticked but empty: Pay waits and says for what.
    await waitFor(() => expect(payButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(payButton()).toHaveAccessibleDescription(/the company's legal name, a valid GSTIN/);

    await user.type(screen.getByRole('textbox', { name: /Company's legal name/ }), 'Kaveri Textiles Private Limited');
    // A wrong check character (the right one is S), a state code no state has, and a short one.
    await user.type(gstin, '33AAACK1234M1ZT');
    await user.tab();
    expect(await screen.findByText("This GSTIN's last character does not match: please check it for a typo")).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await user.clear(gstin);
    await user.type(gstin, '99AAACK1234M1ZS');
    expect(await screen.findByText("A GSTIN starts with the two digits of a state's code")).toBeInTheDocument();
    await user.clear(gstin);
    await user.type(gstin, '33AAACK1234');
    expect(await screen.findByText('A GSTIN is 15 characters, like 29ABCDE1234F1ZW')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');

    // Typed in lower case, sent as the GSTIN is written.
    await user.clear(gstin);
    await user.type(gstin, '33aaack1234m1zs');
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      company: { legalName: 'Kaveri Textiles Private Limited', gstin: '33AAACK1234M1ZS' },
    });
  });

  it('sends no company for a person, even with fields typed and then unticked', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    const box = screen.getByRole('checkbox', { name: /Ordering for a company/ });
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: /GSTIN/ }), '33AAACK');
    await user.click(box);
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).not.toHaveProperty('company');
  });

  it('asks and refuses in Hindi on a Hindi page', async () => {
    storeSession(CUSTOMER);
    api();
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [
        {
          path: '/checkout',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <CheckoutPage />
            </I18nProvider>
          ),
        },
      ],
      '/checkout',
    );
    await user.click(await screen.findByRole('checkbox', { name: /कंपनी के लिए ऑर्डर कर रहे हैं\? टैक्स इनवॉइस के लिए उसका GSTIN जोड़ें/ }));
    expect(screen.getByRole('textbox', { name: /कंपनी का कानूनी नाम/ })).toBeInTheDocument();
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    await user.type(gstin, '33AAACK1234M1ZT');
    await user.tab();
    expect(await screen.findByText('इस GSTIN का आखिरी अक्षर मेल नहीं खाता: कृपया टाइपिंग की गलती देख लें')).toBeInTheDocument();
  });
});

describe('Checkout for a sender abroad', { timeout: 20_000 }, () => {
  it('takes the sender’s number with its country code, and still asks an Indian mobile for the recipient', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], '/checkout');
    await fillAll(user);
    const sender = screen.getByRole('textbox', { name: 'Your mobile number' });
    await user.clear(sender);
    await user.type(sender, '+971 50 123 4567');
    const recipient = screen.getByRole('textbox', { name: "Recipient's mobile number" });
    await user.clear(recipient);
    await user.type(recipient, '+971501234567');
    await user.tab();
    expect(await screen.findByText('The recipient’s number must be a 10-digit Indian mobile')).toBeInTheDocument();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await user.clear(recipient);
    await user.type(recipient, '9123456780');
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1));
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: { phone: '+971501234567' },
      recipient: { phone: '9123456780' },
    });
  });
});
