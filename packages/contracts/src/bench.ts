// The florist's bench: the day's orders to prepare, by slot, with what the florist needs to make
// them (items, add-ons, the gift card, reference photos, substitution consent) and nothing of the
// customer's contact details: no e-mail, no phone, no address.
import { z } from 'zod';
import { DateStringSchema, IdSchema, LanguageSchema } from './common';
import { EventJobSchema } from './event-day';
import { DeliveryStatusSchema, OrderStatusSchema } from './orders';

export const BenchQuerySchema = z.object({ date: DateStringSchema.optional() });

/** The multipart field that carries the photo of the finished arrangement. */
export const PREPARED_PHOTO_FIELD = 'photo';

export const BenchSlotSchema = z.object({ _id: IdSchema, name: z.string(), startTime: z.string(), endTime: z.string() });

export const BenchOrderSchema = z.object({
  _id: IdSchema,
  orderId: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  deliveryDate: z.string(),
  slot: BenchSlotSchema,
  /** Whom the card is for. */
  recipientName: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      /** The size ordered ("12 stems"); null or absent for a product without sizes. */
      option: z.string().nullable().optional(),
      /** The customer's personal text to write or pipe (a message on the cake); '' or absent for none. */
      personalisation: z.string().optional(),
      quantity: z.number().int(),
      image: z.string(),
      referencePhoto: z.string().nullable(),
      isAddon: z.boolean(),
    }),
  ),
  giftMessage: z.string(),
  anonymousSender: z.boolean(),
  /** The sender's name for the card; null when they asked to stay anonymous. */
  senderName: z.string().nullable(),
  /** The customer's language (their account's, as their mails): the card's own words are printed in it. */
  language: LanguageSchema,
  substitution: z.object({ allowed: z.boolean(), avoid: z.string() }),
  /** Null until a florist marks it prepared with a photo. */
  prepared: z.object({ at: z.string(), photo: z.string(), by: z.string().nullable() }).nullable(),
});
export type BenchOrder = z.infer<typeof BenchOrderSchema>;

export const BenchAnswerSchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ slot: BenchSlotSchema, orders: z.array(BenchOrderSchema) })),
  /** The day's booked events (advance paid), made at the bench and taken to the venue. */
  events: z.array(EventJobSchema),
});
export type BenchAnswer = z.infer<typeof BenchAnswerSchema>;

export const BenchOrderAnswerSchema = z.object({ order: BenchOrderSchema });
export type BenchOrderAnswer = z.infer<typeof BenchOrderAnswerSchema>;
