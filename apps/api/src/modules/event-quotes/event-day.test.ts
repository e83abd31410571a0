// The event day through the real HTTP stack and database (decision 034): a booked event (quote
// accepted, advance paid) is on the florist's bench and the desk's job sheets of its day with its
// lines and what to make them from; staff with events.manage send florists and riders to its venue
// (role checked first, input by the contract, only active florists and riders, audited); a rider
// sent finds it in their own list; a cancelled booking leaves every list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AuditAnswer,
  BenchAnswer,
  DeliveriesAnswer,
  EventCalendarAnswer,
  EventVenueAnswer,
  Material,
  MyDeliveriesAnswer,
  Recipe,
  StaffEventQuote,
} from '@phoolwari/contracts';
import { users } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, loginStaff, registerCustomer, type TestApp } from '../../test/app';

const DAY = '2027-02-14';

describe('the event day: bench, job sheets, the venue team and the rider’s list', () => {
  let t: TestApp;
  let admin = '';
  let desk: Awaited<ReturnType<typeof loginStaff>>;
  let florist: Awaited<ReturnType<typeof loginStaff>>;
  let rider: Awaited<ReturnType<typeof loginStaff>>;
  let otherRider: Awaited<ReturnType<typeof loginStaff>>;
  let rose: Material;
  let marigold: Material;
  let varmala: Recipe;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(token ? { headers: bearer(token) } : {}) });

  async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object, status = 200): Promise<T> {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json<T>();
  }

  /** A wedding on `day` at 560001, quoted two varmalas and drapes; accepted, and its advance paid unless told otherwise. */
  async function booking(day: string, { accept = true, pay = true } = {}) {
    const customer = await registerCustomer(t.app);
    const { enquiry } = await ok<{ enquiry: { _id: string } }>(
      'POST',
      '/api/event-enquiries',
      customer.token,
      {
        kind: 'wedding',
        eventDate: day,
        venuePincode: '560001',
        guests: 200,
        budget: '1l-3l',
        items: [{ kind: 'varmala', pairs: 1, lengthFeet: 5 }],
        name: 'Asha Rao',
        phone: '9812345678',
      },
      201,
    );
    const { quote } = await ok<{ quote: StaffEventQuote }>(
      'POST',
      `/api/admin/event-enquiries/${enquiry._id}/quotes`,
      admin,
      {
        lines: [
          { recipeId: varmala._id, quantity: 2 },
          { description: 'Mandap drapes', unitPrice: 5000, quantity: 1, hsnCode: '6303', gstRate: 12 },
        ],
        labour: 2000,
        transport: 0,
        note: 'Red and gold',
      },
      201,
    );
    const token = quote.link.split('/').at(-1)!;
    if (accept) await ok('POST', `/api/event-quotes/${token}/accept`, null, {});
    if (accept && pay) {
      const { payment } = await ok<{ payment: { razorpayOrderId: string } }>('POST', `/api/event-quotes/${token}/pay`, null, { kind: 'advance' });
      const signed = await ok<object>('POST', `/api/event-quotes/${token}/simulate`, null, { razorpayOrderId: payment.razorpayOrderId });
      await ok('POST', `/api/event-quotes/${token}/verify`, null, { razorpayOrderId: payment.razorpayOrderId, ...signed });
    }
    return quote;
  }

  beforeAll(async () => {
    t = await createTestApp({ EVENT_ENQUIRY_MAX_PER_IP: '1000' }, { clock: () => new Date('2026-11-28T06:00:00Z') });
    admin = await loginAdmin(t);
    desk = await loginStaff(t, 'desk', 'Deepa Desk');
    florist = await loginStaff(t, 'florist', 'Farah Florist');
    rider = await loginStaff(t, 'rider', 'Ravi Rider');
    otherRider = await loginStaff(t, 'rider', 'Om Rider');
    ({ material: rose } = await ok<{ material: Material }>(
      'POST',
      '/api/admin/event-materials',
      admin,
      { name: 'Rose stem', nameHi: 'गुलाब', unit: 'stem', cost: 12, markupPercent: 50 },
      201,
    ));
    ({ material: marigold } = await ok<{ material: Material }>(
      'POST',
      '/api/admin/event-materials',
      admin,
      { name: 'Marigold', nameHi: 'गेंदा', unit: 'kg', cost: 80, markupPercent: 50 },
      201,
    ));
    ({ recipe: varmala } = await ok<{ recipe: Recipe }>(
      'POST',
      '/api/admin/event-recipes',
      admin,
      {
        name: 'Rose varmala',
        nameHi: 'गुलाब की वरमाला',
        hsnCode: '0603',
        gstRate: 5,
        materials: [
          { materialId: rose._id, quantity: 100 },
          { materialId: marigold._id, quantity: 0.75 },
        ],
      },
      201,
    ));
  });
  afterAll(() => t.close());

  it('puts a booked event with its advance paid on the bench and the job sheets of its day, with its lines and what to make them from', async () => {
    const booked = await booking(DAY);
    await booking(DAY, { pay: false }); // accepted, advance not paid: not booked work yet
    await booking(DAY, { accept: false }); // only sent

    const bench = await ok<BenchAnswer>('GET', `/api/staff/bench?date=${DAY}`, florist.token);
    expect(bench.slots).toEqual([]);
    expect(bench.events).toEqual([
      {
        quoteId: booked._id,
        enquiryReference: booked.enquiryReference,
        kind: 'wedding',
        date: DAY,
        customer: 'Asha Rao',
        venuePincode: '560001',
        lines: [
          { description: 'Rose varmala', descriptionHi: 'गुलाब की वरमाला', recipeId: varmala._id, quantity: 2 },
          { description: 'Mandap drapes', descriptionHi: '', recipeId: null, quantity: 1 },
        ],
        materials: [
          { materialId: marigold._id, name: 'Marigold', nameHi: 'गेंदा', unit: 'kg', quantity: 1.5 },
          { materialId: rose._id, name: 'Rose stem', nameHi: 'गुलाब', unit: 'stem', quantity: 200 },
        ],
        note: 'Red and gold',
        plan: { venueAddress: '', time: null, crew: [] },
      },
    ]);
    // The bench never carries the customer's phone or e-mail.
    expect(JSON.stringify(bench)).not.toContain('9812345678');

    const sheets = await ok<DeliveriesAnswer>('GET', `/api/admin/deliveries?date=${DAY}`, desk.token);
    expect(sheets.events).toEqual(bench.events);
    // Another day has none.
    expect((await ok<BenchAnswer>('GET', '/api/staff/bench?date=2027-02-15', florist.token)).events).toEqual([]);
    expect((await ok<DeliveriesAnswer>('GET', '/api/admin/deliveries?date=2027-02-13', desk.token)).events).toEqual([]);
  });

  it('lets events staff send active florists and riders to the venue, role first, input by the contract; the rider sent sees it; cancelling takes it off every list', async () => {
    const booked = await booking('2027-02-20');
    const venue = `/api/admin/event-quotes/${booked._id}/venue`;
    const plan = { staffIds: [rider.id, florist.id], venueAddress: 'Palace Grounds, Jayamahal Road, Bengaluru', time: '16:30' };

    // The role is checked before the body is read: a florist or rider may not assign, even with nonsense.
    expect((await call('PUT', venue, null, plan)).statusCode).toBe(401);
    expect((await call('PUT', venue, florist.token, { staffIds: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', venue, rider.token, plan)).statusCode).toBe(403);
    expect((await call('GET', venue, florist.token)).statusCode).toBe(403);

    // Bad input is 400, by the contract.
    for (const body of [
      { ...plan, staffIds: ['not-an-id'] },
      { ...plan, staffIds: [rider.id, rider.id] },
      { ...plan, time: '25:00' },
      { ...plan, venueAddress: 'x'.repeat(301) },
      { ...plan, extra: true },
      { venueAddress: 'no list' },
    ]) {
      const res = await call('PUT', venue, desk.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }

    // Only active florists and riders go.
    const customer = await registerCustomer(t.app);
    const [customerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, customer.body.email));
    const notCrew = await call('PUT', venue, desk.token, { ...plan, staffIds: [rider.id, customerRow!.id] });
    expect(notCrew.statusCode, notCrew.body).toBe(409);
    expect(notCrew.json()).toMatchObject({ code: 'NOT_EVENT_CREW', errors: [{ path: 'staffIds.1' }] });
    const manager = await loginStaff(t, 'manager');
    expect((await call('PUT', venue, desk.token, { ...plan, staffIds: [manager.id] })).json().code).toBe('NOT_EVENT_CREW');
    const gone = await loginStaff(t, 'rider', 'Gone Rider');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    const disabled = await call('PUT', venue, desk.token, { ...plan, staffIds: [gone.id] });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toContain('disabled');
    // A quote not accepted gets no team.
    const open = await booking('2027-02-20', { accept: false });
    expect((await call('PUT', `/api/admin/event-quotes/${open._id}/venue`, desk.token, plan)).json().code).toBe('INVALID_STATE');

    // The candidates are the active florists and riders only.
    const before = await ok<EventVenueAnswer>('GET', venue, desk.token);
    expect(before.plan).toEqual({ venueAddress: '', time: null, crew: [] });
    const candidateIds = before.candidates.map((c) => c._id);
    expect(candidateIds).toEqual(expect.arrayContaining([rider.id, florist.id, otherRider.id]));
    expect(candidateIds).not.toContain(gone.id);
    expect(candidateIds).not.toContain(manager.id);
    expect(before.candidates.every((c) => c.role === 'florist' || c.role === 'rider')).toBe(true);

    const saved = await ok<EventVenueAnswer>('PUT', venue, desk.token, plan);
    expect(saved.plan).toEqual({
      venueAddress: 'Palace Grounds, Jayamahal Road, Bengaluru',
      time: '16:30',
      crew: [
        { _id: florist.id, name: 'Farah Florist', role: 'florist' },
        { _id: rider.id, name: 'Ravi Rider', role: 'rider' },
      ],
    });
    // The same again changes nothing; the trail says who sent whom.
    expect((await ok<EventVenueAnswer>('PUT', venue, desk.token, plan)).plan).toEqual(saved.plan);
    const trail = await ok<AuditAnswer>('GET', '/api/admin/audit?entityType=event', admin);
    const entry = trail.entries.find((e) => e.action === 'event.venue');
    expect(entry).toMatchObject({ actor: { _id: desk.id, role: 'desk' }, summary: expect.stringContaining('Farah Florist (florist), Ravi Rider (rider)') });
    expect(entry!.summary).toContain(booked.enquiryReference);

    // The rider sent sees it in their list, with the venue and the time; another rider does not.
    const mine = await ok<MyDeliveriesAnswer>('GET', '/api/staff/my-deliveries?date=2027-02-20', rider.token);
    expect(mine.deliveries).toEqual([]);
    expect(mine.events.map((e) => [e.quoteId, e.venuePincode, e.plan.venueAddress, e.plan.time])).toEqual([
      [booked._id, '560001', 'Palace Grounds, Jayamahal Road, Bengaluru', '16:30'],
    ]);
    expect((await ok<MyDeliveriesAnswer>('GET', '/api/staff/my-deliveries?date=2027-02-21', rider.token)).events).toEqual([]);
    expect((await ok<MyDeliveriesAnswer>('GET', '/api/staff/my-deliveries?date=2027-02-20', otherRider.token)).events).toEqual([]);
    // The bench, the job sheets and the calendar say who goes.
    expect((await ok<BenchAnswer>('GET', '/api/staff/bench?date=2027-02-20', florist.token)).events[0]!.plan).toEqual(saved.plan);
    const calendar = await ok<EventCalendarAnswer>('GET', '/api/admin/event-calendar?from=2027-02-15&weeks=1', desk.token);
    expect(calendar.days.flatMap((d) => d.events).find((e) => e.quoteId === booked._id)!.plan).toEqual(saved.plan);

    // Taking the rider off: the list forgets it.
    await ok('PUT', venue, desk.token, { ...plan, staffIds: [florist.id] });
    expect((await ok<MyDeliveriesAnswer>('GET', '/api/staff/my-deliveries?date=2027-02-20', rider.token)).events).toEqual([]);
    await ok('PUT', venue, desk.token, plan);

    // Cancelled: off the rider's list, the bench and the job sheets; no team for it any more.
    await ok('POST', `/api/admin/event-quotes/${booked._id}/cancel`, admin, {});
    expect((await ok<MyDeliveriesAnswer>('GET', '/api/staff/my-deliveries?date=2027-02-20', rider.token)).events).toEqual([]);
    expect((await ok<BenchAnswer>('GET', '/api/staff/bench?date=2027-02-20', florist.token)).events).toEqual([]);
    expect((await ok<DeliveriesAnswer>('GET', '/api/admin/deliveries?date=2027-02-20', desk.token)).events).toEqual([]);
    expect((await call('PUT', venue, desk.token, plan)).json().code).toBe('INVALID_STATE');
    expect((await call('GET', venue, desk.token)).statusCode).toBe(404);
  });
});
