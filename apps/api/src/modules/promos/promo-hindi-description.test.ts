// A promo code's optional Hindi description: staff write it beside the English, the admin's answers
// carry it as `hi.description` only when it is written, and the audit trail records it like any
// other change. (The cart's answer is in cart.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAdmin(t);
});
afterAll(() => t.close());

interface Promo {
  _id: string;
  code: string;
  description: string;
  hi?: { description: string };
}

const promoBody = (overrides: Record<string, unknown> = {}) => ({ code: 'HOLI20', description: '20% off for Holi', kind: 'percent', value: 20, ...overrides });
const createPromo = (body: object) => t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: bearer(token), payload: body });
const updatePromo = (id: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${id}`, headers: bearer(token), payload: body });
const listed = async (code: string): Promise<Promo | undefined> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ promoCodes: Promo[] }>().promoCodes.find((p) => p.code === code);
};

describe('a promo code’s Hindi description', () => {
  it('is stored by the admin’s create, trimmed and in NFC, and listed as hi.description', async () => {
    // ज़ typed as the single precomposed letter is kept as ज + nukta, as everywhere else.
    const res = await createPromo(promoBody({ hi: { description: '  होली पर 20% की \u095Bबरदस्त छूट ' } }));
    expect(res.statusCode).toBe(201);
    const promo = res.json<{ promoCode: Promo }>().promoCode;
    expect(promo).toMatchObject({ description: '20% off for Holi', hi: { description: 'होली पर 20% की ज\u093Cबरदस्त छूट' } });
    expect(await listed('HOLI20')).toMatchObject({ hi: { description: 'होली पर 20% की ज\u093Cबरदस्त छूट' } });
  });

  it('is left out of the answers when not written, or written empty', async () => {
    const res = await createPromo(promoBody({ code: 'PLAIN50', kind: 'flat', value: 50 }));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ promoCode: Promo }>().promoCode).not.toHaveProperty('hi');
    expect(await listed('PLAIN50')).not.toHaveProperty('hi');

    const blank = await createPromo(promoBody({ code: 'BLANK50', kind: 'flat', value: 50, hi: { description: '   ' } }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json<{ promoCode: Promo }>().promoCode).not.toHaveProperty('hi');
  });

  it('is changed by the admin’s update, kept when hi is left out, cleared when sent empty, and audited', async () => {
    const created = (await createPromo(promoBody({ code: 'RAKHI15', description: '15% off rakhi hampers', value: 15 }))).json<{ promoCode: Promo }>().promoCode;
    const body = promoBody({ code: 'RAKHI15', description: '15% off rakhi hampers', value: 15 });

    const written = await updatePromo(created._id, { ...body, hi: { description: 'राखी हैम्पर पर 15% छूट' } });
    expect(written.statusCode).toBe(200);
    expect(written.json<{ promoCode: Promo }>().promoCode.hi).toEqual({ description: 'राखी हैम्पर पर 15% छूट' });

    // Without hi the Hindi description stays (as with delivery slots and products).
    const kept = await updatePromo(created._id, { ...body, minOrder: 299 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ promoCode: Promo }>().promoCode.hi).toEqual({ description: 'राखी हैम्पर पर 15% छूट' });

    const cleared = await updatePromo(created._id, { ...body, hi: { description: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<{ promoCode: Promo }>().promoCode).not.toHaveProperty('hi');
    expect(await listed('RAKHI15')).not.toHaveProperty('hi');

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=promo', headers: bearer(token) });
    expect(audit.statusCode).toBe(200);
    const updates = audit
      .json<{ entries: { action: string; entityId: string; before: Record<string, unknown>; after: Record<string, unknown> }[] }>()
      .entries.filter((e) => e.action === 'promo.update' && e.entityId === created._id);
    expect(updates.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [{ descriptionHi: '' }, { descriptionHi: 'राखी हैम्पर पर 15% छूट' }],
        [{ minOrder: 0 }, { minOrder: 299 }],
        [
          { descriptionHi: 'राखी हैम्पर पर 15% छूट', minOrder: 299 },
          { descriptionHi: '', minOrder: 0 },
        ],
      ]),
    );
  });

  it('refuses a Hindi description longer than the English may be, and changes nothing', async () => {
    const tooLong = { description: 'छ'.repeat(201) };
    const res = await createPromo(promoBody({ code: 'TOOLONG', hi: tooLong }));
    expect(res.statusCode).toBe(400);
    expect(await listed('TOOLONG')).toBeUndefined();

    const created = (await createPromo(promoBody({ code: 'TEEJ10', description: '10% off for Teej', value: 10, hi: { description: 'तीज पर 10% छूट' } }))).json<{
      promoCode: Promo;
    }>().promoCode;
    const refused = await updatePromo(created._id, promoBody({ code: 'TEEJ10', description: 'Changed', value: 12, hi: tooLong }));
    expect(refused.statusCode).toBe(400);
    expect(await listed('TEEJ10')).toMatchObject({ description: '10% off for Teej', hi: { description: 'तीज पर 10% छूट' } });

    // 200 characters is still fine.
    const longest = await updatePromo(
      created._id,
      promoBody({ code: 'TEEJ10', description: '10% off for Teej', value: 10, hi: { description: 'छ'.repeat(200) } }),
    );
    expect(longest.statusCode).toBe(200);
  });
});
