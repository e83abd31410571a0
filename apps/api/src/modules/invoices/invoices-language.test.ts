// Why a customer's invoice or credit note cannot be downloaded, in the page's language: the web app
// names it in Accept-Language ('hi' on the Hindi pages); without it, word for word the English.
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder, testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const HINDI = { 'accept-language': 'hi' };
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

describe('invoice refusals in the page’s language', () => {
  it('says an unconfirmed order has no invoice yet, in Hindi', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!);
    const { orderId } = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }));
    const url = `/api/orders/${orderId}/invoice`;
    expect((await get(url, customer.token)).json().message).toBe('This order has no invoice yet: it is issued once the order is confirmed');
    const hindi = await get(url, customer.token, HINDI);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({ code: 'NOT_FOUND', message: 'इस ऑर्डर का इनवॉइस अभी नहीं बना है: ऑर्डर पक्का होने पर बनता है' });
  });

  it('says someone else’s order is not found, and an unknown credit note does not exist, in Hindi', async () => {
    const placed = await placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });
    const stranger = await registerCustomer(t.app);
    const invoice = `/api/orders/${placed.orderId}/invoice`;
    expect((await get(invoice, stranger.token)).json().message).toBe('Order not found');
    expect((await get(invoice, stranger.token, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
    const note = `/api/orders/${placed.orderId}/credit-notes/0123456789abcdef01234567`;
    expect((await get(note, placed.customer.token)).json().message).toBe('No such credit note for this order');
    expect((await get(note, placed.customer.token, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'इस ऑर्डर का ऐसा कोई क्रेडिट नोट नहीं है' });
  });
});
