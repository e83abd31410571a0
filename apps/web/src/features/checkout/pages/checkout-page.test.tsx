// CheckoutPage: the Pay button waits for a valid form, a served pincode, an available slot and
// the server's quote; the gift-message counter; the simulated payment dialog's success (verify,
// then My Orders), failure and cancel; server refusals on the fields or as a toast; a visitor signing in or checking out as a guest.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_DEFAULTS, type Cart, type PincodeCheckAnswer, type ShopSettings } from '@phoolwari/contracts';
import { CUSTOMER, storeSession, type FakeAnswer, type FakeRoutes } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { AMMA, makeAddress, OFFICE, pincodePlaceRoutes } from '../../account/test-utils';
import { makeCart } from '../../cart/test-utils';
import { markGuestCart } from '../../cart/api/cart-keys';
import { addDays, bookableDates, shopToday } from '../../../lib/shop-dates';
import { REMEMBERED_DELIVERY_KEY } from '../../../lib/remembered-delivery';
import { DISPLAY_CURRENCY_KEY } from '../../../lib/display-currency';
import { CheckoutPage } from './checkout-page';
import {
  CHECKOUT_QUOTE as QUOTE,
  checkoutApi,
  fillCheckout,
  fillCheckoutAddress,
  makeSlot,
  ONE_ITEM_CART as CART,
  payButton,
  STANDARD_SLOT_ID as STANDARD,
} from '../test-utils';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';

const MORNING = 'aaaaaaaaaaaaaaaaaaaaaa02';
const EVENING = 'aaaaaaaaaaaaaaaaaaaaaa03';
const ORDER_ID = 'dddddddddddddddddddddd01';

const SETTINGS: ShopSettings = {
  deliveryFee: 49,
  shopDiscount: 50,
  sameDayCutoff: '18:00',
  slotLeadMinutes: 120,
  giftMessageLimit: 200,
  bookingDaysAhead: 14,
  freshnessHours: 24,
  reviewRequestHours: 4,
  cashOnDelivery: { enabled: false, maxOrderValue: 3000, fee: 0, pincodes: [], maxOpenOrders: 2 },
  gst: SHOP_SETTINGS_DEFAULTS.gst,
  exchangeRates: {},
  internationalCards: false,
  eventAdvancePercent: 50,
  eventCancellation: { fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 },
};

const SLOTS = [
  makeSlot({ hi: { name: 'स्टैंडर्ड (2-4 घंटे)' } }),
  makeSlot({
    _id: MORNING,
    name: 'Morning 9 AM – 12 PM',
    hi: { name: 'सुबह 9 – दोपहर 12' },
    kind: 'fixed',
    fee: 49,
    available: false,
    remaining: 0,
    reason: 'full',
  }),
  makeSlot({ _id: EVENING, name: 'Evening 4 – 8 PM', kind: 'fixed', fee: 49, available: false, remaining: 15, reason: 'past_cutoff' }),
];

function pincodeAnswer(pincode: string): PincodeCheckAnswer {
  return pincode.startsWith('560')
    ? {
        pincode,
        serviceable: true,
        zone: 'Bengaluru City',
        fee: 0,
        earliestDate: shopToday(),
        message: `We deliver to ${pincode} (Bengaluru City) today, within hours of your order.`,
        state: 'Karnataka',
      }
    : { pincode, serviceable: false, message: `Sorry, we do not deliver to ${pincode} yet.` };
}

function api(overrides: FakeRoutes = {}, cart: Cart = CART) {
  return checkoutApi(
    { settings: SETTINGS, slots: SLOTS, pincode: pincodeAnswer, savedAddress: (typed) => ({ ...makeAddress(), ...typed }), cart },
    {
      ...pincodePlaceRoutes({
        '560001': { city: 'Bengaluru', state: 'Karnataka' },
        '560003': { city: 'Bengaluru', state: 'Karnataka' },
        '560034': { city: 'Bengaluru', state: 'Karnataka' },
        '411004': { city: 'Pune', state: 'Maharashtra' },
        '110001': { city: 'New Delhi', state: 'Delhi' },
      }),
      ...overrides,
    },
  );
}

function renderCheckout() {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orders', element: <LocationProbe name="Orders" /> },
      { path: '/cart', element: <LocationProbe name="Cart" /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    '/checkout',
  );
}

/** Checkout on a Hindi page. */
function renderCheckoutInHindi() {
  return renderRoutes(
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
}

const fillAddress = (user: UserEvent, pincode = '560003') => fillCheckoutAddress(user, '12 MG Road, Shanthala Nagar', pincode);
const fillAll = (user: UserEvent) => fillCheckout(user, '12 MG Road, Shanthala Nagar');

// Long forms typed key by key: generous time when the whole suite runs in parallel.
describe('CheckoutPage', { timeout: 20_000 }, () => {
  it('keeps Pay disabled until the form is valid, the pincode served, a slot chosen and priced', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await fillAddress(user);
    expect(await screen.findByText(/We deliver to 560003 \(Bengaluru City\) today/)).toBeInTheDocument();
    // Name and phone start as the account's; everything else is still to do.
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(CUSTOMER.name);
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    expect(payButton()).toHaveAccessibleDescription(/To pay, add a delivery slot, the recipient's name and mobile number, whether we may substitute flowers/);

    // Slots: the full and the past-cut-off ones say so and cannot be chosen.
    const morning = await screen.findByRole('radio', { name: /Morning 9 AM – 12 PM/ });
    expect(morning).toBeDisabled();
    expect(morning.closest('label')).toHaveTextContent('Full');
    expect(screen.getByRole('radio', { name: /Evening 4 – 8 PM/ }).closest('label')).toHaveTextContent('Closed for today');
    await user.click(screen.getByRole('radio', { name: /Standard \(2-4 hours\)/ }));
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Same as sender' }));
    expect(screen.getByRole('textbox', { name: "Recipient's name" })).toHaveValue(CUSTOMER.name);
    expect(screen.getByRole('textbox', { name: "Recipient's mobile number" })).toHaveValue(CUSTOMER.phone);
    expect(payButton()).toHaveAccessibleDescription('To pay, add whether we may substitute flowers.');
    await user.click(screen.getByRole('radio', { name: /No substitutes/ }));

    // The server's quote, not the cart's total, is what the button asks for.
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    expect(payButton()).toHaveAccessibleName('Pay ₹1,249');
    expect(calls.callsTo('POST /api/checkout/quote').at(-1)?.body).toEqual({ pincode: '560003', slotId: STANDARD, date: shopToday(), payment: 'online' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('For Bengaluru City, including your slot')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹1,249');

    // Breaking a field takes the button away again.
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await waitFor(() => expect(payButton()).toHaveAttribute('aria-disabled', 'true'));
  });

  it(
    'for a sender abroad reading dollars: the total also in dollars, the charge said to be in rupees with the rate’s date, and an Indian number asked of the recipient',
    { timeout: 45_000 },
    async () => {
      storeSession({ ...CUSTOMER, phone: '+971501234567' });
      localStorage.setItem(DISPLAY_CURRENCY_KEY, 'USD');
      const usd = { USD: { rupeesPerUnit: 84.2, setAt: '2026-11-27T10:30:00.000Z' } };
      api({ 'GET /api/settings': () => ({ body: { settings: { ...SETTINGS, exchangeRates: usd } } }) });
      const user = userEvent.setup({ delay: null });
      renderCheckout();
      await fillAddress(user);
      await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
      await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Aai');
      const recipientPhone = screen.getByRole('textbox', { name: "Recipient's mobile number" });
      await user.type(recipientPhone, '+971501234567');
      await user.tab();
      await waitFor(() => expect(recipientPhone).toHaveAccessibleDescription(/The recipient’s number must be a 10-digit Indian mobile/));
      await user.clear(recipientPhone);
      await user.type(recipientPhone, '9123456780');
      await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
      await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
      expect(payButton()).toHaveAccessibleName('Pay ₹1,249');

      const summary = screen.getByRole('region', { name: 'Order summary' });
      // 1,249 ÷ 84.20 = 14.83
      expect(await within(summary).findByTestId('approximate-price')).toHaveTextContent('≈ $14.83');
      const note = within(summary).getByTestId('charge-in-rupees');
      expect(note).toHaveTextContent('You will be charged ₹1,249 in Indian rupees; the amount in your currency is approximate (rate of 27 Nov 2026).');
      expect(note).toHaveTextContent('Only cards issued in India, UPI and net banking are accepted here; a card issued abroad will be declined.');
    },
  );

  it('says in Hindi that the charge is in rupees, and that cards from abroad are taken where the owner says so', async () => {
    storeSession(CUSTOMER);
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'GBP');
    const gbp = { GBP: { rupeesPerUnit: 106.75, setAt: '2026-11-27T10:30:00.000Z' } };
    api({ 'GET /api/settings': () => ({ body: { settings: { ...SETTINGS, exchangeRates: gbp, internationalCards: true } } }) });
    renderCheckoutInHindi();
    const note = await screen.findByTestId('charge-in-rupees');
    // Before a quote, the cart's own total (₹1,298).
    expect(note).toHaveTextContent(/आपसे भारतीय रुपये में ₹1,298 लिए जाएँगे; आपकी मुद्रा में राशि अनुमानित है \(27 नव॰ 2026 की दर से\)।/);
    expect(note).toHaveTextContent('भारत के बाहर जारी कार्ड भी स्वीकार हैं');
    expect(await screen.findByTestId('approximate-price')).toHaveTextContent('£12.16');
  });

  it('prefills the delivery chosen before the cart: the pincode, the day and a slot of the chosen kind, checked again', async () => {
    storeSession(CUSTOMER);
    const tomorrow = addDays(shopToday(), 1);
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', date: tomorrow, kind: 'standard' }));
    const calls = api();
    renderCheckout();
    expect(await screen.findByRole('textbox', { name: 'Pincode' })).toHaveValue('560003');
    expect(await screen.findByText(/We deliver to 560003 \(Bengaluru City\) today/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Standard \(2-4 hours\)/ })).toBeChecked());
    // The remembered day stays (the pincode's earliest, today, does not replace it), and its slots were asked for.
    expect(screen.getByRole('combobox', { name: /Delivery date/ })).toHaveValue(tomorrow);
    expect(calls.callsTo('GET /api/delivery/slots').some((c) => c.url.searchParams.get('date') === tomorrow)).toBe(true);
    expect(screen.queryByRole('status', { name: /no longer/ })).not.toBeInTheDocument();
  });

  it('says plainly when the kind chosen before the cart is full now, and chooses nothing for the customer', async () => {
    storeSession(CUSTOMER);
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', kind: 'fixed' }));
    api();
    renderCheckout();
    // The morning slot is full and the evening one past its time: the fixed-time kind cannot be had today.
    expect(await screen.findByText(/^Fixed time delivery on Today, .* is full now\. Please choose another slot below\.$/)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio', { name: /Standard|Morning|Evening/ })) expect(radio).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard \(2-4 hours\)/ })).toBeEnabled();
  });

  it('says so when the day chosen before the cart has gone by, and opens on the earliest', async () => {
    storeSession(CUSTOMER);
    localStorage.setItem(REMEMBERED_DELIVERY_KEY, JSON.stringify({ pincode: '560003', date: addDays(shopToday(), -1) }));
    api();
    renderCheckout();
    expect(await screen.findByText(/can no longer be booked; the earliest day is shown instead\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Delivery date/ })).toHaveValue(shopToday()));
  });

  it('opens on the first day with an open slot before a pincode is typed, and says why today is not it', async () => {
    storeSession(CUSTOMER);
    const tomorrow = bookableDates(shopToday(), 1)[1]!;
    const evening = SLOTS.map((s) => ({ ...s, available: false, reason: 'past_cutoff' as const }));
    const calls = api({
      'GET /api/delivery/slots': (r) => {
        const date = r.url.searchParams.get('date');
        if (date === null) return { body: { date: tomorrow, slots: SLOTS, note: "We deliver from tomorrow: today's orders closed at 18:00." } };
        return { body: { date, slots: date === shopToday() ? evening : SLOTS } };
      },
    });
    renderCheckout();
    const dateField = await screen.findByRole('combobox', { name: /Delivery date/ });
    await waitFor(() => expect(dateField).toHaveValue(tomorrow));
    expect(dateField).toHaveAccessibleDescription("We deliver from tomorrow: today's orders closed at 18:00.");
    // Tomorrow's slots are offered, not today's closed ones.
    expect(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ })).toBeEnabled();
    expect(calls.callsTo('GET /api/delivery/slots').map((c) => c.url.searchParams.get('date'))).not.toContain(shopToday());
  });

  it('fills the recipient and their address from the default saved recipient, and from another one when picked', async () => {
    storeSession(CUSTOMER);
    const calls = api({
      'GET /api/account/addresses': () => ({ body: { addresses: [makeAddress(), OFFICE, AMMA] } }),
      'POST /api/payment/simulate': () => ({ status: 402, body: { message: 'Payment failed', code: 'PAYMENT_FAILED', errors: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Send to someone you saved' });
    const street = screen.getByRole('textbox', { name: 'House, street and area' });
    const recipientName = screen.getByRole('textbox', { name: "Recipient's name" });
    const recipientPhone = screen.getByRole('textbox', { name: "Recipient's mobile number" });
    await waitFor(() => expect(street).toHaveValue('12 MG Road, Shanthala Nagar'));
    expect(within(picker).getByRole('radio', { name: 'Home, Bengaluru (default)' })).toBeChecked();
    expect(recipientName).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveValue('560003');
    // A saved recipient is not offered for saving again.
    expect(screen.queryByRole('checkbox', { name: 'Save this recipient to my account' })).not.toBeInTheDocument();

    // Amma in Pune: her name, number and address; the sender stays the customer.
    const amma = within(picker).getByRole('radio', { name: 'Amma (Mother), Pune' });
    expect(amma).toHaveAccessibleDescription(`${AMMA.name} · ${AMMA.phone} ${AMMA.street}, Pune, Maharashtra ${AMMA.pincode}`);
    await user.click(amma);
    expect(recipientName).toHaveValue(AMMA.name);
    expect(recipientPhone).toHaveValue(AMMA.phone);
    expect(street).toHaveValue(AMMA.street);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(CUSTOMER.name);
    expect(screen.getByRole('textbox', { name: 'Your mobile number' })).toHaveValue(CUSTOMER.phone);

    await user.click(within(picker).getByRole('radio', { name: 'Office, Bengaluru' }));
    expect(street).toHaveValue(OFFICE.street);
    expect(recipientName).toHaveValue(OFFICE.name);
    expect(recipientPhone).toHaveValue(OFFICE.phone);
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveValue(OFFICE.pincode);

    // Editing the picked recipient makes it a new one.
    await user.type(street, ', Block B');
    expect(within(picker).getByRole('radio', { name: 'Someone new' })).toBeChecked();
    await user.clear(street);
    await user.type(street, OFFICE.street);
    expect(within(picker).getByRole('radio', { name: 'Office, Bengaluru' })).toBeChecked();

    await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
    await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: {
        name: CUSTOMER.name,
        street: OFFICE.street,
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: OFFICE.pincode,
        country: 'India',
        phone: CUSTOMER.phone,
      },
      recipient: { name: OFFICE.name, phone: OFFICE.phone },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    expect(calls.callsTo('POST /api/account/addresses')).toHaveLength(0);

    // "Someone new" empties the recipient and the address for typing.
    await user.click(within(picker).getByRole('radio', { name: 'Someone new' }));
    expect(street).toHaveValue('');
    expect(recipientName).toHaveValue('');
    expect(recipientName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(CUSTOMER.name);
  });

  it('unticks "Same as sender" when a saved recipient is picked', async () => {
    storeSession(CUSTOMER);
    api({ 'GET /api/account/addresses': () => ({ body: { addresses: [AMMA] } }) });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Send to someone you saved' });
    await user.click(screen.getByRole('checkbox', { name: 'Same as sender' }));
    expect(screen.getByRole('textbox', { name: "Recipient's name" })).toHaveValue(CUSTOMER.name);
    await user.click(within(picker).getByRole('radio', { name: 'Amma (Mother), Pune' }));
    expect(screen.getByRole('checkbox', { name: 'Same as sender' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: "Recipient's name" })).toHaveValue(AMMA.name);
  });

  it('keeps a typed address off the account when the customer unticks saving it', async () => {
    storeSession(CUSTOMER);
    const calls = api({ 'POST /api/payment/simulate': () => ({ status: 402, body: { message: 'Payment failed', code: 'PAYMENT_FAILED', errors: [] } }) });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: 'Save this recipient to my account' }));
    expect(screen.queryByRole('textbox', { name: 'Label' })).not.toBeInTheDocument();
    await fillAll(user);
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(1);
    expect(calls.callsTo('POST /api/account/addresses')).toHaveLength(0);
  });

  it('asks who sends, then who receives and where, and fills an empty city and state from the pincode', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const sender = await screen.findByRole('region', { name: /Your details/ });
    expect(within(sender).getByRole('textbox', { name: 'Your name' })).toHaveValue(CUSTOMER.name);
    const recipient = screen.getByRole('region', { name: /Who receives the flowers, and where/ });
    expect(within(recipient).getByRole('textbox', { name: "Recipient's name" })).toBeInTheDocument();
    expect(within(recipient).getByRole('textbox', { name: 'House, street and area' })).toBeInTheDocument();
    const pincode = within(recipient).getByRole('textbox', { name: 'Pincode' });
    const city = within(recipient).getByRole('textbox', { name: 'City' });
    const state = within(recipient).getByRole('textbox', { name: 'State' });
    await user.type(pincode, '560003');
    await waitFor(() => expect(state).toHaveValue('Karnataka'));
    expect(city).toHaveValue('Bengaluru');
    // What the customer typed there stays; only the emptied city is filled again.
    await user.clear(state);
    await user.type(state, 'KA');
    await user.clear(city);
    await user.clear(pincode);
    await user.type(pincode, '110001');
    await screen.findByText(/do not deliver to 110001/);
    await waitFor(() => expect(city).toHaveValue('New Delhi'));
    expect(calls.callsTo('GET /api/pincodes/110001')).toHaveLength(1);
    expect(state).toHaveValue('KA');
  });

  it('fills nothing, quietly, for a pincode the look-up does not know', async () => {
    storeSession(CUSTOMER);
    const calls = api({ 'GET /api/pincodes/560099': () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND', errors: [] } }) });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const recipient = await screen.findByRole('region', { name: /Who receives the flowers, and where/ });
    await user.type(within(recipient).getByRole('textbox', { name: 'Pincode' }), '560099');
    await waitFor(() => expect(calls.callsTo('GET /api/pincodes/560099')).toHaveLength(1));
    await screen.findByText(/We deliver to 560099/);
    expect(within(recipient).getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(within(recipient).getByRole('textbox', { name: 'State' })).toHaveValue('');
    expect(within(recipient).queryByText('Finding the city and state…')).not.toBeInTheDocument();
    expect(within(recipient).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a typed address to the account once the order is created, without holding up payment', async () => {
    storeSession(CUSTOMER);
    const calls = api({
      'POST /api/account/addresses': (r) => ({ status: 201, body: { address: { ...makeAddress(), ...(r.body as object) } } }),
      'POST /api/payment/simulate': () => ({ status: 402, body: { message: 'Payment failed', code: 'PAYMENT_FAILED', errors: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    expect(screen.queryByRole('group', { name: 'Send to someone you saved' })).not.toBeInTheDocument();
    // Saving is on unless the customer says not to.
    expect(await screen.findByRole('checkbox', { name: 'Save this recipient to my account' })).toBeChecked();
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Priya');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who they are to you' }), 'Friend');
    await fillAll(user);
    expect(calls.callsTo('POST /api/account/addresses')).toHaveLength(0);
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    await waitFor(() => expect(calls.callsTo('POST /api/account/addresses')).toHaveLength(1));
    // The recipient is what is saved: their name and number with the address.
    expect(calls.callsTo('POST /api/account/addresses')[0]?.body).toEqual({
      name: 'Priya Nair',
      street: '12 MG Road, Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
      country: 'India',
      phone: '9123456780',
      label: 'Priya',
      relation: 'friend',
      isDefault: true,
    });
  });

  it('counts the gift message against the shop limit', async () => {
    storeSession(CUSTOMER);
    api();
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const message = await screen.findByRole('textbox', { name: 'Message for the card (optional)' });
    expect(message).toHaveAttribute('maxLength', '200');
    expect(message).toHaveAccessibleDescription('0/200 characters');
    await user.type(message, 'Happy birthday, Amma!');
    expect(message).toHaveAccessibleDescription('21/200 characters');
  });

  it('blocks paying for a pincode the shop does not serve, and asks for no quote', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillAddress(user, '110001');
    await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Same as sender' }));
    await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
    const pincode = screen.getByRole('textbox', { name: 'Pincode' });
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('Sorry, we do not deliver to 110001 yet.'));
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    expect(payButton()).toHaveAccessibleDescription('To pay, add a pincode we deliver to.');
    await user.click(payButton());
    expect(pincode).toHaveFocus();
    expect(calls.callsTo('POST /api/checkout/quote')).toHaveLength(0);
    expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(0);
  });

  it('offers cash on delivery where the quote does: priced with its fee, placed without a payment window', async () => {
    storeSession(CUSTOMER);
    const offer = { offered: true, fee: 30, reason: null };
    const calls = api({
      'POST /api/checkout/quote': (r) =>
        (r.body as { payment: string }).payment === 'cod'
          ? { body: { ...QUOTE, totals: { ...QUOTE.totals, codFee: 30, total: 1279 }, cashOnDelivery: offer } }
          : { body: { ...QUOTE, cashOnDelivery: offer } },
      'POST /api/orders/cash-on-delivery': () => ({ body: { order: { totalAmount: 1279 } } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCheckout();
    await fillAll(user);
    const online = screen.getByRole('radio', { name: /Pay online now/ });
    expect(online).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery \(\+₹30\)/ }));
    const place = await screen.findByRole('button', { name: 'Place order · pay ₹1,279 in cash' });
    expect(screen.getByText('Cash on delivery fee').closest('div')).toHaveTextContent('₹30');
    await user.click(place);
    expect(await screen.findByText('Order placed! Please pay ₹1,279 in cash on delivery.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(calls.callsTo('POST /api/payment/create-order')).toHaveLength(0);
    expect(calls.callsTo('POST /api/orders/cash-on-delivery')[0]?.body).toMatchObject({ slotId: STANDARD, recipient: { name: 'Priya Nair' } });
  });

  it('says why cash on delivery is not open to this order, and keeps online payment', async () => {
    storeSession(CUSTOMER);
    api({
      'POST /api/checkout/quote': () => ({
        body: { ...QUOTE, cashOnDelivery: { offered: false, fee: 30, reason: 'Cash on delivery is for orders up to ₹1,000; please pay online.' } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillAll(user);
    const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription('Cash on delivery is for orders up to ₹1,000; please pay online.');
    expect(payButton()).toHaveAccessibleName('Pay ₹1,249');
  });

  it('pays in the simulated dialog: verifies the payment, then goes to My Orders', async () => {
    storeSession(CUSTOMER);
    let confirm: () => void = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    const calls = api({
      'POST /api/payment/simulate': () => ({ body: { razorpayPaymentId: 'pay_SIM1', razorpaySignature: 'sig-1' } }),
      'POST /api/payment/verify-payment': async () => {
        await confirmed;
        return { body: { order: { _id: ORDER_ID } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCheckout();
    await fillAll(user);
    await user.type(screen.getByRole('textbox', { name: 'Message for the card (optional)' }), 'With love');
    await user.click(screen.getByRole('checkbox', { name: /Send anonymously/ }));
    // "Never use" is asked only once substitutes are allowed.
    expect(screen.queryByRole('textbox', { name: 'Never use (optional)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Yes, substitute/ }));
    await user.type(screen.getByRole('textbox', { name: 'Never use (optional)' }), '  lilies ');
    await user.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    expect(within(dialog).getByText('PW261123-7K3QA')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,249')).toBeInTheDocument();
    // UPI comes first and is chosen; the customer may pick another method, and Pay says which.
    const methods = within(dialog).getAllByRole('radio');
    expect(methods.map((m) => m.closest('label')?.textContent)).toEqual(['UPI', 'Card', 'Netbanking', 'Wallet']);
    expect(methods[0]).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹1,249 by UPI' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹1,249 by Card' });
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toEqual({
      shippingAddress: {
        name: CUSTOMER.name,
        street: '12 MG Road, Shanthala Nagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560003',
        country: 'India',
        phone: CUSTOMER.phone,
      },
      deliveryDate: shopToday(),
      slotId: STANDARD,
      recipient: { name: 'Priya Nair', phone: '9123456780' },
      giftMessage: 'With love',
      anonymousSender: true,
      substitution: { allowed: true, avoid: 'lilies' },
    });

    await user.click(pay);
    // While the server checks the payment, the page says so.
    expect(await screen.findByRole('button', { name: 'Confirming payment…' })).toHaveAttribute('aria-busy', 'true');
    confirm();
    expect(await screen.findByText('Payment successful! Order placed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(calls.callsTo('POST /api/payment/simulate')[0]?.body).toEqual({ razorpayOrderId: 'order_SIM123', outcome: 'success', method: 'card' });
    expect(calls.callsTo('POST /api/payment/verify-payment')[0]?.body).toEqual({
      razorpayOrderId: 'order_SIM123',
      razorpayPaymentId: 'pay_SIM1',
      razorpaySignature: 'sig-1',
      orderId: ORDER_ID,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Payment failed' when the payment fails, and keeps the cart and the page", async () => {
    storeSession(CUSTOMER);
    const calls = api({
      'POST /api/payment/simulate': () => ({ status: 402, body: { message: 'Payment failed', code: 'PAYMENT_FAILED', errors: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCheckout();
    await fillAll(user);
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Your cart is saved — you can try again.');
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Payment failed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(calls.callsTo('POST /api/payment/verify-payment')).toHaveLength(0);
    // The cart is untouched: its line is still in the summary, and paying can be tried again.
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Red Rose Bouquet')).toBeInTheDocument();
    expect(payButton()).not.toHaveAttribute('aria-disabled');
    expect(payButton()).toHaveFocus();
  });

  it('closes the test payment on Escape, says it was cancelled and gives the focus back', async () => {
    storeSession(CUSTOMER);
    const calls = api();
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillAll(user);
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog');
    // Tab stays inside the dialog: Pay → Fail → Cancel → the payment method → Pay.
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'UPI' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹1,249 by UPI' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Payment cancelled. Your cart is saved.')).toBeInTheDocument();
    expect(payButton()).toHaveFocus();
    expect(calls.callsTo('POST /api/payment/simulate')).toHaveLength(0);
  });

  it('says a slot filled up meanwhile, lists the slots again and lets go of the chosen one', async () => {
    storeSession(CUSTOMER);
    const calls = api({
      'POST /api/payment/create-order': (): FakeAnswer => ({
        status: 409,
        body: { message: 'Standard (2-4 hours) on this day is full. Please choose another slot.', code: 'SLOT_FULL', errors: [] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillAll(user);
    const before = calls.callsTo('GET /api/delivery/slots').length;
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Standard (2-4 hours) on this day is full. Please choose another slot.');
    await waitFor(() => expect(calls.callsTo('GET /api/delivery/slots').length).toBeGreaterThan(before));
    expect(screen.getByRole('radio', { name: /Standard \(2-4 hours\)/ })).not.toBeChecked();
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("puts the server's field errors on the fields", async () => {
    storeSession(CUSTOMER);
    api({
      'POST /api/payment/create-order': () => ({
        status: 400,
        body: {
          message: 'Sorry, we do not deliver to 560003 yet',
          code: 'PINCODE_NOT_SERVICEABLE',
          errors: [{ path: 'shippingAddress.pincode', message: 'We do not deliver here yet' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillAll(user);
    await user.click(payButton());
    const pincode = screen.getByRole('textbox', { name: 'Pincode' });
    await waitFor(() => expect(pincode).toHaveAccessibleDescription(/We do not deliver here yet/));
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveFocus();
  });

  it('offers a visitor signing in first, to come back to checkout, and checking out as a guest beside it', async () => {
    markGuestCart();
    api();
    const user = userEvent.setup({ delay: null });
    const { router } = renderCheckout();
    const choice = await screen.findByRole('region', { name: 'How would you like to check out?' });
    const signIn = within(choice).getByRole('link', { name: 'Sign in with your mobile number' });
    const asGuest = within(choice).getByRole('button', { name: 'Continue as guest' });
    // Signing in comes first.
    expect(signIn.compareDocumentPosition(asGuest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(signIn);
    expect(await screen.findByRole('heading', { name: 'Login at /login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('lets a guest give their name, mobile and e-mail, pay, and see the order with its tracking link', async () => {
    markGuestCart();
    const calls = api({
      'GET /api/account/addresses': () => ({ status: 401, body: { message: 'Please login', errors: [] } }),
      'POST /api/payment/simulate': () => ({ body: { razorpayPaymentId: 'pay_SIM1', razorpaySignature: 'sig-1' } }),
      'POST /api/payment/verify-payment': () => ({ body: { order: { _id: ORDER_ID, orderId: 'PW261123-7K3QA', trackingPath: '/track/tok-123' } } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    const email = await screen.findByRole('textbox', { name: 'Your e-mail' });
    expect(email).toHaveAccessibleDescription(/Your order confirmation and tracking link go here/);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Guest');
    await user.type(screen.getByRole('textbox', { name: 'Your mobile number' }), '98123 45678');
    await user.type(email, 'asha@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /Standard \(2-4 hours\)/ }));
    await user.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Priya Nair');
    await user.type(screen.getByRole('textbox', { name: "Recipient's mobile number" }), '9123456780');
    await user.click(screen.getByRole('radio', { name: /No substitutes/ }));
    await waitFor(() => expect(payButton()).toHaveAccessibleDescription('To pay, add your e-mail.'));
    await user.type(email, 'example.in');
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    // A guest has no account to save the address to.
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).not.toBeInTheDocument();

    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money moves' });
    expect(calls.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      shippingAddress: { name: 'Asha Guest', phone: '9812345678' },
      guest: { name: 'Asha Guest', phone: '9812345678', email: 'asha@example.in' },
    });
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₹1,249/ }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order PW261123-7K3QA is confirmed.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track/tok-123');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(calls.callsTo('POST /api/account/addresses')).toHaveLength(0);
  });

  it('shows a guest’s refused e-mail on its field, and keeps the form for another try', async () => {
    markGuestCart();
    api({
      'POST /api/payment/create-order': () => ({
        status: 400,
        body: { message: 'Validation failed', errors: [{ path: 'guest.email', message: 'Enter a valid e-mail address' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Guest');
    await user.type(screen.getByRole('textbox', { name: 'Your mobile number' }), '9812345678');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'asha@example.in');
    await fillAll(user);
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveAccessibleDescription(/Enter a valid e-mail address/));
    expect(payButton()).toBeEnabled();
  });

  it('asks a guest in Hindi', async () => {
    markGuestCart();
    api();
    const user = userEvent.setup({ delay: null });
    renderCheckoutInHindi();
    expect(await screen.findByRole('link', { name: 'अपने मोबाइल नंबर से लॉग इन करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मेहमान के रूप में आगे बढ़ें' }));
    expect(await screen.findByRole('textbox', { name: 'आपका ईमेल' })).toBeInTheDocument();
  });

  it('sends an empty cart back to /cart', async () => {
    storeSession(CUSTOMER);
    api({}, makeCart({ items: [], totalItems: 0 }));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Cart at /cart' })).toBeInTheDocument();
  });

  it('sends a visitor with an empty cart back to /cart too, rather than asking how to check out', async () => {
    markGuestCart();
    api({}, makeCart({ items: [], totalItems: 0 }));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Cart at /cart' })).toBeInTheDocument();
  });
});

describe('CheckoutPage in Hindi', { timeout: 20_000 }, () => {
  it('asks for every step in Hindi, and says what is missing and the field errors in Hindi', async () => {
    storeSession(CUSTOMER);
    api();
    const user = userEvent.setup({ delay: null });
    renderCheckoutInHindi();
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /आपकी जानकारी/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /फूल किसे मिलेंगे, और कहाँ/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /डिलीवरी की तारीख और समय/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /शुभकामना संदेश/ })).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /का भुगतान करें$/ });
    expect(pay).toHaveAccessibleDescription(/^भुगतान के लिए ये भरें: .*पाने वाले का नाम और मोबाइल नंबर/);
    expect(screen.getByRole('textbox', { name: 'देश' })).toHaveValue('भारत');
    // The contract's English complaint reaches the field in Hindi.
    const city = screen.getByRole('textbox', { name: 'शहर' });
    await user.click(city);
    await user.tab();
    expect(await screen.findByText('शहर ज़रूरी है')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'मकान, गली और इलाका' }), 'x');
    await user.clear(screen.getByRole('textbox', { name: 'मकान, गली और इलाका' }));
    await user.tab();
    expect(await screen.findByText('गली/सड़क ज़रूरी है')).toBeInTheDocument();
  });

  it('names the delivery slots in Hindi where the shop wrote it, and in English otherwise', async () => {
    storeSession(CUSTOMER);
    api();
    renderCheckoutInHindi();
    expect(await screen.findByRole('radio', { name: /स्टैंडर्ड \(2-4 घंटे\)/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /सुबह 9 – दोपहर 12/ })).toBeDisabled();
    // The evening slot has no Hindi name: its English one shows.
    expect(screen.getByRole('radio', { name: /Evening 4 – 8 PM/ })).toBeDisabled();
    expect(screen.queryByText('Standard (2-4 hours)')).not.toBeInTheDocument();
  });
});
