// A delivery slot's optional Hindi name: staff write it beside the English, customers get it as
// `hi.name` only when it is written, and the audit trail records it like any other change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';
import { testClock } from '../../test/commerce';

const clock = testClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  token = await loginAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop

interface Slot {
  _id: string;
  name: string;
  hi?: { name?: string };
}

const slotBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Evening 5 – 9 PM',
  kind: 'fixed',
  startTime: '17:00',
  endTime: '21:00',
  fee: 49,
  capacity: 10,
  sortOrder: 5,
  ...overrides,
});
const createSlot = (body: object) => t.app.inject({ method: 'POST', url: '/api/admin/delivery/slots', headers: bearer(token), payload: body });
const updateSlot = (id: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/admin/delivery/slots/${id}`, headers: bearer(token), payload: body });
const publicSlot = async (id: string): Promise<Slot | undefined> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/delivery/slots?date=${clock.today()}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ slots: Slot[] }>().slots.find((s) => s._id === id);
};

describe('a delivery slot’s Hindi name', () => {
  it('is stored by the admin’s create and answered as hi.name to customers', async () => {
    const res = await createSlot(slotBody({ hi: { name: '  शाम 5 – रात 9 ' } }));
    expect(res.statusCode).toBe(201);
    const slot = res.json<{ slot: Slot }>().slot;
    expect(slot.hi).toEqual({ name: 'शाम 5 – रात 9' });
    expect(await publicSlot(slot._id)).toMatchObject({ name: 'Evening 5 – 9 PM', hi: { name: 'शाम 5 – रात 9' } });
  });

  it('is left out of the answers when not written', async () => {
    const res = await createSlot(slotBody({ name: 'Late evening', startTime: '19:00' }));
    expect(res.statusCode).toBe(201);
    const slot = res.json<{ slot: Slot }>().slot;
    expect(slot).not.toHaveProperty('hi');
    const offered = await publicSlot(slot._id);
    expect(offered).toBeDefined();
    expect(offered).not.toHaveProperty('hi');

    // An empty Hindi name is the same as none.
    const blank = await createSlot(slotBody({ name: 'Blank Hindi', startTime: '18:00', hi: { name: '   ' } }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json<{ slot: Slot }>().slot).not.toHaveProperty('hi');
  });

  it('is changed by the admin’s update, kept when hi is left out, cleared when sent empty, and audited', async () => {
    const created = (await createSlot(slotBody({ name: 'Lunch 1 – 3 PM', startTime: '13:00', endTime: '15:00' }))).json<{ slot: Slot }>().slot;

    const named = await updateSlot(created._id, slotBody({ name: 'Lunch 1 – 3 PM', startTime: '13:00', endTime: '15:00', hi: { name: 'दोपहर 1 – 3' } }));
    expect(named.statusCode).toBe(200);
    expect(named.json<{ slot: Slot }>().slot.hi).toEqual({ name: 'दोपहर 1 – 3' });
    expect((await publicSlot(created._id))?.hi).toEqual({ name: 'दोपहर 1 – 3' });

    // Without hi the Hindi name stays (as with products).
    const kept = await updateSlot(created._id, slotBody({ name: 'Lunch 1 – 3 PM', startTime: '13:00', endTime: '15:00', capacity: 12 }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ slot: Slot }>().slot.hi).toEqual({ name: 'दोपहर 1 – 3' });

    const cleared = await updateSlot(created._id, slotBody({ name: 'Lunch 1 – 3 PM', startTime: '13:00', endTime: '15:00', hi: { name: '' } }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<{ slot: Slot }>().slot).not.toHaveProperty('hi');
    expect(await publicSlot(created._id)).not.toHaveProperty('hi');

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=delivery', headers: bearer(token) });
    expect(audit.statusCode).toBe(200);
    const updates = audit
      .json<{ entries: { action: string; entityId: string; before: Record<string, unknown>; after: Record<string, unknown> }[] }>()
      .entries.filter((e) => e.action === 'delivery.slot.update' && e.entityId === created._id);
    expect(updates.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [{ nameHi: '' }, { nameHi: 'दोपहर 1 – 3' }],
        [{ capacity: 10 }, { capacity: 12 }],
        [
          { nameHi: 'दोपहर 1 – 3', capacity: 12 },
          { nameHi: '', capacity: 10 },
        ],
      ]),
    );
  });

  it('refuses a Hindi name longer than the English may be', async () => {
    const res = await createSlot(slotBody({ name: 'Too long', hi: { name: 'क'.repeat(61) } }));
    expect(res.statusCode).toBe(400);
    const slots = await t.app.inject({ method: 'GET', url: '/api/admin/delivery/slots', headers: bearer(token) });
    expect(slots.json<{ slots: Slot[] }>().slots.some((s) => s.name === 'Too long')).toBe(false);
  });
});
