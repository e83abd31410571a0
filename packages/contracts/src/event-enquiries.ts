// Weddings and events: a customer's enquiry (the first step of enquiry → quote → advance, decision
// 025), the customer's own list of them, and the staff's list with "contacted".
import { z } from 'zod';
import { EmailSchema, NameSchema, PhoneSchema } from './auth';
import { DateStringSchema, IdSchema, LanguageSchema, PincodeSchema, queryInt } from './common';

export const EVENT_KINDS = ['wedding', 'engagement', 'puja', 'birthday', 'corporate'] as const;
export const EventKindSchema = z.enum(EVENT_KINDS, { error: 'Choose the kind of event' });
export type EventKind = z.infer<typeof EventKindSchema>;

/** Budget bands in rupees (under ₹25,000 … over ₹3,00,000); the shop quotes, the band only guides it. */
export const EVENT_BUDGETS = ['under-25k', '25k-50k', '50k-1l', '1l-3l', 'over-3l'] as const;
export const EventBudgetSchema = z.enum(EVENT_BUDGETS, { error: 'Choose a budget range' });
export type EventBudget = z.infer<typeof EventBudgetSchema>;

/** What can be asked for; varmala has a length in feet, petals a weight in kg, the rest a count. */
export const EVENT_ITEMS = ['varmala', 'mandap', 'car', 'stage', 'entrance', 'table-pieces', 'petals'] as const;
export type EventItemKind = (typeof EVENT_ITEMS)[number];

// One message per field, and those the shop's other forms already say: every message costs the
// storefront's first load its words in both languages (FIELD_MESSAGES).
const count = (max: number) =>
  z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(max, 'Quantity is too large');
export const EventItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('varmala'),
      pairs: count(10),
      lengthFeet: z
        .number({ error: 'A varmala is 3 to 10 feet' })
        .int('A varmala is 3 to 10 feet')
        .min(3, 'A varmala is 3 to 10 feet')
        .max(10, 'A varmala is 3 to 10 feet'),
    }),
    z.object({
      kind: z.literal('petals'),
      kg: z
        .number({ error: 'Petals from 0.5 kg to 200 kg, in steps of 0.5' })
        .min(0.5, 'Petals from 0.5 kg to 200 kg, in steps of 0.5')
        .max(200, 'Petals from 0.5 kg to 200 kg, in steps of 0.5')
        .multipleOf(0.5, 'Petals from 0.5 kg to 200 kg, in steps of 0.5'),
    }),
    z.object({ kind: z.enum(['mandap', 'car', 'stage', 'entrance']), quantity: count(20) }),
    z.object({ kind: z.literal('table-pieces'), quantity: count(500) }),
  ],
  { error: 'Choose what you need from the list' },
);
export type EventItem = z.infer<typeof EventItemSchema>;

/** Reference photos on one enquiry. */
export const EVENT_PHOTOS_MAX = 5;
/** The multipart field of a photo upload (one image per request, the uploads pipeline's limits). */
export const EVENT_PHOTO_FIELD = 'file';
export const EventPhotoAnswerSchema = z.object({ photo: z.string() });

// ---- POST /api/event-enquiries (201): signed in, or a guest with name, phone and e-mail ----
export const EventEnquiryBodySchema = z
  .object({
    kind: EventKindSchema,
    /** The event's day (shop time); from tomorrow up to 18 months ahead, checked by the server. */
    eventDate: DateStringSchema,
    venuePincode: PincodeSchema,
    guests: z
      .number({ error: 'Enter 1 to 10,000 guests' })
      .int('Enter 1 to 10,000 guests')
      .min(1, 'Enter 1 to 10,000 guests')
      .max(10_000, 'Enter 1 to 10,000 guests'),
    budget: EventBudgetSchema,
    items: z
      .array(EventItemSchema)
      .min(1, 'Choose at least one thing you need')
      .max(EVENT_ITEMS.length)
      .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, 'Choose what you need from the list'),
    colours: z.string().trim().max(1000, 'Message is too long').default(''),
    photos: z.array(z.string().max(500)).max(EVENT_PHOTOS_MAX, `At most ${EVENT_PHOTOS_MAX} photos`).default([]),
    /** One of the customer's own studio designs (signed in only). */
    customDesignId: IdSchema.optional(),
    name: NameSchema,
    phone: PhoneSchema,
    /** Required from a guest (the acknowledgement goes there); a signed-in customer's account e-mail is used otherwise. */
    email: z.union([EmailSchema, z.literal('')]).default(''),
    language: LanguageSchema.default('en'),
  })
  .strip();
export type EventEnquiryBody = z.input<typeof EventEnquiryBodySchema>;

export const EVENT_ENQUIRY_STATUSES = ['received', 'contacted', 'quoted', 'closed'] as const;
export type EventEnquiryStatus = (typeof EVENT_ENQUIRY_STATUSES)[number];

export const EventEnquirySchema = z.object({
  _id: IdSchema,
  reference: z.string(),
  kind: EventKindSchema,
  eventDate: z.string(),
  venuePincode: z.string(),
  /** False when the pincode is outside the shop's delivery areas: travel is confirmed by the shop. */
  venueServed: z.boolean(),
  guests: z.number().int(),
  budget: EventBudgetSchema,
  items: z.array(EventItemSchema),
  colours: z.string(),
  photos: z.array(z.string()),
  customDesign: z.object({ _id: IdSchema, customOrderId: z.string(), image: z.string() }).nullable(),
  status: z.enum(EVENT_ENQUIRY_STATUSES),
  createdAt: z.string(),
});
export type EventEnquiry = z.infer<typeof EventEnquirySchema>;
export const EventEnquiryAnswerSchema = z.object({ enquiry: EventEnquirySchema });
export const MyEventEnquiriesAnswerSchema = z.object({ enquiries: z.array(EventEnquirySchema) });

// ---- Staff: GET /api/admin/event-enquiries?status, PATCH /api/admin/event-enquiries/:id/contacted {note} ----
export const StaffEventEnquirySchema = EventEnquirySchema.extend({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  guest: z.boolean(),
  language: LanguageSchema,
  contactedAt: z.string().nullable(),
  contactedBy: z.string().nullable(),
  contactNote: z.string(),
});
export type StaffEventEnquiry = z.infer<typeof StaffEventEnquirySchema>;
export const StaffEventEnquiriesQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export const StaffEventEnquiriesAnswerSchema = z.object({
  enquiries: z.array(StaffEventEnquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Enquiries not yet contacted, whatever the filter. */
  openCount: z.number().int(),
});
export type StaffEventEnquiriesAnswer = z.infer<typeof StaffEventEnquiriesAnswerSchema>;
export const EventContactedBodySchema = z.object({ note: z.string().trim().min(1, 'Write what was agreed').max(2000, 'Message is too long') });
export const StaffEventEnquiryAnswerSchema = z.object({ enquiry: StaffEventEnquirySchema });
