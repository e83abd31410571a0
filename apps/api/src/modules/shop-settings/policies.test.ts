// What the shop tells customers it does comes from what it is configured to do: the ways to pay of
// the gateway in use (UPI first with Razorpay; a plain "demo" with the simulated one), no cash on
// delivery and no self-service cancellation until those exist.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

async function policiesWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/policies' });
    expect(res.statusCode).toBe(200);
    return res.json<{ policies: { paymentMethods: string[]; cashOnDelivery: boolean; selfCancellationMinutes: number | null } }>().policies;
  } finally {
    await t.close();
  }
}

describe('GET /api/shop/policies', () => {
  it('says a demo shop takes no real money, offers no cash on delivery and no self-service cancellation', async () => {
    expect(await policiesWith({})).toEqual({ paymentMethods: ['A demo payment: this shop takes no real money yet'], cashOnDelivery: false, selfCancellationMinutes: null });
  });

  it("lists Razorpay's ways to pay, UPI first, once the shop takes real payments", async () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_policies1', RAZORPAY_KEY_SECRET: 'key-secret-policies-2', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-policies-3' };
    expect((await policiesWith(keys)).paymentMethods).toEqual(['UPI', 'Credit and debit cards', 'Net banking', 'Wallets']);
  });
});
