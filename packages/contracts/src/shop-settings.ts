// The shop's own settings the owner changes in the admin panel: delivery fees and discounts, the
// gift message limit, the same-day cut-off and how far ahead customers may book.
import { z } from 'zod';
import { RupeesSchema, TimeSchema } from './common';
import { GstRateSchema } from './gst';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from './storefront-values';
import { GstinSchema, StateCodeSchema } from './gst-registration';

/**
 * Who sells, as the invoice names them: the legal name and address, the state the shop is in
 * (CGST + SGST for deliveries within it, IGST outside), and the GSTIN, or not registered (a bill of
 * supply, no tax). The delivery fee's own GST rate; the invoice number's prefix.
 */
export const GstSettingsSchema = z
  .object({
    registered: z.boolean(),
    legalName: z.string().trim().min(1, 'The legal name is required').max(120),
    address: z.string().trim().min(1, 'The address is required').max(300),
    stateCode: StateCodeSchema,
    gstin: z.union([GstinSchema, z.literal('')]),
    deliveryFeeRate: GstRateSchema,
    invoicePrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,6}$/, '1 to 6 capital letters or digits'),
  })
  .refine((g) => !g.registered || g.gstin !== '', { message: 'A registered shop gives its GSTIN', path: ['gstin'] })
  .refine((g) => !g.registered || g.gstin.slice(0, 2) === g.stateCode, {
    message: 'The GSTIN’s first two digits are the state code of the shop’s state',
    path: ['gstin'],
  });

/**
 * What one unit of a currency costs in rupees (1 USD = ₹84.20): the way Indian banks and papers
 * quote it, so the owner copies the number as read. Bounds catch a slipped digit or a rate typed
 * the wrong way round (0.012), not the market: every listed currency sits between ₹10 and ₹200.
 */
export const RupeesPerUnitSchema = z
  .number({ error: 'Enter the rate in rupees' })
  .min(1, 'At least ₹1 for one unit')
  .max(1000, 'At most ₹1,000 for one unit')
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, 'At most 4 decimals');

/** A rate as kept and answered: `setAt` (ISO, UTC) is stamped by the server when the owner changes the rate. */
const ExchangeRateSchema = z.object({ rupeesPerUnit: RupeesPerUnitSchema, setAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/) });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

/**
 * One optional entry per offered currency. A plain object rather than z.partialRecord: every zod
 * feature a contract uses lands in the storefront's shared zod file, which form pages load first.
 */
const perCurrency = <T extends z.ZodType>(rate: T) =>
  z.object(Object.fromEntries(DISPLAY_CURRENCIES.map((code) => [code, rate.optional()])) as Record<DisplayCurrency, z.ZodOptional<T>>);

const shopSettingsShape = {
  deliveryFee: RupeesSchema,
  shopDiscount: RupeesSchema,
  /** After this time (shop time) no same-day delivery is offered. */
  sameDayCutoff: TimeSchema,
  /** How long before a slot starts an order for it must be placed. */
  slotLeadMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  giftMessageLimit: z.number().int().min(20).max(1000),
  /** How many days ahead a delivery date may be chosen. */
  bookingDaysAhead: z.number().int().min(0).max(60),
  /** The freshness promise: hours after delivery in which a customer may report a problem with a photo. */
  freshnessHours: z.number().int('A whole number').min(1, 'At least 1 hour').max(168, 'At most 168 hours (a week)'),
  /** Hours after delivery before the customer is asked for a review (0: never asked). */
  reviewRequestHours: z.number().int('A whole number').min(0).max(72, 'At most 72 hours'),
  /**
   * Cash on delivery: off until the owner turns it on, for orders up to a value, with a fee, in the
   * areas whose pincodes start with one of `pincodes` (every area delivered to when empty).
   */
  gst: GstSettingsSchema,
  cashOnDelivery: z.object({
    enabled: z.boolean(),
    maxOrderValue: RupeesSchema.refine((n) => n >= 1, 'At least ₹1'),
    fee: RupeesSchema,
    pincodes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{2,6}$/, 'A pincode or its first digits (2 to 6 digits)'),
      )
      .max(200),
    /** Cash orders not yet paid or cancelled that one account, or one phone number, may hold at once. */
    maxOpenOrders: z.number().int('A whole number').min(1, 'At least 1').max(20, 'At most 20').default(2),
  }),
  /** Rates for approximate prices abroad; a currency without one is not offered to visitors. */
  exchangeRates: perCurrency(ExchangeRateSchema),
  /**
   * The owner's word that Razorpay has activated international cards on the shop's account (Razorpay
   * switches that on per account, on request; checkout has no option for it). Off: the shop tells a
   * sender abroad that only Indian cards, UPI and net banking are accepted.
   */
  internationalCards: z.boolean(),
  /** The share of an accepted event quote asked for as an advance (percent); the balance is due before the event. */
  eventAdvancePercent: z.number().int('A whole number').min(10, 'At least 10 %').max(100, 'At most 100 %'),
  /**
   * The shop's event cancellation policy: cancelled `fullRefundDays` or more before the event, all that
   * was paid comes back; `partialRefundDays` or more, `partialRefundPercent` of it; nearer, it is kept.
   */
  eventCancellation: z
    .object({
      fullRefundDays: z.number().int('A whole number').min(0, 'Must not be negative').max(365, 'At most 365 days'),
      partialRefundDays: z.number().int('A whole number').min(0, 'Must not be negative').max(365, 'At most 365 days'),
      partialRefundPercent: z.number().int('A whole number').min(0, 'Must not be negative').max(100, 'At most 100 %'),
    })
    .refine((p) => p.partialRefundDays <= p.fullRefundDays, {
      message: 'The partial refund starts nearer the event than the full one',
      path: ['partialRefundDays'],
    }),
};
/** The spec's hard-coded cart summary (fee 49, discount 50) became these defaults. */
export const SHOP_SETTINGS_DEFAULTS = {
  deliveryFee: 49,
  shopDiscount: 50,
  sameDayCutoff: '18:00',
  slotLeadMinutes: 120,
  giftMessageLimit: 200,
  bookingDaysAhead: 14,
  freshnessHours: 24,
  reviewRequestHours: 4,
  cashOnDelivery: { enabled: false, maxOrderValue: 3000, fee: 0, pincodes: [] as string[], maxOpenOrders: 2 },
  gst: {
    registered: false,
    legalName: 'Phoolwari Flowers',
    address: '12 Phool Mandi Road, Bengaluru, Karnataka 560002',
    stateCode: '29',
    gstin: '',
    deliveryFeeRate: 18 as const,
    invoicePrefix: 'PW',
  },
  exchangeRates: {} as Partial<Record<DisplayCurrency, ExchangeRate>>,
  internationalCards: false,
  eventAdvancePercent: 50,
  eventCancellation: { fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 },
};
/** Settings the shop owner can change (admin); keys missing from storage take the defaults. */
export const ShopSettingsSchema = z.preprocess((v) => ({ ...SHOP_SETTINGS_DEFAULTS, ...(typeof v === 'object' && v ? v : {}) }), z.object(shopSettingsShape));
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/** The settings as answered (response schemas must not transform). */
export const ShopSettingsAnswerSchema = z.object({ settings: z.object(shopSettingsShape) });
/**
 * An admin's change: any subset of the settings, nothing else. Exchange rates come as the whole
 * table of rates (a currency left out is no longer offered), without dates: the server stamps them.
 */
export const ShopSettingsUpdateSchema = z
  .object({ ...shopSettingsShape, exchangeRates: perCurrency(z.object({ rupeesPerUnit: RupeesPerUnitSchema }).strict()).strict() })
  .partial()
  .strict();
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdateSchema>;

// ---- GET /api/shop/policies ----
/**
 * What the shop actually does, from its configuration, for the pages that promise it (terms, about,
 * search engines): the ways to pay that are switched on, whether cash on delivery is offered, and
 * the rule a customer can cancel by. Never fixed copy: the pages stay true whatever the owner sets.
 */
export const ShopPoliciesSchema = z.object({
  paymentMethods: z.array(z.string()),
  /** False until the shop offers cash on delivery. */
  cashOnDelivery: z.boolean(),
  /** Minutes after payment in which customers cancel an order themselves; null where they cannot. */
  selfCancellationMinutes: z.number().int().nullable(),
  /** The zones of the active delivery areas ('Bengaluru City'), each once, in the order of their pincodes: where the shop promises to deliver. */
  deliveryZones: z.array(z.string()),
  /** The freshness promise: hours after delivery in which a problem is reported with a photo (replacement or refund). */
  freshnessHours: z.number().int(),
});
export type ShopPolicies = z.infer<typeof ShopPoliciesSchema>;
export const ShopPoliciesAnswerSchema = z.object({ policies: ShopPoliciesSchema });
