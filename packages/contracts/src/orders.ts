// Orders as customers and staff read them, and their three statuses. How they may move is in
// order-moves.ts.
import { z } from 'zod';
import { TotalsSchema } from './cart';
import { PaymentMethodSchema, ShippingAddressSchema, SubstitutionSchema } from './checkout';
import { IdSchema } from './common';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const DELIVERY_STATUSES = ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;
/** cod_pending: a cash-on-delivery order, confirmed, its cash still to be collected. */
export const PaymentStatusSchema = z.enum(['created', 'cod_pending', 'paid', 'failed', 'refund_pending', 'partially_refunded', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderItemSchema = z.object({
  product: z.object({ _id: IdSchema, name: z.string(), images: z.array(z.string()) }),
  name: z.string(),
  /** The product's Hindi name as the shop names it now, when it has one (the order keeps the English). */
  hi: z.object({ name: z.string() }).optional(),
  /** The size ordered as it was labelled then (`hi`: its Hindi label, when written); null or absent for a product without sizes. */
  option: z
    .object({ label: z.string(), hi: z.object({ label: z.string() }).optional() })
    .nullable()
    .optional(),
  /** The customer's personal text (a message on the cake); '' or absent for none. */
  personalisation: z.string().optional(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The customer's reference photo for this line, copied from the cart at checkout, or null. */
  referencePhoto: z.string().nullable(),
  /** An add-on (a card, chocolates, a vase) beside the flowers: the job sheet and the bench list them apart. */
  isAddon: z.boolean(),
});

export const RefundStatusSchema = z.enum(['pending', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** Money given back for an order, as customers and staff read it. */
export const RefundSchema = z.object({
  _id: IdSchema,
  amount: z.number(),
  reason: z.string(),
  /** pending: asked of the gateway; processed: on its way back to the customer's account; failed: the gateway refused. */
  status: RefundStatusSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A credit note against the order's invoice: for a processed refund, or a cash sale cancelled unpaid. */
export const CreditNoteSchema = z.object({ _id: IdSchema, number: z.string(), amount: z.number(), reason: z.string(), issuedAt: z.string() });
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  orderId: z.string(),
  createdAt: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  paymentStatus: PaymentStatusSchema,
  items: z.array(OrderItemSchema),
  totals: TotalsSchema,
  totalAmount: z.number(),
  promoCode: z.string().nullable(),
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string(), phone: z.string() }),
  giftMessage: z.string(),
  anonymousSender: z.boolean(),
  /** The customer's answer at checkout: may the florist substitute, and what never to use. */
  substitution: SubstitutionSchema,
  /** The company it was ordered for (legal name and GSTIN, on its B2B invoice); null for a person. */
  company: z.object({ legalName: z.string(), gstin: z.string() }).nullable(),
  deliveryDate: z.string(),
  /** `hi`: the slot's Hindi name as the shop names it now, when it has one. */
  slot: z.object({ _id: IdSchema, name: z.string(), hi: z.object({ name: z.string() }).optional(), startTime: z.string(), endTime: z.string() }),
  trackingNumber: z.string().nullable(),
  /**
   * The order's tracking page (/track/<token>), given only to a guest who placed it: without an
   * account they have no My Orders, so the confirmation links here. Absent for everyone else.
   */
  trackingPath: z.string().nullable().optional(),
  estimatedDelivery: z.string().nullable(),
  actualDelivery: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  /** How it was paid (null until paid, or when the gateway did not say). */
  paymentMethod: PaymentMethodSchema.nullable(),
  cancelReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Until when the customer may cancel this order themselves (a paid order not yet being prepared); null when they cannot. */
  cancellableUntil: z.string().nullable(),
  refunds: z.array(RefundSchema),
  /** What can still be refunded: paid, less refunds processed or under way. */
  refundableAmount: z.number(),
  /** Its GST invoice's number (PW/26-27/000123) once confirmed; the PDF is at …/invoice. */
  invoiceNumber: z.string().nullable(),
  /** Credit notes against that invoice, oldest first; each PDF is at …/credit-notes/:id. */
  creditNotes: z.array(CreditNoteSchema),
  /** The florist's photo of the finished arrangement ("Your bouquet is ready"), and when it was taken. */
  preparedPhoto: z.string().nullable(),
  preparedAt: z.string().nullable(),
  /** Proof of delivery: the rider's photo at the door and who took the flowers. */
  deliveryPhoto: z.string().nullable(),
  receivedBy: z.string().nullable(),
  /** Why the last delivery attempt failed, as the rider gave it (while the delivery stands failed). */
  deliveryFailureReason: z.string().nullable().optional(),
  /** The rider it is assigned to (staff answers only). */
  rider: z.object({ _id: IdSchema, name: z.string() }).nullable().optional(),
  user: z.object({ _id: IdSchema, name: z.string(), email: z.string().nullable() }).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderAnswerSchema = z.object({ order: OrderSchema });
export const OrdersAnswerSchema = z.object({ orders: z.array(OrderSchema) });
