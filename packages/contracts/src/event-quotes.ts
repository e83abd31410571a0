// Weddings and events, after the enquiry (decision 031): materials and recipes staff price items
// with, quotes built from them (versions, GST as the invoice does), the customer's link to a quote
// (accept or ask for a change), the advance and the balance paid through the gateway, cancellation.
import { z } from 'zod';
import { DateStringSchema, IdSchema, RupeesSchema } from './common';
import { EventKindSchema } from './event-enquiries';
import { EventVenuePlanSchema } from './event-venue';
import { GstRateSchema, HsnCodeSchema } from './gst';

export const MATERIAL_UNITS = ['stem', 'kg', 'metre', 'piece'] as const;
export const MaterialUnitSchema = z.enum(MATERIAL_UNITS, { error: 'Choose a unit' });
export type MaterialUnit = z.infer<typeof MaterialUnitSchema>;

const ItemNameSchema = z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters');
const ItemNameHiSchema = z.string().trim().max(80, 'At most 80 characters').default('');
/** A quantity of a material's unit, to three decimals (0.25 kg, 1.5 metres). */
export const MaterialQuantitySchema = z
  .number({ error: 'Enter a quantity' })
  .positive('Enter a quantity')
  .max(100_000, 'Quantity is too large')
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'At most 3 decimals');
const MarkupSchema = z.number({ error: 'Enter the markup in percent' }).int('A whole number').min(0, 'Must not be negative').max(1000, 'At most 1000 %');

export const MaterialBodySchema = z
  .object({ name: ItemNameSchema, nameHi: ItemNameHiSchema, unit: MaterialUnitSchema, cost: RupeesSchema, markupPercent: MarkupSchema })
  .strict();
export const MaterialUpdateSchema = z.object({ cost: RupeesSchema, markupPercent: MarkupSchema }).partial().strict();

/** A material as staff read it: cost, markup, and the price per unit that follows from them. */
export const MaterialSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  nameHi: z.string(),
  unit: MaterialUnitSchema,
  cost: z.number(),
  markupPercent: z.number(),
  unitPrice: z.number(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof MaterialSchema>;
export const MaterialAnswerSchema = z.object({ material: MaterialSchema });
export const MaterialsAnswerSchema = z.object({ materials: z.array(MaterialSchema) });

export const RecipeBodySchema = z
  .object({
    name: ItemNameSchema,
    nameHi: ItemNameHiSchema,
    hsnCode: HsnCodeSchema,
    gstRate: GstRateSchema,
    materials: z
      .array(z.object({ materialId: IdSchema, quantity: MaterialQuantitySchema }).strict())
      .min(1, 'Add at least one material')
      .max(30, 'At most 30 materials')
      .refine((list) => new Set(list.map((m) => m.materialId)).size === list.length, 'Each material once'),
  })
  .strict();
export type RecipeBody = z.input<typeof RecipeBodySchema>;

/** A recipe with the price it has today: the sum of its materials at their current prices. */
export const RecipeSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  nameHi: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  materials: z.array(z.object({ materialId: IdSchema, name: z.string(), unit: MaterialUnitSchema, quantity: z.number(), amount: z.number() })),
  price: z.number(),
});
export type Recipe = z.infer<typeof RecipeSchema>;
export const RecipeAnswerSchema = z.object({ recipe: RecipeSchema });
export const RecipesAnswerSchema = z.object({ recipes: z.array(RecipeSchema) });

/** A quote's line as staff send it: a recipe and how many, or a free line with its own price and GST. */
export const EventQuoteLineBodySchema = z.union([
  z
    .object({
      recipeId: IdSchema,
      quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1000, 'Quantity is too large'),
    })
    .strict(),
  z
    .object({
      description: ItemNameSchema,
      unitPrice: RupeesSchema.refine((n) => n > 0, 'At least ₹1'),
      quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1000, 'Quantity is too large'),
      hsnCode: HsnCodeSchema,
      gstRate: GstRateSchema,
    })
    .strict(),
]);
export const EventQuoteBodySchema = z
  .object({
    lines: z.array(EventQuoteLineBodySchema).min(1, 'Add at least one line').max(60, 'At most 60 lines'),
    labour: RupeesSchema,
    transport: RupeesSchema,
    note: z.string().trim().max(1000, 'At most 1000 characters').default(''),
  })
  .strict();
export type EventQuoteBody = z.input<typeof EventQuoteBodySchema>;

export const QUOTE_STATUSES = ['sent', 'change_requested', 'superseded', 'accepted', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const QuoteFigureLineSchema = z.object({
  description: z.string(),
  /** The line's Hindi name ('' when it has none): the customer's Hindi page shows it. */
  descriptionHi: z.string(),
  hsnCode: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  taxable: z.number(),
  rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});
export const QuoteFiguresSchema = z.object({
  lines: z.array(QuoteFigureLineSchema),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type QuoteFigures = z.infer<typeof QuoteFiguresSchema>;

export const EventPaymentSchema = z.object({
  kind: z.enum(['advance', 'balance']),
  amount: z.number(),
  status: z.enum(['pending', 'paid']),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  refunded: z.number(),
  /** The credit note against the invoice, when a cancellation gave back part or all of the payment. */
  creditNoteNumber: z.string().nullable(),
});
export type EventPayment = z.infer<typeof EventPaymentSchema>;

/** A quote as its customer reads it (through its link) and staff list its versions. */
export const EventQuoteSchema = z.object({
  _id: IdSchema,
  enquiryReference: z.string(),
  eventDate: DateStringSchema,
  version: z.number(),
  status: z.enum(QUOTE_STATUSES),
  latest: z.boolean(),
  figures: QuoteFiguresSchema,
  labour: z.number(),
  transport: z.number(),
  total: z.number(),
  advancePercent: z.number(),
  advance: z.number(),
  balance: z.number(),
  /** The last day to pay the balance (shop time). */
  balanceDueDate: DateStringSchema,
  note: z.string(),
  changeNote: z.string(),
  sentAt: z.string(),
  payments: z.array(EventPaymentSchema),
  /** What cancelling now would give back of what was paid, by the shop's event policy. */
  cancelRefund: z.number(),
  /** Whether the customer may cancel through the link now: accepted, and the event not yet past. */
  cancellable: z.boolean(),
});
export type EventQuote = z.infer<typeof EventQuoteSchema>;
export const EventQuoteAnswerSchema = z.object({ quote: EventQuoteSchema });
export const StaffEventQuoteSchema = EventQuoteSchema.extend({ link: z.string() });
export type StaffEventQuote = z.infer<typeof StaffEventQuoteSchema>;
export const StaffEventQuotesAnswerSchema = z.object({ quotes: z.array(StaffEventQuoteSchema) });
export const StaffEventQuoteAnswerSchema = z.object({ quote: StaffEventQuoteSchema });
/** The customer's own latest quote of an enquiry, with its link. */
export const MyEventQuoteAnswerSchema = z.object({ quote: EventQuoteSchema.nullable(), link: z.string().nullable() });
export const QuotePreviewAnswerSchema = z.object({ figures: QuoteFiguresSchema });

export const QuoteTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link') });
export const QuoteChangeBodySchema = z.object({ note: z.string().trim().min(1, 'Tell us what to change').max(1000, 'At most 1000 characters') }).strict();
export const QuotePayBodySchema = z.object({ kind: z.enum(['advance', 'balance']) }).strict();
export const QuotePaymentStartAnswerSchema = z.object({
  payment: z.object({
    kind: z.enum(['advance', 'balance']),
    amount: z.number(),
    razorpayOrderId: z.string(),
    keyId: z.string(),
    provider: z.enum(['razorpay', 'simulated']),
  }),
});
export const QuotePaymentVerifyBodySchema = z
  .object({ razorpayOrderId: z.string().min(1).max(100), razorpayPaymentId: z.string().min(1).max(100), razorpaySignature: z.string().min(1).max(200) })
  .strict();
/** The customer's cancellation: the refund they were shown, so a policy step crossed since is not a surprise. */
export const QuoteCancelBodySchema = z.object({ refund: RupeesSchema }).strict();
export const QuotePaymentDocumentParamsSchema = QuoteTokenParamsSchema.extend({ kind: z.enum(['advance', 'balance']) });
export const StaffPaymentDocumentParamsSchema = z.object({ id: IdSchema, kind: z.enum(['advance', 'balance']) });
export const QuoteSimulateBodySchema = z.object({ razorpayOrderId: z.string().min(1).max(100) }).strict();
export const QuoteSimulateAnswerSchema = z.object({ razorpayPaymentId: z.string(), razorpaySignature: z.string() });

/** The florist's calendar (issue 41, item 4): the weeks ahead from a day, 1 to 12 of them. */
export const EventCalendarQuerySchema = z
  .object({
    from: DateStringSchema,
    weeks: z.coerce
      .number({ error: 'Choose how many weeks' })
      .int('Choose how many weeks')
      .min(1, 'Choose at least 1 week')
      .max(12, 'Choose at most 12 weeks')
      .default(4),
  })
  .strict();
export type EventCalendarQuery = z.input<typeof EventCalendarQuerySchema>;

/** A booked event (its quote accepted) on a day of the calendar. */
export const CalendarEventSchema = z.object({
  quoteId: IdSchema,
  enquiryReference: z.string(),
  kind: EventKindSchema,
  venuePincode: z.string(),
  customer: z.string(),
  total: z.number(),
  advancePaid: z.boolean(),
  /** Where, when and who goes (decision 034). */
  plan: EventVenuePlanSchema,
});
/** A material a day needs, summed over its events' recipe lines, in the material's unit. */
export const CalendarMaterialSchema = z.object({
  materialId: IdSchema,
  name: z.string(),
  nameHi: z.string(),
  unit: MaterialUnitSchema,
  quantity: z.number(),
});
export const CalendarDaySchema = z.object({
  date: DateStringSchema,
  /** The day before the event: when to buy at the mandi. */
  buyBy: DateStringSchema,
  events: z.array(CalendarEventSchema),
  materials: z.array(CalendarMaterialSchema),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;
export const EventCalendarAnswerSchema = z.object({ from: DateStringSchema, to: DateStringSchema, days: z.array(CalendarDaySchema) });
export type EventCalendarAnswer = z.infer<typeof EventCalendarAnswerSchema>;

/** The owner's figures of events (issue 41, item 5), on the admin dashboard. */
export const EventFiguresSchema = z.object({
  /** Enquiries not yet called (the Events tab's "open"). */
  openEnquiries: z.number().int(),
  /** Quotes sent and waiting for the customer's answer. */
  quotesSent: z.number().int(),
  /** Bookings: accepted quotes whose event is today or later. */
  accepted: z.number().int(),
  /** Accepted quotes' totals by the event's month, this month and the five after; null without dashboard.revenue. */
  bookedByMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), value: z.number().nullable() })),
});
export type EventFigures = z.infer<typeof EventFiguresSchema>;
