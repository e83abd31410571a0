// Following an order without an account: the tracking link's token, the public view it opens (the
// order's progress and its photos, nothing about who sent it or who receives it), and the owner's
// calls to read or replace the link.
import { z } from 'zod';
import { DeliveryStatusSchema, OrderStatusSchema } from './orders';

/** 32 random bytes, base64url without padding: 43 characters. */
export const TrackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a tracking link');
export const TrackingParamsSchema = z.object({ token: TrackingTokenSchema });

/** One move of the order as the tracking page shows it: what it became, and when (never who moved it). */
export const TrackingStepSchema = z.object({ orderStatus: OrderStatusSchema, deliveryStatus: DeliveryStatusSchema, at: z.string() });
export type TrackingStep = z.infer<typeof TrackingStepSchema>;

/**
 * Everything a tracking link shows. Deliberately no sender, recipient, address, phone, e-mail, gift
 * message or price: whoever holds the link (the recipient, say) sees the flowers' progress only.
 */
export const TrackingViewSchema = z.object({
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  /** Oldest first. */
  history: z.array(TrackingStepSchema),
  deliveryDate: z.string(),
  slot: z.object({ name: z.string(), hi: z.object({ name: z.string() }).optional(), startTime: z.string(), endTime: z.string() }),
  items: z.array(z.object({ name: z.string(), hi: z.object({ name: z.string() }).optional(), quantity: z.number().int() })),
  /** The florist's photo of the finished arrangement, once taken. */
  prepared: z.object({ photo: z.string(), at: z.string() }).nullable(),
  /** Proof of delivery, once delivered: the rider's photo and who took the flowers, when recorded. */
  delivered: z.object({ at: z.string().nullable(), photo: z.string().nullable(), receivedBy: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
});
export type TrackingView = z.infer<typeof TrackingViewSchema>;
export const TrackingAnswerSchema = z.object({ tracking: TrackingViewSchema });
export type TrackingAnswer = z.infer<typeof TrackingAnswerSchema>;

/** The owner's view of the link (GET /orders/:id/tracking-link, and after replacing it). */
export const TrackingLinkAnswerSchema = z.object({ url: z.string() });
export type TrackingLinkAnswer = z.infer<typeof TrackingLinkAnswerSchema>;

/** The socket.io namespace an anonymous tracking page connects to, with `auth: { trackingToken }`. */
export const TRACKING_NAMESPACE = '/track';
/** The event carrying a fresh TrackingView to every page following the order. */
export const TRACKING_UPDATE_EVENT = 'tracking-update';
