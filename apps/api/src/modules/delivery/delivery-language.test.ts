// The delivery answers' sentences in the page's language: the web app names it in Accept-Language
// ('hi' on the Hindi pages); English when it says 'en' or nothing, word for word as before.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { setUpDelivery, testClock } from '../../test/commerce';

const clock = testClock();
let t: TestApp;
let midnight: { name: string; nameHi: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  midnight = (await setUpDelivery(t.database.db)).midnight;
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop

const DEVANAGARI = /[\u0900-\u097F]/;
const get = (url: string, language?: string) => t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
const check = async (pincode: string, language?: string) => (await get(`/api/delivery/check?pincode=${pincode}`, language)).json<{ message: string }>().message;
const note = async (language?: string) => (await get('/api/delivery/slots', language)).json<{ date: string; note?: string }>();

describe('delivery answers in the page’s language', () => {
  it('tells a served pincode it gets flowers today, in Hindi or in English', async () => {
    const english = 'We deliver to 560003 (Bengaluru City) today, within hours of your order.';
    expect(await check('560003')).toBe(english);
    expect(await check('560003', 'en')).toBe(english);
    expect(await check('560003', 'en-IN,en;q=0.9')).toBe(english);
    const hindi = await check('560003', 'hi');
    expect(hindi).toBe('हम 560003 (Bengaluru City) में आज ही, ऑर्डर के कुछ घंटों में डिलीवरी करते हैं।');
    expect(await check('560003', 'hi-IN,hi;q=0.9,en;q=0.8')).toBe(hindi);
  });

  it('names the state a served pincode is in, for checkout to fill in, in the page’s language', async () => {
    const state = async (language?: string) => (await get('/api/delivery/check?pincode=560003', language)).json<{ state?: string }>().state;
    expect(await state()).toBe('Karnataka');
    expect(await state('hi')).toBe('कर्नाटक');
  });

  it('says sorry to an unserved pincode in the same language', async () => {
    expect(await check('110001')).toBe('Sorry, we do not deliver to 110001 yet.');
    expect(await check('110001', 'en')).toBe('Sorry, we do not deliver to 110001 yet.');
    const hindi = await check('110001', 'hi');
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).toBe('माफ़ कीजिए, हम अभी 110001 में डिलीवरी नहीं करते।');
  });

  it('names the slots still open today by their names in the page’s language', async () => {
    clock.set('2026-11-23T14:00:00Z'); // 19:30: only the midnight surprise is still open today
    expect(await check('560003', 'en')).toBe(`We deliver to 560003 (Bengaluru City); today only ${midnight.name} is still open.`);
    const hindi = await check('560003', 'hi');
    expect(hindi).toMatch(DEVANAGARI);
    expect(midnight.nameHi).toBe('आधी रात का सरप्राइज़ (रात 11 – 12)');
    expect(hindi).toBe(`हम 560003 (Bengaluru City) में डिलीवरी करते हैं; आज के लिए अब सिर्फ़ ${midnight.nameHi} स्लॉट खुला है।`);
  });

  it('says from tomorrow, and why, when today is closed: in the pincode check and in the slots’ note', async () => {
    clock.set('2026-11-23T16:00:00Z'); // 21:30: every slot of today has closed
    expect(await check('560003')).toBe("We deliver to 560003 (Bengaluru City) from tomorrow; today's orders closed at 21:00.");
    expect(await check('560003', 'en')).toBe("We deliver to 560003 (Bengaluru City) from tomorrow; today's orders closed at 21:00.");
    expect(await check('560003', 'hi')).toBe('हम 560003 (Bengaluru City) में कल से डिलीवरी कर पाएँगे; आज के ऑर्डर 21:00 तक ही लिए जा सकते थे।');

    const english = { date: '2026-11-24', note: "We deliver from tomorrow: today's orders closed at 21:00." };
    expect(await note()).toMatchObject(english);
    expect(await note('en')).toMatchObject(english);
    const hindi = await note('hi');
    expect(hindi).toMatchObject({ date: '2026-11-24', note: 'हम कल से डिलीवरी कर पाएँगे: आज के ऑर्डर 21:00 तक ही लिए जा सकते थे।' });
    expect(hindi.note).toMatch(DEVANAGARI);
  });

  it('marks the answers as varying with the language', async () => {
    for (const url of ['/api/delivery/check?pincode=560003', '/api/delivery/slots', `/api/delivery/slots?date=${clock.today()}`]) {
      const res = await get(url, 'hi');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toContain('accept-language');
    }
  });
});
