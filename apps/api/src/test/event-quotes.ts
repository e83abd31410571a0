// What the event-quote tests share: a GST-registered shop whose clock the test moves, a recipe of
// roses and jasmine, a customer's wedding enquiry, the usual quote of it, and its acceptance.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Material, Recipe, StaffEventQuote } from '@phoolwari/contracts';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from './app';
import { REGISTERED_SHOP_GST } from '../modules/invoices/test-fixture';
import { onFakeRazorpay, startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';

/** A shop whose clock the test moves; 28 November 2026, 11:30 in the shop to begin with. */
export function suite(env: () => Record<string, string> = () => ({})) {
  const s = { t: undefined as unknown as TestApp, now: new Date('2026-11-28T06:00:00Z'), admin: '' };
  beforeAll(async () => {
    s.t = await createTestApp({ EVENT_ENQUIRY_MAX_PER_IP: '1000', ...env() }, { clock: () => s.now });
    s.admin = await loginAdmin(s.t);
    const res = await s.t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(s.admin), payload: { gst: REGISTERED_SHOP_GST } });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => s.t.close());
  return s;
}
export type Suite = ReturnType<typeof suite>;

/** The same shop paid through Razorpay's local fake, started for the describe block; `fake()` reads it. */
export function suiteOnFakeRazorpay(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
  });
  afterAll(() => fake.close());
  return { s: suite(() => onFakeRazorpay(fake, keys)), fake: () => fake };
}

export const post = (s: Suite, url: string, payload: object, token?: string) =>
  s.t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

let names = 0;
/** Rose stems (₹12 at 50 %: ₹18) and jasmine (₹60 a metre at 50 %: ₹90), and a recipe of 100 stems and 2 metres: ₹1,980. */
export async function roseRecipe(s: Suite) {
  const n = ++names;
  const material = async (body: object) => {
    const res = await post(s, '/api/admin/event-materials', body, s.admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ material: Material }>().material;
  };
  const rose = await material({ name: `Rose stem ${n}`, unit: 'stem', cost: 12, markupPercent: 50 });
  const jasmine = await material({ name: `Jasmine string ${n}`, nameHi: 'मोगरे की लड़ी', unit: 'metre', cost: 60, markupPercent: 50 });
  const res = await post(
    s,
    '/api/admin/event-recipes',
    {
      name: `Rose varmala ${n}`,
      hsnCode: '0603',
      gstRate: 5,
      materials: [
        { materialId: rose._id, quantity: 100 },
        { materialId: jasmine._id, quantity: 2 },
      ],
    },
    s.admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { rose, jasmine, recipe: res.json<{ recipe: Recipe }>().recipe };
}

/** A customer's wedding enquiry at a venue in `pincode`, on 14 February 2027 unless another day is given. */
export async function enquiryOf(s: Suite, pincode = '560001', eventDate = '2027-02-14') {
  const customer = await registerCustomer(s.t.app);
  const res = await post(
    s,
    '/api/event-enquiries',
    {
      kind: 'wedding',
      eventDate,
      venuePincode: pincode,
      guests: 200,
      budget: '1l-3l',
      items: [{ kind: 'varmala', pairs: 1, lengthFeet: 5 }],
      name: 'Asha Rao',
      phone: '9812345678',
    },
    customer.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, enquiryId: res.json<{ enquiry: { _id: string } }>().enquiry._id };
}

/** Two varmalas, drapes at 12 %, ₹2,000 labour and ₹1,180 transport: ₹12,140 in all. */
export const quoteBody = (recipeId: string) => ({
  lines: [
    { recipeId, quantity: 2 },
    { description: 'Mandap drapes', unitPrice: 5000, quantity: 1, hsnCode: '6303', gstRate: 12 },
  ],
  labour: 2000,
  transport: 1180,
  note: 'As we discussed on the phone',
});

/** Sends the usual quote of this recipe, or the body given. */
export async function sendQuote(s: Suite, enquiryId: string, recipeIdOrBody: string | object) {
  const body = typeof recipeIdOrBody === 'string' ? quoteBody(recipeIdOrBody) : recipeIdOrBody;
  const res = await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, body, s.admin);
  expect(res.statusCode, res.body).toBe(201);
  const quote = res.json<{ quote: StaffEventQuote }>().quote;
  return { quote, token: quote.link.split('/').at(-1)! };
}

export async function acceptAndStartAdvance(s: Suite, token: string) {
  const accepted = await post(s, `/api/event-quotes/${token}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const started = await post(s, `/api/event-quotes/${token}/pay`, { kind: 'advance' });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ payment: { razorpayOrderId: string; amount: number } }>().payment;
}
