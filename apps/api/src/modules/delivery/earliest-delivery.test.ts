// Delivery chosen before the cart: GET /api/delivery/earliest answers, for a pincode (and a date and
// kind of slot), the earliest delivery inside the shop's slots and cut-offs, the fee per kind, and
// what is open on the asked day; on PGlite, with the test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EarliestDeliveryAnswer } from '@phoolwari/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { setUpDelivery, testClock } from '../../test/commerce';
import { minutesOf } from '../../platform/clock';

const clock = testClock();
let t: TestApp;
let slots: Awaited<ReturnType<typeof setUpDelivery>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  slots = await setUpDelivery(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop, Monday 23 November

const ask = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/delivery/earliest?${query}`, headers });
const earliest = async (query: string) => {
  const res = await ask(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EarliestDeliveryAnswer>();
};

describe('GET /api/delivery/earliest', () => {
  it('in the morning: today by four hours on, standard, with the fee of each kind as checkout charges it', async () => {
    const answer = await earliest('pincode=560003');
    expect(answer).toMatchObject({ serviceable: true, zone: 'Bengaluru City', date: '2026-11-23', lastDate: '2026-12-07' });
    expect(answer.earliest).toMatchObject({ kind: 'standard', date: '2026-11-23', daysAhead: 0, byTime: '14:00', slotId: slots.standard.id, fee: 49 });
    // The shop's ₹49, the zone's ₹0, and the slot's own fee.
    expect(answer.kinds).toEqual([
      { kind: 'standard', fee: 49, available: true },
      { kind: 'fixed', fee: 98, available: true },
      { kind: 'midnight', fee: 248, available: true },
    ]);
    expect((await earliest('pincode=560103')).kinds[0]).toEqual({ kind: 'standard', fee: 89, available: true }); // Bengaluru Outer: ₹40 more
  });

  it('offers the asked kind on the asked date, with its window and fee', async () => {
    const answer = await earliest('pincode=560003&date=2026-11-23&kind=midnight');
    expect(answer.chosen).toMatchObject({ slotId: slots.midnight.id, kind: 'midnight', startTime: '23:00', endTime: '23:59', byTime: '23:59', fee: 248 });
    expect(answer.problem).toBeUndefined();
    const fixedTomorrow = await earliest('pincode=560003&date=2026-11-24&kind=fixed');
    expect(fixedTomorrow.chosen).toMatchObject({ slotId: slots.morning.id, date: '2026-11-24', daysAhead: 1, byTime: '12:00', fee: 98 });
  });

  it('after the same-day cut-off: only the midnight surprise today, and the standard kind no longer', async () => {
    clock.set('2026-11-23T14:00:00Z'); // 19:30
    const answer = await earliest('pincode=560003');
    expect(answer.earliest).toMatchObject({ kind: 'midnight', date: '2026-11-23', byTime: '23:59' });
    expect(answer.kinds.map((k) => [k.kind, k.available])).toEqual([
      ['standard', false],
      ['fixed', false],
      ['midnight', true],
    ]);
    const standardToday = await earliest('pincode=560003&date=2026-11-23&kind=standard');
    expect(standardToday.chosen).toBeUndefined();
    expect(standardToday.problem).toBe('past_cutoff');
  });

  it('after every cut-off the earliest moves to tomorrow, the first slot of the morning', async () => {
    clock.set('2026-11-23T16:00:00Z'); // 21:30
    const answer = await earliest('pincode=560003');
    expect(answer.date).toBe('2026-11-24');
    expect(answer.earliest).toMatchObject({ date: '2026-11-24', daysAhead: 1, byTime: '12:00', slotId: slots.morning.id });
  });

  it('never promises a time outside the slot it names, at any hour of the day', async () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      clock.set(new Date(Date.parse('2026-11-22T18:30:00Z') + minutes * 60_000).toISOString()); // from 00:00 on the 23rd
      const { earliest: first } = await earliest('pincode=560003');
      const slot = slots.slots.find((s) => s.id === first?.slotId);
      expect(slot, `at minute ${minutes}`).toBeDefined();
      expect(minutesOf(first!.byTime), `at minute ${minutes}`).toBeGreaterThanOrEqual(minutesOf(slot!.startTime));
      expect(minutesOf(first!.byTime), `at minute ${minutes}`).toBeLessThanOrEqual(minutesOf(slot!.endTime));
      expect(first!.daysAhead).toBeLessThanOrEqual(1);
    }
    clock.set('2026-11-22T20:30:00Z'); // 02:00: not by 6 am, but within hours of the standard slot opening
    expect((await earliest('pincode=560003')).earliest).toMatchObject({ kind: 'standard', daysAhead: 0, byTime: '12:00' });
  });

  it('a date beyond the booking days is closed', async () => {
    const answer = await earliest('pincode=560003&date=2027-01-30');
    expect(answer.chosen).toBeUndefined();
    expect(answer.problem).toBe('closed');
    expect(answer.kinds.every((k) => !k.available)).toBe(true);
  });

  it('an unserved pincode is told so, in the page’s language, with nothing on offer', async () => {
    const answer = await earliest('pincode=110001');
    expect(answer).toMatchObject({ serviceable: false, kinds: [], message: 'Sorry, we do not deliver to 110001 yet.' });
    expect(answer.earliest).toBeUndefined();
    expect((await ask('pincode=110001', { 'accept-language': 'hi' })).json<EarliestDeliveryAnswer>().message).toBe(
      'माफ़ कीजिए, हम अभी 110001 में डिलीवरी नहीं करते।',
    );
  });

  it('refuses a malformed pincode, date or kind with 400', async () => {
    for (const query of [
      'pincode=5600',
      'pincode=ab0003',
      '',
      'pincode=560003&date=2026-13-40',
      'pincode=560003&date=tomorrow',
      'pincode=560003&kind=express',
    ]) {
      expect((await ask(query)).statusCode, query).toBe(400);
    }
  });

  it('may be kept a short while by a shared cache, per language', async () => {
    const res = await ask('pincode=560003', { 'accept-language': 'hi' });
    expect(res.headers['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(res.headers.vary).toContain('accept-language');
    expect(res.headers.etag).toBeDefined();
  });
});
