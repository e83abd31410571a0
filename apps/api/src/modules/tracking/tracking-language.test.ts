// A tracking link's refusals in the page's language: the web app names it in Accept-Language
// ('hi' on the Hindi pages); without it, word for word the English as before.
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder, testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const HINDI = { 'accept-language': 'hi' };
const linkOf = (orderId: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking-link`, headers: { ...bearer(token), ...headers } });

describe('tracking refusals in the page’s language', () => {
  it('says a gone link is not valid any more in Hindi', async () => {
    const track = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/track/${'A'.repeat(43)}`, headers });
    expect((await track()).json()).toMatchObject({ code: 'TRACKING_LINK_INVALID', message: 'This tracking link is not valid any more' });
    const hindi = await track(HINDI);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({ code: 'TRACKING_LINK_INVALID', message: 'यह ट्रैकिंग लिंक अब काम नहीं करता' });
  });

  it('says an unconfirmed order has no link yet, and someone else’s is not found, in Hindi', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!);
    const { orderId } = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }));
    expect((await linkOf(orderId, customer.token)).json().message).toBe('This order gets its tracking link once it is confirmed');
    expect((await linkOf(orderId, customer.token, HINDI)).json()).toMatchObject({
      code: 'NO_TRACKING_LINK',
      message: 'इस ऑर्डर का ट्रैकिंग लिंक ऑर्डर पक्का होने पर मिलेगा',
    });

    const placed = await placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });
    expect((await linkOf(placed.orderId, customer.token)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/tracking-link/revoke`,
      headers: { ...bearer(customer.token), ...HINDI },
    });
    expect(revoke.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
  });
});
