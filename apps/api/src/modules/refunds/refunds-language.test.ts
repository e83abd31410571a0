// Why a customer cannot cancel their own order, in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const HINDI = { 'accept-language': 'hi' };
const cancel = (token: string, orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { ...bearer(token), ...headers }, payload: {} });
const place = () => placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });

describe('cancellation refusals in the page’s language', () => {
  it('says an order is not found, or already cancelled, in Hindi', async () => {
    const placed = await place();
    const stranger = await registerCustomer(t.app);
    expect((await cancel(stranger.token, placed.orderId)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await cancel(stranger.token, placed.orderId, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऑर्डर नहीं मिला' });
    expect((await cancel(placed.customer.token, placed.orderId)).statusCode).toBe(200);
    expect((await cancel(placed.customer.token, placed.orderId)).json().message).toBe('This order is already cancelled');
    const again = await cancel(placed.customer.token, placed.orderId, HINDI);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CANCELLED', message: 'यह ऑर्डर पहले ही रद्द हो चुका है' });
  });

  it('says the florist has started, in Hindi', async () => {
    const placed = await place();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${placed.orderId}/delivery`,
          headers: bearer(t.adminToken),
          payload: { deliveryStatus: 'confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await cancel(placed.customer.token, placed.orderId)).json().message).toBe(
      'Our florist has started preparing this order, so it can no longer be cancelled here. Please call the shop.',
    );
    expect((await cancel(placed.customer.token, placed.orderId, HINDI)).json()).toMatchObject({
      code: 'ORDER_IN_PREPARATION',
      message: 'हमारे फूलवाले ने यह ऑर्डर तैयार करना शुरू कर दिया है, इसलिए अब इसे यहाँ से रद्द नहीं किया जा सकता। कृपया दुकान को फ़ोन करें।',
    });
  });

  it('says the time to cancel has passed, in Hindi', async () => {
    const placed = await place();
    clock.advanceMinutes(31);
    expect((await cancel(placed.customer.token, placed.orderId)).json().message).toBe(
      'The time to cancel this order yourself has passed. Please call the shop.',
    );
    expect((await cancel(placed.customer.token, placed.orderId, HINDI)).json()).toMatchObject({
      code: 'CANCELLATION_WINDOW_PASSED',
      message: 'यह ऑर्डर खुद रद्द करने का समय निकल चुका है। कृपया दुकान को फ़ोन करें।',
    });
  });
});
