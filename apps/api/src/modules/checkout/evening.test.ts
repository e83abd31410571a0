// A small festival evening (the CI version of `scripts/bench/evening.ts`): fifty customers at once
// sign in, fill a cart, check out and pay with the simulated gateway, whose webhook for the same
// payment arrives too, while the background queue sends mail to a local SMTP sink. No answer is a
// 5xx, and every confirmed order's customer gets exactly one confirmation mail.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliverySlots, mailOutbox, orders, products } from '../../db/schema';
import { shopDateTime } from '../../platform/clock';
import { hmacHex } from '../../platform/payments/gateway';
import { bearer, createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { checkoutBody, setUpDelivery, testClock } from '../../test/commerce';
import { startSmtpSink, type SmtpSink } from '../../test/mail';
import { until } from '../../test/until';

const CUSTOMERS = 50;
const clock = testClock();
let t: TestApp;
let sink: SmtpSink;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ JOB_WORKERS: 'true', SMTP_URL: sink.url }, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  await t.database.db.update(deliverySlots).set({ capacity: 10_000 });
  await t.database.db.update(products).set({ stock: 100_000 });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('a festival evening in small', () => {
  it('confirms every paid order with exactly one mail and answers no request with a 5xx', { timeout: 240_000 }, async () => {
    const statuses: number[] = [];
    const inject = async (opts: InjectOptions) => {
      const res = await t.app.inject(opts);
      statuses.push(res.statusCode);
      return res;
    };
    const productIds = [fixture.products['Genda Phool Toran']!, fixture.products['Rose Varmala Pair']!];
    // Tomorrow, when every timed slot is still open.
    const date = shopDateTime(new Date(clock().getTime() + 86_400_000)).date;
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n++) customers.push(await registerCustomer(t.app));

    const paid = await Promise.all(
      customers.map(async (customer, n) => {
        const signIn = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.body.email, password: customer.body.password } });
        const token = signIn.json<{ token: string }>().token;
        await inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { productId: productIds[n % productIds.length], quantity: 1 } });
        const slotId = delivery.slots.filter((s) => s.isActive && s.kind !== 'midnight')[n % 3]!.id;
        const created = await inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(token), payload: checkoutBody({ slotId, date }) });
        expect(created.statusCode, created.body).toBe(200);
        const { orderId, razorpayOrderId, amount } = created.json<{ orderId: string; razorpayOrderId: string; amount: number }>();
        const sim = (
          await inject({ method: 'POST', url: '/api/payment/simulate', headers: bearer(token), payload: { razorpayOrderId, outcome: 'success' } })
        ).json<{ razorpayPaymentId: string; razorpaySignature: string }>();
        await inject({ method: 'POST', url: '/api/payment/verify-payment', headers: bearer(token), payload: { ...sim, razorpayOrderId, orderId } });
        const event = JSON.stringify({
          event: 'payment.captured',
          payload: { payment: { entity: { id: sim.razorpayPaymentId, order_id: razorpayOrderId, amount, method: 'upi' } } },
        });
        await inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(t.config.payments.webhookSecret, event),
            'x-razorpay-event-id': `evt_${razorpayOrderId}`,
          },
          payload: event,
        });
        return { orderId, email: customer.body.email };
      }),
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const confirmed = [];
    for (const order of paid) {
      const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId));
      if (row!.status === 'confirmed') confirmed.push(order);
    }
    expect(confirmed.length).toBe(CUSTOMERS);
    const confirmations = () => sink.received.filter((m) => /^Subject: .*confirmed/im.test(m.raw));
    await until(() => confirmations().length >= confirmed.length, 'every confirmation to reach the sink', 60_000);
    // A moment for a second copy of any of them to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const { email, orderId } of confirmed) {
      expect(
        confirmations().filter((m) => m.to.includes(email)),
        email,
      ).toHaveLength(1);
      const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId));
      expect(outbox.map((m) => m.status)).toEqual(['sent']);
    }
  });
});
