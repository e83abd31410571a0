// Why a customer may not review, in the page's language: the web app names it in Accept-Language
// ('hi' on the Hindi pages); without it, word for word the English as before.
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const HINDI = { 'accept-language': 'hi' };
const productId = (name: string) => t.fixture.products[name]!;
const moveOrder = (orderId: string, deliveryStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/delivery`,
    headers: bearer(t.adminToken),
    payload: { deliveryStatus, reason: 'Sent straight from the desk' },
  });
const post = (token: string, product: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${product}/reviews`,
    headers: { ...bearer(token), ...headers },
    payload: { rating: 5, comment: 'Lovely' },
  });
const eligibility = async (token: string, product: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${product}/reviews/eligibility`, headers: { ...bearer(token), ...headers } })).json();

describe('review refusals in the page’s language', () => {
  it('says a review waits for delivery, in Hindi in the answer and in the refusal', async () => {
    const { token } = await registerCustomer(t.app);
    const rose = productId('Red Rose Bouquet');
    expect(await eligibility(token, rose)).toEqual({ canReview: false, reason: 'You can review this product once an order with it has been delivered to you' });
    const hindi = 'इस उत्पाद वाला ऑर्डर डिलीवर हो जाने के बाद आप इसकी समीक्षा कर सकते हैं';
    expect(await eligibility(token, rose, HINDI)).toEqual({ canReview: false, reason: hindi });
    const refused = await post(token, rose, HINDI);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: hindi });
  });

  it('says a product was already reviewed in Hindi', async () => {
    const placed = await placePaidOrder(t.app, { productId: productId('Rose Varmala Pair'), slotId: t.delivery.evening.id, date: clock.today() });
    for (const step of ['confirmed', 'shipped', 'delivered']) expect((await moveOrder(placed.orderId, step)).statusCode).toBe(200);
    const { token } = placed.customer;
    const varmala = productId('Rose Varmala Pair');
    expect((await post(token, varmala)).statusCode).toBe(201);
    expect((await post(token, varmala)).json()).toMatchObject({ code: 'ALREADY_REVIEWED', message: 'You have already reviewed this product' });
    const again = await post(token, varmala, HINDI);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REVIEWED', message: 'आप इस उत्पाद की समीक्षा पहले ही कर चुके हैं' });
    expect((await eligibility(token, varmala, HINDI)).reason).toBe('आप इस उत्पाद की समीक्षा पहले ही कर चुके हैं');
  });

  it('says a product is not found, and asks a guest to log in, in Hindi', async () => {
    const missing = '0123456789abcdef01234567';
    const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/products/${missing}/reviews`, headers });
    expect((await list()).json().message).toBe('Product not found');
    expect((await list(HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'उत्पाद नहीं मिला' });
    const guest = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/products/${productId('Red Rose Bouquet')}/reviews/eligibility`, headers });
    expect((await guest()).json().message).toBe('Please login to review products');
    const hindi = await guest(HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe('उत्पादों की समीक्षा करने के लिए कृपया लॉग इन करें');
  });
});
