// When today's and tomorrow's places are all taken, the first open day is named as a date the
// customer reads ("25 November 2026", "25 नवंबर 2026"), with the reason, in the page's language.
import { beforeAll, expect, it } from 'vitest';
import { deliverySlots } from '../../db/schema';
import { registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

const clock = testClock('2026-11-23T00:30:00Z'); // 06:00 in the shop: every slot of today still open by time
const suite = setUpOrderingSuite(clock);

beforeAll(async () => {
  // One place in every slot, taken today and tomorrow.
  await suite.database.db.update(deliverySlots).set({ capacity: 1 });
  const productId = suite.fixture.products['Red Rose Bouquet']!;
  const customer = await registerCustomer(suite.app);
  for (const date of ['2026-11-23', '2026-11-24']) {
    for (const slot of suite.delivery.slots) await placePaidOrder(suite.app, { productId, slotId: slot.id, date, customer });
  }
});

const get = (url: string, language?: string) => suite.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

it('names the first open day as a date, and says today is full', async () => {
  const check = async (language?: string) => (await get('/api/delivery/check?pincode=560003', language)).json();
  const english = { earliestDate: '2026-11-25', message: "We deliver to 560003 (Bengaluru City) from 25 November 2026; today's slots are full." };
  expect(await check()).toMatchObject(english);
  expect(await check('en')).toMatchObject(english);
  expect(await check('hi')).toMatchObject({
    earliestDate: '2026-11-25',
    message: 'हम 560003 (Bengaluru City) में 25 नवंबर 2026 से डिलीवरी कर पाएँगे; आज के सारे स्लॉट भर चुके हैं।',
  });

  const slots = async (language?: string) => (await get('/api/delivery/slots', language)).json();
  expect(await slots('en')).toMatchObject({ date: '2026-11-25', note: "We deliver from 25 November 2026: today's slots are full." });
  expect(await slots()).toMatchObject({ date: '2026-11-25', note: "We deliver from 25 November 2026: today's slots are full." });
  expect(await slots('hi')).toMatchObject({ date: '2026-11-25', note: 'हम 25 नवंबर 2026 से डिलीवरी कर पाएँगे: आज के सारे स्लॉट भर चुके हैं।' });
});
