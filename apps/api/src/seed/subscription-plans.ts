// The demo shop's subscription plans: daily pooja flowers before 7 am and a weekly bouquet, with
// the early-morning slot the first needs. Seeded once, into a shop that has no plans.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { newId } from '../db/ids';
import { deliverySlots, products, subscriptionPlans } from '../db/schema';

export const EARLY_SLOT = { name: 'Early morning 6 – 7 AM', nameHi: 'सुबह-सवेरे 6 – 7' };

export async function seedSubscriptionPlans(db: DbOrTx): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptionPlans);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const byName = async (name: string) => (await db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0]?.id;
  const thali = await byName('Pooja Flower Thali');
  const bouquet = await byName('Mixed Gerbera Bouquet (10)');
  const [morning] = await db.select({ id: deliverySlots.id }).from(deliverySlots).where(eq(deliverySlots.name, 'Morning 9 AM – 12 PM'));
  if (!thali || !bouquet || !morning) return { seeded: false };
  let [early] = await db.select({ id: deliverySlots.id }).from(deliverySlots).where(eq(deliverySlots.name, EARLY_SLOT.name));
  if (!early) {
    early = { id: newId() };
    await db
      .insert(deliverySlots)
      .values({ id: early.id, ...EARLY_SLOT, kind: 'fixed', startTime: '06:00', endTime: '07:00', feePaise: 0, capacity: 30, sortOrder: 10 });
  }
  await db.insert(subscriptionPlans).values([
    {
      id: newId(),
      name: 'Daily pooja flowers',
      nameHi: 'रोज़ के पूजा के फूल',
      description: 'Loose flowers and a small marigold garland at your door before 7 am, every day, for the morning pooja.',
      descriptionHi: 'सुबह की पूजा के लिए खुले फूल और गेंदे की छोटी माला, हर दिन सुबह 7 बजे से पहले आपके दरवाज़े पर।',
      productId: thali,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      slotId: early.id,
      pricePerDeliveryPaise: 9_900,
      sortOrder: 0,
    },
    {
      id: newId(),
      name: 'Weekly bouquet',
      nameHi: 'हर हफ़्ते का गुलदस्ता',
      description: 'A fresh seasonal bouquet every Monday morning, for a home or a reception desk.',
      descriptionHi: 'हर सोमवार सुबह मौसम के ताज़ा फूलों का गुलदस्ता, घर या रिसेप्शन डेस्क के लिए।',
      productId: bouquet,
      weekdays: [1],
      slotId: morning.id,
      pricePerDeliveryPaise: 69_900,
      sortOrder: 1,
    },
  ]);
  return { seeded: true };
}
