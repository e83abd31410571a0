// What the shop tells customers it does comes from what it is configured to do: the ways to pay of
// the gateway in use (UPI first with Razorpay; a plain "demo" with the simulated one), cash on
// delivery once the owner turns it on, and the self-service cancellation window in force.
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin } from '../../test/app';
import { setUpDelivery } from '../../test/commerce';

async function policiesWith(env: Record<string, string>, before?: (t: Awaited<ReturnType<typeof createTestApp>>) => Promise<unknown>) {
  const t = await createTestApp(env);
  try {
    await before?.(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/policies' });
    expect(res.statusCode).toBe(200);
    return res.json<{ policies: { paymentMethods: string[]; cashOnDelivery: boolean; selfCancellationMinutes: number | null; deliveryZones: string[] } }>()
      .policies;
  } finally {
    await t.close();
  }
}

describe('GET /api/shop/policies', () => {
  it('says a demo shop takes no real money, offers no cash on delivery, and lets customers cancel for 30 minutes', async () => {
    expect(await policiesWith({})).toEqual({
      paymentMethods: ['A demo payment: this shop takes no real money yet'],
      cashOnDelivery: false,
      selfCancellationMinutes: 30,
      freshnessHours: 24,
      deliveryZones: [],
    });
    expect((await policiesWith({ CANCELLATION_WINDOW_MINUTES: '0' })).selfCancellationMinutes).toBeNull();
  });

  it('offers cash on delivery once the owner turns it on', async () => {
    const policies = await policiesWith({}, async (t) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(await loginAdmin(t)),
        payload: { cashOnDelivery: { enabled: true, maxOrderValue: 3000, fee: 30, pincodes: ['560'] } },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(policies.cashOnDelivery).toBe(true);
    expect(policies.paymentMethods.at(-1)).toBe('Cash on delivery, for orders up to ₹3,000 in the areas we offer it');
  });

  it('names the zones of the active delivery areas, each once, and no other (the home page promises no more)', async () => {
    const policies = await policiesWith({}, async (t) => {
      await setUpDelivery(t.database.db);
      const admin = bearer(await loginAdmin(t));
      const add = (prefix: string, zone: string, isActive: boolean) =>
        t.app.inject({ method: 'POST', url: '/api/admin/delivery/areas', headers: admin, payload: { prefix, zone, fee: 0, isActive } });
      expect((await add('5602', 'Bengaluru City', true)).statusCode).toBe(201);
      expect((await add('110', 'Delhi', false)).statusCode).toBe(201);
    });
    expect(policies.deliveryZones).toEqual(['Bengaluru City', 'Bengaluru Outer', 'Bengaluru Rural']);
  });

  it("lists Razorpay's ways to pay, UPI first, once the shop takes real payments", async () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_policies1', RAZORPAY_KEY_SECRET: 'key-secret-policies-2', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-policies-3' };
    expect((await policiesWith(keys)).paymentMethods).toEqual(['UPI', 'Credit and debit cards', 'Net banking', 'Wallets']);
  });
});
