// Checkout's and the cart's refusals in the customer's page language: the web app names it in
// Accept-Language ('hi' on the Hindi pages). Slot and product names come as the shop names them in
// Hindi, days in Hindi month names; without the header, word for word the English as before.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { products, promoCodes } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const HINDI = { 'accept-language': 'hi' };
const DEVANAGARI = /[\u0900-\u097F]/;
const id = (name: string) => t.fixture.products[name]!;

async function customerWith(product: string, quantity = 1) {
  const customer = await registerCustomer(t.app);
  await addToCart(t.app, customer.token, id(product), quantity);
  return customer;
}
const placeOrder = (token: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: { ...bearer(token), ...headers }, payload: body });

describe('checkout refusals in the page’s language', () => {
  it('says sorry to an unserved pincode in Hindi, on the field too', async () => {
    const { token } = await customerWith('Mogra Gajra');
    const body = checkoutBody({ slotId: t.delivery.standard.id, date: clock.today(), pincode: '110001' });
    const english = await placeOrder(token, body);
    expect(english.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: 'Sorry, we do not deliver to 110001 yet.',
      errors: [{ path: 'shippingAddress.pincode', message: 'We do not deliver here yet' }],
    });
    const hindi = await placeOrder(token, body, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: 'माफ़ कीजिए, हम अभी 110001 में डिलीवरी नहीं करते।',
      errors: [{ path: 'shippingAddress.pincode', message: 'हम अभी यहाँ डिलीवरी नहीं करते' }],
    });
  });

  it('names a closed slot by its Hindi name and the day in Hindi', async () => {
    clock.set('2026-11-23T14:30:00Z'); // 20:00 in the shop: today's evening slot has closed
    const { token } = await customerWith('Mogra Gajra');
    const body = checkoutBody({ slotId: t.delivery.evening.id, date: '2026-11-23' });
    const english = (await placeOrder(token, body)).json();
    expect(english.code).toBe('SLOT_UNAVAILABLE');
    expect(english.message).toContain(t.delivery.evening.name);
    expect(english.message).toContain('23 November 2026');
    const hindi = (await placeOrder(token, body, HINDI)).json();
    expect(hindi.code).toBe('SLOT_UNAVAILABLE');
    expect(hindi.message).toContain(t.delivery.evening.nameHi);
    expect(hindi.message).toContain('23 नवंबर 2026');
    expect(hindi.message).not.toContain(t.delivery.evening.name);
    clock.set('2026-11-23T04:30:00Z');
  });

  it('tells of stock by the product’s Hindi name, and the English name without one', async () => {
    await t.database.db
      .update(products)
      .set({ nameHi: 'मोगरा गजरा' })
      .where(eq(products.id, id('Mogra Gajra')));
    const { token } = await registerCustomer(t.app);
    const add = (productId: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...bearer(token), ...headers }, payload: { productId, quantity: 5 } });
    expect((await add(id('Mogra Gajra'))).json().message).toBe('Only 3 of Mogra Gajra left');
    expect((await add(id('Mogra Gajra'), HINDI)).json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'मोगरा गजरा के सिर्फ़ 3 बचे हैं' });
    const soldOut = (await add(id('Yellow Rose Bunch'), HINDI)).json();
    expect(soldOut).toMatchObject({ code: 'OUT_OF_STOCK', message: 'माफ़ कीजिए, Yellow Rose Bunch स्टॉक में नहीं है' });
  });

  it('says why a promo code does not apply, in the cart and on applying it', async () => {
    await t.database.db.insert(promoCodes).values({ id: newId(), code: 'BIGDAY', kind: 'flat', value: 10_000, minOrderPaise: 200_000 });
    const { token } = await customerWith('Mogra Gajra');
    const apply = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: { ...bearer(token), ...headers }, payload: { code: 'BIGDAY' } });
    expect((await apply()).json().message).toBe('Add ₹1,851 more to use BIGDAY (minimum order ₹2,000)');
    expect((await apply(HINDI)).json()).toMatchObject({
      code: 'PROMO_MIN_ORDER',
      message: 'BIGDAY इस्तेमाल करने के लिए ₹1,851 का सामान और जोड़ें (कम से कम ₹2,000 का ऑर्डर)',
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/cart/promo', headers: { ...bearer(token), ...HINDI }, payload: { code: 'NOSUCH' } });
    expect(unknown.json()).toMatchObject({ message: 'यह प्रोमो कोड मान्य नहीं है', errors: [{ path: 'code', message: 'यह प्रोमो कोड मान्य नहीं है' }] });
  });

  it('gives cash on delivery’s reason in the quote in Hindi', async () => {
    const settings = { cashOnDelivery: { enabled: true, maxOrderValue: 1500, fee: 30, pincodes: ['560003'] } };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(t.adminToken), payload: settings })).statusCode).toBe(200);
    const { token } = await customerWith('Genda Phool Toran');
    const quote = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { ...bearer(token), ...headers },
        payload: { pincode: '560001', slotId: t.delivery.evening.id, date: clock.today() },
      });
    expect((await quote({})).json().cashOnDelivery.reason).toBe('Cash on delivery is not offered in 560001; please pay online.');
    const hindi = (await quote(HINDI)).json().cashOnDelivery;
    expect(hindi).toMatchObject({ offered: false, reason: '560001 में डिलीवरी पर नकद की सुविधा नहीं है; कृपया ऑनलाइन भुगतान करें।' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cash-on-delivery',
      headers: { ...bearer(token), ...HINDI },
      payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today(), pincode: '560001' }),
    });
    expect(refused.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: hindi.reason });
  });

  it('asks a stale session to log in again, in Hindi', async () => {
    const stale = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { ...bearer('no-such-session'), ...HINDI } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(DEVANAGARI);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer('no-such-session') })).json().message).toBe(
      'Your session has expired. Please login again.',
    );
  });
});
