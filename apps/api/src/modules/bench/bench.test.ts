// The florist's bench on a real database: who may use it, what it shows (and never shows: the
// customer's e-mail, phone or address), "Prepared" with a photo through the image pipeline, the
// order's move and history, the customer's mail and what they read on their order.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, orderItems, orders } from '../../db/schema';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { listFiles, solidPng, uploadForm } from '../../test/images';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock();
const t = setUpOrderingSuite(clock);

const place = () => placePaidOrder(t.app, { productId: t.fixture.products['Genda Phool Toran']!, slotId: t.delivery.evening.id, date: clock.today() });
const bench = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/staff/bench${query}`, headers: bearer(token) });
async function prepared(orderId: string, token: string, field = 'photo') {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/bench/${orderId}/prepared`,
    headers: bearer(token),
    payload: uploadForm([{ name: 'bouquet.png', data: await solidPng(900, 1200), type: 'image/png', field }]),
  });
}

describe('the bench', () => {
  it('is for the owner, managers and florists: a desk member or a rider gets 403, a guest 401', async () => {
    const { orderId } = await place();
    const desk = await loginStaff(t, 'desk');
    const rider = await loginStaff(t, 'rider');
    for (const who of [desk, rider]) {
      expect((await bench(who.token)).statusCode).toBe(403);
      expect((await prepared(orderId, who.token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/bench' })).statusCode).toBe(401);
    expect((await bench(t.adminToken)).statusCode).toBe(200);
    expect((await bench((await loginStaff(t, 'manager')).token)).statusCode).toBe(200);
  });

  it('lists the day’s orders to prepare by slot, with add-ons, the card and consent, and no contact details', async () => {
    const { orderId, customer } = await place();
    await t.database.db.update(orders).set({ substitutionAllowed: true, substitutionAvoid: 'Lilies' }).where(eq(orders.id, orderId));
    await t.database.db.update(orderItems).set({ isAddon: true }).where(eq(orderItems.orderId, orderId));
    const florist = await loginStaff(t, 'florist');
    const res = await bench(florist.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.date).toBe(clock.today());
    const evening = answer.slots.find((s: { slot: { _id: string } }) => s.slot._id === t.delivery.evening.id);
    const order = evening.orders.find((o: { _id: string }) => o._id === orderId);
    expect(order).toMatchObject({
      orderStatus: 'confirmed',
      recipientName: 'Amma',
      giftMessage: 'Happy birthday, Amma!',
      senderName: customer.body.name,
      // The card's own words are printed in the customer's language.
      language: 'en',
      substitution: { allowed: true, avoid: 'Lilies' },
      prepared: null,
      items: [{ name: 'Genda Phool Toran', quantity: 1, isAddon: true, referencePhoto: null }],
    });
    expect(Object.keys(order).sort()).toEqual(
      [
        '_id',
        'orderId',
        'orderStatus',
        'deliveryStatus',
        'deliveryDate',
        'slot',
        'recipientName',
        'items',
        'giftMessage',
        'anonymousSender',
        'senderName',
        'language',
        'substitution',
        'prepared',
      ].sort(),
    );
    // Nothing anywhere in the answer is a phone number, an e-mail or a street.
    expect(res.body).not.toContain(customer.body.email);
    expect(res.body).not.toMatch(/9876543210|9123456789|Temple Street|560003|"phone"|"email"|shippingAddress/);
    expect((await bench(florist.token, '?date=2020-01-01')).json().slots).toEqual([]);
    expect((await bench(florist.token, '?date=tomorrow')).statusCode).toBe(400);
  });

  it('marks an order prepared with a photo: processing, history, the customer’s mail and their order', async () => {
    const { orderId, orderNumber, customer } = await place();
    const florist = await loginStaff(t, 'florist', 'Meena Florist');
    const res = await prepared(orderId, florist.token);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      orderStatus: 'processing',
      prepared: { photo: expect.stringMatching(new RegExp(`^/uploads/prepared/${orderId}/[0-9a-f]{32}\\.webp$`)), by: 'Meena Florist' },
    });
    expect(listFiles(t.config.uploadsDir).filter((f) => f.startsWith(`prepared/${orderId}/`))).toHaveLength(2);

    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) })).json().history;
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'processing',
      actor: 'Meena Florist (florist)',
      note: 'Prepared by Meena Florist (florist)',
    });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
    const ready = mails.find((m) => m.subject === `Your bouquet is ready (order ${orderNumber})`)!;
    expect(ready.to).toBe(customer.body.email);
    expect(ready.text).toContain(`${t.config.publicUrl}${order.prepared.photo}`);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) }))
      .json()
      .orders.find((o: { _id: string }) => o._id === orderId);
    expect(mine).toMatchObject({ preparedPhoto: order.prepared.photo, preparedAt: expect.any(String), deliveryPhoto: null, receivedBy: null });

    // A second photo replaces the first; the customer is not mailed twice.
    const again = await prepared(orderId, florist.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.prepared.photo).not.toBe(order.prepared.photo);
    expect(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter((m) => m.subject.startsWith('Your bouquet')),
    ).toHaveLength(1);
  });

  it('answers 409 for orders not on the bench and 400 for a bad photo, storing nothing', async () => {
    const florist = await loginStaff(t, 'florist');
    const before = listFiles(t.config.uploadsDir).length;
    // Still waiting for payment.
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Genda Phool Toran']!, 1);
    const pending = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: bearer(customer.token),
        payload: checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() }),
      })
    ).json().orderId;
    const unpaid = await prepared(pending, florist.token);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'INVALID_STATE', message: 'This order is still waiting for payment' });
    // Cancelled, and already on its way.
    const cancelled = await place();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Customer called' },
    });
    expect((await prepared(cancelled.orderId, florist.token)).json().code).toBe('INVALID_STATE');
    const shipped = await place();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${shipped.orderId}/delivery`,
      headers: bearer(t.adminToken),
      payload: { deliveryStatus: 'shipped', reason: 'Sent straight from the desk' },
    });
    expect((await prepared(shipped.orderId, florist.token)).statusCode).toBe(409);
    expect((await prepared('0123456789abcdef01234567', florist.token)).statusCode).toBe(404);

    const open = await place();
    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bench/${open.orderId}/prepared`,
      headers: bearer(florist.token),
      payload: uploadForm([{ name: 'x.png', data: Buffer.from('not an image'), field: 'photo' }]),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('INVALID_IMAGE');
    expect((await prepared(open.orderId, florist.token, 'file')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/staff/bench/${open.orderId}/prepared`, headers: bearer(florist.token), payload: {} })).statusCode,
    ).toBe(415);
    expect(listFiles(t.config.uploadsDir).length).toBe(before);
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, open.orderId) }))!).toMatchObject({ status: 'confirmed', preparedAt: null });
  });
});
