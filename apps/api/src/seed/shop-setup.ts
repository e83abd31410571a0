// The demo shop's delivery setup and promo codes: serviceable Bengaluru pincodes by zone, the day's
// delivery slots, and a code the home page advertises. Seeded once into a shop that has no slots.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { newId } from '../db/ids';
import { deliverySlots, eventMaterials, eventRecipeMaterials, eventRecipes, promoCodes, serviceAreas } from '../db/schema';

/** The code the storefront advertises; kept here so the seed and the home page cannot disagree. */
export const DEMO_PROMO = { code: 'PHOOL10', percent: 10, minOrderRupees: 499, maxDiscountRupees: 200 };

const AREAS = [
  { prefix: '5600', zone: 'Bengaluru City', city: 'Bengaluru', feePaise: 0 },
  { prefix: '5601', zone: 'Bengaluru Outer', city: 'Bengaluru', feePaise: 4_000 },
  { prefix: '562', zone: 'Bengaluru Rural', city: 'Bengaluru Rural', feePaise: 9_900 },
];

// Each slot's Hindi name is as a florist would say it on the phone, for the Hindi checkout.
const SLOTS = [
  {
    name: 'Standard (2-4 hours)',
    nameHi: 'स्टैंडर्ड (2-4 घंटे)',
    kind: 'standard' as const,
    startTime: '08:00',
    endTime: '21:00',
    feePaise: 0,
    capacity: 40,
    sortOrder: 0,
  },
  {
    name: 'Morning 9 AM – 12 PM',
    nameHi: 'सुबह 9 – दोपहर 12',
    kind: 'fixed' as const,
    startTime: '09:00',
    endTime: '12:00',
    feePaise: 4_900,
    capacity: 15,
    sortOrder: 1,
  },
  {
    name: 'Afternoon 12 – 4 PM',
    nameHi: 'दोपहर 12 – शाम 4',
    kind: 'fixed' as const,
    startTime: '12:00',
    endTime: '16:00',
    feePaise: 4_900,
    capacity: 15,
    sortOrder: 2,
  },
  {
    name: 'Evening 4 – 8 PM',
    nameHi: 'शाम 4 – रात 8',
    kind: 'fixed' as const,
    startTime: '16:00',
    endTime: '20:00',
    feePaise: 4_900,
    capacity: 15,
    sortOrder: 3,
  },
  {
    name: 'Midnight surprise 11 PM – 12 AM',
    nameHi: 'आधी रात का सरप्राइज़ (रात 11 – 12)',
    kind: 'midnight' as const,
    startTime: '23:00',
    endTime: '23:59',
    feePaise: 19_900,
    capacity: 8,
    sortOrder: 4,
  },
];

export async function seedShopSetup(db: DbOrTx): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(deliverySlots);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await db
    .insert(serviceAreas)
    .values(AREAS.map((a) => ({ id: newId(), ...a })))
    .onConflictDoNothing();
  await db.insert(deliverySlots).values(SLOTS.map((s) => ({ id: newId(), ...s })));
  // Each code's Hindi description is as the shop would write it on its counter, for the Hindi cart.
  await db
    .insert(promoCodes)
    .values([
      {
        id: newId(),
        code: DEMO_PROMO.code,
        description: `${DEMO_PROMO.percent}% off orders above ₹${DEMO_PROMO.minOrderRupees} (up to ₹${DEMO_PROMO.maxDiscountRupees})`,
        descriptionHi: `₹${DEMO_PROMO.minOrderRupees} से ज़्यादा के ऑर्डर पर ${DEMO_PROMO.percent}% छूट (₹${DEMO_PROMO.maxDiscountRupees} तक)`,
        kind: 'percent',
        value: DEMO_PROMO.percent,
        minOrderPaise: DEMO_PROMO.minOrderRupees * 100,
        maxDiscountPaise: DEMO_PROMO.maxDiscountRupees * 100,
      },
      {
        id: newId(),
        code: 'FIRSTBLOOM',
        description: '₹100 off your first order',
        descriptionHi: 'आपके पहले ऑर्डर पर ₹100 की छूट',
        kind: 'flat',
        value: 10_000,
        minOrderPaise: 69_900,
        perCustomerLimit: 1,
      },
    ])
    .onConflictDoNothing();
  await seedEventRecipes(db);
  return { seeded: true };
}

/** Materials an event florist prices with (cost and markup per unit), and two items made of them. */
export const DEMO_MATERIALS = [
  { key: 'rose', name: 'Rose stem (red)', nameHi: 'गुलाब की डंडी (लाल)', unit: 'stem' as const, costPaise: 1_200, markupPercent: 60 },
  { key: 'marigold', name: 'Marigold (genda)', nameHi: 'गेंदा', unit: 'kg' as const, costPaise: 8_000, markupPercent: 50 },
  { key: 'jasmine', name: 'Jasmine string', nameHi: 'मोगरे की लड़ी', unit: 'metre' as const, costPaise: 6_000, markupPercent: 50 },
  { key: 'foam', name: 'Floral foam block', nameHi: 'फ़्लोरल फ़ोम ब्लॉक', unit: 'piece' as const, costPaise: 9_000, markupPercent: 30 },
];
export const DEMO_RECIPES = [
  {
    name: '5-foot rose varmala (pair)',
    nameHi: '5 फ़ुट गुलाब वरमाला (जोड़ी)',
    parts: [
      { key: 'rose', quantityMilli: 300_000 },
      { key: 'jasmine', quantityMilli: 4_000 },
    ],
  },
  {
    name: 'Car decoration',
    nameHi: 'कार सजावट',
    parts: [
      { key: 'rose', quantityMilli: 150_000 },
      { key: 'marigold', quantityMilli: 3_000 },
      { key: 'foam', quantityMilli: 4_000 },
    ],
  },
];

export async function seedEventRecipes(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(eventMaterials);
  if ((row?.n ?? 0) > 0) return;
  const ids = new Map(DEMO_MATERIALS.map((m) => [m.key, newId()]));
  await db.insert(eventMaterials).values(DEMO_MATERIALS.map(({ key, ...m }) => ({ id: ids.get(key)!, ...m })));
  for (const recipe of DEMO_RECIPES) {
    const id = newId();
    // Fresh flowers made up for an event: HSN 0603 at 5 %.
    await db.insert(eventRecipes).values({ id, name: recipe.name, nameHi: recipe.nameHi, hsnCode: '0603', gstRate: 5 });
    await db.insert(eventRecipeMaterials).values(recipe.parts.map((p) => ({ recipeId: id, materialId: ids.get(p.key)!, quantityMilli: p.quantityMilli })));
  }
}
