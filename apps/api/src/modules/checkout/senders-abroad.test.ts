// A sender abroad: their own number may be foreign (E.164, with its country code), while the
// recipient's stays an Indian mobile the rider can call; anything else is a 400 that places nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, checkoutBody, testClock } from '../../test/commerce';
import { setUpOrderingSuite } from '../../test/orders';

describe('checkout for a sender abroad', () => {
  const clock = testClock();
  const t = setUpOrderingSuite(clock);

  it('takes the sender’s number abroad, keeps the recipient’s Indian, and refuses other numbers without placing anything', async () => {
    const customer = await registerCustomer(t.app);
    await addToCart(t.app, customer.token, t.fixture.products['Mogra Gajra']!, 1);
    const base = checkoutBody({ slotId: t.delivery.evening.id, date: clock.today() });
    const order = (changes: { sender?: string; recipient?: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: bearer(customer.token),
        payload: {
          ...base,
          shippingAddress: { ...base.shippingAddress, phone: changes.sender ?? base.shippingAddress.phone },
          recipient: { ...base.recipient, phone: changes.recipient ?? base.recipient.phone },
        },
      });
    for (const [changes, path] of [
      [{ recipient: '+971501234567' }, 'recipient.phone'],
      [{ sender: '+919876543210' }, 'shippingAddress.phone'],
      [{ sender: '+9715' }, 'shippingAddress.phone'],
      [{ sender: '00971501234567' }, 'shippingAddress.phone'],
      [{ sender: '+0971501234567' }, 'shippingAddress.phone'],
    ] as const) {
      const res = await order(changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const foreignRecipient = (await order({ recipient: '+971501234567' })).json<{ errors: { path: string; message: string }[] }>();
    expect(foreignRecipient.errors).toContainEqual({
      path: 'recipient.phone',
      message: 'Enter a 10-digit Indian mobile number',
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.user._id))).toEqual([]);

    const placed = await order({ sender: ' +971501234567 ' });
    expect(placed.statusCode, placed.body).toBe(200);
    const saved = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${placed.json().orderId}`, headers: bearer(customer.token) })).json().order;
    expect(saved.shippingAddress.phone).toBe('+971501234567');
    expect(saved.recipient.phone).toBe(base.recipient.phone);
  });
});
