// The shop's own settings (delivery fee, shop discount, cut-off, gift message limit…), stored as one
// JSON row and always read through the contract's schema, so missing keys take their defaults.
import { asc, eq } from 'drizzle-orm';
import { ShopSettingsSchema, type Language, type ShopPolicies, type ShopSettings, type ShopSettingsUpdate } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { serviceAreas, settings } from '../../db/schema';
import { translator } from '../../platform/i18n/translator';
import { formatRupees, toPaise } from '../../platform/money';
import * as messages from './messages';

const SHOP_KEY = 'shop';

export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  // A plain select: several requests of every order read the settings, and drizzle builds a
  // relational query (db.query) at about twice the cost.
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SHOP_KEY)).limit(1);
  const parsed = ShopSettingsSchema.safeParse(row?.value);
  // A stored value that no longer fits the schema (an older version's) falls back to the defaults.
  return parsed.success ? parsed.data : ShopSettingsSchema.parse(undefined);
}

export async function updateShopSettings(db: DbOrTx, patch: ShopSettingsUpdate, now = new Date()): Promise<ShopSettings> {
  const before = await readShopSettings(db);
  const next = ShopSettingsSchema.parse({
    ...before,
    ...patch,
    ...(patch.exchangeRates && { exchangeRates: stampRates(before.exchangeRates, patch.exchangeRates, now) }),
  });
  await db
    .insert(settings)
    .values({ key: SHOP_KEY, value: next })
    .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
  return next;
}

/**
 * The rates as the owner sent them, each dated: a rate left as it was keeps its date (the customer is
 * told how old it is), a new or changed one is dated now by the server, never by the browser.
 */
function stampRates(before: ShopSettings['exchangeRates'], sent: NonNullable<ShopSettingsUpdate['exchangeRates']>, now: Date): ShopSettings['exchangeRates'] {
  const stamped: ShopSettings['exchangeRates'] = {};
  for (const [code, rate] of Object.entries(sent) as [keyof typeof sent, { rupeesPerUnit: number }][]) {
    const kept = before[code];
    stamped[code] = kept && kept.rupeesPerUnit === rate.rupeesPerUnit ? kept : { rupeesPerUnit: rate.rupeesPerUnit, setAt: now.toISOString() };
  }
  return stamped;
}

/** The ways to pay each gateway offers customers (Razorpay's checkout puts UPI first on phones). */
const PAYMENT_METHODS: Record<'razorpay' | 'simulated', string[]> = {
  razorpay: ['UPI', 'Credit and debit cards', 'Net banking', 'Wallets'],
  simulated: ['A demo payment: this shop takes no real money yet'],
};

/**
 * What the shop does, read off its configuration and settings: the gateway's ways to pay, cash on
 * delivery when the owner has turned it on, and how long after paying customers may cancel an
 * order themselves (null when they cannot), and the zones it delivers to: the pages say exactly
 * that, whatever is set (no "outstation" promise the delivery areas do not keep).
 */
export async function readShopPolicies(
  db: DbOrTx,
  config: { paymentProvider: 'razorpay' | 'simulated'; cancellationWindowMinutes: number },
): Promise<ShopPolicies> {
  // The delivery areas' table is read here, not through the delivery module, which itself reads
  // the shop's settings (each module may use the other's face in one direction only).
  const [settingsNow, areas] = await Promise.all([
    readShopSettings(db),
    db.select({ zone: serviceAreas.zone, isActive: serviceAreas.isActive }).from(serviceAreas).orderBy(asc(serviceAreas.prefix)),
  ]);
  const cod = settingsNow.cashOnDelivery;
  return {
    paymentMethods: [
      ...PAYMENT_METHODS[config.paymentProvider],
      ...(cod.enabled
        ? [`Cash on delivery, for orders up to ${formatRupees(toPaise(cod.maxOrderValue))}${cod.pincodes.length > 0 ? ' in the areas we offer it' : ''}`]
        : []),
    ],
    cashOnDelivery: settingsNow.cashOnDelivery.enabled,
    selfCancellationMinutes: config.cancellationWindowMinutes > 0 ? config.cancellationWindowMinutes : null,
    deliveryZones: [...new Set(areas.filter((area) => area.isActive).map((area) => area.zone.trim()))].filter(Boolean),
    freshnessHours: settingsNow.freshnessHours,
  };
}

/** The freshness promise (decision 027) as a customer reads it at the end of a mail, with the shop's window. */
export function freshnessPromise(hours: number, language: Language): string {
  return translator(messages, language)('freshnessPromise', { hours });
}
