// Event quotes through the real HTTP stack, database and outbox: a recipe's price follows its
// materials, a quote's GST is the invoice's, versions are kept, the customer accepts through the
// link and pays the advance through the gateway, the balance is reminded once, and a cancellation
// gives back what the shop's policy says through Razorpay (a local fake) once.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardAnswer, EventCalendarAnswer, EventQuote, Material, Recipe, StaffEventQuote } from '@phoolwari/contracts';
import { eventPayments, eventQuotes, eventMaterials } from '../../db/schema';
import { paymentSignature } from '../../platform/payments/gateway';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { mailsTo } from '../../test/mail';
import { acceptAndStartAdvance, enquiryOf, post, quoteBody, roseRecipe, sendQuote, suite, suiteOnFakeRazorpay } from '../../test/event-quotes';

describe('materials, recipes and quotes', () => {
  const s = suite();

  it('prices a recipe from its materials, and the price follows a material’s cost', async () => {
    const { rose, recipe } = await roseRecipe(s);
    expect(rose.unitPrice).toBe(18);
    expect(recipe.price).toBe(1980);
    expect(recipe.materials.map((m) => m.amount)).toEqual([180, 1800]);
    // Diwali week: roses at ₹20 a stem.
    const moved = await s.t.app.inject({ method: 'PATCH', url: `/api/admin/event-materials/${rose._id}`, headers: bearer(s.admin), payload: { cost: 20 } });
    expect(moved.statusCode, moved.body).toBe(200);
    const recipes = (await s.t.app.inject({ method: 'GET', url: '/api/admin/event-recipes', headers: bearer(s.admin) })).json<{ recipes: Recipe[] }>().recipes;
    expect(recipes.find((r) => r._id === recipe._id)!.price).toBe(3180);
  });

  it('computes a quote’s GST as the invoice does (within the state: CGST and SGST) and sends its link by mail and phone', async () => {
    const { recipe } = await roseRecipe(s);
    const { customer, enquiryId } = await enquiryOf(s);
    const preview = await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes/preview`, quoteBody(recipe._id), s.admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const { quote } = await sendQuote(s, enquiryId, recipe._id);
    expect(preview.json().figures).toEqual(quote.figures);
    // GST included in each price, taken out at the line's rate; labour and transport at 18 %.
    expect(quote.figures.lines.map((l) => [l.description, l.amount, l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      [recipe.name, 3960, 3771.43, 94.28, 94.29, 0],
      ['Mandap drapes', 5000, 4464.29, 267.85, 267.86, 0],
      ['Labour', 2000, 1694.92, 152.54, 152.54, 0],
      ['Transport', 1180, 1000, 90, 90, 0],
    ]);
    expect(quote.figures).toMatchObject({ taxable: 10930.64, cgst: 604.67, sgst: 604.69, igst: 0, total: 12140 });
    expect(quote).toMatchObject({ version: 1, status: 'sent', total: 12140, advancePercent: 50, advance: 6070, balance: 6070, balanceDueDate: '2027-02-07' });
    const mails = (await mailsTo(s.t.database.db, customer.body.email)).filter((m) => m.subject.startsWith('Your quote'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('₹12,140');
    expect(mails[0]!.text).toContain(quote.link);
  });

  it('takes IGST for a venue in another state', async () => {
    const { recipe } = await roseRecipe(s);
    const { enquiryId } = await enquiryOf(s, '411001');
    const res = await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes/preview`, quoteBody(recipe._id), s.admin);
    expect(res.json().figures).toMatchObject({ cgst: 0, sgst: 0, igst: 1209.36, total: 12140 });
  });

  it('keeps each version: a change asked for, then a new version supersedes it', async () => {
    const { recipe } = await roseRecipe(s);
    const { customer, enquiryId } = await enquiryOf(s);
    const first = await sendQuote(s, enquiryId, recipe._id);
    const change = await post(s, `/api/event-quotes/${first.token}/change`, { note: 'Marigold instead of roses on the car, please' });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json<{ quote: EventQuote }>().quote).toMatchObject({
      status: 'change_requested',
      changeNote: 'Marigold instead of roses on the car, please',
    });
    const second = await sendQuote(s, enquiryId, recipe._id);
    expect(second.quote.version).toBe(2);
    const list = (await s.t.app.inject({ method: 'GET', url: `/api/admin/event-enquiries/${enquiryId}/quotes`, headers: bearer(s.admin) })).json<{
      quotes: StaffEventQuote[];
    }>().quotes;
    expect(list.map((q) => [q.version, q.status, q.latest])).toEqual([
      [2, 'sent', true],
      [1, 'superseded', false],
    ]);
    expect(list[1]!.changeNote).toBe('Marigold instead of roses on the car, please');
    // The old link reads its version, and can no longer be accepted.
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event-quotes/${first.token}` })).json().quote.latest).toBe(false);
    expect((await post(s, `/api/event-quotes/${first.token}/accept`, {})).statusCode).toBe(409);
    // My Orders opens the latest.
    const mine = await s.t.app.inject({ method: 'GET', url: `/api/event-enquiries/${enquiryId}/quote`, headers: bearer(customer.token) });
    expect(mine.json()).toMatchObject({ quote: { version: 2 }, link: `/event-quote/${second.token}` });
    const enquiry = await s.t.app.inject({ method: 'GET', url: `/api/event-enquiries/${enquiryId}`, headers: bearer(customer.token) });
    expect(enquiry.json().enquiry.status).toBe('quoted');
  });

  it('accepts, then takes the advance through the gateway once, with an invoice of its share', async () => {
    const { recipe } = await roseRecipe(s);
    const { enquiryId } = await enquiryOf(s);
    const { token } = await sendQuote(s, enquiryId, recipe._id);
    // The balance cannot come before the advance.
    expect((await post(s, `/api/event-quotes/${token}/pay`, { kind: 'advance' })).statusCode).toBe(409);
    const payment = await acceptAndStartAdvance(s, token);
    expect(payment.amount).toBe(6070);
    expect((await post(s, `/api/event-quotes/${token}/pay`, { kind: 'balance' })).statusCode).toBe(409);
    const signed = await post(s, `/api/event-quotes/${token}/simulate`, { razorpayOrderId: payment.razorpayOrderId });
    expect(signed.statusCode, signed.body).toBe(200);
    const proof = { razorpayOrderId: payment.razorpayOrderId, ...signed.json<{ razorpayPaymentId: string; razorpaySignature: string }>() };
    // A made-up signature proves nothing.
    expect((await post(s, `/api/event-quotes/${token}/verify`, { ...proof, razorpaySignature: 'ab'.repeat(32) })).statusCode).toBe(400);
    const verified = await post(s, `/api/event-quotes/${token}/verify`, proof);
    expect(verified.statusCode, verified.body).toBe(200);
    const quote = verified.json<{ quote: EventQuote }>().quote;
    expect(quote.status).toBe('accepted');
    expect(quote.payments).toEqual([
      expect.objectContaining({ kind: 'advance', amount: 6070, status: 'paid', invoiceNumber: expect.stringMatching(/^PW\/26-27\/\d{6}$/) }),
    ]);
    // A second proof of the same payment changes nothing.
    expect((await post(s, `/api/event-quotes/${token}/verify`, proof)).json().quote.payments[0].invoiceNumber).toBe(quote.payments[0]!.invoiceNumber);
    const [row] = await s.t.database.db.select().from(eventPayments).where(eq(eventPayments.gatewayOrderId, payment.razorpayOrderId));
    const figures = row!.invoiceFigures as { totals: { totalPaise: number; cgstPaise: number; sgstPaise: number } };
    expect(figures.totals.totalPaise).toBe(607_000);
    expect(figures.totals.cgstPaise + figures.totals.sgstPaise).toBeGreaterThan(0);
    // Another quote is not re-sent over an accepted one.
    expect((await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, quoteBody(recipe._id), s.admin)).statusCode).toBe(409);
  });

  it('reminds of the balance once, a few days before it is due', async () => {
    const { recipe } = await roseRecipe(s);
    const { customer, enquiryId } = await enquiryOf(s);
    const { token } = await sendQuote(s, enquiryId, recipe._id);
    const payment = await acceptAndStartAdvance(s, token);
    const signed = (await post(s, `/api/event-quotes/${token}/simulate`, { razorpayOrderId: payment.razorpayOrderId })).json();
    expect((await post(s, `/api/event-quotes/${token}/verify`, { razorpayOrderId: payment.razorpayOrderId, ...signed })).statusCode).toBe(200);
    const reminders = async () => (await mailsTo(s.t.database.db, customer.body.email)).filter((m) => m.subject.startsWith('The balance'));
    await s.t.app.eventQuotes.remindBalances();
    expect(await reminders()).toHaveLength(0);
    s.now = new Date('2027-02-05T03:00:00Z');
    try {
      await s.t.app.eventQuotes.remindBalances();
      await s.t.app.eventQuotes.remindBalances();
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('The balance for your event on 14 February 2027 is due by 7 February 2027');
      expect(sent[0]!.text).toContain('₹6,070');
    } finally {
      s.now = new Date('2026-11-28T06:00:00Z');
    }
  });

  it('checks who asks: staff routes by permission, a customer’s own enquiry, a link’s own payment', async () => {
    const { recipe } = await roseRecipe(s);
    const { enquiryId } = await enquiryOf(s);
    const { token } = await sendQuote(s, enquiryId, recipe._id);
    const florist = await loginStaff(s.t, 'florist');
    const stranger = await registerCustomer(s.t.app);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/event-materials', headers: bearer(florist.token) })).statusCode).toBe(403);
    expect((await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, quoteBody(recipe._id), stranger.token)).statusCode).toBe(403);
    expect((await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, quoteBody(recipe._id))).statusCode).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event-enquiries/${enquiryId}/quote`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event-quotes/${'x'.repeat(43)}` })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/event-quotes/short' })).statusCode).toBe(400);
    // Another quote's payment cannot be proven through this link.
    const other = await enquiryOf(s);
    const otherQuote = await sendQuote(s, other.enquiryId, recipe._id);
    const otherPayment = await acceptAndStartAdvance(s, otherQuote.token);
    expect((await post(s, `/api/event-quotes/${token}/simulate`, { razorpayOrderId: otherPayment.razorpayOrderId })).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = await s.t.database.db.select().from(eventMaterials);
    expect((await post(s, '/api/admin/event-materials', { name: 'Lily', unit: 'bunch', cost: 10, markupPercent: 10 }, s.admin)).statusCode).toBe(400);
    expect((await post(s, '/api/admin/event-materials', { name: 'Lily', unit: 'stem', cost: -1, markupPercent: 10 }, s.admin)).statusCode).toBe(400);
    expect((await post(s, '/api/admin/event-recipes', { name: 'Empty', hsnCode: '0603', gstRate: 5, materials: [] }, s.admin)).statusCode).toBe(400);
    const unknown = await post(
      s,
      '/api/admin/event-recipes',
      { name: 'Ghost', hsnCode: '0603', gstRate: 5, materials: [{ materialId: 'a'.repeat(24), quantity: 1 }] },
      s.admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(await s.t.database.db.select().from(eventMaterials)).toHaveLength(before.length);
    const { enquiryId } = await enquiryOf(s);
    const quotesBefore = await s.t.database.db.select().from(eventQuotes);
    const badRecipe = await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, quoteBody('b'.repeat(24)), s.admin);
    expect(badRecipe.statusCode).toBe(400);
    expect(badRecipe.json().errors[0].path).toBe('lines.0.recipeId');
    expect((await post(s, `/api/admin/event-enquiries/${enquiryId}/quotes`, { ...quoteBody('b'.repeat(24)), lines: [] }, s.admin)).statusCode).toBe(400);
    expect((await post(s, `/api/admin/event-enquiries/${'c'.repeat(24)}/quotes`, { ...quoteBody('b'.repeat(24)) }, s.admin)).statusCode).toBe(404);
    expect(await s.t.database.db.select().from(eventQuotes)).toHaveLength(quotesBefore.length);
  });
});

describe('cancelling a booking through Razorpay (local fake)', () => {
  const keys = { keyId: 'rzp_test_events', keySecret: 'events-key-secret', webhookSecret: 'events-webhook-secret' };
  const { s, fake } = suiteOnFakeRazorpay(keys);

  it('gives back the policy’s part of the advance (half, 13 days before the event), once', async () => {
    const { recipe } = await roseRecipe(s);
    const { customer, enquiryId } = await enquiryOf(s);
    const { token, quote } = await sendQuote(s, enquiryId, recipe._id);
    const payment = await acceptAndStartAdvance(s, token);
    const paymentId = 'pay_EventAdvance01';
    const proof = {
      razorpayOrderId: payment.razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: paymentSignature(keys.keySecret, payment.razorpayOrderId, paymentId),
    };
    expect((await post(s, `/api/event-quotes/${token}/verify`, proof)).statusCode).toBe(200);
    s.now = new Date('2027-02-01T06:00:00Z');
    const cancelled = await post(s, `/api/admin/event-quotes/${quote._id}/cancel`, {}, s.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().quote).toMatchObject({ status: 'cancelled', payments: [expect.objectContaining({ refunded: 3035 })] });
    expect(fake().refunds.filter((r) => r.payment_id === paymentId)).toEqual([expect.objectContaining({ amount: 303_500 })]);
    expect((await post(s, `/api/admin/event-quotes/${quote._id}/cancel`, {}, s.admin)).statusCode).toBe(409);
    expect(fake().refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    const mails = (await mailsTo(s.t.database.db, customer.body.email)).filter((m) => m.subject.includes('is cancelled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('₹3,035 of the ₹6,070');
  });
});

describe('the florist’s calendar and the owner’s figures', () => {
  const s = suite();
  const calendar = (query: string, token: string | null = s.admin) =>
    s.t.app.inject({ method: 'GET', url: `/api/admin/event-calendar${query}`, ...(token ? { headers: bearer(token) } : {}) });

  /** A quote for an event on `day` from `body`, sent, and accepted through its link unless told not to. */
  async function booking(day: string, body: object, accept = true) {
    const { enquiryId } = await enquiryOf(s, '560001', day);
    const { quote, token } = await sendQuote(s, enquiryId, body);
    if (accept) expect((await post(s, `/api/event-quotes/${token}/accept`, {})).statusCode).toBe(200);
    return quote;
  }

  it('sums each day’s materials over its booked events, keeps other days apart and leaves out quotes not accepted; the dashboard counts them', async () => {
    const { rose, jasmine, recipe: varmala } = await roseRecipe(s);
    const marigoldRes = await post(s, '/api/admin/event-materials', { name: 'Marigold', nameHi: 'गेंदा', unit: 'kg', cost: 80, markupPercent: 50 }, s.admin);
    const marigold = marigoldRes.json<{ material: Material }>().material;
    // A toran of 1.25 kg of marigold and 1.5 metres of jasmine.
    const toranRes = await post(
      s,
      '/api/admin/event-recipes',
      {
        name: 'Marigold toran',
        hsnCode: '0603',
        gstRate: 5,
        materials: [
          { materialId: marigold._id, quantity: 1.25 },
          { materialId: jasmine._id, quantity: 1.5 },
        ],
      },
      s.admin,
    );
    expect(toranRes.statusCode, toranRes.body).toBe(201);
    const toran = toranRes.json<{ recipe: Recipe }>().recipe;
    const plain = { labour: 0, transport: 0 };

    // 10 March: two weddings (2 varmalas; 3 varmalas, 2 torans and drapes); 11 March: one varmala; 10 March again: a quote not accepted.
    const first = await booking('2027-03-10', quoteBody(varmala._id));
    const second = await booking('2027-03-10', {
      ...plain,
      lines: [
        { recipeId: varmala._id, quantity: 3 },
        { recipeId: toran._id, quantity: 2 },
        { description: 'Mandap drapes', unitPrice: 5000, quantity: 1, hsnCode: '6303', gstRate: 12 },
      ],
    });
    const nextDay = await booking('2027-03-11', { ...plain, lines: [{ recipeId: varmala._id, quantity: 1 }] });
    await booking('2027-03-10', { ...plain, lines: [{ recipeId: toran._id, quantity: 40 }] }, false);
    // In April: outside two weeks from 8 March, but booked value of April.
    const april = await booking('2027-04-20', { ...plain, lines: [{ recipeId: toran._id, quantity: 1 }] });
    // One enquiry not called yet.
    await enquiryOf(s, '560001', '2027-05-01');

    const res = await calendar('?from=2027-03-08&weeks=2');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<EventCalendarAnswer>();
    expect(answer).toMatchObject({ from: '2027-03-08', to: '2027-03-21' });
    expect(answer.days.map((d) => [d.date, d.buyBy, d.events.map((e) => e.quoteId)])).toEqual([
      ['2027-03-10', '2027-03-09', [first._id, second._id]],
      ['2027-03-11', '2027-03-10', [nextDay._id]],
    ]);
    expect(answer.days[0]!.events[0]).toEqual({
      quoteId: first._id,
      enquiryReference: first.enquiryReference,
      kind: 'wedding',
      venuePincode: '560001',
      customer: 'Asha Rao',
      total: first.total,
      advancePaid: false,
      plan: { venueAddress: '', time: null, crew: [] },
    });
    expect(answer.days[0]!.materials.map((m) => [m.name, m.nameHi, m.unit, m.quantity])).toEqual([
      [jasmine.name, 'मोगरे की लड़ी', 'metre', 2 * 2 + 3 * 2 + 2 * 1.5],
      ['Marigold', 'गेंदा', 'kg', 2.5],
      [rose.name, '', 'stem', 500],
    ]);
    expect(answer.days[1]!.materials.map((m) => [m.name, m.quantity])).toEqual([
      [jasmine.name, 2],
      [rose.name, 100],
    ]);
    expect((await calendar('?from=2027-03-12&weeks=1')).json<EventCalendarAnswer>().days).toEqual([]);

    const dashboard = async (token: string) => {
      const r = await s.t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<DashboardAnswer>().events;
    };
    // 28 November 2026: this month and the five after.
    expect(await dashboard(s.admin)).toEqual({
      openEnquiries: 1,
      quotesSent: 1,
      accepted: 4,
      bookedByMonth: [
        { month: '2026-11', value: 0 },
        { month: '2026-12', value: 0 },
        { month: '2027-01', value: 0 },
        { month: '2027-02', value: 0 },
        { month: '2027-03', value: first.total + second.total + nextDay.total },
        { month: '2027-04', value: april.total },
      ],
    });
    // The desk sees how many, not how much.
    const desk = await dashboard((await loginStaff(s.t, 'desk')).token);
    expect(desk?.accepted).toBe(4);
    expect(desk?.bookedByMonth.map((m) => m.value)).toEqual([null, null, null, null, null, null]);
  });

  it('is for staff who manage events, asked first; a bad query is 400', async () => {
    expect((await calendar('?from=2027-03-08&weeks=2', null)).statusCode).toBe(401);
    expect((await calendar('?from=bad&weeks=99', (await loginStaff(s.t, 'rider')).token)).statusCode).toBe(403);
    for (const query of ['?from=2027-03-08&weeks=13', '?from=2027-03-08&weeks=0', '?from=2027-02-30&weeks=2', '?weeks=2', '?from=2027-03-08&weeks=x']) {
      const res = await calendar(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    const fine = await calendar('?from=2027-03-08');
    expect(fine.json<EventCalendarAnswer>().to).toBe('2027-04-04');
  });
});
