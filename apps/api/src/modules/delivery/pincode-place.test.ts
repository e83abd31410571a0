// Where a pincode is, through the real HTTP stack: the shop's own delivery area first, then the
// pincode table it ships; 404 for a pincode neither knows, 400 for one that is not six digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/app';
import { setUpDelivery } from '../../test/commerce';
import { parsePincodeTable } from './pincode-place';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setUpDelivery(t.database.db);
});
afterAll(() => t.close());

const place = (pincode: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}`, headers: language ? { 'accept-language': language } : {} });

describe('GET /api/pincodes/:pincode', () => {
  it('names the city as the shop’s delivery area does, and the state from the pincode', async () => {
    const res = await place('560003');
    expect(res.statusCode).toBe(200);
    // The table says 'Bangalore'; the shop's area says how the shop writes it.
    expect(res.json()).toEqual({ pincode: '560003', city: 'Bengaluru', state: 'Karnataka', source: 'delivery-area' });
    expect((await place('560003', 'hi')).json()).toMatchObject({ city: 'Bengaluru', state: 'कर्नाटक' });
  });

  it('answers from the pincode table where the shop does not deliver, the state in the page’s language', async () => {
    expect((await place('411001')).json()).toEqual({ pincode: '411001', city: 'Pune', state: 'Maharashtra', source: 'pincode-table' });
    expect((await place('411001', 'hi')).json()).toMatchObject({ city: 'Pune', state: 'महाराष्ट्र' });
    // States the directory files under older names come out as they are now.
    expect((await place('500001')).json()).toMatchObject({ state: 'Telangana' });
    expect((await place('194101')).json()).toMatchObject({ city: 'Leh', state: 'Ladakh' });
  });

  it('is a public answer caches may keep, by language', async () => {
    const res = await place('411001');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(String(res.headers.vary)).toContain('accept-language');
    expect(res.headers.etag).toBeTruthy();
  });

  it('uses an area’s city only when the shop wrote one', async () => {
    const admin = await loginAdmin(t);
    const area = { prefix: '4110', zone: 'Pune Camp', fee: 50 };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/delivery/areas', headers: bearer(admin), payload: area });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().area.city).toBe('');
    expect((await place('411001')).json().source).toBe('pincode-table');
    const id = created.json().area._id;
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/delivery/areas/${id}`, headers: bearer(admin), payload: { ...area, city: 'Poona' } });
    expect(edited.json().area.city).toBe('Poona');
    expect((await place('411001')).json()).toEqual({ pincode: '411001', city: 'Poona', state: 'Maharashtra', source: 'delivery-area' });
  });

  it('answers 404 for a pincode no source knows, in the page’s language', async () => {
    const res = await place('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: "We could not find 999999 among India's pincodes." });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await place('999999', 'hi')).json().message).toBe('भारत के पिनकोड में 999999 नहीं मिला।');
  });

  it('answers 400 for a pincode that is not six digits', async () => {
    for (const bad of ['56000', '5600033', 'abcdef', '012345']) {
      const res = await place(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['pincode']);
    }
  });
});

describe('the pincode table', () => {
  it('reads a district’s line into each of its pincodes, and refuses a broken line', () => {
    const places = parsePincodeTable('27\tPune\t411001 411002\n29\tBangalore\t560001\n');
    expect(places.get('411002')).toEqual({ district: 'Pune', stateCode: '27' });
    expect(places.get('560001')?.district).toBe('Bangalore');
    expect(places.size).toBe(3);
    expect(() => parsePincodeTable('27\tPune\n')).toThrow(/three parts/);
  });
});
