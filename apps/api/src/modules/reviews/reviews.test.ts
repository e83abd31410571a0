// Reviews through the real HTTP stack, checkout and order desk: only after a delivered order, once
// per product, aggregates kept on the product (and in its cached answers), moderation, and text
// that stays text.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminReviewListAnswer, ReviewListAnswer } from '@phoolwari/contracts';
import { products, reviews } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, createPaymentOrder, testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { ALREADY_REVIEWED, NOT_DELIVERED_YET } from './service';

const clock = testClock();
const t = setUpOrderingSuite(clock);

type Customer = Awaited<ReturnType<typeof registerCustomer>>;
const productId = (name: string) => t.fixture.products[name]!;
const moveOrder = (orderId: string, deliveryStatus: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/delivery`,
    headers: bearer(t.adminToken),
    payload: { deliveryStatus, reason: 'Sent straight from the desk' },
  });

/** A customer (new unless given) whose paid order with the product went all the way to delivered. */
async function customerWithDelivered(name: string, customer?: Customer): Promise<Customer> {
  const placed = await placePaidOrder(t.app, {
    productId: productId(name),
    slotId: t.delivery.evening.id,
    date: clock.today(),
    ...(customer ? { customer } : {}),
  });
  for (const step of ['confirmed', 'shipped', 'delivered']) expect((await moveOrder(placed.orderId, step)).statusCode).toBe(200);
  return placed.customer;
}

const post = (customer: Customer, name: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId(name)}/reviews`, headers: bearer(customer.token), payload: body });
const eligibility = async (customer: Customer, name: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId(name)}/reviews/eligibility`, headers: bearer(customer.token) })).json();
const listFor = async (name: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId(name)}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewListAnswer>();
};
const stored = async (name: string) =>
  (
    await t.database.db
      .select({ rating: products.rating, reviewsCount: products.reviewsCount })
      .from(products)
      .where(eq(products.id, productId(name)))
  )[0]!;

describe('who may review', () => {
  it('refuses a customer without a delivered order, with a clear 403', async () => {
    const stranger = await registerCustomer(t.app);
    expect(await eligibility(stranger, 'Red Rose Bouquet')).toEqual({ canReview: false, reason: NOT_DELIVERED_YET });
    const res = await post(stranger, 'Red Rose Bouquet', { rating: 5, comment: 'Lovely' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_DELIVERED_YET);
  });

  it('refuses while the order is pending, confirmed or on its way', async () => {
    // Pending: checked out, not paid.
    const pending = await registerCustomer(t.app);
    await addToCart(t.app, pending.token, productId('Pink Rose Box'));
    await createPaymentOrder(t.app, pending.token, checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }));
    expect((await post(pending, 'Pink Rose Box', { rating: 5 })).statusCode).toBe(403);

    // Confirmed (paid), then shipped.
    const placed = await placePaidOrder(t.app, { productId: productId('Pink Rose Box'), slotId: t.delivery.evening.id, date: clock.today() });
    expect((await post(placed.customer, 'Pink Rose Box', { rating: 5 })).statusCode).toBe(403);
    await moveOrder(placed.orderId, 'confirmed');
    await moveOrder(placed.orderId, 'shipped');
    expect((await post(placed.customer, 'Pink Rose Box', { rating: 5 })).statusCode).toBe(403);
    expect(await t.database.db.$count(reviews, eq(reviews.productId, productId('Pink Rose Box')))).toBe(0);

    // Delivered: now it may.
    await moveOrder(placed.orderId, 'delivered');
    expect(await eligibility(placed.customer, 'Pink Rose Box')).toEqual({ canReview: true, reason: null });
    expect((await post(placed.customer, 'Pink Rose Box', { rating: 4 })).statusCode).toBe(201);
  });

  it('counts only orders containing that product', async () => {
    const customer = await customerWithDelivered('Mogra Gajra');
    expect((await post(customer, 'White Rose Vase', { rating: 5 })).statusCode).toBe(403);
  });

  it('lets a delivered customer review once, signed with first name and last initial', async () => {
    const customer = await customerWithDelivered('Rose Varmala Pair', await registerCustomer(t.app, { name: 'Kavya  Subramanian' }));
    const res = await post(customer, 'Rose Varmala Pair', { rating: 5, comment: '  Gorgeous varmala, fresh till the end of the wedding.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({
      productId: productId('Rose Varmala Pair'),
      rating: 5,
      comment: 'Gorgeous varmala, fresh till the end of the wedding.',
      authorName: 'Kavya S.',
      verifiedPurchase: true,
    });
    const again = await post(customer, 'Rose Varmala Pair', { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_REVIEWED, code: 'ALREADY_REVIEWED' });
    expect(await eligibility(customer, 'Rose Varmala Pair')).toEqual({ canReview: false, reason: ALREADY_REVIEWED });
    // Two deliveries of the product still make one review.
    await customerWithDelivered('Rose Varmala Pair', customer);
    expect((await post(customer, 'Rose Varmala Pair', { rating: 2 })).statusCode).toBe(409);
  });

  it('needs a signed-in customer, a rating from 1 to 5 and a known product', async () => {
    const guest = await t.app.inject({ method: 'POST', url: `/api/products/${productId('Mogra Gajra')}/reviews`, payload: { rating: 5 } });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId('Mogra Gajra')}/reviews/eligibility` })).statusCode).toBe(401);
    const customer = await customerWithDelivered('Mogra Gajra');
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await post(customer, 'Mogra Gajra', { rating, comment: 'Nice' });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().errors[0].path).toBe('rating');
    }
    expect((await post(customer, 'Mogra Gajra', { rating: 5, comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/products/${'c'.repeat(24)}/reviews`,
      headers: bearer(customer.token),
      payload: { rating: 5 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('listing and aggregates', () => {
  it("keeps the product's rating and reviews count computed from its reviews, also in the cached catalogue", async () => {
    const name = 'Genda Phool Toran';
    // Warm the catalogue cache: it must not keep the old figures.
    const before = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${productId(name)}` });
    expect(before.json().product).toMatchObject({ rating: 4.6, reviews: 210 });

    for (const rating of [5, 4, 4]) expect((await post(await customerWithDelivered(name), name, { rating, comment: `${rating} stars` })).statusCode).toBe(201);
    // (5 + 4 + 4) / 3 = 4.33…, kept to one decimal.
    expect(await stored(name)).toEqual({ rating: 4.3, reviewsCount: 3 });
    const after = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${productId(name)}` });
    expect(after.json().product).toMatchObject({ rating: 4.3, reviews: 3 });

    const page = await listFor(name);
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 1, rating: 4.3 });
    // Newest first.
    expect(page.reviews.map((r) => r.comment)).toEqual(['4 stars', '4 stars', '5 stars']);
  });

  it('pages newest first and answers 404 for an unknown product', async () => {
    const name = 'Yellow Rose Bunch';
    await t.database.db
      .update(products)
      .set({ stock: 20 })
      .where(eq(products.id, productId(name)));
    for (const rating of [3, 4, 5]) await post(await customerWithDelivered(name), name, { rating, comment: `review ${rating}` });
    const first = await listFor(name, '?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(first.reviews.map((r) => r.comment)).toEqual(['review 5', 'review 4']);
    expect((await listFor(name, '?limit=2&page=2')).reviews.map((r) => r.comment)).toEqual(['review 3']);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${'d'.repeat(24)}/reviews` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/not-an-id/reviews' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId(name)}/reviews?limit=500` })).statusCode).toBe(400);
  });

  it('keeps HTML in a review as inert text', async () => {
    const name = 'Red Rose Bouquet';
    const comment = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const res = await post(await customerWithDelivered(name), name, { rating: 4, comment });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.comment).toBe(comment);
    const listed = await t.app.inject({ method: 'GET', url: `/api/products/${productId(name)}/reviews` });
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json().reviews[0].comment).toBe(comment);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, productId(name)));
    expect(row!.comment).toBe(comment);
  });
});

describe('moderation', () => {
  it('hides a review from the list and the aggregates, and shows it again', async () => {
    const name = 'White Rose Vase';
    await post(await customerWithDelivered(name), name, { rating: 5, comment: 'Elegant' });
    await post(await customerWithDelivered(name), name, { rating: 1, comment: 'Buy followers at spam.example' });
    expect(await stored(name)).toEqual({ rating: 3, reviewsCount: 2 });

    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reviews?visibility=visible&limit=100', headers: bearer(t.adminToken) })
    ).json<AdminReviewListAnswer>();
    const spam = queue.reviews.find((r) => r.comment.includes('spam.example'))!;
    expect(spam).toMatchObject({ productName: name, hidden: false, verifiedPurchase: true });

    const hidden = await t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${spam._id}`, headers: bearer(t.adminToken), payload: { hidden: true } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().review).toMatchObject({ _id: spam._id, hidden: true });
    expect(await stored(name)).toEqual({ rating: 5, reviewsCount: 1 });
    const publicList = await listFor(name);
    expect(publicList).toMatchObject({ total: 1, rating: 5 });
    expect(publicList.reviews.map((r) => r.comment)).toEqual(['Elegant']);
    const product = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${productId(name)}` });
    expect(product.json().product).toMatchObject({ rating: 5, reviews: 1 });

    const hiddenOnes = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reviews?visibility=hidden', headers: bearer(t.adminToken) })
    ).json<AdminReviewListAnswer>();
    expect(hiddenOnes.reviews.map((r) => r._id)).toContain(spam._id);
    expect(hiddenOnes.reviews.every((r) => r.hidden)).toBe(true);

    await t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${spam._id}`, headers: bearer(t.adminToken), payload: { hidden: false } });
    expect(await stored(name)).toEqual({ rating: 3, reviewsCount: 2 });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${'e'.repeat(24)}`, headers: bearer(t.adminToken), payload: { hidden: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const { token } = await registerCustomer(t.app);
    const [any] = await t.database.db.select({ id: reviews.id }).from(reviews).limit(1);
    const routes = [
      { method: 'GET' as const, url: '/api/admin/reviews' },
      { method: 'PATCH' as const, url: `/api/admin/reviews/${any!.id}`, payload: { hidden: true } },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await t.app.inject({ ...route, headers: bearer(token) })).statusCode, route.url).toBe(403);
    }
    expect((await t.database.db.select().from(reviews).where(eq(reviews.id, any!.id)))[0]!.hiddenAt).toBeNull();
  });
});
